/**
 * Structural equality for the plain view models core's selectors return, so that a selector that
 * builds a fresh object or array on every snapshot does not re-render its component when nothing
 * it shows changed. Plain objects and arrays are compared member by member; anything else (a
 * wallet's provider object, a function) by reference, which also keeps it safe on cyclic values.
 *
 * @example
 * sameViewModel({ methods: ['wallet'] }, { methods: ['wallet'] }) // true
 */
export function sameViewModel(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameViewModel(item, b[index]))
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameViewModel(a[key], b[key]))
    )
  }
  return false
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
