import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import type { PolkadotDevAccount } from './polkadot-dev-accounts.js'

/**
 * The key pair of `account`, its address in `ss58Prefix`'s format (42, the generic Substrate prefix,
 * unless given: pass the chain's for addresses as its wallets show them). Waits for the crypto WASM
 * that sr25519 needs.
 *
 * @example
 * const alice = await polkadotDevPair(POLKADOT_DEV_ACCOUNTS.alice, devnet.ss58Prefix)
 * alice.address // 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F' on a chain with prefix 2
 */
export async function polkadotDevPair(account: PolkadotDevAccount, ss58Prefix = 42): Promise<KeyringPair> {
  await cryptoWaitReady()
  return new Keyring({ type: account.type, ss58Format: ss58Prefix }).addFromUri(account.uri, {
    name: account.name,
  })
}
