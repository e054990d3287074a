/**
 * Tiny runtime validators for values read back from storage. Stored text can be anything: an old
 * Foyer version's shape, another script's value, a visitor's hand edit. Each validator is a type
 * guard, so a value that passes is typed without a cast. Hand-rolled on purpose: a schema library
 * would be the largest part of `@foyer/core`'s storage for the handful of shapes it checks.
 */

/**
 * A type guard over an unknown value.
 *
 * @example
 * const isPort: Validator<number> = (value): value is number => Number.isInteger(value)
 */
export type Validator<value> = (value: unknown) => value is value

/**
 * The type a validator accepts.
 *
 * @example
 * type Wallet = Infer<typeof isRecentWallet> // { id: string; rdns?: string }
 */
export type Infer<validator> = validator extends (value: unknown) => value is infer value ? value : never

/**
 * A validator that `shape` treats as an optional property (`key?: value`).
 *
 * @example
 * const rdns: OptionalValidator<string> = optional(isString)
 */
export type OptionalValidator<value> = Validator<value | undefined> & { readonly optional: true }

// Keys that change an object's prototype when copied with `Object.assign` or a `for…in` loop. JSON.parse
// makes them harmless own properties, but a caller that merges a stored record must never see them.
const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype'])

// Longer strings are not something Foyer writes (ids, addresses, names, tokens), so a longer one is
// foreign; the cap also keeps a planted multi-megabyte "username" out of the UI.
const maxStringLength = 65_536

/**
 * Whether `value` is a string (of at most 64 KiB).
 *
 * @example
 * isString('metamask') // true
 */
export function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length <= maxStringLength
}

/**
 * Whether `value` is a non-empty string (of at most 64 KiB): ids and addresses are never empty.
 *
 * @example
 * isNonEmptyString('') // false
 */
export function isNonEmptyString(value: unknown): value is string {
  return isString(value) && value.length > 0
}

/**
 * Whether `value` is a finite number (JSON turns `NaN` and `Infinity` into `null`).
 *
 * @example
 * isNumber(1.5) // true
 */
export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * Whether `value` is a safe integer at or above zero: chain ids, counts, epoch milliseconds.
 *
 * @example
 * isNaturalNumber(8453) // true
 */
export function isNaturalNumber(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0
}

/**
 * Whether `value` is `true` or `false`.
 *
 * @example
 * isBoolean(false) // true
 */
export function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean'
}

/**
 * A validator for one of the given literal values.
 *
 * @example
 * const isStatus = oneOf('connecting', 'connected', 'disconnected')
 */
export function oneOf<const literals extends readonly (string | number | boolean)[]>(
  ...literals: literals
): Validator<literals[number]> {
  return (value): value is literals[number] => literals.includes(value as literals[number])
}

/**
 * A validator for values that pass any of the given validators.
 *
 * @example
 * const isChainId = anyOf(isNaturalNumber, isNonEmptyString) // number | string
 */
export function anyOf<const validators extends readonly Validator<unknown>[]>(
  ...validators: validators
): Validator<Infer<validators[number]>> {
  return (value): value is Infer<validators[number]> => validators.some((validate) => validate(value))
}

/**
 * A validator for arrays whose every item passes `item`.
 *
 * @example
 * const isIds = arrayOf(isNonEmptyString)
 */
export function arrayOf<item>(item: Validator<item>): Validator<item[]> {
  return (value): value is item[] => Array.isArray(value) && value.every((entry) => item(entry))
}

/**
 * A validator for plain objects used as dictionaries: every value passes `entry`, every key passes
 * `key` (when given), and no key is `__proto__`, `constructor` or `prototype`.
 *
 * @example
 * const isBalances = record(isNumber) // Record<string, number>
 */
export function record<entry, key extends string = string>(
  entry: Validator<entry>,
  key?: Validator<key>,
): Validator<Partial<Record<key, entry>>> {
  return (value): value is Partial<Record<key, entry>> =>
    isPlainObject(value) &&
    Object.entries(value).every(
      ([name, item]) => !unsafeKeys.has(name) && (key === undefined || key(name)) && entry(item),
    )
}

type ShapeValidators = Record<string, Validator<unknown>>
type Simplify<type> = { [key in keyof type]: type[key] } & {}
type Shape<validators extends ShapeValidators> = Simplify<
  {
    -readonly [key in keyof validators as validators[key] extends OptionalValidator<unknown>
      ? never
      : key]: Infer<validators[key]>
  } & {
    -readonly [key in keyof validators as validators[key] extends OptionalValidator<unknown>
      ? key
      : never]?: Exclude<Infer<validators[key]>, undefined>
  }
>

/**
 * A validator for objects with the given properties. Properties not listed are allowed, so a value
 * written by a newer Foyer still reads; `__proto__`, `constructor` and `prototype` are not.
 *
 * @example
 * const isRecentWallet = shape({ id: isNonEmptyString, rdns: optional(isString) })
 * // Validator<{ id: string; rdns?: string }>
 */
export function shape<const validators extends ShapeValidators>(
  validators: validators,
): Validator<Shape<validators>> {
  const entries = Object.entries(validators)
  return (value): value is Shape<validators> =>
    isPlainObject(value) &&
    !Object.keys(value).some((name) => unsafeKeys.has(name)) &&
    // Own properties only: a missing `constructor` must not be read from Object.prototype.
    entries.every(([name, validate]) => validate(Object.hasOwn(value, name) ? value[name] : undefined))
}

/**
 * Marks a `shape` property as optional: absent (or `undefined`) passes, anything else must pass
 * `validator`. `null` does not pass: Foyer never writes it, JSON drops `undefined` instead.
 *
 * @example
 * shape({ caipNetworkId: optional(isString) })
 */
export function optional<value>(validator: Validator<value>): OptionalValidator<value> {
  const validate = (value: unknown): value is value | undefined => value === undefined || validator(value)
  return Object.assign(validate, { optional: true as const })
}

/**
 * Whether `value` is a non-array, non-null object with `Object.prototype` or no prototype (what
 * JSON.parse builds).
 *
 * @example
 * isPlainObject({}) // true
 * isPlainObject([]) // false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
