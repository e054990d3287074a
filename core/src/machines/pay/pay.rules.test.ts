import { describe, expect, it } from 'vitest'
import { eip155Kit } from '../../chains/eip155/eip155.kit.js'
import { solanaKit } from '../../chains/solana/solana.kit.js'
import type { PreparedTransfer } from '../../chains/transfer.types.js'
import { PayInsufficientFundsError, PayNotSentError } from '../../errors/pay.js'
import {
  outcomeOf,
  payAmountOf,
  payErrorOf,
  readPayRequest,
  shortfallErrorOf,
  withSettlement,
} from './pay.rules.js'
import { payerShortfallOf } from './pay.shortfall.js'
import type { PayQuote } from './pay.types.js'

const kits = [eip155Kit, solanaKit]
const MERCHANT = '0x0D8e461687b7D06f86EC348E0c270b0F279855F0'
const FUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const request = { network: 'eip155:31337', asset: 'native', amount: '0.01', recipient: MERCHANT }
const reason = (value: unknown) => {
  const read = readPayRequest(value, kits)
  return read.ok ? 'ok' : `${read.error.code}: ${read.error.shortMessage}`
}

describe('readPayRequest', () => {
  it('reads a native payment and a token payment of the same network', () => {
    expect(readPayRequest(request, kits)).toEqual({
      ok: true,
      order: {
        caipNetworkId: 'eip155:31337',
        namespace: 'eip155',
        token: undefined,
        amount: '0.01',
        recipient: MERCHANT,
      },
    })
    const token = readPayRequest({ ...request, asset: `eip155:31337/erc20:${FUSD}`, amount: '5' }, kits)
    expect(token.ok && token.order.token).toEqual({ standard: 'erc20', address: FUSD })
  })

  it('refuses a network the site has no adapter for as not supported, a malformed one as invalid', () => {
    expect(reason({ ...request, network: 'cosmos:cosmoshub-4' })).toBe(
      'PAY_NETWORK_NOT_SUPPORTED: This site cannot pay on that network',
    )
    expect(reason({ ...request, network: 'eip155' })).toMatch(/^PAY_INVALID_REQUEST: .*not a CAIP-2 id/)
    expect(reason({ ...request, network: 'eip155:0x1' })).toMatch(
      /^PAY_INVALID_REQUEST: .*not a EVM network id/,
    )
  })

  it('refuses at once, by name, a namespace whose landed payments cannot be checked yet (Solana)', () => {
    const read = readPayRequest(
      {
        network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        asset: 'native',
        amount: '0.01',
        recipient: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      },
      kits,
    )
    expect(read.ok || [read.error.code, read.error.shortMessage, read.error.details]).toEqual([
      'PAY_NETWORK_NOT_SUPPORTED',
      'This site cannot pay on that network',
      'payments on Solana networks are not offered yet',
    ])
  })

  it('refuses amounts that are not decimal strings above 0 (floats, signs, exponents, zero)', () => {
    for (const amount of [0.01, '', '-1', '1e3', '.5', '5.', '0', '0.000', '1,5', ' 1'])
      expect(reason({ ...request, amount }), String(amount)).toMatch(
        /^PAY_INVALID_REQUEST: .*the amount must be/,
      )
  })

  it('refuses a recipient that is no address of the namespace, or a broken checksum (a look-alike)', () => {
    expect(reason({ ...request, recipient: 'vitalik.eth' })).toMatch(
      /the recipient is not a valid EVM address$/,
    )
    const broken = `0x0d8E${MERCHANT.slice(6)}`
    expect(reason({ ...request, recipient: broken })).toMatch(/the recipient is not a valid EVM address$/)
    expect(reason({ ...request, recipient: MERCHANT.toLowerCase() })).toBe('ok')
  })

  it('refuses an asset of another network or with a bad address (its standard is the sending code’s)', () => {
    for (const asset of [
      `eip155:1/erc20:${FUSD}`,
      'eip155:31337/erc20:0x1234',
      'ETH',
      'eip155:31337/slip44:60',
    ])
      expect(reason({ ...request, asset }), asset).toMatch(/^PAY_INVALID_REQUEST: .*the asset/)
    expect(reason(null)).toMatch(/^PAY_INVALID_REQUEST/)
  })
})

