import type { AccountViewModel, TransactionPreview } from '@foyer/core'
import { selectSendView } from '@foyer/core'
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AccountButtonBody } from '../components/AccountButtonBody.js'
import { SendPanel } from '../modules/send/SendPanel.js'
import { wholeText } from '../test/whole-text.js'
import { ApproveTransactionPanel } from '../views/ApproveTransaction/ApproveTransactionPanel.js'
import { ProfileWalletsPanel } from '../views/ProfileWallets/ProfileWalletsPanel.js'
import { I18nProvider } from './I18nProvider.js'
import { loadFoyerLocale } from './load-locale.js'

/**
 * Addresses, hashes and amounts read left to right in a right-to-left language, each its own run
 * isolated from the words around it: in Arabic "0.01 ETH" would otherwise show as "ETH 0.01", and a
 * minus sign or an address's characters could be reordered with the text beside them.
 */

afterEach(cleanup)
beforeAll(async () => {
  await loadFoyerLocale('ar')
})

const inArabic = (ui: ReactNode) => render(<I18nProvider locale="ar">{ui}</I18nProvider>)

/** The element showing exactly `text` is an isolated left-to-right run: `<bdi dir="ltr">`. */
function expectIsolatedLtr(text: string) {
  const element = screen.getByText(text)
  expect(element.tagName).toBe('BDI')
  expect(element.getAttribute('dir')).toBe('ltr')
}

const nothing = () => undefined

describe('left to right in an Arabic modal', () => {
  it("the transaction review: each line's address and amount, and the totals", () => {
    const preview: TransactionPreview = {
      title: 'Bitcoin transaction',
      network: 'Bitcoin',
      sections: [
        {
          heading: 'Outputs',
          rows: [
            { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '−0.0003 BTC' },
            { address: undefined, detail: 'OP_RETURN 68656c6c6f', amount: '0 BTC' },
          ],
        },
      ],
      totals: [{ label: 'Network fee', value: '0.00000500 BTC' }],
    }
    inArabic(
      <ApproveTransactionPanel
        view={{ status: 'reviewing', preview, queued: 0, canApprove: true }}
        onApprove={nothing}
        onReject={nothing}
      />,
    )
    expectIsolatedLtr('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    expectIsolatedLtr('−0.0003 BTC')
    expectIsolatedLtr('0 BTC')
    expectIsolatedLtr('0.00000500 BTC')
    screen.getByRole('button', { name: 'موافقة' })
  })

  it("Send's review: the fee inside its sentence and what the receiver gets", () => {
    const view = {
      ...selectSendView(undefined),
      status: 'ready' as const,
      receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      fee: '0.000042 ETH',
      feeAmount: { amount: '0.000042', symbol: 'ETH' } as const,
      receives: '0.01 ETH',
      receivesAmount: { amount: '0.01', symbol: 'ETH' } as const,
    }
    inArabic(
      <SendPanel
        view={view}
        tokens={[]}
        intents={{
          setToken: vi.fn(),
          setAmount: vi.fn(),
          setReceiver: vi.fn(),
          max: vi.fn(),
          submit: vi.fn(),
          cancel: vi.fn(),
        }}
      />,
    )
    // The sentence reads as the dictionary says, its fee a run of its own inside it.
    const fee = screen.getByText(wholeText('حتى 0.000042 ETH'))
    expect(within(fee).getByText('0.000042 ETH').tagName).toBe('BDI')
    expectIsolatedLtr('0.000042 ETH')
    expectIsolatedLtr('0.01 ETH')
    expect(screen.getByText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8').getAttribute('dir')).toBe('ltr')
  })

  it("the connected wallets' short addresses", () => {
    const row = {
      connectorId: 'io.metamask',
      name: 'MetaMask',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      shortAddress: '0xf39F…2266',
      status: 'connected' as const,
    }
    inArabic(
      <ProfileWalletsPanel
        view={{ namespaces: [{ namespace: 'eip155', label: 'EVM', connections: [row], recent: [] }] }}
        onSwitch={nothing}
        onDisconnect={nothing}
        onDelete={nothing}
        onAddWallet={nothing}
      />,
    )
    expectIsolatedLtr('0xf39F…2266')
  })
})

describe("the page's account button", () => {
  it('shows the balance left to right on a right-to-left page', () => {
    const view: AccountViewModel = {
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      shortAddress: '0xf39F…2266',
      balance: { amount: '1.234', formatted: '1.234', symbol: 'ETH' },
      isBalanceLoading: false,
      accounts: [],
      otherAddresses: [],
      isAwaitingWallet: false,
    }
    render(
      <div dir="rtl">
        <AccountButtonBody view={view} onClick={nothing} />
      </div>,
    )
    expect(screen.getByText('1.234 ETH').getAttribute('dir')).toBe('ltr')
  })
})
