import type { Client } from 'viem'
import { type Hex, word } from '../contract-calls.js'
import { isRevert } from '../rpc-revert.js'

// A name's Ethereum address and picture, read with eth_calls to ENS's Universal Resolver (`resolve(bytes
// name, bytes data)` with `addr(bytes32 node)`, and with `text(bytes32 node, string key)` for `avatar`), written out rather than made with viem's ENS actions, which
// would share viem's ABI coder with the page's first download. The hash function comes from the
// adapter (viem's keccak256, which the page already has) for the same reason.

/** `resolve(bytes,bytes)`, `addr(bytes32)` and `text(bytes32,string)`. */
const RESOLVE = '9061b923'
const ADDR = '3b3b57de'
const TEXT = '59d1d43c'

/** Keccak-256 of bytes. */
export type Keccak256 = (bytes: Uint8Array) => Uint8Array

/**
 * Names Foyer looks up: ASCII letters, digits and hyphens in dot-separated labels, lowercase (ENS's
 * normalisation leaves these as they are). Anything else (other scripts, emoji) is not looked up: a
 * look-alike name must not quietly resolve to another's address.
 */
const plainName = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/

/** An https address with a host: the only kind of picture address shown (no script, no mixed content). */
const httpsUrl = /^https:\/\/[a-z0-9.-]+(?::\d+)?(?:[/?#]\S*)?$/i

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** A name in DNS wire format, as ENSIP-10 passes it: each label's length then its bytes, then 0. */
export function dnsEncode(name: string): Uint8Array {
  const labels = name.split('.').map((label) => new TextEncoder().encode(label))
  const bytes = new Uint8Array(labels.reduce((sum, label) => sum + 1 + label.length, 1))
  let at = 0
  for (const label of labels) {
    bytes[at++] = label.length
    bytes.set(label, at)
    at += label.length
  }
  return bytes
}

/** ENS's namehash (EIP-137): the hash of the parent's hash and the label's hash, from the right. */
export function namehash(name: string, keccak: Keccak256): Uint8Array {
  let node: Uint8Array = new Uint8Array(32)
  for (const label of name.split('.').reverse()) {
    const joined = new Uint8Array(64)
    joined.set(node, 0)
    joined.set(keccak(new TextEncoder().encode(label)), 32)
    node = keccak(joined)
  }
  return node
}

/** ABI `bytes` in a dynamic argument's tail: its length, then the bytes padded to whole words. */
function bytesTail(hex: string): string {
  const length = hex.length / 2
  return `${word(length)}${hex.padEnd(Math.ceil(length / 32) * 64, '0')}`
}

/**
 * The call data of the Universal Resolver's `resolve(dnsEncode(name), addr(namehash(name)))`.
 *
 * @example
 * resolveAddressData('vitalik.eth', keccak256Bytes)
 */
export function resolveAddressData(name: string, keccak: Keccak256): Hex {
  return resolveData(name, `${ADDR}${toHex(namehash(name, keccak))}`)
}

/**
 * The call data of the Universal Resolver's `resolve(dnsEncode(name), text(namehash(name), key))`.
 *
 * @example
 * resolveTextData('vitalik.eth', 'avatar', keccak256Bytes)
 */
export function resolveTextData(name: string, key: string, keccak: Keccak256): Hex {
  const keyTail = bytesTail(toHex(new TextEncoder().encode(key)))
  // text's node, then its one dynamic argument's offset (two words in) and tail.
  return resolveData(name, `${TEXT}${toHex(namehash(name, keccak))}${word(64)}${keyTail}`)
}

function resolveData(name: string, dataHex: string): Hex {
  const nameTail = bytesTail(toHex(dnsEncode(name)))
  // Two dynamic arguments: their offsets from the start of the arguments, then each tail.
  return `0x${RESOLVE}${word(64)}${word(64 + nameTail.length / 2)}${nameTail}${bytesTail(dataHex)}`
}

/** The `bytes` at the word offset `at` of ABI `hex`, or `undefined` when it runs past the end. */
function bytesAt(hex: string, at: number): string | undefined {
  const offset = Number.parseInt(hex.slice(at, at + 64), 16) * 2
  const length = Number.parseInt(hex.slice(offset, offset + 64), 16) * 2
  const bytes = hex.slice(offset + 64, offset + 64 + length)
  return Number.isSafeInteger(length) && bytes.length === length ? bytes : undefined
}

/** The `result` of `resolve`'s answer `(bytes result, address resolver)`, as hex without 0x. */
function resultIn(answer: unknown): string | undefined {
  if (typeof answer !== 'string' || answer.length < 2 + 64 * 3) return undefined
  return bytesAt(answer.startsWith('0x') ? answer.slice(2) : answer, 0)
}

/** The address in `resolve`'s answer, where `result` is one address word. */
function addressIn(answer: unknown): Hex | undefined {
  const result = resultIn(answer)
  if (!result || !/^0{24}[0-9a-f]{40}$/i.test(result) || /^0+$/.test(result)) return undefined
  return `0x${result.slice(24)}`
}

/** The text in `resolve`'s answer, where `result` is an ABI string; `undefined` unless it is UTF-8. */
function textIn(answer: unknown): string | undefined {
  const result = resultIn(answer)
  const text = result && bytesAt(result, 0)
  if (!text) return undefined
  const bytes = Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/** One `eth_call` to the Universal Resolver; `undefined` when it reverts (no resolver, no record). */
async function callResolver(client: Pick<Client, 'request'>, to: Hex, data: Hex): Promise<unknown> {
  try {
    return await client.request({ method: 'eth_call', params: [{ to, data }, 'latest'] })
  } catch (error) {
    if (isRevert(error)) return undefined
    throw error
  }
}

/**
 * The Ethereum address ENS's name points to (coin type 60), read through the Universal Resolver at
 * `universalResolver`, and its `avatar` text record when that is an https URL (an NFT or IPFS
 * reference is not fetched; a failed read is no picture); `undefined` when the name is not a plain one
 * (see `plainName`), has no resolver or no address (the call reverts or answers nothing). The chain
 * failing to answer for the address rejects.
 *
 * @example
 * await readEnsReceiver(client, { name: 'vitalik.eth', universalResolver, keccak }) // { address: '0xd8da…6045', avatar: 'https://…' }
 */
export async function readEnsReceiver(
  client: Pick<Client, 'request'>,
  { name, universalResolver, keccak }: { name: string; universalResolver: Hex; keccak: Keccak256 },
): Promise<{ address: Hex; avatar?: string } | undefined> {
  if (!plainName.test(name)) return undefined
  const [addressAnswer, avatarAnswer] = await Promise.all([
    callResolver(client, universalResolver, resolveAddressData(name, keccak)),
    callResolver(client, universalResolver, resolveTextData(name, 'avatar', keccak)).catch(() => undefined),
  ])
  const address = addressIn(addressAnswer)
  if (!address) return undefined
  const avatar = textIn(avatarAnswer)
  return {
    address: checksummed(address, keccak),
    ...(avatar && httpsUrl.test(avatar) ? { avatar } : {}),
  }
}

/** An address in its EIP-55 form: a letter is a capital where its nibble of the address's hash is 8 or more. */
function checksummed(address: Hex, keccak: Keccak256): Hex {
  const lower = address.slice(2).toLowerCase()
  const hash = toHex(keccak(new TextEncoder().encode(lower)))
  const letters = [...lower].map((char, index) =>
    Number.parseInt(hash[index] ?? '0', 16) >= 8 ? char.toUpperCase() : char,
  )
  return `0x${letters.join('')}`
}
