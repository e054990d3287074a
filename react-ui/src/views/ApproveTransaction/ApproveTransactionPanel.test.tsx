import { type ApproveTransactionViewModel, networks } from '@foyer/core'
import { type PsbtSummary, psbtPreview } from '@foyer/core/bip122'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApproveTransactionPanel } from './ApproveTransactionPanel.js'

afterEach(cleanup)

const payment = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const recipient = 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6'

// A payment of 0.0003 BTC with change, as the Bitcoin adapter reads it.
const summary: PsbtSummary = {
  txid: 'ab'.repeat(32),
  inputs: [
    { index: 0, outpoint: `${'cd'.repeat(32)}:0`, address: payment, value: 100_000n, signedByWallet: true },
  ],
  outputs: [
    { index: 0, address: recipient, script: `5120${'00'.repeat(32)}`, value: 30_000n, toWallet: false },
    { index: 1, address: payment, script: `0014${'00'.repeat(20)}`, value: 69_500n, toWallet: true },
    { index: 2, address: undefined, script: '6a0568656c6c6f', value: 0n, toWallet: false },
  ],
  fee: 500n,
  vsize: 153,
  feeRate: 3.3,
  walletSpends: 30_500n,
  unprovenInputs: [],
  refusals: [],
  warnings: [],
}
const preview = psbtPreview(summary, networks.bitcoin, true)

function renderPanel(view: ApproveTransactionViewModel) {
  const calls: string[] = []
  const ui = (next: ApproveTransactionViewModel) => (
    <ApproveTransactionPanel
      view={next}
      onApprove={() => calls.push('approve')}
      onReject={() => calls.push('reject')}
    />
  )
  const result = render(ui(view))
  return { calls, rerender: (next: ApproveTransactionViewModel) => result.rerender(ui(next)) }
}

describe('ApproveTransactionPanel', () => {
  it('shows every input and output with its full address and exact amount, the fee and what leaves the wallet', () => {
    const { calls } = renderPanel({ status: 'reviewing', preview, queued: 0, canApprove: true })
    expect(screen.getByRole('heading', { name: 'Send a Bitcoin transaction' })).toBeTruthy()
    expect(screen.getByText('Bitcoin')).toBeTruthy()
    const rows = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((row) => row.textContent)
    expect(rows('Inputs')).toEqual([`${payment}0.00100000 BTCSigned by this wallet`])
    expect(rows('Outputs')).toEqual([
      `${recipient}0.00030000 BTC`,
      `${payment}0.00069500 BTCBack to this wallet`,
      'OP_RETURN 68656c6c6f0.00000000 BTC',
    ])
    expect(screen.getByText('Fee').nextSibling?.textContent).toBe('500 sats · 3.3 sat/vB')
    expect(screen.getByText('Leaves this wallet').nextSibling?.textContent).toBe('0.00030500 BTC')
    // Approve has the focus: the visitor reads, then confirms with Enter.
    expect(document.activeElement?.textContent).toBe('Approve')
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    expect(calls).toEqual(['approve', 'reject'])
  })

  it('while the wallet is asked: a status and Cancel, no second Approve; a failure as an alert with Done', () => {
    const { calls, rerender } = renderPanel({ status: 'signing', preview, queued: 1 })
    expect(screen.getByRole('status').textContent).toContain('Approve the transaction in your wallet')
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.getByText('1 more transaction waits after this one')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    rerender({ status: 'failed', preview, queued: 0, error: 'Signature declined' })
    expect(screen.getByRole('alert').textContent).toBe('Signature declined')
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(calls).toEqual(['reject', 'reject'])
  })

  it("shows a line's address and what it does, and the warnings above Approve", () => {
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    renderPanel({
      status: 'reviewing',
      queued: 0,
      canApprove: true,
      preview: {
        title: 'Approve a token allowance',
        network: 'Ethereum',
        sections: [
          { heading: 'Calls', rows: [{ address: token, detail: 'Lets 0xSpender spend', amount: '' }] },
        ],
        totals: [],
        warnings: ['Unlimited allowance'],
      },
    })
    const [row] = within(screen.getByRole('region', { name: 'Calls' })).getAllByRole('listitem')
    expect(row?.textContent).toBe(`${token}Lets 0xSpender spend`)
    expect(within(screen.getByRole('list', { name: 'Warnings' })).getByRole('alert').textContent).toBe(
      'Unlimited allowance',
    )
  })

  it('offers only Decline, with the reason, when Foyer could not read what would be signed', () => {
    const { calls } = renderPanel({
      status: 'reviewing',
      queued: 0,
      canApprove: false,
      preview: { ...preview, refusal: 'Foyer cannot read this transaction' },
    })
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('Foyer cannot read this transaction')
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    expect(calls).toEqual(['reject'])
  })

  it('says so when nothing waits for approval', () => {
    renderPanel({ status: 'idle' })
    expect(screen.getByText('No transaction to approve')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
