import { describe, expect, it } from 'vitest'
import { NetworkNotSupportedForSwapsError } from '../../api/blockchain/convert.errors.js'
import { HttpStatusError } from '../../errors/http.js'
import { SwapsNotOfferedHereError } from './swap.errors.js'
import { swapFailureText } from './swap.failure-words.js'
import { swapFailure } from './swap.failures.js'
import { ETH, FOY, FUSD } from './swap.fixtures.js'
import { pickedFrom } from './swap.form.js'
import { shortfallMessage, swapResultMessage, walletPrompt } from './swap.messages.js'
import { amountUnits, isNativeToken, isWithinSlippage, minimumOut, walletSteps } from './swap.rules.js'
import type { WalletStep } from './swap.types.js'
import { problemText, swapResultText, walletPromptText } from './swap.words.js'

// The English words, made from the messages as the view model makes them.
const walletStepText = (step: WalletStep, options: Parameters<typeof walletPrompt>[1]) =>
  walletPromptText(walletPrompt(step, options))
const shortfallText = (balances: Parameters<typeof shortfallMessage>[0]) => {
  const message = shortfallMessage(balances)
  return message && problemText(message)
}
const figureOf = (text: string) => {
  const [amount = '', symbol = ''] = text.split(' ')
  return { amount: amount as `${number}`, symbol }
}
const resultText = (
  outcome: 'succeeded' | 'failed' | 'unconfirmed',
  {
    pays,
    receivesAtLeast,
    ...rest
  }: { pays: string; receivesAtLeast: string; approved: boolean; batched?: boolean },
) =>
  swapResultText(
    swapResultMessage(outcome, { pays: figureOf(pays), receivesAtLeast: figureOf(receivesAtLeast), ...rest }),
  )

