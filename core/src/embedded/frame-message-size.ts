import type { FrameCallName } from './frame-calls.js'

/**
 * The largest answer the page reads from the login frame for any call but an RPC request: 64 KiB.
 * The biggest of them is a user (an email, a name and a few addresses) at well under 4 KiB; the
 * others are an address, a chain id or a list of chain ids.
 */
export const FRAME_ANSWER_MAX_BYTES = 64 * 1024

/**
 * The largest answer to an RPC request: 8 MiB. Signatures and hashes are a few hundred bytes, but a
 * site may read the chain through the wallet, and the largest reads it may ask for are a block's
 * receipts or logs (a full mainnet block's run to 2–4 MB of JSON; node providers cap a log query at
 * about 10,000 entries, ~5 MB). Twice that still refuses the tens of megabytes a frame could send to
 * stall the page.
 */
export const FRAME_RPC_ANSWER_MAX_BYTES = 8 * 1024 * 1024

/**
 * The size cap of an answer to `name` ({@link FRAME_ANSWER_MAX_BYTES},
 * {@link FRAME_RPC_ANSWER_MAX_BYTES}).
 *
 * @example
 * frameAnswerLimit('GET_USER') // 65536
 */
export function frameAnswerLimit(name: FrameCallName): number {
  return name === 'RPC_REQUEST' ? FRAME_RPC_ANSWER_MAX_BYTES : FRAME_ANSWER_MAX_BYTES
}

/**
 * Whether `value`, a message as it arrived on the frame's port, is at most about `maxBytes` long as
 * JSON text (a string counts its length, a number 8, an array its length, an object its keys, binary
 * data its bytes, and each contains what it holds). It is counted before anything reads the message,
 * and the count stops as soon as it passes `maxBytes`: a 50 MB answer costs no more to refuse than one
 * just over the cap, nesting cannot overflow the stack (the walk keeps its own), and a message that
 * refers to itself only counts up to the cap.
 *
 * @example
 * fitsWithin({ chainId: 1 }, 65_536) // true
 * fitsWithin('x'.repeat(100_000), 65_536) // false
 */
export function fitsWithin(value: unknown, maxBytes: number): boolean {
  let total = sizeOf(value)
  // What is still to be counted: one lazy walk per container entered, the innermost last.
  const walks: Iterator<unknown>[] = [membersOf(value)]
  while (total <= maxBytes) {
    const walk = walks.at(-1)
    if (!walk) return true
    const member = walk.next()
    if (member.done) {
      walks.pop()
      continue
    }
    total += sizeOf(member.value)
    walks.push(membersOf(member.value))
  }
  return false
}

// The size of `value` itself, without what it contains.
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length + 2
  if (typeof value !== 'object' || value === null) return 8
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value.byteLength
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value.size
  // An array counts its length at once: a sparse array of a billion slots is refused before a walk.
  if (Array.isArray(value)) return 2 + value.length
  return 2
}

// What `value` contains, one at a time; an object's keys are counted as they come.
function* membersOf(value: unknown): Generator<unknown> {
  if (typeof value !== 'object' || value === null) return
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) yield value[index]
    return
  }
  if (value instanceof Map || value instanceof Set) {
    for (const entry of value) yield entry
    return
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    yield key
    yield Reflect.get(value, key)
  }
}
