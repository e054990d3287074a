import type { RouterEnv, View, ViewRequest, ViewStack } from './router.types.js'
import { isCoreView, type ViewRule } from './router.views.js'

/**
 * Turns a request (a view or the name of a view without params) into a view.
 *
 * @example
 * toView('Account') // { name: 'Account' }
 */
export function toView(request: ViewRequest): View {
  return typeof request === 'string' ? ({ name: request } as View) : request
}

/**
 * The rule a view shows by: none for a core view; a module's view has the rule its module declared,
 * and `undefined` when no module of this Foyer declares it.
 */
function ruleOf(view: View, env: RouterEnv): ViewRule | undefined {
  return isCoreView(view.name) ? {} : env.views[view.name]
}

/**
 * Whether a view may be shown: a core view always; a module's view when its module runs (the site
 * listed it) and the feature it names, if any, is enabled.
 *
 * @example
 * isViewAvailable({ name: 'Receive' }, { ...env, views: { Receive: { feature: 'receive' } }, enabledFeatures: [] }) // false
 */
export function isViewAvailable(view: View, env: RouterEnv): boolean {
  const rule = ruleOf(view, env)
  return rule !== undefined && (rule.feature === undefined || env.enabledFeatures.includes(rule.feature))
}

/**
 * Whether closing may be locked on a view: its module says so (the sign and approve views; closing
 * is then refused while sign-in is required and no session exists, SPEC §2).
 *
 * @example
 * locksClose({ name: 'SIWXSignMessage' }, { ...env, views: { SIWXSignMessage: { locksClose: true } } }) // true
 */
export function locksClose(view: View, env: RouterEnv): boolean {
  return ruleOf(view, env)?.locksClose === true
}

/**
 * The view the modal opens on when no available view is requested (SPEC §2): Account when an address
 * is connected; AllWallets on mobile or ConnectingWalletConnectBasic elsewhere when there are no
 * adapters or the site drives WalletConnect itself; Connect otherwise.
 *
 * @example
 * defaultOpenView({ ...env, isConnected: true }) // { name: 'Account' }
 */
export function defaultOpenView(env: RouterEnv): View {
  if (env.isConnected) return { name: 'Account' }
  if (!env.hasAdapters || env.manualWalletConnect) {
    return env.isMobile ? { name: 'AllWallets' } : { name: 'ConnectingWalletConnectBasic' }
  }
  return { name: 'Connect' }
}

/**
 * The stack after closing (SPEC §2): Connect, or in embedded mode Account when connected.
 *
 * @example
 * stackAfterClose({ ...env, isEmbedded: true, isConnected: true }) // [{ name: 'Account' }]
 */
export function stackAfterClose(env: RouterEnv): ViewStack {
  return env.isEmbedded && env.isConnected ? [{ name: 'Account' }] : [{ name: 'Connect' }]
}

/**
 * The stack after going back one view, for a stack of two or more (SPEC §2): the top view is popped,
 * and a Connect view uncovered while connected is shown as Account.
 *
 * @example
 * stackAfterBack([{ name: 'Connect' }, { name: 'AllWallets' }], { ...env, isConnected: true })
 * // [{ name: 'Account' }]
 */
export function stackAfterBack(history: ViewStack, env: RouterEnv): ViewStack {
  const below = history.slice(0, -1)
  const uncovered = below.pop()
  if (!uncovered) return history
  return stackOf(below, env.isConnected && uncovered.name === 'Connect' ? { name: 'Account' } : uncovered)
}

/**
 * The stack after pushing a view. Pushing the view already on top updates its params instead of
 * stacking a duplicate, so that back never lands on the same screen.
 *
 * @example
 * stackAfterPush([{ name: 'Connect' }], { name: 'AllWallets' }) // [Connect, AllWallets]
 */
export function stackAfterPush(history: ViewStack, view: View): ViewStack {
  return history.at(-1)?.name === view.name ? stackAfterReplace(history, view) : stackOf(history, view)
}

/**
 * The stack after replacing the view on top.
 *
 * @example
 * stackAfterReplace([{ name: 'Connect' }, { name: 'AllWallets' }], { name: 'Account' }) // [Connect, Account]
 */
export function stackAfterReplace(history: ViewStack, view: View): ViewStack {
  return stackOf(history.slice(0, -1), view)
}

/** The views `below` with `top` on them: never empty by construction. */
function stackOf(below: readonly View[], top: View): ViewStack {
  return [...below, top] as readonly View[] as ViewStack
}
