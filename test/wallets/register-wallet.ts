import type { Wallet } from '@wallet-standard/base'

type RegisterApi = { register(...wallets: Wallet[]): () => void }

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
  const onAppReady = (event: Event) => {
    if (event instanceof CustomEvent) register(event.detail as RegisterApi)
  }
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
