// Written right to left: the modal mirrors for them. Only the modal's code reads a direction (its
// root carries `dir`), so this module stays off the page.
const rightToLeft: ReadonlySet<string> = new Set(['ar', 'he', 'fa'])

/**
 * The writing direction of a locale.
 *
 * @example
 * directionOf('ar') // 'rtl'
 */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return rightToLeft.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr'
}
