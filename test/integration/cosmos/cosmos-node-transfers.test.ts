import { DirectSecp256k1HdWallet, decodeTxRaw, type OfflineSigner } from '@cosmjs/proto-signing'
import {
  assertIsDeliverTxSuccess,
  calculateFee,
  coins,
  type DeliverTxResponse,
  GasPrice,
  type SigningStargateClient,
  StargateClient,
} from '@cosmjs/stargate'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COSMOS_DEVNET } from '../../devnet/cosmos/chains.js'
import { type CosmosNode, startCosmosNode } from '../../devnet/cosmos/cosmos-node.js'
import { aminoWallet, directWallet, fee, KEYS, signingClient } from './cosmos-accounts.js'

// Bank sends through cosmjs's SigningStargateClient on the local Cosmos node, signed in both sign
// modes a wallet uses (direct and legacy amino JSON): the node verifies the signature, moves exactly
// the amount plus the fee, counts the sequence, and the transaction is found by its hash.

const FEE_COLLECTOR = 'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta'
const FUNDS = 10_000_000n

let node: CosmosNode
let reader: StargateClient
beforeAll(async () => {
  node = await startCosmosNode(COSMOS_DEVNET)
  reader = await StargateClient.connect(node.rpcUrl)
})
afterAll(async () => {
  reader.disconnect()
  await node.stop()
})

const balance = async (address: string) => BigInt((await reader.getBalance(address, 'uatom')).amount)

/** The fee the transaction with `hash` carried, read back from its bytes on chain. */
async function feePaid(hash: string): Promise<bigint> {
  const found = await reader.getTx(hash)
  if (!found) throw new Error(`no transaction ${hash}`)
  const amount = decodeTxRaw(found.tx).authInfo.fee?.amount.find((coin) => coin.denom === 'uatom')
  return BigInt(amount?.amount ?? '0')
}

/** The sign mode of the transaction with `hash`'s first signer, read back from its bytes on chain. */
async function signModeOf(hash: string) {
  const found = await reader.getTx(hash)
  return decodeTxRaw(found?.tx ?? new Uint8Array()).authInfo.signerInfos[0]?.modeInfo?.single?.mode
}

/**
 * Sends `amount` uatom from the wallet's address to a fresh recipient with `stdFee`, and checks what
 * every send must do: found by hash at its height, the amount and the fee moved exactly, the
 * sequence counted, the key recorded on the account.
 */
async function sendAndCheck(
  client: SigningStargateClient,
  from: { address: string; pubkey: Uint8Array },
  to: string,
  amount: bigint,
  stdFee: Parameters<SigningStargateClient['sendTokens']>[3],
  memo = '',
): Promise<DeliverTxResponse> {
  const [fromBefore, toBefore, collectorBefore] = await Promise.all([
    balance(from.address),
    balance(to),
    balance(FEE_COLLECTOR),
  ])
  const sequence = (await reader.getSequence(from.address)).sequence
  const result = await client.sendTokens(from.address, to, coins(amount.toString(), 'uatom'), stdFee, memo)
  assertIsDeliverTxSuccess(result)
  const found = await reader.getTx(result.transactionHash)
  expect(found).toMatchObject({ hash: result.transactionHash, height: result.height, code: 0 })
  const paid = await feePaid(result.transactionHash)
  expect(paid).toBeGreaterThan(0n)
  expect(await balance(from.address)).toBe(fromBefore - amount - paid)
  expect(await balance(to)).toBe(toBefore + amount)
  expect(await balance(FEE_COLLECTOR)).toBe(collectorBefore + paid)
  const account = await reader.getAccount(from.address)
  expect(account?.sequence).toBe(sequence + 1)
  expect(account?.pubkey?.value).toBe(Buffer.from(from.pubkey).toString('base64'))
  expect(result.gasUsed).toBeLessThanOrEqual(result.gasWanted)
  expect(decodeTxRaw(found?.tx ?? new Uint8Array()).body.memo).toBe(memo)
  return result
}

async function fundedWallet(
  make: () => Promise<{ wallet: OfflineSigner; address: string; pubkey: Uint8Array }>,
) {
  const account = await make()
  node.fund(account.address, [{ denom: 'uatom', amount: FUNDS.toString() }])
  return { ...account, client: await signingClient(node, account.wallet) }
}

