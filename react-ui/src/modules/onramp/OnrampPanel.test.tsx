import type { OnrampViewModel } from '@foyer/core/onramp'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../../context/FoyerProvider.js'
import { I18nProvider } from '../../i18n/I18nProvider.js'
import { loadFoyerLocale } from '../../i18n/load-locale.js'
import { renderFoyer } from '../../test/render-foyer.js'
import { OnrampPanel } from './OnrampPanel.js'

// The Buy view in each of its states: labelled fields a screen reader names, the payment method as a
// radio group, the quote in words (an estimate said so), the limit's words as an alert (in the
// visitor's language), Buy only once quoted, and the purchase's stages.

afterEach(cleanup)

const form: OnrampViewModel = {
  status: 'quoted',
  optionsAreDefaults: false,
  purchaseCurrencies: [
    { symbol: 'FUSD', name: 'Foyer Dollar' },
    { symbol: 'ETH', name: 'Ether' },
  ],
  paymentCurrencies: ['USD', 'EUR'],
  purchaseSymbol: 'FUSD',
  paymentCurrency: 'USD',
  paymentMethods: ['card', 'ach_bank_account'],
  paymentMethod: 'card',
  providers: ['meld', 'coinbase'],
  provider: 'meld',
  amount: '100',
  amountError: undefined,
  amountLimit: undefined,
  quote: {
    words: 'You pay 100.00 USD · You receive about 97.40 FUSD · fee 2.60 USD (meld)',
    message: {
      kind: 'quoted',
      pays: { amount: '100.00', symbol: 'USD' },
      receives: { amount: '97.40', symbol: 'FUSD' },
      fee: { amount: '2.60', symbol: 'USD' },
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

function renderPanel(view: OnrampViewModel) {
  const calls: string[] = []
  const intents = {
    setAmount: (amount: string) => calls.push(`amount ${amount}`),
    setCurrency: (symbol: string) => calls.push(`currency ${symbol}`),
    setPaymentCurrency: (currency: string) => calls.push(`pay in ${currency}`),
    setPaymentMethod: (method: string) => calls.push(`pay by ${method}`),
    setProvider: (provider: string) => calls.push(`provider ${provider}`),
    buy: () => calls.push('buy'),
    linkOpened: () => calls.push('link opened'),
    cancel: () => calls.push('cancel'),
    checkAgain: () => calls.push('check again'),
    reset: () => calls.push('reset'),
  }
  render(<OnrampPanel view={view} intents={intents} />)
  return calls
}

describe('the Buy form', () => {
  it('names every field, shows the quote in words and buys with the chosen provider', () => {
    const calls = renderPanel(form)
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '50' } })
    fireEvent.change(screen.getByLabelText('Payment currency'), { target: { value: 'EUR' } })
    fireEvent.change(screen.getByLabelText('You buy'), { target: { value: 'ETH' } })
    fireEvent.click(screen.getByRole('radio', { name: 'coinbase' }))
    expect((screen.getByRole('radio', { name: 'meld' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByTestId('onramp-quote').textContent).toBe(form.quote?.words)
    fireEvent.click(screen.getByRole('button', { name: 'Buy with meld' }))
    expect(calls).toEqual(['amount 50', 'pay in EUR', 'currency ETH', 'provider coinbase', 'buy'])
  })

  it('offers the payment methods as a labelled radio group, the chosen one checked', () => {
    const calls = renderPanel(form)
    const group = screen.getByRole('group', { name: 'Payment method' })
    const card = screen.getByRole('radio', { name: 'Card' }) as HTMLInputElement
    const bank = screen.getByRole('radio', { name: 'Bank account' }) as HTMLInputElement
    expect(group.contains(card) && group.contains(bank)).toBe(true)
    expect([card.checked, bank.checked]).toEqual([true, false])
    // One group: the arrow keys move between its radios only.
    expect(card.name).toBe(bank.name)
    expect(card.name).not.toBe((screen.getByRole('radio', { name: 'meld' }) as HTMLInputElement).name)
    fireEvent.click(bank)
    expect(calls).toEqual(['pay by ach_bank_account'])
    cleanup()
    renderPanel({ ...form, paymentMethods: ['card'] })
    expect(screen.queryByRole('radio', { name: 'Bank account' })).toBeNull()
  })

  it('says the limit as an alert, marks the field invalid and offers no Buy', () => {
    const calls = renderPanel({
      ...form,
      status: 'editing',
      amount: '5',
      amountError: 'The least you can pay by card is 10.00 USD',
      amountLimit: { bound: 'least', method: 'card', limit: '10.00', currency: 'USD' },
      quote: undefined,
      canBuy: false,
    })
    expect(screen.getByRole('alert').textContent).toMatch('The least you can pay by card is 10.00 USD')
    expect(screen.getByLabelText('You pay').getAttribute('aria-invalid')).toBe('true')
    const buy = screen.getByRole('button', { name: 'Buy with meld' })
    expect((buy as HTMLButtonElement).disabled).toBe(true)
    fireEvent.submit(buy.closest('form') as HTMLFormElement)
    expect(calls).toEqual([])
  })

  it('says the bank account’s limit in the visitor’s language', async () => {
    const over = {
      ...form,
      status: 'editing',
      amount: '25000.01',
      amountError: 'The most you can pay by bank account is 25000.00 USD',
      amountLimit: { bound: 'most', method: 'ach_bank_account', limit: '25000.00', currency: 'USD' },
      paymentMethod: 'ach_bank_account',
      quote: undefined,
      canBuy: false,
    } as const
    renderPanel(over)
    expect(screen.getByRole('alert').textContent).toBe('The most you can pay by bank account is 25000.00 USD')
    cleanup()
    await loadFoyerLocale('es')
    render(
      <I18nProvider locale="es">
        <OnrampPanel view={over} intents={noIntents} />
      </I18nProvider>,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'Lo máximo que puedes pagar desde una cuenta bancaria es 25000,00 USD',
    )
    expect((screen.getByRole('radio', { name: 'Cuenta bancaria' }) as HTMLInputElement).checked).toBe(true)
    screen.getByRole('group', { name: 'Método de pago' })
  })

  it('says when the options are the built-in defaults and the quote an estimate (SPEC §8)', () => {
    renderPanel({
      ...form,
      optionsAreDefaults: true,
      quote: {
        words: 'You pay 100 USD · estimate: meld shows what you receive and the fee',
        message: { kind: 'estimate', pays: { amount: '100', symbol: 'USD' }, provider: 'meld' },
        isEstimate: true,
      },
    })
    expect(screen.getByRole('note').textContent).toMatch('could not be loaded')
    expect(screen.getByTestId('onramp-quote').textContent).toBe(
      'You pay 100 USD · estimate: meld shows what you receive and the fee',
    )
  })
})

describe('the purchase under way', () => {
  it('while the provider’s window is open: what to do there, and Cancel', () => {
    const calls = renderPanel({ ...form, status: 'inProgress' })
    expect(screen.getByText(/Complete your purchase in the meld window/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls).toEqual(['cancel'])
  })

  it('a blocked popup: the provider’s page as a link to a new tab', () => {
    const url = 'http://127.0.0.1:4100/checkout?id=1'
    const calls = renderPanel({ ...form, status: 'blocked', url })
    const link = screen.getByRole('link', { name: 'Open meld in a new tab' })
    expect(link.getAttribute('href')).toBe(url)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    fireEvent.click(link)
    expect(calls).toEqual(['link opened'])
  })

  it('awaited, timed out (Check again or back), arrived (Buy more)', () => {
    renderPanel({ ...form, status: 'confirming' })
    expect(screen.getByText('Waiting for your purchase to arrive…')).toBeTruthy()
    cleanup()
    const late = renderPanel({ ...form, status: 'timedOut', error: 'The purchase has not arrived yet.' })
    expect(screen.getByRole('alert').textContent).toMatch('The purchase has not arrived yet.')
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }))
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }))
    expect(late).toEqual(['check again', 'cancel'])
    cleanup()
    const done = renderPanel({
      ...form,
      status: 'purchased',
      purchase: '97.4 FUSD arrived in your wallet',
      purchaseAmount: { amount: '97.4', symbol: 'FUSD' },
    })
    expect(screen.getByRole('status').textContent).toMatch('97.4 FUSD arrived in your wallet')
    fireEvent.click(screen.getByRole('button', { name: 'Buy more' }))
    expect(done).toEqual(['reset'])
  })
})

