import { hashTypedData } from 'viem'
import { quoted, readAddress, readData } from './rpc-values.js'
import { UnreadableRequestError } from './unreadable-request-error.js'

/**
 * One field EIP-712 signs: where it is in the message, its type, and its value as shown.
 *
 * @example
 * const field: SignedField = { path: 'details.amount', type: 'uint160', shown: '1000000' }
 */
export type SignedField = { path: string; type: string; shown: string }

/**
 * A field of a struct type, as `types` declares it.
 *
 * @example
 * const field: TypedField = { name: 'spender', type: 'address' }
 */
export type TypedField = { name: string; type: string }

/**
 * Typed data as the review reads it and the signer receives it: only what `types` signs (fields
 * outside them dropped), every value checked against its type and written in one form.
 *
 * @example
 * const { primaryType, messageFields }: ReadTypedData = readTypedData(json)
 */
export type ReadTypedData = {
  types: Readonly<Record<string, readonly TypedField[]>>
  primaryType: string
  domain: Readonly<Record<string, unknown>>
  message: Readonly<Record<string, unknown>>
  /** The domain's and the message's signed fields, in signing order. */
  domainFields: readonly SignedField[]
  messageFields: readonly SignedField[]
}

/**
 * The deepest nesting of structs and arrays the review reads; deeper typed data is refused (a
 * 20,000-deep message would overflow the stack of any recursive reader, the signer's included).
 *
 * @example
 * readTypedData(deep) // throws 'the typed data is nested more than 32 levels deep'
 */
export const TYPED_DATA_MAX_DEPTH = 32
/**
 * The most fields one review lists; a request with more is refused rather than shown in part.
 *
 * @example
 * readTypedData(huge) // throws 'the typed data has more than 1000 fields'
 */
export const TYPED_DATA_MAX_FIELDS = 1_000

// EIP-712's domain fields, in its order, for typed data that does not declare EIP712Domain: the
// signer is then handed the declaration, so every signer hashes the same domain.
const domainFieldTypes: readonly TypedField[] = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
]

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/
const integerType = /^(u?)int(\d{1,3})$/
const bytesType = /^bytes(\d{1,2})$/
const arrayType = /^(.+)\[(\d*)\]$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readInteger(value: unknown, type: string, path: string, unsigned: boolean, bits: number): string {
  // A JSON number past 2^53 has already lost digits: the site meant another number than the one read.
  const integer =
    typeof value === 'number' && Number.isSafeInteger(value)
      ? BigInt(value)
      : typeof value === 'string' && /^(-?[0-9]{1,78}|0x[0-9a-fA-F]{1,64})$/.test(value)
        ? BigInt(value)
        : undefined
  if (integer === undefined) throw new UnreadableRequestError(`${path} ${quoted(value)} is not a ${type}`)
  const limit = unsigned ? 2n ** BigInt(bits) : 2n ** BigInt(bits - 1)
  if (integer >= limit || integer < (unsigned ? 0n : -limit))
    throw new UnreadableRequestError(`${path} ${integer} does not fit a ${type}`)
  return integer.toString()
}

// Line breaks, control and direction characters in a signed string could make it read as other
// lines of the review, or reorder the text around it: such a string is shown escaped, in quotes.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
const deceptive = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/

