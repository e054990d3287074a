import {
  type ApproveTransactionViewModel,
  type DecimalFigure,
  networks,
  type PayViewModel,
  type SendToken,
  type SwapViewModel,
  selectPayView,
  selectSendView,
  selectSwapView,
} from '@foyer/core'
import { type PsbtSummary, psbtPreview } from '@foyer/core/bip122'
import type { OnrampViewModel } from '@foyer/core/onramp'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadFoyerLocale } from '../i18n/load-locale.js'
import { useI18n } from '../i18n/use-i18n.js'
import {
  figure,
  inLocale,
  swapIntents as makeSwapIntents,
  SWAP_FOY,
  SWAP_FUSD,
} from '../test/money-fixtures.js'
import { ApproveTransactionPanel } from '../views/ApproveTransaction/ApproveTransactionPanel.js'
import { OnrampPanel } from './onramp/OnrampPanel.js'
import { PayPanel } from './pay/PayPanel.js'
import { SendPanel } from './send/SendPanel.js'
import { sendValueText } from './send/useSend.js'
import { SwapPanel } from './swap/SwapPanel.js'

// The money-moving views' figures in the visitor's locale: core hands over decimal strings, the skin
// writes them. The expected texts are written out by hand (what Intl gives for the tag Foyer passes:
// Spanish writes a decimal comma and dollars after the figure; Arabic keeps Latin digits, its dollars
// after a right-to-left mark and its percent sign between left-to-right marks), so a figure that fell
// back to core's English text, or went through a Number, shows here. Amounts sent, quoted or charged
// keep English's lack of grouping ('10000,5'); dollars and quantities held are grouped.

afterEach(cleanup)
beforeAll(async () => {
  await Promise.all([loadFoyerLocale('es'), loadFoyerLocale('ar')])
})

const nothing = vi.fn()

// ---- Send ----------------------------------------------------------------------------------------

const FUSD: SendToken = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'FUSD',
  name: 'Foyer Dollar',
  decimals: 18,
  quantity: '10,000.500',
  held: '10000.500',
  price: 1,
}
const send = {
  ...selectSendView(undefined),
  status: 'ready' as const,
  token: FUSD,
  amount: '10000.5',
  receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  fee: '0.000042 ETH',
  feeAmount: figure('0.000042', 'ETH'),
  receives: '10000.5 FUSD',
  receivesAmount: figure('10000.5', 'FUSD'),
}
const sendIntents = {
  setToken: nothing,
  setAmount: nothing,
  setReceiver: nothing,
  max: nothing,
  submit: nothing,
  cancel: nothing,
}

/** The dollar value Send shows beside the amount, in the locale around it. */
function Value({ usd }: { usd: DecimalFigure | undefined }) {
  return <output>{sendValueText(usd, useI18n()) ?? 'none'}</output>
}

describe('Send in the visitor’s locale', () => {
  it('Spanish: the fee, what the receiver gets and the quantity held with a decimal comma', () => {
    inLocale('es', <SendPanel view={send} tokens={[FUSD]} intents={sendIntents} />)
    const summary = document.querySelector('.foyer-send-summary')?.textContent
    expect(summary).toContain('0,000042 ETH')
    expect(summary).toContain('10000,5 FUSD')
    expect(summary).not.toContain('10000.5')
    expect(screen.getByRole('option').textContent).toBe('FUSD (10.000,500)')
  })

  it('the dollar value beside the amount, from core’s figure, in English, Spanish and Arabic', () => {
    const texts = (locale: string) => {
      const { unmount } = inLocale(
        locale,
        <>
          <Value usd="10000.5" />
          <Value usd="unknown" />
          <Value usd={undefined} />
        </>,
      )
      const shown = screen.getAllByRole('status').map((each) => each.textContent)
      unmount()
      return shown
    }
    expect(texts('en')).toEqual(['≈ $10,000.50', '≈ Unknown', 'none'])
    expect(texts('es')).toEqual(['≈ 10.000,50\u00A0US$', '≈ Desconocido', 'none'])
    expect(texts('ar')).toEqual(['≈ \u200F10,000.50\u00A0US$', '≈ غير معروف', 'none'])
  })

  it('Arabic: Latin digits, the fee inside its sentence', () => {
    inLocale('ar', <SendPanel view={send} tokens={[FUSD]} intents={sendIntents} />)
    expect(document.querySelector('.foyer-send-summary')?.textContent).toContain('10000.5 FUSD')
    expect(screen.getByRole('option').textContent).toBe('FUSD (10,000.500)')
  })
})

