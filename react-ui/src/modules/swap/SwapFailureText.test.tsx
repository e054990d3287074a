import {
  type SendViewModel,
  type SwapFailure,
  type SwapViewModel,
  selectSendView,
  selectSwapView,
} from '@foyer/core'
import { sendProblemText, swapFailureText } from '@foyer/core/advanced'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadFoyerLocale } from '../../i18n/load-locale.js'
import { inLocale, swapIntents as makeSwapIntents } from '../../test/money-fixtures.js'
import { SendPanel } from '../send/SendPanel.js'
import { SwapPanel } from './SwapPanel.js'

// Swap's failures and Send's Max message come from core as data: in English the skin says exactly
// core's own English words for each, in another language its own words around the symbols, the
// minimum written the locale's way and the underlying reason as it was given. The Spanish texts are
// written out by hand, so a sentence that fell back to English shows here.

afterEach(cleanup)
beforeAll(async () => {
  await Promise.all([loadFoyerLocale('es'), loadFoyerLocale('ar')])
})

const nothing = vi.fn()
const swapIntents = makeSwapIntents()
const editing: SwapViewModel = { ...selectSwapView(undefined), status: 'editing', amount: '10' }

const ATTACKER = '0x00000000000000000000000000000000000bAd00'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** What a built call differs in, as core's checks give it: a recipient, and an amount. */
const recipient = {
  check: 'recipient',
  text: 'the swap pays what it gives to {to}, not to {account}',
  values: { to: ATTACKER, account: ACCOUNT },
} as const
const approvalAmount = {
  check: 'approvalAmount',
  text: 'the approval is not an approval of exactly {amount}',
  values: { amount: { amount: '10000.5', symbol: 'FUSD' } },
} as const

/** One failure of each kind, with and without the underlying error's words. */
const failures: readonly SwapFailure[] = [
  { kind: 'needsEvmAccount' },
  { kind: 'notSupported' },
  { kind: 'notOfferedHere' },
  { kind: 'tokens', reason: 'Swaps need the Blockchain API (a project id)' },
  { kind: 'tokens', reason: undefined },
  { kind: 'quote', from: 'FUSD', to: 'FOY', reason: 'HTTP status code: 500' },
  { kind: 'quote', from: 'FUSD', to: 'FOY', reason: undefined },
  { kind: 'noQuote', from: 'FUSD', to: 'FOY' },
  { kind: 'balance', symbol: 'FUSD' },
  { kind: 'maxFeeUnknown' },
  { kind: 'allowance', symbol: 'FUSD', reason: undefined },
  { kind: 'approvalRejected', symbol: 'FUSD' },
  { kind: 'approval', symbol: 'FUSD', reason: undefined },
  { kind: 'approval', symbol: 'FUSD', reason: 'Request was aborted' },
  { kind: 'approvalUnconfirmed', symbol: 'FUSD' },
  { kind: 'approvalReverted', symbol: 'FUSD' },
  { kind: 'build', reason: undefined },
  { kind: 'mismatch', details: recipient },
  { kind: 'mismatch', details: approvalAmount },
  { kind: 'slippage', minimum: { amount: '10000.5', symbol: 'FOY' }, slippagePercent: 1 },
  { kind: 'swapRejected' },
  { kind: 'swap', reason: undefined },
  { kind: 'batchRejected', symbol: 'FUSD' },
  { kind: 'batch', symbol: 'FUSD', reason: undefined },
  { kind: 'batchFailed', symbol: 'FUSD', reason: 'out of gas' },
  { kind: 'batchFailed', symbol: 'FUSD', reason: undefined },
]

/** The alert the Swap view shows for a failure, in a locale (unavailable ones on their own panel). */
function alertFor(locale: string, failure: SwapFailure) {
  const unavailable = ['needsEvmAccount', 'notSupported', 'notOfferedHere', 'tokens'].includes(failure.kind)
  const view: SwapViewModel = unavailable
    ? { ...editing, status: 'unavailable', unavailable: failure }
    : { ...editing, error: failure }
  const { unmount } = inLocale(locale, <SwapPanel view={view} intents={swapIntents} />)
  const alert = screen.getByRole('alert')
  const text = { text: alert.textContent, html: alert.innerHTML }
  unmount()
  return text
}

