import type { Wallet } from '@wallet-standard/base'

type RegisterApi = { register(...wallets: Wallet[]): () => void }

const isRegisterApi = (value: unknown): value is RegisterApi =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'register') === 'function'

/**
 * Registers `wallet` with the page's Wallet Standard apps as an extension does: it dispatches
 * `wallet-standard:register-wallet` (for apps already listening) and answers every later
 * `wallet-standard:app-ready`. Returns the function that unregisters it everywhere.
 *
 * @example
 * const unregister = registerWallet(wallet)
 * unregister() // the wallet leaves Foyer's list
 */
export function registerWallet(wallet: Wallet, target: EventTarget = globalThis.window): () => void {
  const unregisters: (() => void)[] = []
  const register = (api: RegisterApi) => void unregisters.push(api.register(wallet))
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  // The app's event is its own Event subclass with a `detail`, not a CustomEvent.
  const onAppReady = (event: Event) => {
    const api: unknown = Reflect.get(event, 'detail')
    if (isRegisterApi(api)) register(api)
  }
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
