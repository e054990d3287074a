/**
 * The attribute that names the place a Foyer control holds on the site's page (`account`): the
 * account button is "Connect wallet" while disconnected and the account pill once connected, two
 * different elements in one place. Both carry `data-foyer-control="account"`.
 */
export const controlPlaceAttribute = 'data-foyer-control'

function controlsAt(place: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[${controlPlaceAttribute}]`)].filter(
    (element) => element.getAttribute(controlPlaceAttribute) === place,
  )
}

/**
 * Where the focus goes when the modal closes: the element that opened it, or, when that element was
 * replaced meanwhile (connecting turns "Connect wallet" into the account pill, disconnecting turns it
 * back), the control now holding the opener's place, so keyboard and screen-reader users land where
 * they were instead of at the top of the page. With several controls in one place on the page, the
 * one at the opener's position among them.
 *
 * @example
 * const target = focusReturnTarget(document.activeElement)
 * // … the modal connects and closes …
 * target()?.focus()
 */
export function focusReturnTarget(opener: Element | null): () => HTMLElement | null {
  if (!(opener instanceof HTMLElement)) return () => null
  const holder = opener.closest<HTMLElement>(`[${controlPlaceAttribute}]`)
  const place = holder?.getAttribute(controlPlaceAttribute)
  if (!holder || !place) return () => (opener.isConnected ? opener : null)
  const position = controlsAt(place).indexOf(holder)
  return () => {
    if (opener.isConnected) return opener
    const controls = controlsAt(place)
    return controls[position] ?? controls[0] ?? null
  }
}
