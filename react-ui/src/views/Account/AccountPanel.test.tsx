import type { AccountRow, AccountViewModel, MissingNetworkNotice } from '@foyer/core'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { avatarGradient } from '../../components/Avatar.js'
import { COPY_FEEDBACK_MS } from '../../components/CopyButton.js'
import { AccountPanel } from './AccountPanel.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connected: AccountViewModel = {
  status: 'connected',
  namespace: 'eip155',
  address,
  caipAddress: `eip155:8453:${address}`,
  shortAddress: '0xf39F…2266',
  balance: { amount: '10000.000', formatted: '10,000.000', symbol: 'ETH' },
  isBalanceLoading: false,
  explorerUrl: `https://basescan.org/address/${address}`,
  network: {
    caipNetworkId: 'eip155:8453',
    name: 'Base',
    imageUrl: 'https://example.test/base.png',
    isSupported: true,
  },
  wallet: { name: 'MetaMask' },
  accounts: [{ address, shortAddress: '0xf39F…2266', isActive: true }],
  otherAddresses: [],
  isAwaitingWallet: false,
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'clipboard')
})

function renderPanel(view: AccountViewModel = connected, identity?: { name: string; avatarUrl?: string }) {
  const calls: string[] = []
  render(
    <AccountPanel
      view={view}
      identity={identity && { name: identity.name, avatarUrl: identity.avatarUrl }}
      intents={{
        copyAddress: (copied) => calls.push(`copied ${copied}`),
        openNetworks: () => calls.push('networks'),
        open: (opened) => calls.push(`open ${JSON.stringify(opened)}`),
        disconnect: () => calls.push('disconnect'),
        selectAccount: (picked) => calls.push(`account ${picked}`),
        cancelRequest: () => calls.push('cancel request'),
      }}
    />,
  )
  return calls
}

