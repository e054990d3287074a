import type { AccountEvent } from '../adapter.types.js'
import { toAccounts, toCaipNetworkId, toChainId } from './wallet-answers.js'

type Listener = (value: unknown) => void
type ListenerMethod = (event: string, listener: Listener) => unknown

/** One of the provider's listener methods, if it has it: providers are third-party objects. */
function listenerMethod(provider: object, name: 'on' | 'removeListener' | 'off'): ListenerMethod | undefined {
  const value: unknown = (provider as Record<string, unknown>)[name]
  return typeof value === 'function' ? (value as ListenerMethod) : undefined
}

/**
 * Maps a provider's `accountsChanged` / `chainChanged` / `disconnect` events to Foyer's
 * {@link AccountEvent}s, and returns the function that removes the listeners. Malformed events (a
 * chain id that is not one, an account list with a non-address) are dropped, not passed on.
 *
 * @example
 * const stop = watchProviderEvents(provider, (event) => console.log(event.type))
 * stop()
 */
export function watchProviderEvents(
  provider: object,
  onEvent: (event: AccountEvent<'eip155'>) => void,
): () => void {
  const onAccountsChanged = (value: unknown) => {
    const accounts = toAccounts(value)
    if (accounts) onEvent({ type: 'accountsChanged', accounts })
  }
  const onChainChanged = (value: unknown) => {
    const chainId = toChainId(value)
    if (chainId !== undefined) onEvent({ type: 'chainChanged', caipNetworkId: toCaipNetworkId(chainId) })
  }
  const onDisconnect = () => onEvent({ type: 'disconnect' })
  const listeners: [string, Listener][] = [
    ['accountsChanged', onAccountsChanged],
    ['chainChanged', onChainChanged],
    ['disconnect', onDisconnect],
  ]
  // A provider without events (some mobile in-app browsers) simply never reports changes.
  const on = listenerMethod(provider, 'on')
  if (!on) return () => {}
  for (const [event, listener] of listeners) on.call(provider, event, listener)
  return () => {
    // `removeListener` is EIP-1193's name; some providers only have `off`.
    const remove = listenerMethod(provider, 'removeListener') ?? listenerMethod(provider, 'off')
    for (const [event, listener] of listeners) remove?.call(provider, event, listener)
  }
}
