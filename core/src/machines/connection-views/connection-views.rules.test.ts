import { describe, expect, it } from 'vitest'
import { embeddedWalletViews } from '../../modules/embedded-wallet/embedded-wallet.views.js'
import { toView } from '../router/router.rules.js'
import { closesModalOnConnect, isShowingConnectingView } from './connection-views.rules.js'

describe('closesModalOnConnect', () => {
  // The embedded wallet's views, as its module declares them.
  const views = embeddedWalletViews

  it("closes the modal from the views of connecting, core or a module's, not from a view about a wallet already connected", () => {
    for (const name of ['Connect', 'AllWallets', 'ConnectingWalletConnect', 'EmailLogin'] as const)
      expect(closesModalOnConnect(toView(name), views)).toBe(true)
    expect(
      closesModalOnConnect(
        toView({ name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } }),
        views,
      ),
    ).toBe(true)
    for (const name of [
      'Networks',
      'Account',
      'ProfileWallets',
      'RegisterAccountName',
      'ApproveTransaction',
      'SIWXSignMessage',
    ] as const)
      expect(closesModalOnConnect(toView(name), views)).toBe(false)
    expect(
      closesModalOnConnect(toView({ name: 'UpdateEmailWallet', params: { email: 'a@b.c' } }), views),
    ).toBe(false)
  })

  it("reads a module's view as a view of connecting only when its rules say so", () => {
    expect(closesModalOnConnect(toView('EmailLogin'), {})).toBe(false)
    expect(closesModalOnConnect(toView('EmailLogin'), { EmailLogin: { ofConnecting: true } })).toBe(true)
  })
})

describe('isShowingConnectingView', () => {
  it("recognises only the ConnectingExternal view of the attempt's own connector", () => {
    const view = toView({ name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } })
    expect(isShowingConnectingView(view, 'io.metamask')).toBe(true)
    expect(isShowingConnectingView(view, 'com.trustwallet')).toBe(false)
    expect(isShowingConnectingView(toView('Connect'), 'io.metamask')).toBe(false)
  })
})
