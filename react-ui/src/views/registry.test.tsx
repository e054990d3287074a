import {
  accountNames,
  multiWallet,
  type OptionalFeature,
  pay,
  receive,
  send,
  swap,
  transactionApproval,
  type View,
  type ViewName,
} from '@foyer/core'
import { isCoreView, viewRulesOf } from '@foyer/core/advanced'
import { embeddedWallet } from '@foyer/core/embedded-wallet'
import { onramp } from '@foyer/core/onramp'
import { siwx } from '@foyer/core/siwx'
import { screen, waitFor } from '@testing-library/react'
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
  Send: { name: 'Send' },
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
  Receive: { name: 'Receive' },
  OnRampProviders: { name: 'OnRampProviders' },
  Swap: { name: 'Swap', params: { fromSymbol: 'FUSD', toSymbol: 'FOY', amount: '10' } },
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
// The views of every module the skin has views for, as a Foyer running them all hands them to its router.
const moduleViews = viewRulesOf([
  embeddedWallet({ frameUrl: 'https://login.example' }),
  multiWallet(),
  accountNames(),
  siwx(),
  transactionApproval(),
  receive(),
  send(),
  onramp({ timeZone: 'Europe/Paris' }),
  swap(),
  pay(),
])
const isLazy = (component: unknown) =>
  (component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy')

describe('views registry', () => {
  it('has a component and a title for exactly every ViewName (type level)', () => {
    expectTypeOf<keyof typeof viewComponents>().toEqualTypeOf<ViewName>()
    expectTypeOf<keyof typeof viewTitles>().toEqualTypeOf<ViewName>()
    expect(Object.keys(viewComponents).sort()).toEqual([...viewNames].sort())
    expect(Object.keys(viewTitles).sort()).toEqual([...viewNames].sort())
  })

  it("declares every module's view in the module's rules, and no core view", () => {
    const declared = Object.keys(moduleViews).sort()
    expect(declared).toEqual(viewNames.filter((name) => !isCoreView(name)).sort())
  })

  it("loads every module's views and the WalletConnect and directory views lazily, the rest eagerly", () => {
    // Sites whose visitors use browser wallets never download the QR code or the directory grid; a
    // site downloads a module's views only when it shows them (it runs the module).
    const lazyCoreViews: readonly ViewName[] = [
      'AllWallets',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
    ]
    for (const name of viewNames) {
      expect({ name, lazy: isLazy(viewComponents[name]) }).toEqual({
        name,
        lazy: !isCoreView(name) || lazyCoreViews.includes(name),
      })
    }
  })

  it.each(viewNames)('renders %s with its title and its own content', async (name) => {
    const { foyer } = renderFoyer()
    inAct(() => {
      foyer.router.send({ type: 'ROUTER.ENV', env: { enabledFeatures: allFeatures, views: moduleViews } })
      foyer.open()
      foyer.router.send({ type: 'ROUTER.RESET', view: sampleViews[name] })
    })
    const dialog = await screen.findByRole('dialog', { name: viewTitles[name] })
    expect(dialog.dataset.view).toBe(name)
    const body = dialog.querySelector('.foyer-body')
    // Lazy views show a spinner first, then their content.
    await waitFor(() => expect(body?.textContent?.trim().length).toBeGreaterThan(5))
  })
})
