import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import { DEVNET_A } from '../../devnet/local-networks.js'
import { ERC1271_MAGIC_VALUE, installSmartAccount, SMART_ACCOUNT_ABI } from '../../devnet/smart-account.js'

// The dev login frame's smart account on a real anvil: ERC-1271 signatures checked by viem the way a
// site checks a smart account's sign-in, and calls only its owner may make.

const owner = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const stranger = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const RECIPIENT = '0x000000000000000000000000000000000000bEEF'

let anvil: Anvil
let account: `0x${string}`
const chain = () => ({
  id: DEVNET_A,
  name: 'Foyer Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [anvil.rpcUrl] } },
})
const client = () => createPublicClient({ chain: chain(), transport: http(anvil.rpcUrl) })

beforeAll(async () => {
  anvil = await startAnvil({ chainId: DEVNET_A })
  for (const funded of [owner.address, stranger.address])
    await client().request({
      method: 'anvil_setBalance' as never,
      params: [funded, '0xde0b6b3a7640000'] as never,
    })
  account = await installSmartAccount(anvil.rpcUrl, owner.address, parseEther('1'))
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

describe('the dev smart account', () => {
  it("answers ERC-1271 for its owner's signatures only, as viem verifies a smart account", async () => {
    const message = 'Sign in to Foyer'
    const signed = await owner.signMessage({ message })
    expect(await client().verifyMessage({ address: account, message, signature: signed })).toBe(true)
    // An EOA check of the same signature fails: it is the account's, not the owner's address.
    expect(await verifyMessage({ address: account, message, signature: signed })).toBe(false)
    const forged = await stranger.signMessage({ message })
    expect(await client().verifyMessage({ address: account, message, signature: forged })).toBe(false)
    expect(
      await client().readContract({
        address: account,
        abi: SMART_ACCOUNT_ABI,
        functionName: 'isValidSignature',
        args: [`0x${'00'.repeat(32)}`, signed],
      }),
    ).toBe('0xffffffff')
    expect(ERC1271_MAGIC_VALUE).toBe('0x1626ba7e')
  })

  it('runs a call its owner asks for, paying from its own balance; anyone else is refused', async () => {
    const data = encodeFunctionData({
      abi: SMART_ACCOUNT_ABI,
      functionName: 'execute',
      args: [RECIPIENT, parseEther('0.25'), '0x'],
    })
    const byOwner = createWalletClient({ account: owner, chain: chain(), transport: http(anvil.rpcUrl) })
    const hash = await byOwner.sendTransaction({ to: account, data })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client().getBalance({ address: RECIPIENT })).toBe(parseEther('0.25'))
    expect(await client().getBalance({ address: account })).toBe(parseEther('0.75'))

    const byStranger = createWalletClient({
      account: stranger,
      chain: chain(),
      transport: http(anvil.rpcUrl),
    })
    const refused = await byStranger.sendTransaction({ to: account, data, gas: 100_000n })
    expect((await client().waitForTransactionReceipt({ hash: refused })).status).toBe('reverted')
    expect(await client().getBalance({ address: RECIPIENT })).toBe(parseEther('0.25'))
  })

  it('takes plain ETH', async () => {
    const byStranger = createWalletClient({
      account: stranger,
      chain: chain(),
      transport: http(anvil.rpcUrl),
    })
    const hash = await byStranger.sendTransaction({ to: account, value: parseEther('0.1') })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client().getBalance({ address: account })).toBe(parseEther('0.85'))
  })
})
