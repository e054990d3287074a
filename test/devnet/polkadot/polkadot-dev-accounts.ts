/**
 * The seed of the Foyer dev keys (32 bytes, the text `foyer-demo-polkadot-dev-wallet-1`): one key of
 * each of Substrate's signature schemes comes from it. Public knowledge, demo only; never use it
 * outside a local chain.
 *
 * @example
 * new Keyring({ type: 'ed25519' }).addFromUri(POLKADOT_DEV_SEED)
 */
export const POLKADOT_DEV_SEED = '0x666f7965722d64656d6f2d706f6c6b61646f742d6465762d77616c6c65742d31'

/**
 * A key the local Polkadot chain funds at start: a secret URI (a dev derivation path like `//Alice`,
 * or a 32-byte hex seed) and its signature scheme.
 *
 * @example
 * const dave: PolkadotDevAccount = { name: 'Dave', uri: '//Dave', type: 'sr25519' }
 */
export type PolkadotDevAccount = {
  name: string
  uri: string
  type: 'sr25519' | 'ed25519' | 'ecdsa'
}

/**
 * The keys the local Polkadot chain funds at start: Substrate's well-known `//Alice` and `//Bob`
 * (sr25519, as wallets and explorers know them), and the Foyer dev key in each scheme, so tests cover
 * the three signature types (the ecdsa account id is the blake2-256 of the compressed public key, not
 * the key itself).
 *
 * @example
 * const alice = await polkadotDevPair(POLKADOT_DEV_ACCOUNTS.alice) // polkadot-dev-pair.ts
 */
export const POLKADOT_DEV_ACCOUNTS = {
  alice: { name: 'Alice', uri: '//Alice', type: 'sr25519' },
  bob: { name: 'Bob', uri: '//Bob', type: 'sr25519' },
  devSr25519: { name: 'Foyer dev (sr25519)', uri: POLKADOT_DEV_SEED, type: 'sr25519' },
  devEd25519: { name: 'Foyer dev (ed25519)', uri: POLKADOT_DEV_SEED, type: 'ed25519' },
  devEcdsa: { name: 'Foyer dev (ecdsa)', uri: POLKADOT_DEV_SEED, type: 'ecdsa' },
} as const satisfies Record<string, PolkadotDevAccount>