describe('the swap rules', () => {
  it('allows 1 % slippage below the quote shown, rounding the minimum down', () => {
    expect(minimumOut(40n * 10n ** 18n)).toBe(396n * 10n ** 17n)
    expect(minimumOut(101n)).toBe(99n)
    expect(isWithinSlippage({ shown: 1000n, built: 990n })).toBe(true)
    expect(isWithinSlippage({ shown: 1000n, built: 989n })).toBe(false)
    expect(isWithinSlippage({ shown: 1000n, built: 1200n })).toBe(true)
  })

  it('reads amounts exactly with the send form reading, refusing what is not an amount', () => {
    expect(amountUnits('10.5', FUSD)).toBe(10_500_000_000_000_000_000n)
    expect(amountUnits('0', FUSD)).toBeUndefined()
    expect(amountUnits('1e3', FUSD)).toBeUndefined()
    expect(amountUnits('1', undefined)).toBeUndefined()
  })

  it('asks for the approval first, and says which prompt the wallet shows', () => {
    expect(walletSteps({ needsApproval: true })).toEqual(['approve', 'swap'])
    expect(walletSteps({ needsApproval: false })).toEqual(['swap'])
    const names = { fromSymbol: 'FUSD', toSymbol: 'FOY' }
    expect(walletPrompt('swap', { ...names, needsApproval: true })).toEqual({
      step: 'swap',
      index: 2,
      count: 2,
      from: 'FUSD',
      to: 'FOY',
    })
    expect(walletStepText('approve', { ...names, needsApproval: true })).toBe(
      'Approve FUSD in your wallet (1 of 2)',
    )
    expect(walletStepText('swap', { ...names, needsApproval: true })).toBe(
      'Swap FUSD for FOY in your wallet (2 of 2)',
    )
    expect(walletStepText('swap', { ...names, needsApproval: false })).toBe(
      'Swap FUSD for FOY in your wallet (1 of 1)',
    )
  })

  it('makes the approval and the swap one prompt where the wallet batches, and says both', () => {
    expect(walletSteps({ needsApproval: true, batched: true })).toEqual(['batch'])
    // Without an approval there is nothing to batch: the swap alone.
    expect(walletSteps({ needsApproval: false, batched: true })).toEqual(['swap'])
    expect(
      walletStepText('batch', { fromSymbol: 'FUSD', toSymbol: 'FOY', needsApproval: true, batched: true }),
    ).toBe('Approve FUSD and swap it for FOY in your wallet (one prompt)')
  })

  it('says a short balance with the numbers, and nothing when it covers the amount', () => {
    const fusd = { symbol: 'FUSD', decimals: 18 }
    expect(shortfallText({ ...fusd, amount: 30n * 10n ** 18n, balance: 25n * 10n ** 18n })).toBe(
      'Not enough FUSD: 30 FUSD needed, 25 FUSD available',
    )
    expect(shortfallText({ ...fusd, amount: 25n * 10n ** 18n, balance: 25n * 10n ** 18n })).toBeUndefined()
  })

  it('counts the network fee against the balance where the coin pays both, and says so', () => {
    const eth = { symbol: 'ETH', decimals: 18 }
    const balance = 10n ** 18n
    // 1 ETH held: 0.9999 ETH and a fee of 0.0002 ETH are 1.0001 ETH, short by a ten-thousandth.
    expect(shortfallText({ ...eth, amount: 9_999n * 10n ** 14n, fee: 2n * 10n ** 14n, balance })).toBe(
      'Not enough ETH: 1.0001 ETH needed with the network fee, 1 ETH available',
    )
    expect(
      shortfallText({ ...eth, amount: 9_998n * 10n ** 14n, fee: 2n * 10n ** 14n, balance }),
    ).toBeUndefined()
    // The same as data: the figures exactly as the words write them, and that the fee counts.
    expect(shortfallMessage({ ...eth, amount: 9_999n * 10n ** 14n, fee: 2n * 10n ** 14n, balance })).toEqual({
      kind: 'shortfall',
      needed: { amount: '1.0001', symbol: 'ETH' },
      available: { amount: '1', symbol: 'ETH' },
      withFee: true,
    })
    // Without the fee the same amount would pass: the fee is what makes it short.
    expect(shortfallText({ ...eth, amount: 9_999n * 10n ** 14n, balance })).toBeUndefined()
  })

  it('names the step that failed; a quote failure never reads as a balance', () => {
    // As data: the step, its symbols, and the error's own words as given (none from a foreign error).
    const quote = swapFailure.quote(new HttpStatusError(500), 'FUSD', 'FOY')
    expect(quote).toEqual({ kind: 'quote', from: 'FUSD', to: 'FOY', reason: 'HTTP status code: 500' })
    expect(swapFailureText(quote)).toBe('Could not get a quote for FUSD → FOY: HTTP status code: 500')
    expect(swapFailureText(quote)).not.toMatch(/insufficient|not enough|balance/i)
    const silent = swapFailure.quote(new TypeError('boom'), 'FUSD', 'FOY')
    expect(silent).toEqual({ kind: 'quote', from: 'FUSD', to: 'FOY', reason: undefined })
    expect(swapFailureText(silent)).toBe(
      'Could not get a quote for FUSD → FOY: the swap service did not answer',
    )
    expect(swapFailure.build(new NetworkNotSupportedForSwapsError())).toEqual({ kind: 'notSupported' })
    expect(swapFailureText({ kind: 'notSupported' })).toBe('Network not supported for Swaps')
    expect(swapFailure.approve({ code: 4001 }, 'FUSD')).toEqual({ kind: 'approvalRejected', symbol: 'FUSD' })
    expect(swapFailureText({ kind: 'approvalRejected', symbol: 'FUSD' })).toBe(
      'You rejected the approval of FUSD in your wallet',
    )
    expect(swapFailure.approve(new TypeError('boom'), 'FUSD')).toEqual({
      kind: 'approval',
      symbol: 'FUSD',
      reason: undefined,
    })
    expect(swapFailure.swap({ code: 4001 })).toEqual({ kind: 'swapRejected' })
    expect(swapFailureText({ kind: 'swapRejected' })).toBe('You rejected the swap in your wallet')
    expect(swapFailure.batch({ code: 4001 }, 'FUSD')).toEqual({ kind: 'batchRejected', symbol: 'FUSD' })
    expect(
      swapFailureText({ kind: 'slippage', minimum: { amount: '39.6', symbol: 'FOY' }, slippagePercent: 1 }),
    ).toBe(
      'The price moved: the swap would give less than 39.6 FOY (the minimum shown, 1 % slippage). Check the new quote.',
    )
    // The wallet's reason for a failed batch stays as the wallet gave it, inside the sentence.
    expect(swapFailureText({ kind: 'batchFailed', symbol: 'FUSD', reason: 'out of gas' })).toBe(
      'The approval of FUSD and the swap failed: out of gas. Nothing was approved or swapped.',
    )
    expect(swapFailureText({ kind: 'batchFailed', symbol: 'FUSD', reason: undefined })).toBe(
      'The approval of FUSD and the swap failed: the chain does not show it. Nothing was approved or swapped.',
    )
  })

  it('treats the service placeholder as the coin', () => {
    expect(isNativeToken(ETH)).toBe(true)
    expect(isNativeToken({ ...ETH, isNative: false })).toBe(true)
    expect(isNativeToken(FUSD)).toBe(false)
  })

  it('picks the pair of the swap arguments where the network has it, else the first two', () => {
    const tokens = [FUSD, FOY, ETH]
    expect(pickedFrom(tokens, undefined, '')).toEqual({ from: FUSD, to: FOY, amount: '' })
    expect(
      pickedFrom(tokens, { fromSymbol: 'eth', toAddress: FUSD.address.toLowerCase(), amount: '2' }, ''),
    ).toEqual({
      from: ETH,
      to: FUSD,
      amount: '2',
    })
    expect(pickedFrom(tokens, { fromSymbol: 'FOY', toSymbol: 'FOY' }, '1')).toEqual({
      from: FOY,
      to: FUSD,
      amount: '1',
    })
  })
})

