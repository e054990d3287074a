import { type AddEthereumChainParameter, type Client, numberToHex } from 'viem'
import { switchChain } from 'viem/actions'
import type { Network } from '../../networks/network.types.js'
import { hasRpcCode, InvalidChainIdError, toWalletError } from './errors.js'
import { toChainId } from './wallet-answers.js'

/**
 * The `wallet_addEthereumChain` parameters of a network (EIP-3085). The RPC URLs given to the wallet
 * are the network's own (`rpcUrls.chainDefault`) when the site overrode them: a site's override may
 * carry a private key and would otherwise end up stored in the visitor's wallet.
 *
 * @example
 * addChainParameters(networks.base)
 * // { chainId: '0x2105', chainName: 'Base', nativeCurrency: { … }, rpcUrls: ['https://mainnet.base.org'], blockExplorerUrls: ['https://basescan.org'] }
 */
export function addChainParameters(network: Network<'eip155'>): AddEthereumChainParameter {
  const rpcUrls = (network.rpcUrls.chainDefault ?? network.rpcUrls.default).http
  const explorers = [...new Set(Object.values(network.blockExplorers ?? {}).map(({ url }) => url))]
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    chainId: numberToHex(network.id),
    chainName: network.name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: [...rpcUrls],
    // Omitted rather than empty: some wallets refuse an empty list.
    ...(explorers.length > 0 ? { blockExplorerUrls: explorers } : {}),
  }
}

/**
 * Whether a failed switch means "the wallet does not know this chain": EIP-3326's 4902 (also inside
 * MetaMask Mobile's `data.originalError`), or the positive 32603 "Invalid chain ID" some wallets send
 * (SPEC §8).
 *
 * @example
 * if (isUnknownChainError(error)) await addChain()
 */
export function isUnknownChainError(error: unknown): boolean {
  return hasRpcCode(error, 4902) || hasRpcCode(error, 32603)
}

/**
 * Moves the wallet to `network`: `wallet_switchEthereumChain`, and when the wallet does not know the
 * chain, `wallet_addEthereumChain` and a second switch unless adding already moved the wallet there
 * (MetaMask switches as part of adding; others only add). Rejections keep their code (4001).
 *
 * @example
 * await switchOrAddChain(walletClient, networks.base)
 */
export async function switchOrAddChain(client: Client, network: Network<'eip155'>): Promise<void> {
  try {
    try {
      await switchChain(client, { id: network.id })
      return
    } catch (error) {
      if (!isUnknownChainError(error)) throw error
    }
    await client.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network)] })
    const raw = await client.request({ method: 'eth_chainId' })
    const current = toChainId(raw)
    if (current === undefined)
      throw new InvalidChainIdError({ details: `eth_chainId returned ${String(raw)}` })
    if (current !== network.id) await switchChain(client, { id: network.id })
  } catch (error) {
    throw toWalletError(error)
  }
}