describe("the Buy form's currency icons", () => {
  it("shows the payment currency's and the crypto's icons from the wallet directory's image calls, and follows a change", async () => {
    const { foyer } = renderFoyer({ ui: <></> })
    const asked: string[] = []
    const withImages = Object.assign(Object.create(foyer), {
      currencyImage: async (currency: string) => {
        asked.push(`currency ${currency}`)
        return `blob:currency/${currency}`
      },
      tokenImage: async (symbol: string) => {
        asked.push(`token ${symbol}`)
        return `blob:token/${symbol}`
      },
    })
    cleanup()
    const panel = (view: OnrampViewModel) => (
      <FoyerProvider foyer={withImages}>
        <OnrampPanel view={view} intents={noIntents} />
      </FoyerProvider>
    )
    const { container, rerender } = render(panel(form))
    const iconOf = (kind: string) =>
      container.querySelector(`.foyer-onramp-icon--${kind}`)?.getAttribute('src')
    await waitFor(() => expect(iconOf('payment')).toBe('blob:currency/USD'))
    await waitFor(() => expect(iconOf('purchase')).toBe('blob:token/FUSD'))
    rerender(panel({ ...form, paymentCurrency: 'EUR' }))
    await waitFor(() => expect(iconOf('payment')).toBe('blob:currency/EUR'))
    expect(asked.sort()).toEqual(['currency EUR', 'currency USD', 'token FUSD'])
  })

  it('shows no icon without the wallet directory module, or while it fails', async () => {
    const { foyer } = renderFoyer({ ui: <></> })
    const failing = Object.assign(Object.create(foyer), {
      currencyImage: async () => Promise.reject(new Error('no image')),
    })
    cleanup()
    const { container } = render(
      <FoyerProvider foyer={failing}>
        <OnrampPanel view={form} intents={noIntents} />
      </FoyerProvider>,
    )
    await waitFor(() => expect(screen.getByLabelText('Payment currency')).toBeTruthy())
    expect(container.querySelector('.foyer-onramp-icon')).toBeNull()
  })
})

const noIntents = {
  setAmount: () => {},
  setCurrency: () => {},
  setPaymentCurrency: () => {},
  setPaymentMethod: () => {},
  setProvider: () => {},
  buy: () => {},
  linkOpened: () => {},
  cancel: () => {},
  checkAgain: () => {},
  reset: () => {},
}
