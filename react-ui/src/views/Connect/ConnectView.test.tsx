import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Connector, walletDirectory } from '@foyer/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { afterNextPaint, inAct, renderFoyer } from '../../test/render-foyer.js'

// What signs visitors in with email and social accounts (an embedded wallet's connector).
// An embedded wallet that signs visitors in with email (social login is not built yet).
const auth: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155', signInMethods: ['email'] }

const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' },
}
const rabby: Connector = { id: 'io.rabby', name: 'Rabby', type: 'INJECTED', chain: 'eip155' }
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

// The click shows the standing-by Connect view; the open is processed after the next paint.
const openConnect = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
  await afterNextPaint()
  return screen.getByRole('dialog', { name: 'Connect wallet' })
}
const methodOrder = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[data-method]')].map((el) => el.getAttribute('data-method'))

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
  server = undefined
})

describe('Connect view', () => {
  it('says honestly that there is no wallet when none is found, and what the visitor can do', async () => {
    renderFoyer()
    const dialog = await openConnect()
    expect(within(dialog).getByRole('heading', { name: 'No wallets found' })).toBeTruthy()
    expect(
      within(dialog).getByText('Install a wallet browser extension, then reload this page.'),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('list')).toBeNull()
  })

  it("on a phone, where there are no extensions, points to the wallet app's browser", async () => {
    renderFoyer({ options: { isMobile: true } })
    const dialog = await openConnect()
    expect(within(dialog).getByRole('heading', { name: 'No wallets found' })).toBeTruthy()
    expect(
      within(dialog).getByText("Open this page in your wallet app's browser, or install a wallet app first."),
    ).toBeTruthy()
  })

  it('lists connector groups in core order, each connector with its name and icon', async () => {
    const { foyer } = renderFoyer()
    const dialog = await openConnect()
    inAct(() =>
      foyer.actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors: [rabby, metamask, walletConnect] }),
    )
    expect(within(dialog).queryByText('No wallets found')).toBeNull()
    const groups = [...dialog.querySelectorAll('[data-group]')].map((el) => el.getAttribute('data-group'))
    expect(groups).toEqual(['walletConnect', 'injected'])
    const installed = within(dialog).getByRole('region', { name: 'Installed' })
    const items = within(installed).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('.foyer-wallet-name')?.textContent)).toEqual([
      'Rabby',
      'MetaMask',
    ])
    expect(items[1]?.querySelector('img')?.getAttribute('src')).toBe(metamask.info?.icon)
    // Without an icon the wallet's initial stands in.
    expect(items[0]?.querySelector('img')).toBeNull()
    // Under the Installed heading no row repeats it as a badge.
    expect(within(installed).getByRole('button', { name: 'MetaMask' })).toBeTruthy()
    expect(within(installed).queryByText('Installed', { selector: '.foyer-badge' })).toBeNull()
    // A heading that would only repeat its one row's name is left to screen readers.
    const walletConnectGroup = within(dialog).getByRole('region', { name: 'WalletConnect' })
    expect(walletConnectGroup.querySelector('h3')?.className).toBe('foyer-visually-hidden')
    expect(installed.querySelector('h3')?.className).toBe('foyer-section-title')
  })

  it("follows core's connect-method order: email first, wallet first once a browser wallet exists", async () => {
    const { foyer } = renderFoyer({ options: { projectId: 'demo' } })
    const dialog = await openConnect()
    // Without a connector that signs visitors in with email or social, those rows are not offered.
    await waitFor(() => expect(methodOrder(dialog)).toEqual(['wallet']))
    inAct(() => foyer.actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors: [auth] }))
    await waitFor(() => expect(methodOrder(dialog)).toEqual(['email', 'wallet']))
    expect(within(dialog).getByLabelText('Continue with email')).toBeTruthy()
    inAct(() => foyer.actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors: [metamask, auth] }))
    expect(methodOrder(dialog)).toEqual(['wallet', 'email'])
  })

  it('shows a loading hint while the remote configuration loads', async () => {
    // A real local API that holds its answers until the test releases them, then fails every request.
    let released = false
    const held: (() => void)[] = []
    server = createServer((request, response) => {
      const fail = () => response.writeHead(500).end()
      // Only the remote configuration is held; the directory's recommended wallets fail at once.
      if (released || !request.url?.startsWith('/appkit/v1/config')) fail()
      else held.push(fail)
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const { foyer } = renderFoyer({
      options: { projectId: 'demo', services: { apiUrl: `http://127.0.0.1:${port}` } },
    })
    inAct(() => foyer.actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors: [auth] }))
    const dialog = await openConnect()
    expect(within(dialog).getByText('Loading sign-in options…')).toBeTruthy()
    await waitFor(() => expect(held).toHaveLength(1))
    released = true
    for (const fail of held) fail()
    // The failed fetch falls back to defaults: the hint goes and email appears.
    await waitFor(() => expect(within(dialog).queryByText('Loading sign-in options…')).toBeNull())
    expect(methodOrder(dialog)).toEqual(['email', 'wallet'])
  })

  it("lists the directory's recommended wallets after opening, without the ones installed here", async () => {
    const requests: string[] = []
    server = createServer((request, response) => {
      requests.push(request.url ?? '')
      if (!request.url?.startsWith('/getWallets')) return response.writeHead(500).end()
      const data = [
        { id: 'trust', name: 'Trust', rdns: 'com.trustwallet.app' },
        { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' },
        { id: 'bad' }, // no name: dropped, the list still shows
      ]
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data, count: 3 }))
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const { foyer } = renderFoyer({
      options: {
        projectId: 'demo',
        services: { apiUrl: `http://127.0.0.1:${port}` },
        modules: [walletDirectory()],
      },
    })
    inAct(() => foyer.actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors: [metamask] }))
    expect(requests, 'nothing before the modal opens').toEqual([])
    const dialog = await openConnect()
    const recommended = await within(dialog).findByRole('region', { name: 'Recommended' })
    const names = within(recommended)
      .getAllByRole('button')
      .map((button) => button.querySelector('.foyer-wallet-name')?.textContent)
    expect(names).toEqual(['Trust'])
    expect(requests.filter((url) => url.startsWith('/getWallets'))).toHaveLength(1)
    expect(
      new URL(requests.find((url) => url.startsWith('/getWallets')) ?? '', 'http://x').searchParams.get(
        'entries',
      ),
    ).toBe('4')
  })

  it("lists the site's custom wallets under More wallets, in the configured order, with their https icons", async () => {
    // The directory fails: the site's own wallets need none of it.
    server = createServer((_request, response) => response.writeHead(500).end())
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const { foyer } = renderFoyer({
      options: {
        projectId: 'demo',
        services: { apiUrl: `http://127.0.0.1:${port}` },
        connectorGroupOrder: ['custom', 'injected'],
        modules: [
          walletDirectory({
            customWallets: [
              {
                id: 'acme',
                name: 'Acme Wallet',
                imageUrl: 'https://acme.example/icon.png',
                mobileLink: 'acme://',
              },
              { id: 'zeta', name: 'Zeta', webappLink: 'https://app.zeta.example' },
            ],
          }),
        ],
      },
    })
    inAct(() => foyer.actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors: [metamask] }))
    const dialog = await openConnect()
    const custom = await within(dialog).findByRole('region', { name: 'More wallets' })
    const rows = within(custom).getAllByRole('button')
    expect(rows.map((row) => row.querySelector('.foyer-wallet-name')?.textContent)).toEqual([
      'Acme Wallet',
      'Zeta',
    ])
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('https://acme.example/icon.png')
    // Configured first, the custom group comes before the installed wallets.
    const groups = [...dialog.querySelectorAll('[data-group]')].map((section) =>
      section.getAttribute('data-group'),
    )
    expect(groups).toEqual(['custom', 'injected'])
  })
})