// ---- Swap ----------------------------------------------------------------------------------------

const SFUSD = SWAP_FUSD
const FOY = SWAP_FOY
const swap: SwapViewModel = {
  ...selectSwapView(undefined),
  status: 'quoted',
  tokens: [SFUSD, FOY],
  from: SFUSD,
  to: FOY,
  amount: '10000.5',
  pays: '10000.5 FUSD',
  receives: '40002 FOY',
  receivesAtLeast: '39601.98 FOY',
  balance: '12000.25 FUSD',
  figures: {
    pays: figure('10000.5', 'FUSD'),
    receives: figure('40002', 'FOY'),
    receivesAtLeast: figure('39601.98', 'FOY'),
    balance: figure('12000.25', 'FUSD'),
  },
  priceImpact: '0.12 %',
  priceImpactShare: '0.0012',
  networkFee: {
    text: '0.00042 ETH',
    usd: '$1,260.50',
    amount: figure('0.00042', 'ETH'),
    usdAmount: '1260.5',
    includesApproval: false,
    spent: 0n,
  },
}
const swapIntents = makeSwapIntents()

describe('Swap in the visitor’s locale', () => {
  it('Spanish: the quote’s amounts, the minimum, the balance, the fee and its dollars, the price impact', () => {
    inLocale('es', <SwapPanel view={swap} intents={swapIntents} />)
    const quote = screen.getByTestId('swap-quote').textContent ?? ''
    for (const text of ['10000,5 FUSD', '39601,98 FOY', '40002 FOY', '12000,25 FUSD', '0,12\u00A0%'])
      expect(quote).toContain(text)
    expect(screen.getByTestId('swap-fee').textContent).toBe('≈ 0,00042 ETH (1260,50\u00A0US$)')
  })

  it('Arabic: Latin digits, its dollars and percent sign with their direction marks', () => {
    inLocale('ar', <SwapPanel view={swap} intents={swapIntents} />)
    const quote = screen.getByTestId('swap-quote').textContent ?? ''
    expect(quote).toContain('39601.98 FOY')
    expect(quote).toContain('0.12\u200E%\u200E')
    expect(screen.getByTestId('swap-fee').textContent).toBe('≈ 0.00042 ETH (\u200F1,260.50\u00A0US$)')
  })

  it('English reads as core’s own text', () => {
    inLocale('en', <SwapPanel view={swap} intents={swapIntents} />)
    const quote = screen.getByTestId('swap-quote').textContent ?? ''
    for (const text of [swap.pays, swap.receivesAtLeast, swap.receives, swap.balance, swap.priceImpact])
      expect(quote).toContain(text)
    expect(screen.getByTestId('swap-fee').textContent).toBe('≈ 0.00042 ETH ($1,260.50)')
  })
})

// ---- Buy -----------------------------------------------------------------------------------------