describe('Swap’s failures in the visitor’s language', () => {
  it('English reads exactly as core’s English words for every failure', () => {
    for (const failure of failures) expect(alertFor('en', failure).text).toBe(swapFailureText(failure))
    expect(alertFor('en', failures[6] as SwapFailure).text).toBe(
      'Could not get a quote for FUSD → FOY: the swap service did not answer',
    )
  })

  it('Spanish: its words for every failure, the reason as given, the minimum with a decimal comma', () => {
    for (const failure of failures) expect(alertFor('es', failure).text).not.toBe(swapFailureText(failure))
    expect(
      alertFor('es', { kind: 'quote', from: 'FUSD', to: 'FOY', reason: 'HTTP status code: 500' }).text,
    ).toBe('No se pudo obtener una cotización para FUSD → FOY: Código de estado HTTP: 500')
    expect(alertFor('es', { kind: 'quote', from: 'FUSD', to: 'FOY', reason: undefined }).text).toBe(
      'No se pudo obtener una cotización para FUSD → FOY: el servicio de intercambio no respondió',
    )
    // A reason that is one of core's own messages is said in the visitor's words too.
    expect(alertFor('es', { kind: 'approval', symbol: 'FUSD', reason: 'Request was aborted' }).text).toBe(
      'La aprobación de FUSD falló: La solicitud se canceló',
    )
    expect(
      alertFor('es', { kind: 'slippage', minimum: { amount: '10000.5', symbol: 'FOY' }, slippagePercent: 1 })
        .text,
    ).toBe(
      'El precio cambió: el intercambio daría menos de 10000,5 FOY (el mínimo mostrado, 1 % de deslizamiento). Revisa la nueva cotización.',
    )
    expect(alertFor('es', { kind: 'batchFailed', symbol: 'FUSD', reason: 'out of gas' }).text).toBe(
      'La aprobación de FUSD y el intercambio fallaron: out of gas. No se aprobó ni se intercambió nada.',
    )
  })

  it('Spanish: a built call that is not the swap shown names what differs, with every value it compared', () => {
    expect(alertFor('es', { kind: 'mismatch', details: recipient }).text).toBe(
      `El servicio de intercambio preparó una transacción que no es el intercambio mostrado, así que no se envió: el intercambio paga lo que entrega a ${ATTACKER}, no a ${ACCOUNT}.`,
    )
    expect(alertFor('es', { kind: 'mismatch', details: approvalAmount }).text).toBe(
      'El servicio de intercambio preparó una transacción que no es el intercambio mostrado, así que no se envió: la aprobación no es una aprobación de exactamente 10000,5 FUSD.',
    )
  })

  it('Arabic: the minimum reads left to right and the reason is its own run', () => {
    const slippage = alertFor('ar', {
      kind: 'slippage',
      minimum: { amount: '39.6', symbol: 'FOY' },
      slippagePercent: 1,
    })
    expect(slippage.html).toContain('<bdi dir="ltr">39.6 FOY</bdi>')
    const quote = alertFor('ar', { kind: 'quote', from: 'FUSD', to: 'FOY', reason: 'HTTP status code: 500' })
    // Core's message with a status in it is said in Arabic, the status as given.
    expect(quote.html).toContain('<bdi>رمز حالة HTTP: 500</bdi>')
    expect(quote.text).toContain('عرض سعر')
  })

  it('Arabic: what a built call differs in is said in Arabic, each address and amount its own left-to-right run', () => {
    const mismatch = alertFor('ar', { kind: 'mismatch', details: recipient })
    expect(mismatch.text).toContain('تدفع المبادلة ما تعطيه إلى')
    expect(mismatch.html).toContain(`<bdi dir="ltr">${ATTACKER}</bdi>`)
    expect(mismatch.html).toContain(`<bdi dir="ltr">${ACCOUNT}</bdi>`)
    const amount = alertFor('ar', { kind: 'mismatch', details: approvalAmount })
    expect(amount.text).toContain('ليست الموافقة موافقةً على')
    expect(amount.html).toContain('<bdi dir="ltr">10000.5 FUSD</bdi>')
    expect(amount.text).not.toContain('approval')
  })
})

describe('Send’s Max message in the visitor’s language', () => {
  const sendIntents = {
    setToken: nothing,
    setAmount: nothing,
    setReceiver: nothing,
    max: nothing,
    submit: nothing,
    cancel: nothing,
  }
  const ready: SendViewModel = { ...selectSendView(undefined), status: 'ready' }
  const shortOfFee: SendViewModel['maxMessage'] = {
    kind: 'shortfall',
    lacking: 'fee',
    needed: { amount: '0.001', symbol: 'ETH' },
    available: { amount: '0.0001', symbol: 'ETH' },
  }
  const noneHeld: SendViewModel['maxMessage'] = { kind: 'noneHeld', symbol: 'FUSD' }
  const zero: SendViewModel['problemMessage'] = {
    kind: 'amount',
    problem: 'zero',
    symbol: 'ETH',
    decimals: 18,
  }
  // Said in the hint, in place of "enter an amount" (Max filled 0), as Swap's hint says it.
  const hintFor = (locale: string, maxMessage: SendViewModel['maxMessage']) => {
    const { unmount } = inLocale(
      locale,
      <SendPanel
        view={{ ...ready, amount: '0', problemMessage: zero, maxMessage }}
        tokens={[]}
        intents={sendIntents}
      />,
    )
    const text = screen.getByRole('status').textContent
    unmount()
    return text
  }

  it('English reads exactly as core’s English words', () => {
    for (const message of [shortOfFee, noneHeld])
      expect(hintFor('en', message)).toBe(message && sendProblemText(message))
    expect(hintFor('en', noneHeld)).toBe('You hold no FUSD')
  })

  it('Spanish: its words, with the figures’ decimal commas', () => {
    expect(hintFor('es', shortOfFee)).toBe(
      'No tienes suficiente ETH para la comisión de red: se necesitan 0,001 ETH, hay 0,0001 ETH',
    )
    expect(hintFor('es', noneHeld)).toBe('No tienes FUSD')
  })
})