function shown(value: unknown): string {
  if (typeof value !== 'string' || !deceptive.test(value)) return String(value)
  return JSON.stringify(value).replace(
    new RegExp(deceptive.source, 'g'),
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

function readAtomic(type: string, value: unknown, path: string): unknown {
  if (type === 'address') return readAddress(value, path)
  if (type === 'string') {
    if (typeof value !== 'string')
      throw new UnreadableRequestError(`${path} ${quoted(value)} is not a string`)
    return value
  }
  if (type === 'bool') {
    if (typeof value !== 'boolean')
      throw new UnreadableRequestError(`${path} ${quoted(value)} is not true or false`)
    return value
  }
  if (type === 'bytes') return readData(value, path)
  const bytes = bytesType.exec(type)
  if (bytes) {
    const length = Number(bytes[1])
    const read = length >= 1 && length <= 32 ? readData(value, path) : undefined
    if (read === undefined || read.length !== 2 + 2 * length)
      throw new UnreadableRequestError(`${path} ${quoted(value)} is not a ${type}`)
    return read
  }
  const integer = integerType.exec(type)
  const bits = Number(integer?.[2])
  if (integer && bits >= 8 && bits <= 256 && bits % 8 === 0)
    return readInteger(value, type, path, integer[1] === 'u', bits)
  throw new UnreadableRequestError(`${path} has a type Foyer does not know: ${quoted(type)}`)
}

function readTypes(value: unknown): Record<string, TypedField[]> {
  if (!isRecord(value)) throw new UnreadableRequestError('types is not an object')
  const types: Record<string, TypedField[]> = {}
  for (const [name, fields] of Object.entries(value)) {
    if (!identifier.test(name)) throw new UnreadableRequestError(`types has a struct named ${quoted(name)}`)
    if (!Array.isArray(fields)) throw new UnreadableRequestError(`types.${name} is not a list of fields`)
    const read = fields.map((field, index): TypedField => {
      const fieldName: unknown = isRecord(field) ? field.name : undefined
      const fieldType: unknown = isRecord(field) ? field.type : undefined
      if (typeof fieldName !== 'string' || !identifier.test(fieldName) || typeof fieldType !== 'string')
        throw new UnreadableRequestError(`types.${name}[${index}] is not a { name, type } field`)
      return { name: fieldName, type: fieldType }
    })
    if (new Set(read.map((field) => field.name)).size !== read.length)
      throw new UnreadableRequestError(`types.${name} names a field twice`)
    types[name] = read
  }
  return types
}

/** The structs `roots` refer to, directly or through other structs (as EIP-712's encodeType does). */
function reachable(types: Readonly<Record<string, readonly TypedField[]>>, roots: readonly string[]) {
  const seen = new Set<string>()
  const waiting = [...roots]
  for (let name = waiting.pop(); name !== undefined; name = waiting.pop()) {
    const fields = types[name]
    if (seen.has(name) || !fields) continue
    seen.add(name)
    for (const field of fields) waiting.push(field.type.replace(/(\[\d*\])+$/, ''))
  }
  return seen
}

/** Walks a value along its type, keeping only signed fields; bounded in depth and in fields. */
function walker(types: Readonly<Record<string, readonly TypedField[]>>) {
  let count = 0
  function read(type: string, value: unknown, path: string, depth: number, fields: SignedField[]): unknown {
    if (depth > TYPED_DATA_MAX_DEPTH)
      throw new UnreadableRequestError(
        `the typed data is nested more than ${TYPED_DATA_MAX_DEPTH} levels deep`,
      )
    const array = arrayType.exec(type)
    if (array) {
      const [, inner = '', length] = array
      if (!Array.isArray(value)) throw new UnreadableRequestError(`${path} is not a list`)
      if (length !== '' && value.length !== Number(length))
        throw new UnreadableRequestError(`${path} has ${value.length} items, not ${length}`)
      return value.map((item, index) => read(inner, item, `${path}[${index}]`, depth + 1, fields))
    }
    const struct = types[type]
    if (struct) {
      if (!isRecord(value)) throw new UnreadableRequestError(`${path || 'the message'} is not an object`)
      const copy: Record<string, unknown> = {}
      for (const field of struct) {
        const at = path ? `${path}.${field.name}` : field.name
        if (!Object.hasOwn(value, field.name)) throw new UnreadableRequestError(`${at} is missing`)
        copy[field.name] = read(field.type, value[field.name], at, depth + 1, fields)
      }
      return copy
    }
    const atomic = readAtomic(type, value, path)
    count++
    if (count > TYPED_DATA_MAX_FIELDS)
      throw new UnreadableRequestError(`the typed data has more than ${TYPED_DATA_MAX_FIELDS} fields`)
    fields.push({ path, type, shown: shown(atomic) })
    return atomic
  }
  return read
}

/**
 * Reads `eth_signTypedData_v4`'s typed data (a JSON string, or an object) strictly by EIP-712: the
 * domain and the message walked along `types`, so what the review lists is exactly what is signed.
 * Throws {@link UnreadableRequestError} for malformed typed data, a missing or ill-typed field,
 * nesting deeper than {@link TYPED_DATA_MAX_DEPTH}, or anything the signer could not hash.
 *
 * @example
 * readTypedData(JSON.stringify({ types, primaryType: 'Mail', domain, message })).messageFields
 */
export function readTypedData(json: unknown): ReadTypedData {
  let parsed: unknown = json
  if (typeof json === 'string') {
    try {
      parsed = JSON.parse(json)
    } catch {
      throw new UnreadableRequestError('the typed data is not JSON')
    }
  }
  if (!isRecord(parsed)) throw new UnreadableRequestError('the typed data is not an object')
  const declared = readTypes(parsed.types)
  const { primaryType } = parsed
  if (typeof primaryType !== 'string' || primaryType === 'EIP712Domain' || !declared[primaryType])
    throw new UnreadableRequestError(`primaryType ${quoted(primaryType)} is not a struct of types`)
  if (!isRecord(parsed.domain)) throw new UnreadableRequestError('the domain is not an object')
  const given = parsed.domain
  const domainType =
    declared.EIP712Domain ?? domainFieldTypes.filter((field) => given[field.name] !== undefined)
  const types = { ...declared, EIP712Domain: domainType }
  const read = walker(types)
  const domainFields: SignedField[] = []
  const messageFields: SignedField[] = []
  const domain = read('EIP712Domain', given, '', 1, domainFields) as Record<string, unknown>
  const message = read(primaryType, parsed.message, '', 1, messageFields) as Record<string, unknown>
  // Only the structs the domain and the message refer to are handed on; the others change nothing.
  const used = reachable(types, ['EIP712Domain', primaryType])
  const typedData = {
    types: Object.fromEntries(Object.entries(types).filter(([name]) => used.has(name))),
    primaryType,
    domain,
    message,
  }
  try {
    // The signer's own hashing, as a last check: what it cannot hash is not offered for approval.
    hashTypedData(typedData as never)
  } catch (error) {
    throw new UnreadableRequestError(
      `the typed data cannot be hashed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    )
  }
  return { ...typedData, domainFields, messageFields }
}
