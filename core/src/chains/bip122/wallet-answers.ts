import { defineError } from '../../errors/define.js'
import { toRpcError } from '../../errors/rpc.js'
import { isRecord } from '../../utils/is-record.js'
import type { AccountPurpose } from '../adapter.types.js'
import { isBitcoinAddressShape } from './bip122.kit.js'
import type { BitcoinAddressType, BitcoinWalletAddress } from './bip122.types.js'

// What a Bitcoin wallet answers, checked before Foyer uses it: a wallet is code from another origin
// and may return anything, and each wallet family answers in its own shape.

/**
 * A Bitcoin wallet answered something Foyer cannot use: no usable address, a signature that is not
 * base64, or one that does not verify for the address and message.
 *
 * @example
 * throw new InvalidBitcoinWalletAnswerError({ details: 'signMessage: the signature does not verify' })
 */
export class InvalidBitcoinWalletAnswerError extends defineError(
  'BIP122_INVALID_WALLET_ANSWER',
  'The wallet answered with something that is not valid',
  'InvalidBitcoinWalletAnswerError',
) {}

/**
 * The wallet has no such method (a missing function, or sats-connect's -32601): the adapter does the
 * job another way where it can (a transfer as a PSBT it builds).
 *
 * @example
 * throw new UnsupportedWalletMethodError({ details: 'sendTransfer' })
 */
export class UnsupportedWalletMethodError extends defineError(
  'BIP122_UNSUPPORTED_WALLET_METHOD',
  'The wallet does not support this request',
  'UnsupportedWalletMethodError',
) {}

/**
 * Calls a method of an injected wallet object (UniSat's, Phantom's: plain methods answering plain
 * values): a missing method is `UnsupportedWalletMethodError`, a failure the wallet's error as Foyer
 * reports it.
 *
 * @example
 * await callWallet(window.unisat, 'requestAccounts')
 */
export async function callWallet(
  provider: Readonly<Record<string, unknown>>,
  method: string,
  ...args: unknown[]
): Promise<unknown> {
  const fn = provider[method]
  if (typeof fn !== 'function') throw new UnsupportedWalletMethodError({ details: method })
  try {
    return await fn.apply(provider, args)
  } catch (error) {
    throw toBitcoinWalletError(error, method)
  }
}

/** The same error, saying which request got the answer and what is wrong with it. */
export const invalidAnswer = (method: string, problem: string) =>
  new InvalidBitcoinWalletAnswerError({ details: `${method}: ${problem}` })

/**
 * A wallet's error as Foyer reports it: a refusal (code 4001, or a message saying the visitor
 * rejected) becomes the standard rejection, so the modal says 'Connection rejected'; anything else
 * keeps the wallet's words, with the request named.
 *
 * @example
 * throw toBitcoinWalletError({ code: 4001, message: 'User rejected' }, 'signMessage')
 */
export function toBitcoinWalletError(error: unknown, method: string): Error {
  const code = isRecord(error) ? error.code : undefined
  const message = isRecord(error) && typeof error.message === 'string' ? error.message : String(error)
  if (code === 4001 || /reject|denied|declined|cancel/i.test(message)) return toRpcError(4001, message)
  if (error instanceof Error) return error
  return new Error(`${method} failed: ${message}`)
}

const purposes: readonly AccountPurpose[] = ['payment', 'ordinals']
const addressTypes: readonly BitcoinAddressType[] = ['p2tr', 'p2wpkh', 'p2sh', 'p2pkh']
const hexKey = /^(?:[0-9a-f]{64}|0[23][0-9a-f]{64})$/i

/**
 * The address type an address is written as: `bc1p…` taproot, `bc1q…` (42 characters) P2WPKH,
 * `3…`/`2…` P2SH, `1…`/`m…`/`n…` P2PKH; `undefined` for others (P2WSH, unknown versions).
 *
 * @example
 * addressTypeOf('bc1pmzfrwwndsqmk5yh69yjr5lfgfg4ev8c0tsc06e') // 'p2tr'
 */
