import type { NamespaceKit } from '../kit.types.js'
import { readSs58Form } from './ss58-form.js'

// Polkadot's kit for code that must stay light and does not need to know an address is intact: it
// reads an SS58 address's form (base58, a prefix written in its one form, a 32-byte account id) and not
// its checksum, a blake2b-512 hash that would add about 4 kB gzip with its helpers. Sign-in pages check
// with it (`siwxKits`): the server's sign-in verifier refuses an address whose checksum does not hold,
// the page's stored sessions go through that verifier, and the adapters' kit (`polkadot.kit.ts`, this
// one with the checksum checked) reads the accounts wallets hand over.
const accountIdBytes = 32
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The 32-byte account id an address in the form of a Polkadot account carries, its checksum not
 * checked; `undefined` for any other text (a 33-byte ecdsa key is a key, not an account).
 *
 * @example
 * polkadotAccountIdOfForm('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // d43593c7…a56da27d
 */
export function polkadotAccountIdOfForm(address: string): Uint8Array | undefined {
  const form = readSs58Form(address)
  return form?.publicKey.length === accountIdBytes ? form.publicKey : undefined
}

/**
 * Polkadot: genesis-hash references (32 lowercase hex digits); SS58 addresses read by their form (see
 * above), one account whatever their network prefix; explorers (Subscan) show `/account/…`.
 *
 * @example
 * polkadotFormKit.accountKey('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // '0xd43593c7…a56da27d'
 */
export const polkadotFormKit: NamespaceKit<'polkadot'> = {
  namespace: 'polkadot',
  displayName: 'Polkadot',
  referencePattern: /^[0-9a-f]{32}$/,
  networkIdType: 'string',
  isAddress: (value) => polkadotAccountIdOfForm(value) !== undefined,
  // A text that is no account address keys as itself, so it matches only itself.
  accountKey(address) {
    const accountId = polkadotAccountIdOfForm(address)
    return accountId ? `0x${toHex(accountId)}` : address
  },
  explorerAddressPath: 'account',
  // No payment URI: Polkadot has no scheme wallets share, so the QR code carries the bare address. No
  // `isAddressOn`: an address written with another network's prefix is still the same account there.
  hasActivity: false,
  hasNames: false,
}
