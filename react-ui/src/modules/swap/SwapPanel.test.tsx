import { type SwapViewModel, selectSwapView } from '@foyer/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadFoyerLocale } from '../../i18n/load-locale.js'
import { inLocale, SWAP_FOY, SWAP_FUSD, swapToken } from '../../test/money-fixtures.js'
import { SwapPanel } from './SwapPanel.js'

afterEach(cleanup)

// The Swap form's states, each as the core's selector words it (the view models come from
// selectSwapView on snapshots where it can, so the words are the machine's, not the test's).
const FUSD = SWAP_FUSD
const FOY = SWAP_FOY
const base = selectSwapView(undefined)
const editing: SwapViewModel = {
  ...base,
  status: 'editing',
  tokens: [FUSD, FOY],
  from: FUSD,
  to: FOY,
  canMax: true,
}

/** The quote's amounts as core hands them beside its words: decimal strings with their symbols. */
const figures = (pays: string, receives: string, receivesAtLeast: string, balance = '25') => ({
  pays: { amount: pays as `${number}`, symbol: 'FUSD' },
  receives: { amount: receives as `${number}`, symbol: 'FOY' },
  receivesAtLeast: { amount: receivesAtLeast as `${number}`, symbol: 'FOY' },
  balance: { amount: balance as `${number}`, symbol: 'FUSD' },
})

function intents() {
  return {
    setFrom: vi.fn(),
    setTo: vi.fn(),
    flip: vi.fn(),
    setAmount: vi.fn(),
    max: vi.fn(),
    submit: vi.fn(),
    reset: vi.fn(),
    cancel: vi.fn(),
  }
}

