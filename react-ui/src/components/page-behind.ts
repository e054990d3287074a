import { type RefObject, useEffect } from 'react'

/**
 * While the overlay modal is open, the page behind it is out of reach, as `aria-modal` promises: it
 * does not scroll (the body's overflow is hidden, the scrollbar's width kept as padding so nothing
 * shifts), and every branch of `<body>` outside Foyer's own layers (the modal, its toasts) is `inert`:
 * no focus, no clicks, nothing for a screen reader. A modal rendered inside the page
 * (`appendTo={false}`) leaves its own branch reachable. Everything is put back when the modal closes.
 *
 * @example
 * usePageBehind(rootRef, layout === 'overlay')
 */
export function usePageBehind(rootRef: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const root = rootRef.current
    if (!enabled || !root) return
    const page = root.ownerDocument
    const { body, documentElement } = page
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    const scrollbar = (page.defaultView?.innerWidth ?? 0) - documentElement.clientWidth
    body.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    const madeInert = [...body.children].filter(
      (branch) =>
        !branch.contains(root) && !branch.classList.contains('foyer-root') && !branch.hasAttribute('inert'),
    )
    for (const branch of madeInert) branch.setAttribute('inert', '')
    return () => {
      body.style.overflow = before.overflow
      body.style.paddingRight = before.paddingRight
      for (const branch of madeInert) branch.removeAttribute('inert')
    }
  }, [enabled, rootRef])
}
