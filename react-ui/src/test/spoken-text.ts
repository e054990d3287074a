/**
 * An element's text without its decorative parts (the `aria-hidden` icons and monograms), as a
 * screen reader would read it.
 *
 * @example
 * within(list).getAllByRole('button').map(spokenText) // ['Ethereum', 'Base']
 */
export function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true)
  if (!(copy instanceof HTMLElement)) return ''
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent ?? ''
}
