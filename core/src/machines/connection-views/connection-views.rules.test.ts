import { describe, expect, expectTypeOf, it } from 'vitest'
import { toView } from '../router/router.rules.js'
import type { ViewName } from '../router/router.types.js'
import {
  closesModalOnConnect,
  isShowingConnectingView,
  type ViewAboutAConnection,
  type ViewOfConnecting,
} from './connection-views.rules.js'

describe('closesModalOnConnect', () => {
  it('places every view: of connecting, or about a connection, never both', () => {
    expectTypeOf<Exclude<ViewName, ViewOfConnecting | ViewAboutAConnection>>().toBeNever()
    expectTypeOf<Extract<ViewOfConnecting, ViewAboutAConnection>>().toBeNever()
  })

  it('closes the modal from the views of connecting, not from a view about a wallet already connected', () => {
    for (const name of ['Connect', 'AllWallets', 'ConnectingWalletConnect', 'EmailLogin'] as const)
      expect(closesModalOnConnect(toView(name))).toBe(true)
    expect(
      closesModalOnConnect(toView({ name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } })),
    ).toBe(true)
    for (const name of [
      'Networks',
      'Account',
      'ProfileWallets',
      'RegisterAccountName',
      'ApproveTransaction',
      'SIWXSignMessage',
    ] as const)
      expect(closesModalOnConnect(toView(name))).toBe(false)
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
