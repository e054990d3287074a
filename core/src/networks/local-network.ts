import type { Network } from './network.types.js'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether every RPC endpoint of `network` is on this machine (localhost, 127.0.0.1 or ::1): a
 * developer's chain (anvil, a local validator), small enough to read its whole recent history block
 * by block, and one no hosted API indexes.
 *
 * @example
 * isLocalNetwork({ ...networks.mainnet, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }) // true
 */
export function isLocalNetwork(network: Pick<Network, 'rpcUrls'>): boolean {
  const urls = network.rpcUrls.default.http
  return urls.length > 0 && urls.every((url) => LOOPBACK_HOSTS.has(hostOf(url)))
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}
