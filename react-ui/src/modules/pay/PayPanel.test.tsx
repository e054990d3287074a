import { type PayerRow, type PayViewModel, selectPayView } from '@foyer/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { wholeText } from '../../test/whole-text.js'
import { PayPanel } from './PayPanel.js'

afterEach(cleanup)

// The Pay view's states. The loading one comes from the core's selector; the others are what it
// gives for a payment of 0.01 ETH to the demo's merchant, written out.
const MERCHANT = '0x0D8e461687b7D06f86EC348E0c270b0F279855F0'
const PAYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const HASH = `0x${'ab'.repeat(32)}`
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const THIRD = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const preparing: PayViewModel = {
  ...selectPayView(undefined),
  status: 'preparing',
  network: 'eip155:31337',
  recipient: MERCHANT,
}
const review: PayViewModel = {
  ...preparing,
  status: 'review',
  amount: '0.01 ETH',
  network: 'Foyer Local',
  from: PAYER,
  fee: '0.000042 ETH',
  figures: { amount: { amount: '0.01', symbol: 'ETH' }, fee: { amount: '0.000042', symbol: 'ETH' } },
  canApprove: true,
}

function intents() {
  return { approve: vi.fn(), choose: vi.fn(), cancel: vi.fn(), close: vi.fn() }
}

