import type { Namespace, Network } from '../../networks/network.types.js'

/**
 * The JSON-RPC methods Foyer asks a WalletConnect wallet to allow, per namespace (SPEC §7
 * "Wallet-connect protocol methods per namespace").
 */
export const walletConnectMethods = {
  eip155: [
    // accounts
    'eth_accounts',
    'eth_requestAccounts',
    // signing
    'eth_sign',
    'personal_sign',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    // transactions
    'eth_sendTransaction',
    // networks
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    // permissions
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    // assets, batched calls, capabilities
    'wallet_watchAsset',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_getCapabilities',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
} as const satisfies Partial<Record<Namespace, readonly string[]>>

/** The events every proposed namespace subscribes to (SPEC §7 "Default events"). */
export const walletConnectEvents = ['accountsChanged', 'chainChanged'] as const

/** A namespace WalletConnect can propose: those SPEC §7 lists methods for. */
export type WalletConnectNamespace = keyof typeof walletConnectMethods

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
 * Whether WalletConnect can carry `namespace` (SPEC §7 lists methods for EVM, Solana and Bitcoin).
 *
 * @example
 * isWalletConnectNamespace('polkadot') // false
 */
export function isWalletConnectNamespace(namespace: Namespace): namespace is WalletConnectNamespace {
  return Object.hasOwn(walletConnectMethods, namespace)
}

/**
 * The optional namespaces of a session proposal for the site's networks: every network of a namespace
 * WalletConnect carries, with that namespace's methods and the default events, and an RPC URL for each
 * chain that has one (Bitcoin networks have none: nothing is read through the session there). Networks
 * of other namespaces are left out.
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
      methods: [...walletConnectMethods[namespace]],
      events: [...walletConnectEvents],
      rpcMap: {},
    }
    proposal[namespace] = entry
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    if (rpcUrl !== undefined) entry.rpcMap[String(network.id)] = rpcUrl
  }
  return proposal
}
