import { bytesToHex } from '@noble/hashes/utils'
import { defineError } from '../../errors/define.js'
import { toRpcError } from '../../errors/rpc.js'
import { isRecord } from '../../utils/is-record.js'
import type { Account } from '../adapter.types.js'
import type { PolkadotExtension, PolkadotInjected } from './polkadot.types.js'
import { caipReferenceOfGenesisHash } from './polkadot-networks.js'
import { decodeSs58, encodeSs58 } from './ss58.js'

// What a Polkadot extension answers, checked before Foyer uses it: an extension is code from another
// origin and may inject or return anything. Junk is dropped where other answers can still be used
// (an account among good ones) and is a clear error where nothing is left.

/**
 * A Polkadot extension answered something Foyer cannot use: `enable` without accounts, no account to
 * offer, a signature that is not hex or of the wrong length.
 *
 * @example
 * throw new InvalidPolkadotWalletAnswerError({ details: 'signRaw: the signature is 63 bytes' })
 */
export class InvalidPolkadotWalletAnswerError extends defineError(
  'POLKADOT_INVALID_WALLET_ANSWER',
  'The wallet answered with something that is not valid',
  'InvalidPolkadotWalletAnswerError',
) {}

/**
 * A Polkadot extension failed without saying why in a form Foyer reads: it threw something that is not
 * an `Error` (a string, a plain object). Its words, as far as they can be read, are in `details`.
 *
 * @example
 * throw new PolkadotWalletFailedError({ details: 'enable: "boom"' })
 */
export class PolkadotWalletFailedError extends defineError(
  'POLKADOT_WALLET_FAILED',
  'The wallet failed',
  'PolkadotWalletFailedError',
) {}

/** The same error, saying which request got the answer and what is wrong with it. */
export const invalidAnswer = (method: string, problem: string) =>
  new InvalidPolkadotWalletAnswerError({ details: `${method}: ${problem}` })

/**
 * A thrown value in words, whatever it is (some values cannot even be turned into a string), at most
 * 300 characters of them.
 */
function wordsOf(value: unknown): string {
  let words: string
  try {
    if (isRecord(value) && typeof value.message === 'string') words = value.message
    else words = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  } catch {
    words = typeof value
  }
  return words.slice(0, 300)
}

/**
 * A wallet's error as Foyer reports it: a refusal (code 4001, or words saying the visitor rejected,
 * cancelled or did not allow the site: polkadot-js says "Cancelled" and "is not allowed to interact")
 * becomes the standard rejection, so the modal says 'Connection rejected'; an `Error` stays as it is;
 * anything else becomes a {@link PolkadotWalletFailedError} naming the request.
 *
 * @example
 * throw toPolkadotWalletError(new Error('Cancelled'), 'signRaw') // the standard rejection (4001)
 */
export function toPolkadotWalletError(error: unknown, method: string): Error {
  const words = wordsOf(error)
  const code = isRecord(error) ? error.code : undefined
  if (code === 4001 || /reject|denied|declined|cancel|not allowed/i.test(words))
    return toRpcError(4001, words)
  if (error instanceof Error) return error
  return new PolkadotWalletFailedError({ details: `${method}: ${words}` })
}

/**
 * Calls a method of an extension's object the way the object would: a missing method is an invalid
 * answer, a throw (at once or later) the wallet's error as Foyer reports it.
 *
 * @example
 * await callWallet(injected.accounts, 'get', 'accounts.get', true)
 */
export async function callWallet(
  target: object,
  method: string,
  name: string,
  ...args: unknown[]
): Promise<unknown> {
  let fn: unknown
  try {
    fn = Reflect.get(target, method)
  } catch (error) {
    throw toPolkadotWalletError(error, name)
  }
  if (typeof fn !== 'function') throw invalidAnswer(name, 'the wallet has no such method')
  try {
    return await fn.apply(target, args)
  } catch (error) {
    throw toPolkadotWalletError(error, name)
  }
}

/**
 * Whether an `injectedWeb3` entry is an extension Foyer can ask: an object with an `enable` method.
 * Anything else (a string, `null`, an object without `enable`, a getter that throws) is not listed.
 *
 * @example
 * isPolkadotExtension({ enable: async () => injected, version: '0.62.1' }) // true
 * isPolkadotExtension({ version: '1' }) // false
 */
export function isPolkadotExtension(value: unknown): value is PolkadotExtension {
  try {
    return isRecord(value) && typeof value.enable === 'function'
  } catch {
    return false
  }
}

/**
 * What `enable` resolved with, once it has the parts Foyer uses: `accounts.get` (and maybe
 * `accounts.subscribe`) and a `signer` object. Throws {@link InvalidPolkadotWalletAnswerError} otherwise.
 *
 * @example
 * const injected = injectedOf(await extension.enable('My site'))
 */
export function injectedOf(value: unknown): PolkadotInjected {
  try {
    if (isRecord(value) && isRecord(value.accounts) && typeof value.accounts.get === 'function') {
      const signer = isRecord(value.signer) ? value.signer : {}
      return { accounts: value.accounts as PolkadotInjected['accounts'], signer }
    }
  } catch {
    // A getter that throws is junk like any other.
  }
  throw invalidAnswer('enable', 'the answer has no accounts to list')
}

/** The key types offered for Substrate signing. `ethereum` accounts (Talisman's, SubWallet's) are not. */
const offeredTypes: readonly string[] = ['sr25519', 'ed25519', 'ecdsa']
// An account id is 32 bytes: an sr25519 or ed25519 public key, or the blake2 hash of an ecdsa key.
const accountIdBytes = 32

