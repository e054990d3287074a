import type { OptionalFeature, View, ViewName } from '@foyer/core'
import { optionalViewFeature } from '@foyer/core/advanced'
import { screen, within } from '@testing-library/react'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { inAct, renderFoyer } from '../test/render-foyer.js'
import { viewComponents } from './registry.js'
import { viewTitles } from './titles.js'

// One sample of every view with valid params. Typed as a record over ViewName, so a view added to the
// router without a sample here fails to compile, like the registry and the titles do.
const sampleViews: { [name in ViewName]: Extract<View, { name: name }> } = {
  Connect: { name: 'Connect' },
  Account: { name: 'Account' },
  AllWallets: { name: 'AllWallets' },
  ConnectingWalletConnect: { name: 'ConnectingWalletConnect', params: { walletId: 'w' } },
  ConnectingWalletConnectBasic: { name: 'ConnectingWalletConnectBasic' },
  ConnectingExternal: { name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } },
  ConnectingFarcaster: { name: 'ConnectingFarcaster' },
  EmailLogin: { name: 'EmailLogin' },
  UpdateEmailWallet: { name: 'UpdateEmailWallet', params: { email: 'a@b.co' } },
  ProfileWallets: { name: 'ProfileWallets' },
  UnsupportedChain: { name: 'UnsupportedChain' },
  Networks: { name: 'Networks' },
  GetWallet: { name: 'GetWallet' },
  RegisterAccountName: { name: 'RegisterAccountName' },
  RegisterAccountNameSuccess: { name: 'RegisterAccountNameSuccess', params: { name: 'alice' } },
  SwitchNetwork: { name: 'SwitchNetwork', params: { network: 'eip155:1' } },
  SwitchActiveChain: { name: 'SwitchActiveChain', params: { network: 'eip155:1' } },
  SIWXSignMessage: { name: 'SIWXSignMessage' },
  ApproveTransaction: { name: 'ApproveTransaction' },
  ConnectingSocial: { name: 'ConnectingSocial', params: { provider: 'google' } },
  Swap: { name: 'Swap', params: { amount: '1' } },
  Send: { name: 'Send' },
  Receive: { name: 'Receive' },
  OnRampProviders: { name: 'OnRampProviders' },
  Activity: { name: 'Activity' },
  Pay: { name: 'Pay' },
}
const viewNames = Object.keys(sampleViews) as ViewName[]
const allFeatures: OptionalFeature[] = [
  'email',
  'social',
  'swaps',
  'send',
  'receive',
  'onramp',
  'activity',
  'pay',
]
const built: readonly ViewName[] = [
  'Connect',
  'EmailLogin',
  'UpdateEmailWallet',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'Networks',
  'GetWallet',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ProfileWallets',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'ConnectingSocial',
  'ConnectingFarcaster',
]
const isLazy = (component: unknown) =>
  (component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy')

describe('views registry', () => {
  it('has a component and a title for exactly every ViewName (type level)', () => {
    expectTypeOf<keyof typeof viewComponents>().toEqualTypeOf<ViewName>()
    expectTypeOf<keyof typeof viewTitles>().toEqualTypeOf<ViewName>()
    expect(Object.keys(viewComponents).sort()).toEqual([...viewNames].sort())
    expect(Object.keys(viewTitles).sort()).toEqual([...viewNames].sort())
  })

  it("loads core's optional views (SPEC §2) and the WalletConnect and directory views lazily, the rest eagerly", () => {
    // Sites whose visitors use browser wallets never download the QR code or the directory grid; only
    // sites with sign-in, multi-wallet, transaction approval or account names download those views.
    const lazyCoreViews: readonly ViewName[] = [
      'AllWallets',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'SIWXSignMessage',
      'ProfileWallets',
      'ApproveTransaction',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ]
    for (const name of viewNames) {
      expect({ name, lazy: isLazy(viewComponents[name]) }).toEqual({
        name,
        lazy: name in optionalViewFeature || lazyCoreViews.includes(name),
      })
    }
  })

  it.each(viewNames)(
    'renders %s with its title and its own content or an honest placeholder',
    async (name) => {
      const { foyer } = renderFoyer()
      inAct(() => {
        foyer.router.send({ type: 'ROUTER.ENV', env: { enabledFeatures: allFeatures } })
        foyer.open()
        foyer.router.send({ type: 'ROUTER.RESET', view: sampleViews[name] })
      })
      const dialog = await screen.findByRole('dialog', { name: viewTitles[name] })
      expect(dialog.dataset.view).toBe(name)
      const body = dialog.querySelector('.foyer-body') as HTMLElement
      // Lazy views show a spinner first, then their content.
      if (!built.includes(name)) {
        const placeholderName = await within(body).findByText(name, { selector: 'code' })
        expect(placeholderName).toBeTruthy()
      } else {
        expect(within(body).queryByText(name, { selector: 'code' })).toBeNull()
        expect(body.textContent?.trim().length).toBeGreaterThan(5)
      }
    },
  )
})
