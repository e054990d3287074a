/**
 * The writing direction of a locale: right to left for Arabic, Hebrew and Persian (the modal mirrors
 * for them), whatever the region (`ar-EG`). Only the modal's code reads a direction (its root carries
 * `dir`), so this module stays off the page.
 *
 * @example
 * directionOf('ar') // 'rtl'
 */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return /^(ar|he|fa)(-|$)/.test(locale) ? 'rtl' : 'ltr'
}