describe('bank sends on the local Cosmos node', () => {
  it('takes a SIGN_MODE_DIRECT send with fee auto: gas from a simulation, the fee at the gas price', async () => {
    const alice = await fundedWallet(() => directWallet(KEYS.alice, 'cosmos'))
    const { address: bob } = await directWallet(KEYS.bob, 'cosmos')
    const simulated = await alice.client.simulate(
      alice.address,
      [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: { fromAddress: alice.address, toAddress: bob, amount: coins(1234, 'uatom') },
        },
      ],
      '',
    )
    const result = await sendAndCheck(alice.client, alice, bob, 1234n, 'auto')
    // cosmjs asks for 1.4 times the simulated gas and pays the gas price for it.
    expect(result.gasWanted).toBe(BigInt(Math.ceil(simulated * 1.4)))
    const expectedFee = calculateFee(Number(result.gasWanted), GasPrice.fromString(node.gasPrice)).amount[0]
    expect(await feePaid(result.transactionHash)).toBe(BigInt(expectedFee?.amount ?? '-1'))
    expect(await signModeOf(result.transactionHash)).toBe(SignMode.SIGN_MODE_DIRECT)
  })

  it('takes a second send with an explicit fee, and emits the events of a bank send', async () => {
    const { address: carol } = await directWallet(KEYS.carol, 'cosmos')
    const alice = { ...(await directWallet(KEYS.alice, 'cosmos')) }
    const client = await signingClient(node, alice.wallet)
    const result = await sendAndCheck(client, alice, carol, 5_000n, fee('600', 'uatom'))
    expect(result.gasWanted).toBe(200_000n)
    const attributes = (type: string) =>
      result.events
        .filter((event) => event.type === type)
        .map((event) => Object.fromEntries(event.attributes.map((a) => [a.key, a.value])))
    expect(attributes('transfer')).toEqual([
      { recipient: FEE_COLLECTOR, sender: alice.address, amount: '600uatom' },
      { recipient: carol, sender: alice.address, amount: '5000uatom', msg_index: '0' },
    ])
    expect(attributes('coin_spent')).toContainEqual({
      spender: alice.address,
      amount: '5000uatom',
      msg_index: '0',
    })
    expect(attributes('coin_received')).toContainEqual({
      receiver: carol,
      amount: '5000uatom',
      msg_index: '0',
    })
    expect(attributes('message')).toContainEqual({
      action: '/cosmos.bank.v1beta1.MsgSend',
      sender: alice.address,
      module: 'bank',
      msg_index: '0',
    })
    expect(attributes('tx')).toContainEqual({ fee: '600uatom', fee_payer: alice.address })
    // The node indexes the events: both of alice's sends, found by sender.
    const sent = await reader.searchTx([{ key: 'message.sender', value: alice.address }])
    expect(sent.length).toBe(2)
    expect(await reader.searchTx(`transfer.recipient='${carol}'`)).toEqual([
      expect.objectContaining({ hash: result.transactionHash }),
    ])
  })

  it('takes a send from an HD wallet (mnemonic), as a wallet derives its key', async () => {
    const mnemonic =
      'surround miss nominee dream gap cross assault thank captain prosper drop duty group candy wealth weather scale put'
    const hd = await fundedWallet(async () => {
      const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'cosmos' })
      const [account] = await wallet.getAccounts()
      return { wallet, address: account?.address ?? '', pubkey: account?.pubkey ?? new Uint8Array() }
    })
    const { address: dave } = await directWallet(KEYS.dave, 'cosmos')
    await sendAndCheck(hd.client, hd, dave, 777n, 'auto')
  })

  it('takes SIGN_MODE_LEGACY_AMINO_JSON sends, fee auto and explicit, with a memo the amino JSON escapes', async () => {
    const erin = await fundedWallet(() => aminoWallet(KEYS.erin, 'cosmos'))
    const { address: bob } = await directWallet(KEYS.bob, 'cosmos')
    const first = await sendAndCheck(erin.client, erin, bob, 10_000n, 'auto')
    expect(await signModeOf(first.transactionHash)).toBe(SignMode.SIGN_MODE_LEGACY_AMINO_JSON)
    await sendAndCheck(erin.client, erin, bob, 1n, fee('1000', 'uatom'), 'pay <bob> & co')
  })
})
