import { kitOf, type NamespaceKits } from '../../chains/kits.js'
import type { AccountViewModel } from '../../machines/connection/connection.views.js'

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
}

/**
 * The Receive view's model, from the Account view's and the Foyer's namespace kits.
 *
 * @example
 * receiveViewOf(useAccountView(), foyer.kits).qrValue // 'ethereum:0xf39F…@8453' on Base
 */
export function receiveViewOf(account: AccountViewModel, kits: NamespaceKits): ReceiveViewModel {
  const { status, namespace, address, caipAddress, network } = account
  const networkName = network?.name
  if (status !== 'connected' || !namespace || !address || !caipAddress) return { networkName }
  // The account's own CAIP-10 id, which Foyer wrote: `<namespace>:<reference>:<address>`.
  const reference = caipAddress.split(':')[1] ?? ''
  const uri = kitOf(kits, namespace).paymentUri?.(address, reference)
  return { address, networkName, qrValue: uri ?? address }
}