const over: OnrampViewModel = {
  status: 'editing',
  optionsAreDefaults: false,
  purchaseCurrencies: [{ symbol: 'FUSD', name: 'Foyer Dollar' }],
  paymentCurrencies: ['USD'],
  purchaseSymbol: 'FUSD',
  paymentCurrency: 'USD',
  paymentMethods: ['card'],
  paymentMethod: 'card',
  providers: ['meld'],
  provider: 'meld',
  amount: '5',
  amountError: 'The least you can pay by card is 10.50 USD',
  amountLimit: { bound: 'least', method: 'card', limit: '10.50', currency: 'USD' },
  quote: undefined,
  canBuy: false,
  url: undefined,
  purchase: undefined,
  purchaseAmount: undefined,
  error: undefined,
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

describe('Buy in the visitor’s locale', () => {
  it('the limit crossed, in Spanish with a decimal comma and in Arabic with Latin digits', () => {
    const { unmount } = inLocale('es', <OnrampPanel view={over} intents={onrampIntents} />)
    expect(screen.getByRole('alert').textContent).toContain('10,50 USD')
    unmount()
    inLocale('ar', <OnrampPanel view={over} intents={onrampIntents} />)
    const alert = screen.getByRole('alert').textContent ?? ''
    expect(alert).toContain('10.50 USD')
    expect(alert).not.toContain('The least')
  })
})

// ---- Pay -----------------------------------------------------------------------------------------

const PAYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const pay: PayViewModel = {
  ...selectPayView(undefined),
  status: 'review',
  amount: '10000.5 FUSD',
  network: 'Foyer Local',
  recipient: '0x0D8e461687b7D06f86EC348E0c270b0F279855F0',
  from: PAYER,
  fee: '0.000042 ETH',
  figures: { amount: figure('10000.5', 'FUSD'), fee: figure('0.000042', 'ETH') },
  payers: [
    {
      address: PAYER,
      balance: '20000.25 FUSD',
      balanceAmount: figure('20000.25', 'FUSD'),
      chosen: true,
      shortfall: undefined,
    },
    {
      address: SECOND,
      balance: '1.5 FUSD',
      balanceAmount: figure('1.5', 'FUSD'),
      chosen: false,
      shortfall: { lacking: 'amount', needed: '10000.5', available: '1.5', symbol: 'FUSD' },
    },
  ],
  canApprove: true,
}
const payIntents = { approve: nothing, choose: nothing, cancel: nothing, close: nothing }

describe('Pay in the visitor’s locale', () => {
  it('Spanish: the amount, the fee, each payer’s balance and a shortfall’s numbers', () => {
    inLocale('es', <PayPanel view={pay} intents={payIntents} />)
    expect(screen.getByTestId('pay-amount').textContent).toBe('10000,5 FUSD')
    expect(screen.getByTestId('pay-fee').textContent).toBe('hasta 0,000042 ETH')
    const payers = screen.getByTestId('pay-payers').textContent ?? ''
    expect(payers).toContain('Saldo: 20000,25 FUSD')
    expect(payers).toContain('No alcanza para el importe: se necesitan 10000,5 FUSD, hay 1,5 FUSD')
  })

  it('Arabic: Latin digits in the Arabic sentences', () => {
    inLocale('ar', <PayPanel view={pay} intents={payIntents} />)
    expect(screen.getByTestId('pay-amount').textContent).toBe('10000.5 FUSD')
    expect(screen.getByTestId('pay-fee').textContent).toBe('حتى 0.000042 ETH')
    expect(screen.getByTestId('pay-payers').textContent).toContain('الرصيد: 20000.25 FUSD')
  })
})

// ---- The transaction review ----------------------------------------------------------------------

const address = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const summary: PsbtSummary = {
  txid: 'ab'.repeat(32),
  inputs: [
    { index: 0, outpoint: `${'cd'.repeat(32)}:0`, address, value: 1_000_050_000_000n, signedByWallet: true },
  ],
  outputs: [{ index: 0, address, script: `0014${'00'.repeat(20)}`, value: 30_000n, toWallet: false }],
  fee: 500n,
  vsize: 153,
  feeRate: 3.3,
  walletSpends: 30_500n,
  unprovenInputs: [],
  refusals: [],
  warnings: [],
}
const review: ApproveTransactionViewModel = {
  status: 'reviewing',
  preview: psbtPreview(summary, networks.bitcoin, true),
  queued: 0,
  canApprove: true,
}

describe('the transaction review in the visitor’s locale', () => {
  it('Spanish: each line’s amount and what leaves the wallet, every decimal kept; the fee’s sentence is core’s', () => {
    inLocale('es', <ApproveTransactionPanel view={review} onApprove={nothing} onReject={nothing} />)
    const amounts = [...document.querySelectorAll('.foyer-review-amount')].map((each) => each.textContent)
    expect(amounts).toEqual(['10000,50000000 BTC', '0,00030000 BTC'])
    // The totals' labels in Spanish too (core's constant words, through the dictionary).
    expect(screen.getByText('Sale de esta billetera').nextSibling?.textContent).toBe('0,00030500 BTC')
    expect(screen.getByText('Comisión').nextSibling?.textContent).toBe('500 sats · 3.3 sat/vB')
  })

  it('Arabic: Latin digits, isolated left to right', () => {
    inLocale('ar', <ApproveTransactionPanel view={review} onApprove={nothing} onReject={nothing} />)
    const amounts = [...document.querySelectorAll('.foyer-review-amount bdi')]
    expect(amounts.map((each) => each.textContent)).toEqual(['10000.50000000 BTC', '0.00030000 BTC'])
    expect(amounts.every((each) => each.getAttribute('dir') === 'ltr')).toBe(true)
  })
})
