import { describe, expect, it } from 'vitest'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { SwapToken } from '../../api/blockchain/convert.types.js'
import { mainnet } from '../../networks/definitions/index.js'
import { EVM_ADDRESS, evmMock } from '../connection/connection.fixtures.js'
import type { SwapRequest } from './swap.actors.js'
import { feeOf, feeReserve, MAX_FEE_MARGIN, maxAmount, shownFeeOf } from './swap.fee.js'
import { estimateSwapFee } from './swap.fee-estimate.js'
import { ETH as COIN, FOY, FUSD } from './swap.fixtures.js'
import type { SwapCall, SwapPorts } from './swap.types.js'

// The swap's network fee and Max's arithmetic, in bigints of 18 decimals (no Number anywhere a wei
// could be lost), and its estimate through the ports: what it asks, and that a failure is "unknown".

const E18 = 10n ** 18n
const GWEI = 10n ** 9n
const ETH = { symbol: 'ETH', decimals: 18 }

describe('the network fee and Max, in base units', () => {
  it('is the gas price times the gas of every transaction sent', () => {
    expect(feeOf(2n * GWEI, [150_000n])).toBe(300_000n * GWEI)
    // An approval first: its gas counts too.
    expect(feeOf(2n * GWEI, [150_000n, 46_000n])).toBe(392_000n * GWEI)
    // Exact at 18 decimals where a Number would round: 123456789.123456789 gwei × 1 gas.
    expect(feeOf(123_456_789_123_456_789n, [1n])).toBe(123_456_789_123_456_789n)
  })

  it('keeps 1.2 times the fee for Max, rounded up so a wei is never missing', () => {
    expect(MAX_FEE_MARGIN.times * 10n).toBe(MAX_FEE_MARGIN.per * 12n)
    expect(feeReserve(5n)).toBe(6n)
    expect(feeReserve(6n)).toBe(8n) // 7.2, up
    expect(feeReserve(420_000n * GWEI)).toBe(504_000n * GWEI)
    expect(feeReserve(0n)).toBe(0n)
  })

  it('fills the whole balance of a token, and of the coin the balance less the fee reserve', () => {
    expect(maxAmount({ balance: 25n * E18, fee: undefined })).toEqual({ units: 25n * E18, short: false })
    // 1 ETH, a fee of 0.00042 ETH: 1 - 0.000504 = 0.999496 ETH, exactly.
    expect(maxAmount({ balance: E18, fee: 420_000n * GWEI })).toEqual({
      units: 999_496n * 10n ** 12n,
      short: false,
    })
    // One wei above the reserve: one wei to swap.
    expect(maxAmount({ balance: 504_000n * GWEI + 1n, fee: 420_000n * GWEI })).toEqual({
      units: 1n,
      short: false,
    })
  })

  it('never fills a negative amount: a balance that does not cover the reserve gives 0, said short', () => {
    expect(maxAmount({ balance: 504_000n * GWEI, fee: 420_000n * GWEI })).toEqual({ units: 0n, short: true })
    expect(maxAmount({ balance: 100n * GWEI, fee: 420_000n * GWEI })).toEqual({ units: 0n, short: true })
    expect(maxAmount({ balance: 0n, fee: 0n })).toEqual({ units: 0n, short: true })
  })

  it('shows the fee exactly in the coin, its dollar value where the price is known, and what it takes from the balance', () => {
    const fee = { units: 420_000n * GWEI, includesApproval: false }
    expect(shownFeeOf(fee, { coin: ETH, native: true, coinPrice: 3000 })).toEqual({
      text: '0.00042 ETH',
      usd: '$1.26',
      amount: { amount: '0.00042', symbol: 'ETH' },
      usdAmount: '1.26',
      includesApproval: false,
      spent: 420_000n * GWEI,
    })
    // A token paid: the coin's balance pays the fee, not the token's; no price, no dollar value.
    expect(
      shownFeeOf({ ...fee, includesApproval: true }, { coin: ETH, native: false, coinPrice: undefined }),
    ).toEqual({
      text: '0.00042 ETH',
      usd: undefined,
      amount: { amount: '0.00042', symbol: 'ETH' },
      usdAmount: undefined,
      includesApproval: true,
      spent: 0n,
    })
    // Every wei shown: 1 wei is 0.000000000000000001 ETH, not 0.
    expect(
      shownFeeOf({ units: 1n, includesApproval: false }, { coin: ETH, native: true, coinPrice: undefined })
        .text,
    ).toBe('0.000000000000000001 ETH')
  })

  it('says nothing made up where the fee could not be estimated: no text, nothing counted', () => {
    expect(
      shownFeeOf({ units: undefined, includesApproval: false }, { coin: ETH, native: true, coinPrice: 3000 }),
    ).toEqual({ text: undefined, usd: undefined, includesApproval: false, spent: 0n })
  })
})

// ---- The estimate through the ports ---------------------------------------------------------------

