import { type SwapViewModel, selectSwapView } from '@foyer/core'
import { problemText, swapResultText } from '@foyer/core/advanced'
import type { OnrampViewModel } from '@foyer/core/onramp'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadFoyerLocale } from '../i18n/load-locale.js'
import {
  figure,
  inLocale,
  swapIntents as makeSwapIntents,
  SWAP_FOY,
  SWAP_FUSD,
} from '../test/money-fixtures.js'
import { OnrampPanel } from './onramp/OnrampPanel.js'
import { SwapPanel } from './swap/SwapPanel.js'

// The sentences core's view models carry as data (which sentence, its amounts as decimal strings):
// in English the skin says exactly core's own English words, in another language its own words with
// the figures written the locale's way (Spanish's decimal comma), never core's English. The Spanish
// texts are written out by hand, so a sentence that fell back to English, or a figure that went
// through a Number or was grouped, shows here.

afterEach(cleanup)
beforeAll(async () => {
  await Promise.all([loadFoyerLocale('es'), loadFoyerLocale('ar')])
})

const nothing = vi.fn()

// ---- Buy -----------------------------------------------------------------------------------------

const quoted: OnrampViewModel = {
  status: 'quoted',
  optionsAreDefaults: false,
  purchaseCurrencies: [{ symbol: 'FUSD', name: 'Foyer Dollar' }],
  paymentCurrencies: ['USD'],
  purchaseSymbol: 'FUSD',
  paymentCurrency: 'USD',
  paymentMethods: ['card'],
  paymentMethod: 'card',
  providers: ['meld'],
  provider: 'meld',
  amount: '10000.5',
  amountError: undefined,
  amountLimit: undefined,
  quote: {
    words: 'You pay 10000.50 USD · You receive about 9740.123456789012345678 FUSD · fee 260.50 USD (meld)',
    message: {
      kind: 'quoted',
      pays: figure('10000.50', 'USD'),
      receives: figure('9740.123456789012345678', 'FUSD'),
      fee: figure('260.50', 'USD'),
      provider: 'meld',
    },
    isEstimate: false,
  },
  canBuy: true,
  url: undefined,
  purchase: undefined,
  purchaseAmount: undefined,
  error: undefined,
}
const estimate: OnrampViewModel = {
  ...quoted,
  quote: {
    words: 'You pay 50.5 USD · estimate: meld shows what you receive and the fee',
    message: { kind: 'estimate', pays: figure('50.5', 'USD'), provider: 'meld' },
    isEstimate: true,
  },
}
const purchased: OnrampViewModel = {
  ...quoted,
  status: 'purchased',
  purchase: '97.4 FUSD arrived in your wallet',
  purchaseAmount: figure('97.4', 'FUSD'),
}
const onrampIntents = {
  setAmount: nothing,
  setCurrency: nothing,
  setPaymentCurrency: nothing,
  setPaymentMethod: nothing,
  setProvider: nothing,
  buy: nothing,
  linkOpened: nothing,
  cancel: nothing,
  checkAgain: nothing,
  reset: nothing,
}
const quoteText = () => screen.getByTestId('onramp-quote').textContent

describe('the Buy quote and purchase in the visitor’s language', () => {
  it('English reads exactly as core’s words', () => {
    const { unmount } = inLocale('en', <OnrampPanel view={quoted} intents={onrampIntents} />)
    expect(quoteText()).toBe(quoted.quote?.words)
    unmount()
    const second = inLocale('en', <OnrampPanel view={estimate} intents={onrampIntents} />)
    expect(quoteText()).toBe(estimate.quote?.words)
    second.unmount()
    inLocale('en', <OnrampPanel view={purchased} intents={onrampIntents} />)
    expect(screen.getByRole('status').textContent).toBe(purchased.purchase)
  })

  it('Spanish: its words, decimal commas, no grouping, every one of 18 decimals', () => {
    const { unmount } = inLocale('es', <OnrampPanel view={quoted} intents={onrampIntents} />)
    expect(quoteText()).toBe(
      'Pagas 10000,50 USD · Recibes unos 9740,123456789012345678 FUSD · comisión 260,50 USD (meld)',
    )
    unmount()
    const second = inLocale('es', <OnrampPanel view={estimate} intents={onrampIntents} />)
    expect(quoteText()).toBe('Pagas 50,5 USD · estimación: meld muestra lo que recibes y la comisión')
    second.unmount()
    inLocale('es', <OnrampPanel view={purchased} intents={onrampIntents} />)
    expect(screen.getByRole('status').textContent).toBe('Recibiste 97,4 FUSD en tu billetera')
  })

  it('Arabic: each amount its own left-to-right run inside the sentence', () => {
    inLocale('ar', <OnrampPanel view={quoted} intents={onrampIntents} />)
    const runs = [...screen.getByTestId('onramp-quote').querySelectorAll('bdi[dir="ltr"]')]
    expect(runs.map((run) => run.textContent)).toEqual([
      '10000.50 USD',
      '9740.123456789012345678 FUSD',
      '260.50 USD',
    ])
    expect(quoteText()).not.toContain('You pay')
  })

  it('core’s messages without figures through the dictionary', () => {
    inLocale(
      'es',
      <OnrampPanel
        view={{
          ...quoted,
          status: 'timedOut',
          error: 'The purchase has not arrived yet. It can take a few minutes.',
        }}
        intents={onrampIntents}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'La compra aún no ha llegado. Puede tardar unos minutos.',
    )
  })
})

// ---- Swap ----------------------------------------------------------------------------------------

