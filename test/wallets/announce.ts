/**
 * How a wallet introduces itself over EIP-6963.
 *
 * @example
 * const info: WalletInfo = { name: 'Foyer Dev Wallet', rdns: 'dev.foyer.wallet' }
 */
export type WalletInfo = { name: string; rdns: string; icon?: string; uuid?: string }

// A plain square, so the wallet has an icon without shipping an image file.
const defaultIcon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%236b5bd6'/%3E%3C/svg%3E"

/**
 * Announces `provider` as an EIP-6963 wallet on `target` (the page's `window` by default), now and on
 * every later `eip6963:requestProvider`, as wallet extensions do. Returns the function that stops
 * answering requests.
 *
 * @example
 * const { provider } = createScriptedWallet({ chains, privateKey })
 * const stop = announceWallet(provider, { name: 'Foyer Dev Wallet', rdns: 'dev.foyer.wallet' })
 */
export function announceWallet(
  provider: unknown,
  info: WalletInfo,
  target: EventTarget = globalThis.window,
): () => void {
  const detail = Object.freeze({
    info: Object.freeze({
      name: info.name,
      rdns: info.rdns,
      icon: info.icon ?? defaultIcon,
      uuid: info.uuid ?? globalThis.crypto.randomUUID(),
    }),
    provider,
  })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