describe('payAmountOf', () => {
  it('reads exactly, and refuses more decimals than the asset has', () => {
    expect(payAmountOf('0.01', { decimals: 18, symbol: 'ETH' })).toEqual({ ok: true, units: 10n ** 16n })
    const refused = payAmountOf('0.0000001', { decimals: 6, symbol: 'USDC' })
    expect(!refused.ok && refused.error.shortMessage).toBe(
      'This payment request is not valid: USDC has at most 6 decimals',
    )
  })
})

const prepared = (over: Partial<PreparedTransfer>): PreparedTransfer => ({
  to: MERCHANT,
  amount: 10n ** 16n,
  caipNetworkId: 'eip155:31337',
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  fee: 42_000n * 10n ** 9n,
  balance: 10n ** 18n,
  nativeBalance: 10n ** 18n,
  symbol: 'ETH',
  feeTerms: {},
  ...over,
})
const quote = (over: Partial<PreparedTransfer>): PayQuote => {
  const base: Omit<PayQuote, 'shortfall'> = {
    prepared: prepared(over),
    decimals: 18,
    symbol: over.symbol ?? 'ETH',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    networkName: 'Foyer Local',
    recipient: MERCHANT,
    from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  }
  return { ...base, shortfall: payerShortfallOf(base) }
}

describe('shortfallErrorOf', () => {
  it('covers: nothing; short of the coin: the amount and fee with the numbers; short of the fee for a token', () => {
    expect(shortfallErrorOf(quote({}))).toBeUndefined()
    const coin = shortfallErrorOf(quote({ balance: 10n ** 16n, nativeBalance: 10n ** 16n }))
    expect(coin).toBeInstanceOf(PayInsufficientFundsError)
    expect(coin?.shortMessage).toBe(
      'Not enough ETH for the amount and the network fee: 0.010042 ETH needed, 0.01 ETH available',
    )
    expect([coin?.needed, coin?.available, coin?.symbol]).toEqual(['0.010042', '0.01', 'ETH'])
    const fee = shortfallErrorOf(
      quote({
        token: { address: FUSD, decimals: 18 },
        symbol: 'FUSD',
        amount: 5n,
        balance: 5n,
        nativeBalance: 0n,
      }),
    )
    expect(fee?.code).toBe('PAY_INSUFFICIENT_FUNDS')
    expect([fee?.needed, fee?.symbol]).toEqual(['0.000042', 'ETH'])
  })
})

describe('payErrorOf and outcomeOf', () => {
  it('names the wallet’s refusal, keeps payment errors, and says anything else in words', () => {
    expect(payErrorOf({ code: 4001 }).code).toBe('PAY_REJECTED')
    const own = new PayNotSentError('x')
    expect(payErrorOf(own)).toBe(own)
    expect(payErrorOf(new Error('node said something')).shortMessage).toBe(
      'The transaction could not be sent',
    )
  })

  it('a landed transaction: paid, failed on chain, or not the one shown', () => {
    expect(outcomeOf('succeeded', '0xab')).toEqual({ ok: true, id: '0xab' })
    const failed = outcomeOf('failed', '0xab')
    expect(!failed.ok && failed.error.code).toBe('PAY_FAILED_ON_CHAIN')
    const differs = outcomeOf('differs', '0xab')
    expect(!differs.ok && differs.error.code).toBe('PAY_TRANSACTION_MISMATCH')
  })

  it('keeps the latest few outcomes', () => {
    let settled = withSettlement([], { requestId: 'pay-0', outcome: { ok: true, id: '0' } })
    for (let index = 1; index < 20; index++)
      settled = withSettlement(settled, {
        requestId: `pay-${index}`,
        outcome: { ok: true, id: String(index) },
      })
    expect(settled.map((each) => each.requestId)).toEqual(
      [12, 13, 14, 15, 16, 17, 18, 19].map((n) => `pay-${n}`),
    )
  })
})

describe('the EVM sending code’s address display', () => {
  it('checksums an address as EIP-55 does (viem agrees), and leaves anything else as given', async () => {
    const { checksummed } = await import('../../chains/eip155/transfer/evm-payment.js')
    const { checksumAddress, keccak256 } = await import('viem')
    const keccak = (bytes: Uint8Array) => keccak256(bytes, 'bytes')
    for (const address of [MERCHANT, FUSD, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
      expect(checksummed(address.toLowerCase(), keccak)).toBe(checksumAddress(address as `0x${string}`))
    expect(checksummed('vitalik.eth', keccak)).toBe('vitalik.eth')
  })
})