describe('the swap result in words', () => {
  const words = { pays: '10 FUSD', receivesAtLeast: '39.6 FOY' }
  it('says Swapped only where the receipt said the swap succeeded', () => {
    expect(resultText('succeeded', { ...words, approved: true })).toBe(
      'Swapped 10 FUSD for at least 39.6 FOY.',
    )
    expect(resultText('failed', { ...words, approved: false })).toBe(
      'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.',
    )
    expect(resultText('unconfirmed', { ...words, approved: false })).toMatch(
      /^Swap sent; it was not confirmed yet/,
    )
  })

  it('names the approval still granted after a reverted swap that needed one', () => {
    expect(resultText('failed', { ...words, approved: true })).toMatch(
      /Your approval for the exchange to spend 10 FUSD is still granted\.$/,
    )
  })

  it('says a reverted batch left nothing approved: the approval reverted with the swap', () => {
    const text = resultText('failed', { ...words, approved: true, batched: true })
    expect(text).toBe(
      'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.',
    )
    expect(text).not.toMatch(/still granted/)
    expect(
      swapResultMessage('failed', {
        pays: figureOf('10 FUSD'),
        receivesAtLeast: figureOf('39.6 FOY'),
        approved: true,
        batched: true,
      }),
    ).toEqual({ kind: 'batchFailed' })
    expect(resultText('succeeded', { ...words, approved: true, batched: true })).toBe(
      'Swapped 10 FUSD for at least 39.6 FOY.',
    )
  })
})

describe('a restricted time zone', () => {
  it('says swaps are not offered there, not that the tokens failed to load', () => {
    const failure = swapFailure.tokens(new SwapsNotOfferedHereError())
    expect(failure).toEqual({ kind: 'notOfferedHere' })
    expect(swapFailureText(failure)).toBe('Swaps are not offered in your region')
    expect(swapFailure.tokens(new HttpStatusError(503))).toEqual({
      kind: 'tokens',
      reason: 'HTTP status code: 503',
    })
  })
})
