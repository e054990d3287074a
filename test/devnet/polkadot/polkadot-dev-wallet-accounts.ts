import type { ScriptedPolkadotAccount } from '../../wallets/polkadot-extension.js'
import { POLKADOT_DEV_ACCOUNTS, POLKADOT_DEV_SEED } from './polkadot-dev-accounts.js'

/**
 * Where the demo's Polkadot dev wallet puts itself: its key in `window.injectedWeb3`, as an extension's
 * (`polkadot-js`, `talisman`) is.
 */
export const POLKADOT_DEV_WALLET_KEY = 'foyer-dev-wallet'

/**
 * The accounts of the demo's Polkadot dev wallet, in the order it lists them: Substrate's `//Alice` and
 * `//Bob` (sr25519) and the Foyer dev key in ed25519, each funded by the local chain at start, with an
 * ethereum account of the same seed among them, as Talisman and SubWallet list their EVM accounts (a
 * site must not offer it for Substrate signing). Public keys, demo only.
 *
 * @example
 * createScriptedPolkadotExtension({ accounts: POLKADOT_DEV_WALLET_ACCOUNTS })
 */
export const POLKADOT_DEV_WALLET_ACCOUNTS: readonly ScriptedPolkadotAccount[] = [
  POLKADOT_DEV_ACCOUNTS.alice,
  POLKADOT_DEV_ACCOUNTS.bob,
  { name: 'Foyer dev (Ethereum)', uri: POLKADOT_DEV_SEED, type: 'ethereum' },
  POLKADOT_DEV_ACCOUNTS.devEd25519,
]