describe('AccountPanel', () => {
  it('shows the avatar, short address, balance and network, and sends the row intents', () => {
    const calls = renderPanel()
    const heading = screen.getByRole('heading', { name: '0xf39F…2266' })
    expect(heading.getAttribute('title')).toBe(address)
    const avatar = document.querySelector('.foyer-avatar') as HTMLElement
    // jsdom rewrites hsl() as rgb(), so compare the gradient's angle, which also comes from the address.
    expect(avatar.style.background).toContain(avatarGradient(address).split(',')[0])
    expect(screen.getByText('10,000.000 ETH')).toBeTruthy()
    const network = screen.getByRole('button', { name: 'Network: Base' })
    expect(network.querySelector('img')?.getAttribute('src')).toBe('https://example.test/base.png')
    fireEvent.click(network)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(calls).toEqual(['networks', 'disconnect'])
  })

  it('links to the explorer in a new tab without leaking the opener', () => {
    renderPanel()
    const link = screen.getByRole('link', { name: 'View on explorer' })
    expect(link.getAttribute('href')).toBe(connected.explorerUrl)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('has no explorer link when the network has no explorer', () => {
    renderPanel({ ...connected, explorerUrl: undefined })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows a skeleton status while the balance loads, and says when it is unavailable', () => {
    renderPanel({ ...connected, balance: undefined, isBalanceLoading: true })
    expect(screen.getByText('Loading balance…').closest('[role="status"]')).toBeTruthy()
    expect(document.querySelector('.foyer-skeleton')).toBeTruthy()
    cleanup()
    renderPanel({ ...connected, balance: undefined })
    expect(screen.getByText('Balance unavailable')).toBeTruthy()
    expect(document.querySelector('.foyer-skeleton')).toBeNull()
  })

  it('marks a network the site does not support as Unknown Network, in the warning style', () => {
    renderPanel({
      ...connected,
      network: { caipNetworkId: 'eip155:999999', name: 'Unknown Network', isSupported: false },
    })
    const network = screen.getByRole('button', { name: 'Network: Unknown Network' })
    expect(network.classList.contains('foyer-row--warning')).toBe(true)
    expect(screen.queryByText('Chain 999999')).toBeNull()
  })

  it('copies the full address and says "Copied" for 1.5 s', async () => {
    vi.useFakeTimers()
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    })
    const calls = renderPanel()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(written).toEqual([address])
    expect(calls).toEqual([`copied ${address}`])
    expect(screen.getByText('Copied').getAttribute('role')).toBe('status')
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1))
    expect(screen.queryByText('Copied')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Copied')).toBeNull()
  })

  it('survives a page without clipboard access', async () => {
    const calls = renderPanel()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(screen.getByText("Couldn't copy")).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('offers the accounts the wallet shared, the active one checked, when there are several', () => {
    expect(screen.queryByRole('group', { name: 'Accounts' }), 'one account: no picker').toBeNull()
    cleanup()
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const calls = renderPanel({
      ...connected,
      accounts: [
        { address, shortAddress: '0xf39F…2266', isActive: true },
        { address: other, shortAddress: '0x7099…79C8', label: 'Savings', isActive: false },
      ],
    })
    screen.getByRole('group', { name: 'Accounts' })
    const choices = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(choices.map((choice) => [choice.closest('label')?.textContent, choice.checked])).toEqual([
      ['0xf39F…2266', true],
      ['Savings 0x7099…79C8', false],
    ])
    // Each choice is named by the wallet's name for it and its short address; a long name is cut, never
    // the address, and the name's full text is its title.
    expect(screen.getByRole('radio', { name: 'Savings 0x7099…79C8' })).toBe(choices[1])
    expect(screen.getByText('Savings').getAttribute('title')).toBe('Savings')
    fireEvent.click(choices[1] as HTMLInputElement)
    expect(calls).toEqual([`account ${other}`])
  })

  it('says the wallet waits for the visitor, with a way to give up', () => {
    const calls = renderPanel({ ...connected, isAwaitingWallet: true })
    expect(screen.getByText(/Approve the request in your wallet/).getAttribute('role')).toBe('status')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls).toEqual(['cancel request'])
  })

  it('Bitcoin: shows the payment address and offers the ordinals address on a labelled row with its own Copy', async () => {
    const payment = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    const ordinals = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    })
    const calls = renderPanel({
      ...connected,
      namespace: 'bip122',
      address: payment,
      shortAddress: 'bc1q…5mdq',
      balance: { amount: '0.500', formatted: '0.500', symbol: 'BTC' },
      accounts: [{ address: payment, shortAddress: 'bc1q…5mdq', label: 'payment', isActive: true }],
      otherAddresses: [{ purpose: 'ordinals', address: ordinals, shortAddress: 'bc1p…3297' }],
    })
    screen.getByRole('heading', { name: 'bc1q…5mdq' })
    expect(screen.queryByRole('group', { name: 'Accounts' }), 'no picker: one payment account').toBeNull()
    const others = screen.getByRole('region', { name: 'Other addresses' })
    const row = within(others).getByText('Ordinals: bc1p…3297').closest('.foyer-row')
    expect(row?.getAttribute('title')).toBe(ordinals)
    await act(async () =>
      fireEvent.click(within(others).getByRole('button', { name: 'Copy ordinals address' })),
    )
    expect(written).toEqual([ordinals])
    expect(calls).toEqual([`copied ${ordinals}`])
  })

  it('offers no other addresses where the wallet gives one kind of account', () => {
    renderPanel()
    expect(screen.queryByRole('region', { name: 'Other addresses' })).toBeNull()
  })

  it('Cosmos: names each network the connection left out and why, each with a switch that asks the wallet again where the adapter can', () => {
    const hub = { caipNetworkId: 'cosmos:cosmoshub-4', name: 'Cosmos Hub', isSupported: true } as const
    const osmosis = { caipNetworkId: 'cosmos:osmosis-1', name: 'Osmosis', isSupported: true } as const
    const juno = { caipNetworkId: 'cosmos:juno-1', name: 'Juno', isSupported: true } as const
    const declined = 'Osmosis was not connected: you declined it in the wallet.'
    const unsupported = 'Juno was not connected: it is not in your wallet.'
    const view: AccountViewModel = { ...connected, namespace: 'cosmos', network: hub }
    const missingNetworks: readonly MissingNetworkNotice[] = [
      { network: osmosis, reason: 'rejected', message: declined, canRetry: true },
      { network: juno, reason: 'unsupported', message: unsupported, canRetry: false },
    ]
    const switched: string[] = []
    const intents = { openNetworks() {}, open() {}, disconnect() {}, selectAccount() {}, cancelRequest() {} }
    render(
      <AccountPanel
        view={view}
        missingNetworks={missingNetworks}
        intents={{ ...intents, switchNetwork: (id) => switched.push(id) }}
      />,
    )
    const region = screen.getByRole('region', { name: 'Networks not connected' })
    expect(within(region).getByText(declined)).toBeTruthy()
    expect(within(region).getByText(unsupported)).toBeTruthy()
    // Only the network whose retry the adapter allows has a switch: a button, reached with the keyboard.
    const buttons = within(region).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['Switch to Osmosis'])
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Osmosis' }))
    expect(switched).toEqual(['cosmos:osmosis-1'])
    cleanup()

    // Without the intent (a custom UI that binds none), the notices stay and offer no switch.
    render(<AccountPanel view={view} missingNetworks={missingNetworks} intents={intents} />)
    expect(
      within(screen.getByRole('region', { name: 'Networks not connected' })).queryAllByRole('button'),
    ).toEqual([])
  })

  it('says nothing about networks left out when the connection reaches them all', () => {
    renderPanel()
    expect(screen.queryByRole('region', { name: 'Networks not connected' })).toBeNull()
  })

  it('heads the view with the name the account is known by, its address beneath, and its picture', () => {
    renderPanel(connected, { name: 'vitalik.eth', avatarUrl: 'https://avatars.example/v.png' })
    const title = screen.getByRole('heading', { level: 3 })
    expect(title.textContent).toBe('vitalik.eth')
    expect(title.getAttribute('title')).toBe(address)
    expect(screen.getByText('0xf39F…2266')).toBeDefined()
    const image = document.querySelector<HTMLImageElement>('.foyer-avatar-image')
    expect(image?.getAttribute('src')).toBe('https://avatars.example/v.png')
    // A picture that does not load leaves the address's gradient.
    if (image) fireEvent.error(image)
    expect(document.querySelector('.foyer-avatar-image')).toBeNull()
  })

  it("draws the modules' rows in their places and opens the view each names", () => {
    const calls: string[] = []
    const rows: AccountRow[] = [
      {
        kind: 'loginEmail',
        email: 'ada@example.com',
        opens: { name: 'UpdateEmailWallet', params: { email: 'ada@example.com' } },
      },
      { kind: 'chooseName', opens: 'RegisterAccountName' },
      { kind: 'wallets', opens: 'ProfileWallets' },
    ]
    const intents = {
      openNetworks() {},
      open: (opened: unknown) => calls.push(JSON.stringify(opened)),
      disconnect() {},
      selectAccount() {},
      cancelRequest() {},
    }
    render(<AccountPanel view={connected} rows={rows} intents={intents} />)
    fireEvent.click(screen.getByRole('button', { name: /Email: ada@example.com/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Choose a name' }))
    fireEvent.click(screen.getByRole('button', { name: /Wallets: MetaMask/ }))
    expect(calls).toEqual([
      '{"name":"UpdateEmailWallet","params":{"email":"ada@example.com"}}',
      '"RegisterAccountName"',
      '"ProfileWallets"',
    ])
  })

  it("offers the embedded wallet's smart account where it may switch, says when it is in use, and why a switch failed", () => {
    const intents: string[] = []
    const accountType = (facts: {
      current: 'eoa' | 'smartAccount'
      can: boolean
      switching?: boolean
      error?: string
    }): AccountRow[] => [
      {
        kind: 'accountType',
        accountType: {
          current: facts.current,
          canSwitchToSmartAccount: facts.can,
          switching: facts.switching ?? false,
          error: facts.error,
        },
      },
    ]
    const props = {
      view: connected,
      intents: {
        openNetworks() {},
        open() {},
        switchToSmartAccount: () => intents.push('switch'),
        disconnect() {},
        selectAccount() {},
        cancelRequest() {},
      },
    }
    const { rerender } = render(<AccountPanel {...props} rows={accountType({ current: 'eoa', can: true })} />)
    fireEvent.click(screen.getByRole('button', { name: 'Switch to smart account' }))
    expect(intents).toEqual(['switch'])
    expect(screen.queryByRole('note')).toBeNull()
    rerender(<AccountPanel {...props} rows={accountType({ current: 'eoa', can: true, switching: true })} />)
    const busy = screen.getByRole('button', { name: 'Switching to your smart account…' })
    expect(busy.hasAttribute('disabled')).toBe(true)
    rerender(
      <AccountPanel
        {...props}
        rows={accountType({ current: 'eoa', can: false, error: 'No smart account here' })}
      />,
    )
    expect(screen.queryByRole('button', { name: /smart account/ })).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('No smart account here')
    rerender(<AccountPanel {...props} rows={accountType({ current: 'smartAccount', can: false })} />)
    expect(screen.getByRole('note').textContent).toBe('Smart account')
  })
})