/**
 * Where the accounts an extension listed are shown: the network's SS58 prefix and CAIP-2 reference (an
 * account restricted to another chain is not offered there), and every configured network's prefix by
 * CAIP-2 id (each account's address there, for when the site moves the connection).
 */
export type AccountsTarget = {
  prefix: number
  reference: string
  networkPrefixes: Readonly<Record<string, number>>
}

/**
 * Foyer's accounts for an extension's list, with the address the extension wrote for each (to give it
 * back when signing), and why each dropped entry was dropped. Kept: SS58 addresses of a 32-byte account
 * id whose checksum holds, of key type `sr25519`, `ed25519` or `ecdsa` (or none said), for any chain or
 * this network's; each shown with the network's prefix (extensions write the generic 42), its name,
 * its key type as `addressType` and, for sr25519 and ed25519, its public key. The same account twice
 * is kept once. Dropped: anything else (ethereum accounts, junk). Polkadot's default account type is eoa.
 *
 * @example
 * accountsOf([{ address: '5GrwvaEF…utQY', name: 'Alice', type: 'sr25519' }], { prefix: 0, reference: '91b1…', networkPrefixes })
 * // { accounts: [{ address: '15oF4u…6Sp5', type: 'eoa', name: 'Alice', addressType: 'sr25519', … }], walletAddresses: …, dropped: [] }
 */
export function accountsOf(
  value: unknown,
  target: AccountsTarget,
): { accounts: Account[]; walletAddresses: Map<string, string>; dropped: string[] } {
  const accounts: Account[] = []
  const walletAddresses = new Map<string, string>()
  const dropped: string[] = []
  for (const entry of Array.isArray(value) ? value : []) {
    const problem = problemOf(entry, target)
    if (problem) {
      dropped.push(problem)
      continue
    }
    const { address, name, type } = entry as Record<string, unknown>
    const publicKey = decodeSs58(address as string)?.publicKey as Uint8Array
    const key = `0x${bytesToHex(publicKey)}`
    if (walletAddresses.has(key)) continue
    walletAddresses.set(key, address as string)
    const keyType = typeof type === 'string' ? type : undefined
    accounts.push({
      address: encodeSs58(publicKey, target.prefix),
      type: 'eoa',
      name: typeof name === 'string' && name.length > 0 ? name : undefined,
      addressType: keyType,
      // An ecdsa account's id is its key's hash, not the key.
      publicKey: keyType === 'ecdsa' ? undefined : bytesToHex(publicKey),
      networkAddresses: Object.fromEntries(
        Object.entries(target.networkPrefixes).map(([id, prefix]) => [id, encodeSs58(publicKey, prefix)]),
      ),
    })
  }
  return { accounts, walletAddresses, dropped }
}

/** Why an extension's list entry is not offered, or `undefined` when it is. */
function problemOf(entry: unknown, target: AccountsTarget): string | undefined {
  if (!isRecord(entry)) return 'an entry that is no account'
  const { address, type, genesisHash } = entry
  if (typeof address !== 'string') return 'an account without an address'
  if (type !== undefined && type !== null && (typeof type !== 'string' || !offeredTypes.includes(type)))
    return `${JSON.stringify(address.slice(0, 48))}: a ${String(type).slice(0, 16)} account, not offered for Substrate signing`
  if (decodeSs58(address)?.publicKey.length !== accountIdBytes)
    return `${JSON.stringify(address.slice(0, 48))} is not an SS58 account address (or its checksum is wrong)`
  if (genesisHash !== undefined && genesisHash !== null && genesisHash !== '') {
    const reference = typeof genesisHash === 'string' ? caipReferenceOfGenesisHash(genesisHash) : undefined
    if (reference !== target.reference) return `${JSON.stringify(address)} is for another chain`
  }
  return undefined
}

// Signature lengths by key type: sr25519 and ed25519 sign in 64 bytes, ecdsa in 65; some extensions
// put the key type's byte first (0 ed25519, 1 sr25519, 2 ecdsa), as the chain's MultiSignature writes it.
const signatureBytes: Readonly<Record<string, { bytes: number; typeByte: number }>> = {
  ed25519: { bytes: 64, typeByte: 0 },
  sr25519: { bytes: 64, typeByte: 1 },
  ecdsa: { bytes: 65, typeByte: 2 },
}

/**
 * The signature in a `signRaw` answer (`{ id, signature }`), as lowercase `0x` hex, once it is hex of
 * a length a signature of `keyType` has: 64 bytes for sr25519 and ed25519 (65 with the key type's
 * byte first), 65 for ecdsa (66 with it); any of those where the key type is not known. Throws
 * {@link InvalidPolkadotWalletAnswerError} otherwise.
 *
 * @example
 * signatureOf({ id: 1, signature: '0x' + 'ab'.repeat(64) }, 'sr25519') // '0xabab…'
 */
export function signatureOf(answer: unknown, keyType: string | undefined): string {
  const signature = isRecord(answer) ? answer.signature : undefined
  if (typeof signature !== 'string' || !/^0x(?:[0-9a-f]{2})+$/i.test(signature))
    throw invalidAnswer('signRaw', 'the signature is not 0x-prefixed hex')
  const length = (signature.length - 2) / 2
  const first = Number.parseInt(signature.slice(2, 4), 16)
  const known = keyType === undefined ? undefined : signatureBytes[keyType]
  const fits = (expected: { bytes: number; typeByte: number }) =>
    length === expected.bytes || (length === expected.bytes + 1 && first === expected.typeByte)
  const ok = known ? fits(known) : Object.values(signatureBytes).some(fits)
  if (!ok)
    throw invalidAnswer(
      'signRaw',
      `the signature is ${length} bytes, not a${keyType ? `n ${keyType}` : ''} signature's length`,
    )
  return signature.toLowerCase()
}