const account: ActiveAccount = { address: EVM_ADDRESS, network: mainnet, adapter: evmMock() }
const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' as const
const swapOf = (from: SwapToken, to: SwapToken, amount = 10n * E18): SwapRequest => ({
  account,
  network: 'eip155:1',
  from,
  to,
  amount,
})

/** Ports answering as told, recording what was built and estimated. */
function portsWith({
  gasPrice = 3n * GWEI,
  allowance = 0n,
  /** `null`: the service's built swap carries no gas limit. */
  builtGas = 150_000n as bigint | null,
  estimates = [] as bigint[],
  fail = undefined as 'gasPrice' | 'build' | 'estimate' | undefined,
} = {}) {
  const asked: string[] = []
  const estimated: SwapCall[] = []
  const nope = () => Promise.reject(new Error('not asked in this test'))
  const ports: SwapPorts = {
    convert: {
      tokens: nope,
      quotes: nope,
      gasPrices: async () => {
        asked.push('gas price')
        if (fail === 'gasPrice') throw new Error('Network not supported for Gas Price')
        return { standard: gasPrice, fast: gasPrice * 2n, instant: gasPrice * 3n }
      },
      allowance: async () => {
        asked.push('allowance')
        return allowance
      },
      buildApproval: async ({ amount }) => {
        asked.push(`approval of ${amount}`)
        return { to: FUSD.address, data: '0x095ea7b3', value: 0n, gasPrice: undefined }
      },
      buildSwap: async ({ amount, disableEstimate }) => {
        asked.push(`swap of ${amount}${disableEstimate ? ' unsimulated' : ''}`)
        if (fail === 'build') throw new Error('the swap would fail')
        return {
          from: EVM_ADDRESS,
          to: ROUTER,
          data: '0x38ed1739',
          value: 0n,
          toAmount: 1n,
          gas: builtGas ?? undefined,
          gasPrice: undefined,
        }
      },
    },
    readBalance: nope,
    sendCall: nope,
    estimateGas: async (_, call) => {
      estimated.push(call)
      if (fail === 'estimate') throw new Error('execution reverted')
      const next = estimates.shift()
      if (next === undefined) throw new Error('no estimate left')
      return next
    },
  }
  return { ports, asked, estimated }
}

const signal = new AbortController().signal

describe('estimating the swap fee through the ports', () => {
  it('the coin paid: the standard gas price times the built swap’s gas, no approval', async () => {
    const { ports, asked, estimated } = portsWith()
    expect(await estimateSwapFee(ports, swapOf(COIN, FOY), signal)).toEqual({
      units: 450_000n * GWEI,
      includesApproval: false,
    })
    expect(asked).toEqual(['gas price', `swap of ${10n * E18}`])
    expect(estimated).toEqual([])
  })

  it('a token short of allowance: the approval’s estimate counts, and the swap is built unsimulated', async () => {
    const { ports, asked, estimated } = portsWith({ allowance: E18, estimates: [46_000n] })
    expect(await estimateSwapFee(ports, swapOf(FUSD, FOY), signal)).toEqual({
      units: (150_000n + 46_000n) * 3n * GWEI,
      includesApproval: true,
    })
    expect(asked).toContain(`swap of ${10n * E18} unsimulated`)
    expect(asked).toContain(`approval of ${10n * E18}`)
    // The approval's call is what the network estimated (the token paid's approve).
    expect(estimated).toEqual([{ to: FUSD.address, data: '0x095ea7b3', value: 0n }])
  })

  it('a token already allowed: no approval counted; a built swap without gas is estimated by the network', async () => {
    const { ports, estimated } = portsWith({
      allowance: 100n * E18,
      builtGas: null,
      estimates: [120_000n],
    })
    expect(await estimateSwapFee(ports, swapOf(FUSD, FOY), signal)).toEqual({
      units: 360_000n * GWEI,
      includesApproval: false,
    })
    expect(estimated).toEqual([{ to: ROUTER, data: '0x38ed1739', value: 0n }])
  })

  it('Max builds the swap of the balance unsimulated (it leaves nothing for its own fee)', async () => {
    const { ports, asked } = portsWith()
    await estimateSwapFee(ports, swapOf(COIN, FOY, 7n * E18), signal, { unsimulated: true })
    expect(asked).toContain(`swap of ${7n * E18} unsimulated`)
  })

  it('leaves the fee unknown, never 0 and never a guess, when the gas price, the build or the estimate fails', async () => {
    for (const fail of ['gasPrice', 'build', 'estimate'] as const) {
      const { ports } = portsWith({ fail, builtGas: fail === 'estimate' ? null : 150_000n })
      expect(await estimateSwapFee(ports, swapOf(COIN, FOY), signal), fail).toEqual({
        units: undefined,
        includesApproval: false,
      })
    }
    // A service answering a gas price of 0 says nothing true about the fee.
    const { ports } = portsWith({ gasPrice: 0n })
    expect((await estimateSwapFee(ports, swapOf(COIN, FOY), signal)).units).toBeUndefined()
  })
})
