import { isFoyerError } from '@foyer/core'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { maxSendable, shortfallOf } from '../../../core/src/machines/send/send.rules.js'
import { FUSD_ADDRESS } from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_ADDRESS_1 } from '../../devnet/local-networks.js'
import type { Devnets } from './devnets.js'
import { useTokenDevnets } from './token-devnets.js'

// The EVM adapter's transfers (the Send form's), on a real anvil through a scripted wallet that signs
// locally and keeps the site's fee terms, as wallets do: balances move by exactly the amount, the fee
// paid is never more than the fee shown, Max leaves exactly what the fee may take, a token list that
// lies about decimals is caught, and a wallet on another network is never sent a transaction prepared
// for the first.

let devnets: Devnets
// A wallet of a fresh account holding the balance asked (1 ETH by default) on chain A, connected
// through the EVM adapter.
const { connectFreshWallet: connected } = useTokenDevnets((started) => {
  devnets = started
})

const chainA = () => createPublicClient({ transport: http(devnets.anvilA.rpcUrl) })

/** What the transaction cost its sender: gas used at the price paid. */
async function feePaid(hash: `0x${string}`): Promise<bigint> {
  const receipt = await chainA().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt.gasUsed * receipt.effectiveGasPrice
}

describe('EVM transfers on anvil', () => {
  it('sends ETH: the receiver gets exactly the amount, the sender pays at most the fee shown', async () => {
    const { transfers, connection, address } = await connected()
    const receiver = privateKeyToAddress(generatePrivateKey())
    const amount = parseEther('0.01')
    const prepared = await transfers.prepareTransfer(connection, { to: receiver, amount })
    expect(prepared).toMatchObject({
      caipNetworkId: devnets.networkA.caipNetworkId,
      from: address,
      balance: parseEther('1'),
      nativeBalance: parseEther('1'),
      symbol: 'ETH',
    })
    expect(prepared.feeTerms.gas).toBe(21_000n)
    expect(prepared.fee).toBe(21_000n * (prepared.feeTerms.maxFeePerGas ?? 0n))

    const hash = await transfers.sendTransfer(connection, prepared)
    const fee = await feePaid(hash as `0x${string}`)
    expect(fee).toBeLessThanOrEqual(prepared.fee)
    expect(await chainA().getBalance({ address: receiver })).toBe(amount)
    expect(await chainA().getBalance({ address })).toBe(parseEther('1') - amount - fee)
  })

  it('Max sends the balance less the fee shown: the send lands, and what is left is what the fee did not take', async () => {
    const { transfers, connection, address } = await connected(parseEther('0.5'))
    const receiver = privateKeyToAddress(generatePrivateKey())
    const probe = await transfers.prepareTransfer(connection, { to: receiver, amount: 0n })
    const max = maxSendable({ balance: probe.balance, fee: probe.fee, native: true })
    const prepared = await transfers.prepareTransfer(connection, { to: receiver, amount: max })
    expect(shortfallOf({ ...prepared, native: true })).toBeUndefined()

    const fee = await feePaid((await transfers.sendTransfer(connection, prepared)) as `0x${string}`)
    expect(await chainA().getBalance({ address: receiver })).toBe(max)
    expect(await chainA().getBalance({ address })).toBe(prepared.fee - fee)
  })

  it('sends an ERC-20: exactly the amount moves, with the symbol and decimals its contract gives', async () => {
    const { transfers, connection, address } = await connected()
    // The sender gets 10 FUSD from anvil's account #0 (which holds some, and anvil unlocks).
    const ten = parseUnits('10', 18)
    const holder = createWalletClient({ account: ANVIL_ADDRESS_0, transport: http(devnets.anvilA.rpcUrl) })
    await chainA().waitForTransactionReceipt({
      hash: await holder.writeContract({
        chain: null,
        address: FUSD_ADDRESS,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, ten],
      }),
    })

    const amount = parseUnits('2.5', 18)
    const token = { address: FUSD_ADDRESS, decimals: 18 }
    const prepared = await transfers.prepareTransfer(connection, { to: ANVIL_ADDRESS_1, amount, token })
    expect(prepared).toMatchObject({ balance: ten, nativeBalance: parseEther('1'), symbol: 'FUSD' })
    const before = await fusdOf(ANVIL_ADDRESS_1)
    const fee = await feePaid((await transfers.sendTransfer(connection, prepared)) as `0x${string}`)
    expect(fee).toBeLessThanOrEqual(prepared.fee)
    expect(await fusdOf(ANVIL_ADDRESS_1)).toBe(before + amount)
    expect(await fusdOf(address)).toBe(ten - amount)
  })

  it('refuses a token typed with other decimals than its contract has, before the wallet is asked', async () => {
    const { transfers, connection, wallet } = await connected()
    const error = await transfers
      .prepareTransfer(connection, {
        to: ANVIL_ADDRESS_1,
        amount: 1_000_000n,
        token: { address: FUSD_ADDRESS, decimals: 6 },
      })
      .catch((e: unknown) => e)
    expect(isFoyerError(error, 'TOKEN_DECIMALS_MISMATCH')).toBe(true)
    expect(wallet.controls.requests.map((r) => r.method)).not.toContain('eth_sendTransaction')
  })

  it('quotes an amount over the balance with its fee, so the form can say what is lacking', async () => {
    const { transfers, connection } = await connected(parseEther('0.1'))
    const prepared = await transfers.prepareTransfer(connection, {
      to: ANVIL_ADDRESS_1,
      amount: parseEther('5'),
    })
    expect(prepared.fee).toBeGreaterThan(0n)
    expect(shortfallOf({ ...prepared, native: true })).toEqual({
      lacking: 'amount',
      needed: parseEther('5') + prepared.fee,
      available: parseEther('0.1'),
    })
  })

  it('what the chain refuses is a transaction error in words (a fee cap below the base fee)', async () => {
    const { transfers, connection } = await connected()
    const prepared = await transfers.prepareTransfer(connection, { to: ANVIL_ADDRESS_1, amount: 1n })
    const error = await transfers
      .sendTransfer(connection, {
        ...prepared,
        feeTerms: { ...prepared.feeTerms, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n },
      })
      .catch((e: unknown) => e)
    expect(isFoyerError(error, 'FEE_CAP_TOO_LOW')).toBe(true)
  })

  it('never sends on another network than the one it was prepared on', async () => {
    const { transfers, connection, wallet } = await connected()
    const prepared = await transfers.prepareTransfer(connection, { to: ANVIL_ADDRESS_1, amount: 1n })
    const onB = { ...connection, caipNetworkId: devnets.networkB.caipNetworkId }
    const error = await transfers.sendTransfer(onB, prepared).catch((e: unknown) => e)
    expect(isFoyerError(error, 'TRANSFER_NETWORK_CHANGED')).toBe(true)
    // And a wallet that moved without telling the site refuses it by its chain id.
    wallet.controls.setChain(devnets.networkB.id)
    const refused = await transfers.sendTransfer(connection, prepared).catch((e: unknown) => e)
    expect(String(refused)).toContain('Invalid chainId')
    expect(
      await chainA().getTransactionCount({ address: connection.accounts[0].address as `0x${string}` }),
    ).toBe(0)
  })
})

function fusdOf(address: `0x${string}`) {
  return chainA().readContract({
    address: FUSD_ADDRESS,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}