export function addressTypeOf(address: string): BitcoinAddressType | undefined {
  const lower = address.toLowerCase()
  const segwit = /^(?:bc|tb|bcrt)1([qp])([02-9ac-hj-np-z]+)$/.exec(lower)
  if (segwit) {
    if (segwit[1] === 'p') return 'p2tr'
    // 20-byte program: 32 data characters + 6 of checksum after the version.
    return segwit[2]?.length === 38 ? 'p2wpkh' : undefined
  }
  if (/^[23]/.test(address)) return 'p2sh'
  if (/^[1mn]/.test(address)) return 'p2pkh'
  return undefined
}

/**
 * The Bitcoin addresses in a wallet's answer (address strings, or objects with `address` and
 * possibly `publicKey`, `purpose`, `addressType`), payment ones first. Entries for other chains
 * (Stacks, Spark) and malformed ones are dropped; a purpose left out is `payment`, and an address
 * type left out is read from the address. Throws when no address is left.
 *
 * @example
 * addressesOf([{ address: 'bc1p…', purpose: 'ordinals' }, 'bc1q…'], 'getAddresses')
 */
export function addressesOf(value: unknown, method: string): BitcoinWalletAddress[] {
  if (!Array.isArray(value)) throw invalidAnswer(method, 'the addresses are not a list')
  const found = value.flatMap((entry: unknown): BitcoinWalletAddress[] => {
    const fields = typeof entry === 'string' ? { address: entry } : isRecord(entry) ? entry : {}
    const { address, publicKey } = fields
    if (typeof address !== 'string' || !isBitcoinAddressShape(address)) return []
    const purpose = purposes.find((known) => known === (fields.purpose ?? 'payment'))
    if (!purpose) return []
    const addressType = addressTypes.find((type) => type === fields.addressType) ?? addressTypeOf(address)
    if (!addressType) return []
    let key = typeof publicKey === 'string' && hexKey.test(publicKey) ? publicKey.toLowerCase() : undefined
    // Taproot's key is the 32-byte x-only one; Leather and Phantom give it compressed (33 bytes).
    if (addressType === 'p2tr' && key?.length === 66) key = key.slice(2)
    return [{ address, publicKey: key, purpose, addressType }]
  })
  if (found.length === 0) throw invalidAnswer(method, 'no Bitcoin address')
  return [...found.filter((a) => a.purpose === 'payment'), ...found.filter((a) => a.purpose !== 'payment')]
}

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * A base64 text a wallet returned (a signature, a PSBT), or hex or bytes turned into base64, as some
 * wallets answer in hex and Phantom and Wallet Standard wallets in bytes; throws for anything else.
 *
 * @example
 * base64Of('70736274ff', 'signPsbt') // 'cHNidP8='
 */
export function base64Of(value: unknown, method: string): string {
  if (value instanceof Uint8Array && value.length > 0) {
    let binary = ''
    for (const byte of value) binary += String.fromCharCode(byte)
    return btoa(binary)
  }
  if (typeof value !== 'string' || value.length === 0) throw invalidAnswer(method, 'no text')
  // Hex digits are base64 letters too: hex is what base64 cannot be, or a PSBT's magic bytes in hex.
  if (/^(?:[0-9a-f]{2})+$/i.test(value) && (!base64Pattern.test(value) || /^70736274ff/i.test(value)))
    return hexToBase64(value)
  if (base64Pattern.test(value)) return value
  throw invalidAnswer(method, 'neither base64 nor hex')
}

function hexToBase64(hex: string): string {
  const bytes = hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []
  return btoa(String.fromCharCode(...bytes))
}

/**
 * Base64 as hex, for wallets that take PSBTs in hex.
 *
 * @example
 * base64ToHex('cHNidP8=') // '70736274ff'
 */
export function base64ToHex(base64: string): string {
  return Array.from(atob(base64), (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('')
}

/**
 * Base64 as bytes, for wallets that take PSBTs and messages as bytes.
 *
 * @example
 * base64ToBytes('cHNidP8=') // Uint8Array [0x70, 0x73, 0x62, 0x74, 0xff]
 */
export const base64ToBytes = (base64: string): Uint8Array =>
  Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))

/**
 * A transaction id a wallet returned: 64 hex digits, lowercase.
 *
 * @example
 * txidOf('AB'.repeat(32), 'sendTransfer') // 'abab…'
 */
export function txidOf(value: unknown, method: string): string {
  if (typeof value !== 'string' || !/^[0-9a-f]{64}$/i.test(value))
    throw invalidAnswer(method, 'the transaction id is not 64 hex digits')
  return value.toLowerCase()
}