describe('PayPanel', () => {
  it('says the payment in words: amount, network, the recipient in full and left-to-right, the payer and the fee', () => {
    const calls = intents()
    render(<PayPanel view={review} intents={calls} />)
    const summary = screen.getByTestId('pay-summary')
    expect(summary.textContent).toBe(
      `Amount0.01 ETHNetworkFoyer LocalTo${MERCHANT}From${PAYER}Network feeup to 0.000042 ETH`,
    )
    const recipient = screen.getByTestId('pay-recipient')
    expect(recipient.tagName).toBe('BDI')
    expect(recipient.getAttribute('dir')).toBe('ltr')
    expect(within(summary).getByRole('button', { name: 'Copy recipient address' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect(calls.approve).toHaveBeenCalledTimes(1)
  })

  it('has no picker with one account to pay from', () => {
    render(<PayPanel view={review} intents={intents()} />)
    expect(screen.queryByTestId('pay-payers')).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('lets the visitor pick the paying account among those that cover the payment, each with its balance; one that cannot says why with the numbers', () => {
    const calls = intents()
    const view: PayViewModel = {
      ...review,
      payers: [
        {
          address: PAYER,
          balance: '1 ETH',
          balanceAmount: { amount: '1', symbol: 'ETH' },
          chosen: true,
          shortfall: undefined,
        },
        {
          address: SECOND,
          balance: '2.5 ETH',
          balanceAmount: { amount: '2.5', symbol: 'ETH' },
          chosen: false,
          shortfall: undefined,
        },
        {
          address: THIRD,
          balance: '0.001 ETH',
          balanceAmount: { amount: '0.001', symbol: 'ETH' },
          chosen: false,
          shortfall: { lacking: 'amountAndFee', needed: '0.010042', available: '0.001', symbol: 'ETH' },
        },
      ],
    }
    render(<PayPanel view={view} intents={calls} />)
    const group = screen.getByRole('group', { name: 'Pay from' })
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[]
    // One group of radio buttons (one name): arrow keys move within it, Tab reaches the checked one.
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1)
    expect(radios.map((radio) => [radio.checked, radio.disabled])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ])
    // Each named by its address in full and its balance.
    expect(screen.getByRole('radio', { name: `${SECOND} Balance: 2.5 ETH` })).toBe(radios[1])
    // The one that cannot pay is disabled, and described by its reason, with the numbers.
    const reason = 'Not enough for the amount and the network fee: 0.010042 ETH needed, 0.001 ETH available'
    const short = radios[2] as HTMLInputElement
    expect(short.getAttribute('aria-describedby')).toBe(screen.getByText(reason).id)
    expect(screen.getByRole('radio', { name: `${THIRD} Balance: 0.001 ETH ${reason}` })).toBe(short)
    // Picking (by keyboard: Space or an arrow key checks the radio, which is a change) asks for it.
    radios[1]?.focus()
    expect(document.activeElement).toBe(radios[1])
    fireEvent.click(radios[1] as HTMLInputElement)
    expect(calls.choose).toHaveBeenCalledWith(SECOND)
    // Its row, clicked, picks nothing.
    fireEvent.click(short.closest('label') as HTMLLabelElement)
    expect(calls.choose).toHaveBeenCalledTimes(1)
  })

  it('says a token payer’s or a fee’s shortfall in its own words', () => {
    const row = (lacking: 'amount' | 'fee', needed: string, available: string, symbol: string): PayerRow => ({
      address: SECOND,
      balance: '1 FUSD',
      balanceAmount: { amount: '1', symbol: 'FUSD' },
      chosen: false,
      shortfall: { lacking, needed, available, symbol },
    })
    const chosen: PayerRow = {
      address: PAYER,
      balance: '9 FUSD',
      balanceAmount: { amount: '9', symbol: 'FUSD' },
      chosen: true,
      shortfall: undefined,
    }
    const { rerender } = render(
      <PayPanel
        view={{ ...review, payers: [chosen, row('amount', '5', '1', 'FUSD')] }}
        intents={intents()}
      />,
    )
    expect(screen.getByText('Not enough for the amount: 5 FUSD needed, 1 FUSD available')).toBeTruthy()
    rerender(
      <PayPanel
        view={{ ...review, payers: [chosen, row('fee', '0.000042', '0', 'ETH')] }}
        intents={intents()}
      />,
    )
    expect(
      screen.getByText('Not enough for the network fee: 0.000042 ETH needed, 0 ETH available'),
    ).toBeTruthy()
  })

  it('keeps Approve disabled while the fee is unknown', () => {
    const calls = intents()
    render(<PayPanel view={preparing} intents={calls} />)
    expect(screen.getByTestId('pay-fee').textContent).toBe('Estimating…')
    expect(screen.getByText('Reading the payment from the network…')).toBeTruthy()
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement
    expect(approve.disabled).toBe(true)
    fireEvent.click(approve)
    expect(calls.approve).not.toHaveBeenCalled()
  })

  it('names the wallet’s prompt with Cancel, then the wait and the result', () => {
    const calls = intents()
    const { rerender } = render(
      <PayPanel view={{ ...review, status: 'sending', canApprove: false }} intents={calls} />,
    )
    expect(screen.getByText(wholeText('Approve the payment of 0.01 ETH in your wallet'))).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls.cancel).toHaveBeenCalledTimes(1)
    rerender(
      <PayPanel
        view={{ ...review, status: 'confirming', canApprove: false, transactionId: HASH }}
        intents={calls}
      />,
    )
    expect(screen.getByText('Payment sent: waiting for it to be confirmed…')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    rerender(
      <PayPanel
        view={{ ...review, status: 'paid', canApprove: false, transactionId: HASH }}
        intents={calls}
      />,
    )
    expect(screen.getByText(wholeText('Paid 0.01 ETH.')).getAttribute('role')).toBe('status')
    expect(screen.getByTestId('pay-transaction').textContent).toBe(HASH)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(calls.close).toHaveBeenCalledTimes(1)
  })

  it('says why a payment stopped, as an alert, with no Approve', () => {
    const message =
      'Not enough ETH for the amount and the network fee: 0.010042 ETH needed, 0.001 ETH available'
    render(
      <PayPanel
        view={{
          ...review,
          status: 'failed',
          canApprove: false,
          error: message,
          errorCode: 'PAY_INSUFFICIENT_FUNDS',
        }}
        intents={intents()}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain(message)
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })

  it('a request refused as it came says only why, with Close', () => {
    const calls = intents()
    render(
      <PayPanel
        view={{
          ...selectPayView(undefined),
          status: 'failed',
          error: 'This site cannot pay on that network',
          errorCode: 'PAY_NETWORK_NOT_SUPPORTED',
        }}
        intents={calls}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('This site cannot pay on that network')
    expect(screen.queryByTestId('pay-summary')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(calls.close).toHaveBeenCalledTimes(1)
  })

  it('says when the payment is loading, and when none was asked for', () => {
    const { rerender } = render(<PayPanel view={selectPayView(undefined)} intents={intents()} />)
    expect(screen.getByText('Loading the payment…')).toBeTruthy()
    rerender(<PayPanel view={{ ...selectPayView(undefined), status: 'idle' }} intents={intents()} />)
    expect(screen.getByText('No payment was asked for.')).toBeTruthy()
  })
})
