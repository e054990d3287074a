import type { PolkadotRefusalReason } from './transfer-errors.js'

// What a Substrate node's `author_submitExtrinsic` (and `…AndWatch…`) answers when its transaction pool
// refuses a transaction, as @polkadot/api's RPC error message gives it: `<code>: <message>[: <data>]`.
// 1010 is InvalidTransaction, which a node words (`1010: Invalid Transaction: Transaction has a bad
// signature`) and chopsticks writes as the runtime's error in JSON (`1010: {"invalid":{"badProof":null}}`);
// 1013 (already imported) and 1014 (priority too low: another transaction with its nonce waits) say
// the nonce is taken. Every other code of the author API's (1001 bad format, 1002 verification failed,
// 1011 unknown validity, 1012 banned, 1015, 1016 pool limits) is a refusal without more to say.

/** InvalidTransaction's kinds, lowercased as JSON names them, that the Send form words. */
const invalidKinds: Readonly<Record<string, PolkadotRefusalReason>> = {
  badproof: 'badProof',
  payment: 'payment',
  stale: 'stale',
  future: 'future',
}

/** A node's words for the same kinds (Substrate's `InvalidTransaction` descriptions). */
const invalidWords: ReadonlyArray<readonly [RegExp, PolkadotRefusalReason]> = [
  [/bad signature/i, 'badProof'],
  [/inability to pay some fees/i, 'payment'],
  [/outdated/i, 'stale'],
  [/valid in the future/i, 'future'],
]

/** The kind named in the JSON form, `{"invalid":{"badProof":null}}` (or `{"invalid":"badProof"}`). */
function jsonKind(text: string): string | undefined {
  try {
    const json: unknown = JSON.parse(text)
    const invalid = typeof json === 'object' && json !== null ? Reflect.get(json, 'invalid') : undefined
    if (typeof invalid === 'string') return invalid
    if (typeof invalid === 'object' && invalid !== null) return Object.keys(invalid)[0]
  } catch {
    // Not JSON: a node's words.
  }
  return undefined
}

/**
 * Why the pool refused a transaction, from the error's message; `undefined` when the message is no
 * pool refusal (a connection that failed, a timeout): the transaction may then have been sent.
 *
 * @example
 * poolRefusalOf('1010: {"invalid":{"badProof":null}}') // 'badProof'
 * poolRefusalOf('1010: Invalid Transaction: Inability to pay some fees (e.g. account balance too low)') // 'payment'
 * poolRefusalOf('WebSocket is not connected') // undefined
 */
export function poolRefusalOf(message: string): PolkadotRefusalReason | undefined {
  const match = /^\s*(10\d\d):\s*([\s\S]*)$/.exec(message)
  if (!match) return undefined
  const [, code, rest = ''] = match
  if (code === '1013' || code === '1014') return 'stale'
  if (code !== '1010') return 'other'
  const kind = jsonKind(rest)
  if (kind !== undefined) return invalidKinds[kind.toLowerCase()] ?? 'other'
  for (const [pattern, reason] of invalidWords) if (pattern.test(rest)) return reason
  return 'other'
}
