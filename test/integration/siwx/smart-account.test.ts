import {
  createSiwxMessage,
  createSiwxMessageData,
  type VerifySiwxMessageOptions,
  verifySiwxMessage,
} from '@foyer/core/server'
import {
  type Address,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  hashMessage,
  http,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry, mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import {
  counterfactualAddress,
  create2FactoryRuntime,
  creationCode,
  ownedAccountRuntime,
} from './smart-account.js'

// Smart-account sign-ins against a real chain: viem's verifyMessage runs EIP-1271 on a deployed
// account and EIP-6492's universal validator (deployless, inside eth_call) on an undeployed one.
// The account and factory are hand-assembled (see smart-account.ts) and placed with anvil_setCode.

const owner = privateKeyToAccount('0x0101010101010101010101010101010101010101010101010101010101010101')
const stranger = privateKeyToAccount('0x0202020202020202020202020202020202020202020202020202020202020202')
const deployedAccount: Address = '0x00000000000000000000000000000000000a11ce'
const factory: Address = '0x0000000000000000000000000000000000fac702'
const accountInitCode = creationCode(ownedAccountRuntime(owner.address))
const undeployedAccount = counterfactualAddress(factory, accountInitCode)

const isValidSignatureAbi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

const domain = 'app.example.com'
const nonce = 'serverNonce1234'
const now = Date.parse('2025-01-31T12:00:00.000Z')

let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil({ chainId: foundry.id })
  const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
  await testClient.setCode({ address: deployedAccount, bytecode: ownedAccountRuntime(owner.address) })
  await testClient.setCode({ address: factory, bytecode: create2FactoryRuntime })
})
afterAll(async () => {
  await anvil?.stop()
})

const publicClient = () => createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })

function messageFor(accountAddress: Address): string {
  const data = createSiwxMessageData({
    domain,
    uri: `https://${domain}/`,
    chainId: `eip155:${foundry.id}`,
    accountAddress,
    nonce,
    now,
  })
  return createSiwxMessage(data)
}

const verify = (
  message: string,
  signature: Hex,
  client: Pick<VerifySiwxMessageOptions, 'rpcUrl' | 'publicClient'> = {},
) =>
  verifySiwxMessage({ message, signature, domain, nonce, now, chains: [`eip155:${foundry.id}`], ...client })

describe('the hand-assembled EIP-1271 account', () => {
  it("returns the magic value for its owner's signature only", async () => {
    const hash = hashMessage('hello')
    const call = async (signature: Hex) =>
      (
        await publicClient().call({
          to: deployedAccount,
          data: encodeFunctionData({
            abi: isValidSignatureAbi,
            functionName: 'isValidSignature',
            args: [hash, signature],
          }),
        })
      ).data?.slice(0, 10)
    expect(await call(await owner.signMessage({ message: 'hello' }))).toBe('0x1626ba7e')
    expect(await call(await stranger.signMessage({ message: 'hello' }))).toBe('0x00000000')
  })
})

describe('verifySiwxMessage with a chain', () => {
  it('verifies a plain account (EOA) through rpcUrl and through a public client', async () => {
    const message = messageFor(owner.address)
    const signature = await owner.signMessage({ message })
    expect(await verify(message, signature, { rpcUrl: anvil.rpcUrl })).toMatchObject({ ok: true })
    expect(await verify(message, signature, { publicClient: publicClient() })).toMatchObject({ ok: true })
  })

  it('verifies a deployed smart account (EIP-1271), and refuses a signature of another key', async () => {
    const message = messageFor(deployedAccount)
    const signature = await owner.signMessage({ message })
    const result = await verify(message, signature, { rpcUrl: anvil.rpcUrl })
    expect(result).toMatchObject({ ok: true, data: { accountAddress: getAddress(deployedAccount) } })
    expect(await verify(message, signature, { publicClient: publicClient() })).toMatchObject({ ok: true })

    const forged = await stranger.signMessage({ message })
    expect(await verify(message, forged, { rpcUrl: anvil.rpcUrl })).toMatchObject({
      ok: false,
      reason: 'INVALID_SIGNATURE',
    })
  })

  it('verifies an undeployed smart account (EIP-6492) without deploying it', async () => {
    const message = messageFor(undeployedAccount)
    const signature = serializeErc6492Signature({
      address: factory,
      data: accountInitCode,
      signature: await owner.signMessage({ message }),
    })
    expect(await verify(message, signature, { rpcUrl: anvil.rpcUrl })).toMatchObject({ ok: true })
    // The validator deploys inside eth_call only: the chain is unchanged.
    expect(await publicClient().getCode({ address: undeployedAccount })).toBeUndefined()

    const forged = serializeErc6492Signature({
      address: factory,
      data: accountInitCode,
      signature: await stranger.signMessage({ message }),
    })
    expect(await verify(message, forged, { rpcUrl: anvil.rpcUrl })).toMatchObject({
      ok: false,
      reason: 'INVALID_SIGNATURE',
    })
  })

  it('cannot verify smart accounts offline, or with a client of another chain, and says so', async () => {
    const deployedMessage = messageFor(deployedAccount)
    const deployedSignature = await owner.signMessage({ message: deployedMessage })
    // A node of another chain (mainnet's id here) must not be asked: the check falls back offline.
    const otherChain = await startAnvil({ chainId: mainnet.id })
    try {
      const otherClient = createPublicClient({ chain: mainnet, transport: http(otherChain.rpcUrl) })
      for (const client of [{}, { publicClient: otherClient }, { rpcUrl: otherChain.rpcUrl }]) {
        const result = await verify(deployedMessage, deployedSignature, client)
        expect(result).toMatchObject({ ok: false, reason: 'INVALID_SIGNATURE' })
        expect(!result.ok && result.message).toMatch(
          /smart-account signatures \(EIP-1271, EIP-6492\) cannot be verified/,
        )
      }
    } finally {
      await otherChain.stop()
    }

    const undeployedMessage = messageFor(undeployedAccount)
    const wrapped = serializeErc6492Signature({
      address: factory,
      data: accountInitCode,
      signature: await owner.signMessage({ message: undeployedMessage }),
    })
    const result = await verify(undeployedMessage, wrapped)
    expect(!result.ok && result.message).toMatch(/^EIP-6492 signature of an undeployed smart account/)
  })

  it('reports an unreachable node as VERIFICATION_UNAVAILABLE', async () => {
    const down = await startAnvil({ chainId: foundry.id })
    await down.stop()
    const message = messageFor(deployedAccount)
    const signature = await owner.signMessage({ message })
    const result = await verify(message, signature, { rpcUrl: down.rpcUrl })
    expect(result).toMatchObject({ ok: false, reason: 'VERIFICATION_UNAVAILABLE' })
  })
})
