import type { Namespace, Network } from '../../networks/network.types.js'
import { bip122WalletConnect } from '../bip122/bip122.walletconnect.js'
import { cosmosWalletConnect } from '../cosmos/cosmos.walletconnect.js'
import { eip155WalletConnect } from '../eip155/eip155.walletconnect.js'
import { polkadotWalletConnect } from '../polkadot/polkadot.walletconnect.js'
import { solanaWalletConnect } from '../solana/solana.walletconnect.js'
import type { WalletConnectKit } from './walletconnect-kit.types.js'

/**
 * The namespaces WalletConnect carries, each with what WalletConnect needs to know about it (its
 * folder owns it): EVM, Solana and Bitcoin.
 */
export const walletConnectKits = {
  eip155: eip155WalletConnect,
  solana: solanaWalletConnect,
  bip122: bip122WalletConnect,
  polkadot: polkadotWalletConnect,
  cosmos: cosmosWalletConnect,
} as const satisfies Partial<Record<Namespace, WalletConnectKit>>

/** The events every proposed namespace subscribes to (SPEC §7 "Default events"). */
export const walletConnectEvents = ['accountsChanged', 'chainChanged'] as const

/** A namespace WalletConnect can propose. */
export type WalletConnectNamespace = keyof typeof walletConnectKits

/**
 * One namespace of a session proposal, in the shape `@walletconnect/universal-provider` takes.
 * `rpcMap` is keyed by chain reference (`'1'`, `'5eykt4…'`): the provider reads chains from it and
 * would otherwise fall back to a remote RPC host.
 */
export type ProposedNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/**
 * Whether WalletConnect can carry `namespace` (EVM, Solana and Bitcoin).
 *
 * @example
 * isWalletConnectNamespace('eip155') // true
 */
export function isWalletConnectNamespace(namespace: Namespace): namespace is WalletConnectNamespace {
  return Object.hasOwn(walletConnectKits, namespace)
}

/**
 * The optional namespaces of a session proposal for the site's networks: every network of a namespace
 * WalletConnect carries, with that namespace's methods, the default events and the namespace's own, and
 * an RPC URL for each chain that has one (Bitcoin networks have none: nothing is read through the
 * session there). Networks of other namespaces are left out.
 *
 * @example
 * proposedNamespaces([networks.mainnet, networks.solana])
 * // { eip155: { chains: ['eip155:1'], methods: [...], events: [...], rpcMap: { '1': 'https://…' } }, solana: {...} }
 */
export function proposedNamespaces(
  networks: readonly Network[],
): Partial<Record<WalletConnectNamespace, ProposedNamespace>> {
  const proposal: Partial<Record<WalletConnectNamespace, ProposedNamespace>> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!isWalletConnectNamespace(namespace)) continue
    const entry = proposal[namespace] ?? {
      chains: [],
      methods: [...walletConnectKits[namespace].methods],
      events: [...walletConnectEvents, ...(walletConnectKits[namespace].events ?? [])],
      rpcMap: {},
    }
    proposal[namespace] = entry
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    if (rpcUrl !== undefined) entry.rpcMap[String(network.id)] = rpcUrl
  }
  return proposal
}
