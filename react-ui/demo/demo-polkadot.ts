import type { PolkadotOptions } from '@foyer/core/polkadot'
import {
  type LocalPolkadotChain,
  polkadotLocalNetwork,
} from '../../test/devnet/polkadot/local-polkadot-chain.js'
import { POLKADOT_DEV_WALLET_KEY } from '../../test/devnet/polkadot/polkadot-dev-wallet-accounts.js'
import { devWalletIcon } from './dev-wallet-icon.js'

/**
 * What the demo gives the Polkadot adapter (`polkadot(options)`) for the local chain: its network, the
 * SS58 prefix and WebSocket address the chain reported (Foyer knows neither for a chain of its own),
 * the name extensions show for the site, and how the dev wallet looks on the Connect view (Foyer does
 * not know its `injectedWeb3` key, so it would show the key).
 *
 * @example
 * polkadot(demoPolkadotOptions(parseLocalPolkadotChain(env.VITE_FOYER_POLKADOT_CHAIN)))
 */
export function demoPolkadotOptions(chain: LocalPolkadotChain): PolkadotOptions {
  const network = polkadotLocalNetwork(chain)
  return {
    networks: [network],
    appName: 'Foyer demo',
    ss58Prefixes: { [network.caipNetworkId]: chain.ss58Prefix },
    webSocketUrls: { [network.caipNetworkId]: [chain.wsUrl] },
    wallets: { [POLKADOT_DEV_WALLET_KEY]: { name: 'Foyer Dev Wallet', icon: devWalletIcon } },
  }
}
