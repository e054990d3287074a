/**
 * Whether `value` is a plain record (an object, not null, not an array): the first check of every
 * validator of a JSON body.
 *
 * @example
 * isRecord({ data: [] }) // true
 * isRecord([1, 2]) // false
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
