import fc from 'fast-check'
import { bytesToHex, getAddress, hashTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { readTypedData } from './typed-data-request.js'

/**
 * Typed data as the signer hashes it: fast-check writes structs (atomic fields, arrays, a nested
 * struct) with values in every form a site may use and decoy fields outside `types`; what the review
 * reads must hash exactly as the site's own typed data does, list one line per signed value, and
 * never a decoy.
 */

type Field = { name: string; type: string }

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => bytesToHex(bytes))
const uint256 = fc.bigInt(0n, 2n ** 256n - 1n)
const atomics: Record<string, fc.Arbitrary<unknown>> = {
  address: fc.oneof(
    address,
    address.map((hex) => getAddress(hex)),
  ),
  // A site writes integers as decimal strings, 0x hex strings or safe JSON numbers.
  uint256: fc.oneof(
    uint256.map((n) => n.toString()),
    uint256.map((n) => `0x${n.toString(16)}`),
    fc.maxSafeNat(),
  ),
  uint8: fc.integer({ min: 0, max: 255 }),
  int32: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }).map(String),
  bool: fc.boolean(),
  string: fc.string({ maxLength: 20 }),
  bytes: fc.uint8Array({ maxLength: 40 }).map((bytes) => bytesToHex(bytes)),
  bytes32: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => bytesToHex(bytes)),
}
const atomicType = fc.constantFrom(...Object.keys(atomics))
// Field names never look like the decoys, so a decoy found in the review is one.
const name = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,7}$/).filter((text) => !/decoy|note/i.test(text))

function fieldsOf(types: fc.Arbitrary<string>, min: number, max: number): fc.Arbitrary<Field[]> {
  return fc
    .uniqueArray(fc.record({ name, type: types }), {
      minLength: min,
      maxLength: max,
      selector: (field) => field.name,
    })
    .map((fields) => fields.map(({ name, type }) => ({ name, type })))
}

function valueFor(type: string, types: Record<string, Field[]>): fc.Arbitrary<unknown> {
  if (type.endsWith('[]')) return fc.array(valueFor(type.slice(0, -2), types), { maxLength: 3 })
  const struct = types[type]
  if (struct) return structValue(struct, types)
  return atomics[type] ?? fc.constant(null)
}

// A struct's value, with decoy fields beside the signed ones.
function structValue(fields: Field[], types: Record<string, Field[]>): fc.Arbitrary<Record<string, unknown>> {
  const signed = Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, types)]))
  return fc
    .tuple(
      fc.record(signed),
      fc.dictionary(fc.constantFrom('decoyAmount', 'decoySpender', 'note'), fc.string()),
    )
    .map(([values, decoys]) => ({ ...decoys, ...values }))
}

const typedData = fc
  .tuple(
    fieldsOf(atomicType, 1, 3),
    fieldsOf(
      fc.oneof(
        atomicType,
        atomicType.map((t) => `${t}[]`),
        fc.constant('Inner'),
        fc.constant('Inner[]'),
      ),
      1,
      6,
    ),
  )
  .chain(([inner, outer]) => {
    const types = { Inner: inner, Outer: outer }
    return fc.record({
      types: fc.constant(types),
      primaryType: fc.constant('Outer'),
      domain: fc.record({
        name: fc.string({ maxLength: 10 }),
        chainId: fc.integer({ min: 1, max: 100_000 }),
      }),
      message: structValue(types.Outer, types),
    })
  })

/** How many signed values a value of `type` holds. */
function leaves(type: string, value: unknown, types: Record<string, Field[]>): number {
  if (type.endsWith('[]'))
    return (value as unknown[]).reduce<number>((sum, item) => sum + leaves(type.slice(0, -2), item, types), 0)
  const struct = types[type]
  if (!struct) return 1
  return struct.reduce(
    (sum, field) => sum + leaves(field.type, (value as Record<string, unknown>)[field.name], types),
    0,
  )
}

describe('typed data read as it is signed (property)', () => {
  it('hashes as the site’s own typed data, one line per signed value, no decoy (300 generated)', () => {
    fc.assert(
      fc.property(typedData, (typed) => {
        const read = readTypedData(JSON.stringify(typed))
        const { types, primaryType, domain, message } = read
        expect(hashTypedData({ types, primaryType, domain, message } as never)).toBe(
          hashTypedData(typed as never),
        )
        expect(read.messageFields).toHaveLength(leaves('Outer', typed.message, typed.types))
        for (const field of read.messageFields) expect(field.path).not.toMatch(/decoy|note/)
        expect(JSON.stringify(message)).not.toMatch(/decoy|"note"/)
      }),
      { numRuns: 300 },
    )
  })
})
