import type { Wallet } from '@wallet-standard/base'
import { fromCallback } from 'xstate'
import type { DiscoveryEvent, WalletRegistry } from './discovery.types.js'

type ChangeEvents = { on(event: 'change', listener: () => void): () => void }

const isChangeEvents = (feature: unknown): feature is ChangeEvents =>
  typeof feature === 'object' && feature !== null && 'on' in feature && typeof feature.on === 'function'

/** A wallet's `standard:events` feature, when it has a usable one (a wallet may register without it). */
function changeEventsOf(wallet: Wallet): ChangeEvents | undefined {
  const feature: unknown = wallet.features['standard:events']
  return isChangeEvents(feature) ? feature : undefined
}

/**
 * Follows the page's Wallet Standard registry: the wallets already there, then each registration and
 * unregistration, and each registered wallet's `change` events. A wallet whose events cannot be
 * followed (no `standard:events`, or one that throws) is still listed as it registered.
 */
export const watchWalletRegistryActor = fromCallback<DiscoveryEvent, { registry: WalletRegistry }>(
  ({ input, sendBack }) => {
    const stopChanges = new Map<Wallet, () => void>()
    const follow = (wallets: readonly Wallet[]) => {
      for (const wallet of wallets) {
        if (stopChanges.has(wallet)) continue
        try {
          const off = changeEventsOf(wallet)?.on('change', () =>
            sendBack({ type: 'DISCOVERY.CHANGED', wallet }),
          )
          if (off) stopChanges.set(wallet, off)
        } catch {
          // A wallet that throws on subscribing keeps its registration; its changes go unseen.
        }
      }
    }
    const unfollow = (wallets: readonly Wallet[]) => {
      for (const wallet of wallets) {
        stopChanges.get(wallet)?.()
        stopChanges.delete(wallet)
      }
    }
    const stopRegister = input.registry.on('register', (...wallets) => {
      follow(wallets)
      sendBack({ type: 'DISCOVERY.REGISTERED', wallets })
    })
    const stopUnregister = input.registry.on('unregister', (...wallets) => {
      unfollow(wallets)
      sendBack({ type: 'DISCOVERY.UNREGISTERED', wallets })
    })
    const present = input.registry.get()
    follow(present)
    sendBack({ type: 'DISCOVERY.REGISTERED', wallets: present })
    return () => {
      stopRegister()
      stopUnregister()
      unfollow([...stopChanges.keys()])
    }
  },
)
