import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { PreparedTransfer } from '../../../core/src/chains/transfer.types.js'
import { FUSD_ADDRESS } from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0 } from '../../devnet/local-networks.js'
import type { Devnets } from './devnets.js'
import { useTokenDevnets } from './token-devnets.js'

// What a payment a site asks for needs from the EVM sending code, on a real anvil: a token's decimals
// and symbol read from its contract (an account that is no contract is refused), the transaction the
// wallet answered with read back once landed — the transfer shown (succeeded), one that reverted
// (failed), or another transaction under the id (differs) — and addresses shown EIP-55 checksummed.

let devnets: Devnets
const { connectFreshWallet } = useTokenDevnets((started) => {
  devnets = started
})

const chainA = () => createPublicClient({ transport: http(devnets.anvilA.rpcUrl) })
const options = () => ({ timeoutMs: 20_000, signal: new AbortController().signal })

async function connected() {
  const { transfers, connection, address, privateKey } = await connectFreshWallet()
  const signer = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: defineChain({
      id: devnets.networkA.id,
      name: devnets.networkA.name,
      nativeCurrency: devnets.networkA.nativeCurrency,
      rpcUrls: { default: { http: [devnets.anvilA.rpcUrl] } },
    }),
    transport: http(devnets.anvilA.rpcUrl),
  })
  return { transfers, connection, address, signer }
}

describe('EVM payments on anvil', () => {
  it('reads a token’s decimals and symbol from its contract; an account with no contract is refused', async () => {
    const { transfers, connection } = await connected()
    expect(await transfers.readToken?.(connection, FUSD_ADDRESS)).toEqual({ decimals: 18, symbol: 'FUSD' })
    await expect(transfers.readToken?.(connection, ANVIL_ADDRESS_0)).rejects.toThrow(/decimals/)
  })

  it('a payment sent as prepared is confirmed; another transaction under its id is not', async () => {
    const { transfers, connection, signer } = await connected()
    const receiver = privateKeyToAddress(generatePrivateKey())
    const prepared = await transfers.prepareTransfer(connection, { to: receiver, amount: parseEther('0.01') })
    const id = await transfers.sendTransfer(connection, prepared)
    expect(await transfers.confirmTransfer?.({ id, prepared }, options())).toBe('succeeded')
    // The wallet answered with a transaction that pays another amount: not the payment shown.
    const other = await signer.sendTransaction({ to: receiver, value: parseEther('0.02') })
    expect(await transfers.confirmTransfer?.({ id: other, prepared }, options())).toBe('differs')
    // Nor one from another sender of the same amount.
    expect(
      await transfers.confirmTransfer?.({ id, prepared: { ...prepared, from: ANVIL_ADDRESS_0 } }, options()),
    ).toBe('differs')
  })

  it('a token transfer that reverted is a failed payment', async () => {
    const { transfers, address, signer } = await connected()
    const receiver = privateKeyToAddress(generatePrivateKey())
    // The fresh account holds no FUSD: its transfer reverts (sent with a gas limit, not estimated).
    const amount = 5n * 10n ** 18n
    const id = await signer.sendTransaction({
      to: FUSD_ADDRESS,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] }),
      gas: 100_000n,
    })
    const prepared: PreparedTransfer = {
      to: receiver,
      amount,
      token: { address: FUSD_ADDRESS, decimals: 18 },
      caipNetworkId: devnets.networkA.caipNetworkId,
      from: address,
      fee: 0n,
      balance: 0n,
      nativeBalance: 0n,
      symbol: 'FUSD',
      feeTerms: {},
    }
    expect(await transfers.confirmTransfer?.({ id, prepared }, options())).toBe('failed')
    expect((await chainA().getTransactionReceipt({ hash: id })).status).toBe('reverted')
  })

  it('shows addresses checksummed, as EIP-55 writes them', async () => {
    const { transfers } = await connected()
    expect(transfers.displayAddress?.(FUSD_ADDRESS.toLowerCase())).toBe(FUSD_ADDRESS)
    expect(transfers.displayAddress?.(ANVIL_ADDRESS_0.toLowerCase())).toBe(ANVIL_ADDRESS_0)
    expect(transfers.displayAddress?.('not an address')).toBe('not an address')
  })
})
