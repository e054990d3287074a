// The variables the demo launcher passes to Vite; all optional (without them Foyer runs in basic mode
// on the public networks). A built page served with its settings written in (test/devnet/demo-page-env.ts)
// reads those instead.
interface ImportMetaEnv {
  readonly VITE_FOYER_PROJECT_ID?: string
  readonly VITE_FOYER_API_URL?: string
  /** JSON `{ chainId, name, rpcUrl }[]`: the local anvil chains of the demo stack. */
  readonly VITE_FOYER_DEVNETS?: string
  /** The local WalletConnect relay (ws://) and its Verify API stand-in, from the local stack. */
  readonly VITE_FOYER_RELAY_URL?: string
  readonly VITE_FOYER_VERIFY_URL?: string
  /** The local Solana chain's JSON-RPC (LiteSVM), from the local stack. */
  readonly VITE_FOYER_SOLANA_RPC_URL?: string
  /** The local Bitcoin chain's Esplora API (regtest), from the local stack. */
  readonly VITE_FOYER_BITCOIN_ESPLORA_URL?: string
  /** JSON `{ [chainId]: rpcUrl }`: the local Cosmos chains' CometBFT RPC, from the local stack. */
  readonly VITE_FOYER_COSMOS_RPC_URLS?: string
  /**
   * JSON `{ caipNetworkId, httpUrl, wsUrl, ss58Prefix, symbol, decimals }`: the local Polkadot chain as it
   * reported itself (test/devnet/polkadot/local-polkadot-chain.ts), from the local stack.
   */
  readonly VITE_FOYER_POLKADOT_CHAIN?: string
  /** JSON `{ [chainId]: { address, name, symbol, decimals }[] }`: the ERC-20s deployed on the anvil chains. */
  readonly VITE_FOYER_DEVNET_TOKENS?: string
  readonly VITE_FOYER_DEVNET_COLLECTIONS?: string
  /** The dev login frame (email login through an embedded wallet), on an origin of its own. */
  readonly VITE_FOYER_LOGIN_FRAME_URL?: string
  /**
   * `true` at build time puts the demo's Foyer on `window.foyer`, as dev always does: set only for the
   * browser tests' production build (test/e2e/support/production-builds.ts), whose tests drive it.
   */
  readonly VITE_FOYER_EXPOSE_FOYER?: string
}
