import type { SiwxNamespaceRules } from '../../siwx/siwx-namespace.types.js'
import { readSs58Form } from './ss58-form.js'

/**
 * Signing in with a Polkadot account: CAIP-122's generic message ("Polkadot" account, the namespace's
 * display name; ChainAgnostic/namespaces has no Polkadot sign-in profile to say otherwise), the
 * chain's genesis-hash reference as `Chain ID`, an SS58 address carrying a 32-byte account id with
 * any network's prefix (the prefix changes the text, not the account), written as given. Messages are
 * made and read on the page, so only the address's form is checked here, not its checksum: that is a
 * blake2b hash kept off sign-in pages (see `polkadot-form.kit.ts`); the server's verifier
 * (`siwx/server/polkadot.ts`) refuses an address whose checksum does not hold.
 *
 * @example
 * polkadotSiwx.addressProblem('0x12', polkadot.id) // 'not a Polkadot address: "0x12"'
 */
export const polkadotSiwx: SiwxNamespaceRules = {
  accountName: 'Polkadot',
  addressProblem(address) {
    const form = readSs58Form(address)
    if (!form) return `not a Polkadot address: ${JSON.stringify(address)}`
    // A 33-byte payload is an ecdsa key; its account is that key's blake2b-256 hash.
    if (form.publicKey.length !== 32) return `${address} is an ecdsa key, not an account id`
    return undefined
  },
}