const FUSD = SWAP_FUSD
const FOY = SWAP_FOY
const editing: SwapViewModel = {
  ...selectSwapView(undefined),
  status: 'quoted',
  tokens: [FUSD, FOY],
  from: FUSD,
  to: FOY,
  amount: '10000.5',
}
const highImpact: SwapViewModel = {
  ...editing,
  pays: '10000.5 FUSD',
  receives: '36270 FOY',
  receivesAtLeast: '35907.3 FOY',
  figures: {
    pays: figure('10000.5', 'FUSD'),
    receives: figure('36270', 'FOY'),
    receivesAtLeast: figure('35907.3', 'FOY'),
    balance: figure('12000.25', 'FUSD'),
  },
  priceImpact: '9.05 % — high: you receive much less than the pool’s price',
  priceImpactShare: '0.0905',
  priceImpactHigh: true,
}
const short = (withFee: boolean): SwapViewModel => ({
  ...editing,
  problemMessage: {
    kind: 'shortfall',
    needed: figure('10000.5', 'FUSD'),
    available: figure('25.75', 'FUSD'),
    withFee,
  },
})
const approving: SwapViewModel = {
  ...editing,
  status: 'approving',
  walletPrompt: { step: 'approve', index: 1, count: 2, from: 'FUSD', to: 'FOY' },
}
const swapped: SwapViewModel = {
  ...editing,
  status: 'done',
  result: {
    hash: `0x${'bb'.repeat(32)}`,
    outcome: 'succeeded',
    message: {
      kind: 'succeeded',
      pays: figure('10000.5', 'FUSD'),
      receivesAtLeast: figure('35907.3', 'FOY'),
    },
  },
}
const reverted: SwapViewModel = {
  ...swapped,
  result: {
    hash: `0x${'bb'.repeat(32)}`,
    outcome: 'failed',
    message: { kind: 'failed', stillApproved: figure('10000.5', 'FUSD') },
  },
}
const swapIntents = makeSwapIntents()

/** What the Swap view says for a view model in a locale: the hint, the quote, the status and alert. */
function said(locale: string, view: SwapViewModel) {
  const { unmount } = inLocale(locale, <SwapPanel view={view} intents={swapIntents} />)
  const text = {
    quote: screen.queryByTestId('swap-quote')?.querySelector('strong')?.textContent,
    status: screen.queryAllByRole('status').map((each) => each.textContent),
    alert: screen.queryByRole('alert')?.textContent,
  }
  unmount()
  return text
}

describe('Swap’s sentences in the visitor’s language', () => {
  it('English reads exactly as core’s English words for the same data', () => {
    expect(said('en', highImpact).quote).toBe(highImpact.priceImpact)
    for (const view of [short(false), short(true)])
      expect(said('en', view).status).toContain(view.problemMessage && problemText(view.problemMessage))
    expect(said('en', short(true)).status).toContain(
      'Not enough FUSD: 10000.5 FUSD needed with the network fee, 25.75 FUSD available',
    )
    expect(said('en', approving).status).toContain('Approve FUSD in your wallet (1 of 2)')
    expect(said('en', swapped).status).toContain('Swapped 10000.5 FUSD for at least 35907.3 FOY.')
    expect(said('en', reverted).alert).toBe(
      reverted.result?.message && swapResultText(reverted.result.message),
    )
    expect(said('en', reverted).alert).toMatch(/spend 10000.5 FUSD is still granted\.$/)
  })

  it('Spanish: its words, with the figures’ decimal commas', () => {
    expect(said('es', highImpact).quote).toBe(
      '9,05\u00A0% — alto: recibes mucho menos que el precio del pool',
    )
    expect(said('es', short(false)).status).toContain(
      'No tienes suficiente FUSD: se necesitan 10000,5 FUSD, hay 25,75 FUSD',
    )
    expect(said('es', short(true)).status).toContain(
      'No tienes suficiente FUSD: se necesitan 10000,5 FUSD con la comisión de red, hay 25,75 FUSD',
    )
    expect(said('es', approving).status).toContain('Aprueba FUSD en tu billetera (1 de 2)')
    expect(said('es', swapped).status).toContain('Intercambiaste 10000,5 FUSD por al menos 35907,3 FOY.')
    expect(said('es', reverted).alert).toBe(
      'El intercambio falló en la cadena (se revirtió): no se intercambió nada y se pagó la comisión de red. Tu aprobación para que el exchange gaste 10000,5 FUSD sigue vigente.',
    )
  })

  it('an amount that cannot be read, and the messages without figures, through the dictionary', () => {
    const tooPrecise: SwapViewModel = {
      ...editing,
      problemMessage: { kind: 'amount', problem: 'tooManyDecimals', symbol: 'FUSD', decimals: 18 },
    }
    expect(said('en', tooPrecise).status).toContain('FUSD has at most 18 decimals')
    expect(said('es', tooPrecise).status).toContain('FUSD tiene como máximo 18 decimales')
    const unconfirmed: SwapViewModel = {
      ...swapped,
      result: {
        hash: `0x${'bb'.repeat(32)}`,
        outcome: 'unconfirmed',
        message: { kind: 'unconfirmed' },
      },
    }
    expect(said('es', unconfirmed).status).toContain(
      'Intercambio enviado; aún no se ha confirmado. Revisa tu billetera antes de volver a intercambiar.',
    )
    const unavailable: SwapViewModel = {
      ...editing,
      status: 'unavailable',
      unavailable: { kind: 'needsEvmAccount' },
    }
    expect(said('es', unavailable).alert).toBe('Conecta una cuenta EVM para intercambiar')
  })
})
