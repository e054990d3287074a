import { kitOf, type NamespaceKits } from '../../chains/kits.js'
import type { AccountViewModel, NetworkBadge } from '../../machines/connection/connection.views.js'

/**
 * What the Receive view shows: the active account's address and its network's name, and what its QR
 * code carries. Without a connected account, nothing but the network's name.
 *
 * @example
 * const view: ReceiveViewModel = { address: '0xf39F…', networkName: 'Base', qrValue: 'ethereum:0xf39F…@8453' }
 */
export type ReceiveViewModel = {
  address?: string | undefined
  networkName?: string | undefined
  /**
   * The QR code's content: the payment URI of the account's namespace for its network (EIP-681,
   * Solana Pay, BIP-21), so a phone wallet that scans it pays on the right chain; the bare address
   * where the namespace has no such scheme.
   */
  qrValue?: string | undefined
  /**
   * The site's networks this address receives on: the networks of its namespace where its kit calls it
   * an address there (every EVM network for an EVM address; one Bitcoin network for a `bc1…` one).
   */
  worksOn?: readonly string[] | undefined
  /** Of those, the ones besides the account's own network: what the view lists under the QR code. */
  alsoReceivesOn?: readonly string[] | undefined
}

/**
 * The Receive view's model, from the Account view's, the Foyer's namespace kits and the site's
 * networks (the Networks view's list).
 *
 * @example
 * receiveViewOf(useAccountView(), foyer.kits, networks).qrValue // 'ethereum:0xf39F…@8453' on Base
 */
export function receiveViewOf(
  account: AccountViewModel,
  kits: NamespaceKits,
  networks: readonly Pick<NetworkBadge, 'caipNetworkId' | 'name'>[] = [],
): ReceiveViewModel {
  const { status, namespace, address, caipAddress, network } = account
  const networkName = network?.name
  if (status !== 'connected' || !namespace || !address || !caipAddress) return { networkName }
  // The account's own CAIP-10 id, which Foyer wrote: `<namespace>:<reference>:<address>`.
  const reference = caipAddress.split(':')[1] ?? ''
  const kit = kitOf(kits, namespace)
  const uri = kit.paymentUri?.(address, reference)
  const worksOn = networks
    .filter(({ caipNetworkId }) => {
      const [ns, ref = ''] = caipNetworkId.split(':')
      return ns === namespace && (kit.isAddressOn?.(address, ref) ?? true)
    })
    .map(({ name }) => name)
  const alsoReceivesOn = worksOn.filter((name) => name !== networkName)
  return { address, networkName, qrValue: uri ?? address, worksOn, alsoReceivesOn }
}
