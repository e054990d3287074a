import type { Network } from '../../../core/src/networks/network.types.js'
import { defineNetwork } from '../../../core/src/networks/registry.js'
import type { PolkadotDevnet } from './polkadot-devnet.js'

// What the demo stack tells the demo page about the local Polkadot chain (one JSON setting,
// `VITE_FOYER_POLKADOT_CHAIN`), and the Foyer network the page makes of it. Everything that makes the
// chain itself (its CAIP-2 id from the genesis hash, its SS58 prefix, its token) is read from the running
// chain by the stack, never written here: chopsticks' genesis hash is a placeholder of its own.

/**
 * The local Polkadot chain as the demo page gets it: where it listens and what it reported about itself.
 *
 * @example
 * const chain: LocalPolkadotChain = { caipNetworkId: 'polkadot:…', httpUrl: 'http://127.0.0.1:9944', wsUrl: 'ws://127.0.0.1:9944', ss58Prefix: 2, symbol: 'ROC', decimals: 12 }
 */
export type LocalPolkadotChain = Pick<
  PolkadotDevnet,
  'caipNetworkId' | 'httpUrl' | 'wsUrl' | 'ss58Prefix' | 'symbol' | 'decimals'
>

/**
 * How the local chain is shown: what it is (the Rococo Asset Hub runtime, on a chain of Foyer's own),
 * so its ROC are not mistaken for DOT.
 */
export const POLKADOT_DEVNET_NAME = 'Foyer Devnet (Rococo Asset Hub)'

/**
 * The page's view of a running chain: the facts {@link LocalPolkadotChain} names, nothing else.
 *
 * @example
 * JSON.stringify(localPolkadotChainOf(await startPolkadotDevnet()))
 */
export function localPolkadotChainOf(devnet: LocalPolkadotChain): LocalPolkadotChain {
  const { caipNetworkId, httpUrl, wsUrl, ss58Prefix, symbol, decimals } = devnet
  return { caipNetworkId, httpUrl, wsUrl, ss58Prefix, symbol, decimals }
}

/**
 * Reads the setting back; `undefined` when it is absent or not the shape {@link localPolkadotChainOf}
 * writes (the page then offers no Polkadot network).
 *
 * @example
 * parseLocalPolkadotChain(env.VITE_FOYER_POLKADOT_CHAIN)?.symbol // 'ROC'
 */
export function parseLocalPolkadotChain(json: string | undefined): LocalPolkadotChain | undefined {
  if (!json) return undefined
  try {
    const value: unknown = JSON.parse(json)
    if (typeof value !== 'object' || value === null) return undefined
    const { caipNetworkId, httpUrl, wsUrl, ss58Prefix, symbol, decimals } = value as Record<string, unknown>
    const wellFormed =
      typeof caipNetworkId === 'string' &&
      /^polkadot:[0-9a-f]{32}$/.test(caipNetworkId) &&
      typeof httpUrl === 'string' &&
      typeof wsUrl === 'string' &&
      Number.isInteger(ss58Prefix) &&
      typeof symbol === 'string' &&
      Number.isInteger(decimals)
    return wellFormed
      ? {
          caipNetworkId: caipNetworkId as LocalPolkadotChain['caipNetworkId'],
          httpUrl,
          wsUrl,
          ss58Prefix: ss58Prefix as number,
          symbol,
          decimals: decimals as number,
        }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The Foyer network of the local chain ({@link POLKADOT_DEVNET_NAME}): its CAIP-2 id and token as the
 * chain reported them, its RPC over HTTP (the Polkadot adapter reads balances over the same address
 * as WebSocket), marked as a testnet.
 *
 * @example
 * polkadot({ networks: [polkadotLocalNetwork(chain)], ss58Prefixes: { [chain.caipNetworkId]: chain.ss58Prefix } })
 */
export function polkadotLocalNetwork(chain: LocalPolkadotChain): Network<'polkadot'> {
  const reference = chain.caipNetworkId.slice('polkadot:'.length)
  return defineNetwork({
    id: reference,
    caipNetworkId: `polkadot:${reference}`,
    chainNamespace: 'polkadot',
    name: POLKADOT_DEVNET_NAME,
    nativeCurrency: { name: 'Rococo', symbol: chain.symbol, decimals: chain.decimals },
    rpcUrls: { default: { http: [chain.httpUrl] } },
    testnet: true,
  })
}