describe('SwapPanel', () => {
  it('labels every field, sends the intents typed, and offers Swap only when it can', () => {
    const calls = intents()
    render(<SwapPanel view={{ ...editing, amount: '10' }} intents={calls} />)
    fireEvent.change(screen.getByLabelText('Amount in FUSD'), { target: { value: '12' } })
    expect(calls.setAmount).toHaveBeenCalledWith('12')
    fireEvent.change(screen.getByLabelText('You receive'), { target: { value: FUSD.address } })
    expect(calls.setTo).toHaveBeenCalledWith(FUSD.address)
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(calls.max).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Swap the tokens’ places' }))
    expect(calls.flip).toHaveBeenCalled()
    expect((screen.getByRole('button', { name: 'Swap' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByLabelText('Amount in FUSD').hasAttribute('readonly')).toBe(false)
  })

  it("keeps the amount read-only while the form's machine downloads: what is typed would be lost", () => {
    render(<SwapPanel view={base} intents={intents()} />)
    expect(screen.getByLabelText('Amount').hasAttribute('readonly')).toBe(true)
  })

  it('says the quote in words, and submits', () => {
    const calls = intents()
    const quoted: SwapViewModel = {
      ...editing,
      status: 'quoted',
      amount: '10',
      pays: '10 FUSD',
      receives: '40 FOY',
      receivesAtLeast: '39.6 FOY',
      balance: '25 FUSD',
      figures: figures('10', '40', '39.6'),
      canSubmit: true,
    }
    render(<SwapPanel view={quoted} intents={calls} />)
    const summary = screen.getByTestId('swap-quote').textContent
    expect(summary).toContain('You pay10 FUSD')
    expect(summary).toContain('You receive at least39.6 FOY')
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }))
    expect(calls.submit).toHaveBeenCalled()
  })

  it('says the price impact, in bold once it is high', () => {
    const high = '9.05 % — high: you receive much less than the pool’s price'
    const quoted: SwapViewModel = {
      ...editing,
      status: 'quoted',
      pays: '100 FUSD',
      receives: '362.7 FOY',
      receivesAtLeast: '359.07 FOY',
      figures: figures('100', '362.7', '359.07'),
      priceImpact: high,
      priceImpactShare: '0.0905',
      priceImpactHigh: true,
    }
    const { unmount } = render(<SwapPanel view={quoted} intents={intents()} />)
    expect(screen.getByTestId('swap-quote').textContent).toContain(`Price impact${high}`)
    const strong = screen.getByTestId('swap-quote').querySelector('strong')
    expect(strong?.textContent).toBe(high)
    // The percent inside the warning reads left to right, isolated from the words.
    expect(strong?.querySelector('bdi[dir="ltr"]')?.textContent).toBe('9.05 %')
    unmount()
    render(
      <SwapPanel
        view={{ ...quoted, priceImpact: '0.12 %', priceImpactShare: '0.0012', priceImpactHigh: false }}
        intents={intents()}
      />,
    )
    // Not emphasised, and left to right like every amount of the quote.
    const plain = screen.getByText('0.12 %')
    expect(plain.closest('strong')).toBeNull()
    expect(plain.tagName).toBe('BDI')
    expect(plain.getAttribute('dir')).toBe('ltr')
  })

  it('says the network fee beside the quote: in the coin and in dollars, and when it counts the approval', () => {
    const quoted: SwapViewModel = {
      ...editing,
      status: 'quoted',
      pays: '10 FUSD',
      receives: '40 FOY',
      receivesAtLeast: '39.6 FOY',
      figures: figures('10', '40', '39.6'),
      networkFee: {
        text: '0.00042 ETH',
        usd: '$1.26',
        amount: { amount: '0.00042', symbol: 'ETH' },
        usdAmount: '1.26',
        includesApproval: false,
        spent: 0n,
      },
    }
    const { unmount } = render(<SwapPanel view={quoted} intents={intents()} />)
    expect(screen.getByTestId('swap-quote').textContent).toContain('Network fee≈ 0.00042 ETH ($1.26)')
    unmount()
    render(
      <SwapPanel
        view={{
          ...quoted,
          networkFee: {
            text: '0.00063 ETH',
            usd: undefined,
            amount: { amount: '0.00063', symbol: 'ETH' },
            usdAmount: undefined,
            includesApproval: true,
            spent: 0n,
          },
        }}
        intents={intents()}
      />,
    )
    expect(screen.getByTestId('swap-fee').textContent).toBe('≈ 0.00063 ETH, includes the approval')
  })

  it('says a fee that could not be estimated as such, never as 0, and the quote still shows', () => {
    const quoted: SwapViewModel = {
      ...editing,
      status: 'quoted',
      pays: '10 FUSD',
      receivesAtLeast: '39.6 FOY',
      figures: figures('10', '40', '39.6'),
      canSubmit: true,
      networkFee: {
        text: undefined,
        usd: undefined,
        amount: undefined,
        usdAmount: undefined,
        includesApproval: false,
        spent: 0n,
      },
    }
    render(<SwapPanel view={quoted} intents={intents()} />)
    expect(screen.getByTestId('swap-fee').textContent).toBe('Could not be estimated')
    expect(screen.getByTestId('swap-quote').textContent).toContain('You pay10 FUSD')
    expect(screen.getByTestId('swap-fee').textContent).not.toMatch(/\b0\b|\$/)
    expect((screen.getByRole('button', { name: 'Swap' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("says when Max found the coin's balance short of the network fee (it filled 0)", () => {
    const ETH = { ...swapToken('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'), isNative: true }
    render(
      <SwapPanel
        view={{
          ...editing,
          from: ETH,
          amount: '0',
          maxShortOfFee: true,
          problemMessage: { kind: 'feeNotCovered', symbol: 'ETH' },
        }}
        intents={intents()}
      />,
    )
    expect(screen.getByText('Your ETH balance does not cover the network fee').getAttribute('role')).toBe(
      'status',
    )
    expect(document.body.textContent).not.toContain('Enter an amount above 0')
  })

  it('says a failed quote as such, apart from the balance', () => {
    const error = { kind: 'quote', from: 'FUSD', to: 'FOY', reason: 'HTTP status code: 500' } as const
    render(<SwapPanel view={{ ...editing, amount: '10', error }} intents={intents()} />)
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not get a quote for FUSD → FOY: HTTP status code: 500',
    )
    expect(document.body.textContent).not.toMatch(/insufficient|not enough/i)
  })

  it('says a built call that is not the swap shown with what differs, in the visitor’s language', async () => {
    await Promise.all([loadFoyerLocale('es'), loadFoyerLocale('ar')])
    const router = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
    const spender = '0x00000000000000000000000000000000000bad00'
    const error = {
      kind: 'mismatch',
      details: {
        check: 'approvalSpender',
        text: "the approval lets {spender} spend, not the network's swap router {router}",
        values: { spender, router },
      },
    } as const
    const alertIn = (locale: string) => {
      const { unmount } = inLocale(
        locale,
        <SwapPanel view={{ ...editing, amount: '10', error }} intents={intents()} />,
      )
      const alert = screen.getByRole('alert')
      const said = { text: alert.textContent, html: alert.innerHTML }
      unmount()
      return said
    }
    expect(alertIn('en').text).toBe(
      `The swap service built a transaction that is not the swap shown, so it was not sent: the approval lets ${spender} spend, not the network's swap router ${router}.`,
    )
    expect(alertIn('es').text).toBe(
      `El servicio de intercambio preparó una transacción que no es el intercambio mostrado, así que no se envió: la aprobación permite gastar a ${spender}, no al router de intercambio de la red ${router}.`,
    )
    const arabic = alertIn('ar')
    expect(arabic.text).toBe(
      `أعدّت خدمة المبادلة معاملة ليست المبادلة المعروضة، لذا لم تُرسل: تسمح الموافقة لـ ${spender} بالإنفاق، لا لموجّه المبادلة الخاص بالشبكة ${router}.`,
    )
    expect(arabic.html).toContain(`<bdi dir="ltr">${router}</bdi>`)
  })

  it('says a failed quote with a status in the visitor’s language, the status as given', async () => {
    await loadFoyerLocale('es')
    const error = { kind: 'quote', from: 'FUSD', to: 'FOY', reason: 'HTTP status code: 503' } as const
    inLocale('es', <SwapPanel view={{ ...editing, amount: '10', error }} intents={intents()} />)
    expect(screen.getByRole('alert').textContent).toBe(
      'No se pudo obtener una cotización para FUSD → FOY: Código de estado HTTP: 503',
    )
  })

  it('says the balance shortfall with the numbers', () => {
    const problem = 'Not enough FUSD: 30 FUSD needed, 25 FUSD available'
    const problemMessage = {
      kind: 'shortfall',
      needed: { amount: '30', symbol: 'FUSD' },
      available: { amount: '25', symbol: 'FUSD' },
      withFee: false,
    } as const
    render(
      <SwapPanel view={{ ...editing, status: 'quoted', amount: '30', problemMessage }} intents={intents()} />,
    )
    expect(screen.getByText(problem).getAttribute('role')).toBe('status')
  })

  it('says which prompt the wallet shows, with Cancel', () => {
    const calls = intents()
    render(
      <SwapPanel
        view={{
          ...editing,
          status: 'approving',
          walletPrompt: { step: 'approve', index: 1, count: 2, from: 'FUSD', to: 'FOY' },
        }}
        intents={calls}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain('Approve FUSD in your wallet (1 of 2)')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls.cancel).toHaveBeenCalled()
  })

  it('says why swapping is unavailable, and shows the result with Swap again', () => {
    const { unmount } = render(
      <SwapPanel
        view={{ ...base, status: 'unavailable', unavailable: { kind: 'notSupported' } }}
        intents={intents()}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Network not supported for Swaps')
    unmount()
    const calls = intents()
    const hash = `0x${'bb'.repeat(32)}`
    render(
      <SwapPanel
        view={{
          ...editing,
          status: 'done',
          pays: '10 FUSD',
          receivesAtLeast: '39.6 FOY',
          result: {
            hash,
            outcome: 'succeeded',
            message: {
              kind: 'succeeded',
              pays: { amount: '10', symbol: 'FUSD' },
              receivesAtLeast: { amount: '39.6', symbol: 'FOY' },
            },
          },
        }}
        intents={calls}
      />,
    )
    expect(screen.getByRole('status').textContent).toBe('Swapped 10 FUSD for at least 39.6 FOY.')
    expect(screen.getByText(hash)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Swap again' }))
    expect(calls.reset).toHaveBeenCalled()
  })

  it('says a reverted swap as an error, never as swapped, and lets the visitor leave the wait', () => {
    const hash = `0x${'bb'.repeat(32)}`
    const reverted =
      'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.'
    const { unmount } = render(
      <SwapPanel
        view={{
          ...editing,
          status: 'done',
          result: {
            hash,
            outcome: 'failed',
            message: { kind: 'failed', stillApproved: undefined },
          },
        }}
        intents={intents()}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(reverted)
    expect(document.body.textContent).not.toMatch(/Swapped/)
    unmount()
    const calls = intents()
    render(
      <SwapPanel
        view={{
          ...editing,
          status: 'landing',
          result: { hash, outcome: undefined, message: undefined },
        }}
        intents={calls}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Stop waiting' }))
    expect(calls.reset).toHaveBeenCalled()
  })
})
