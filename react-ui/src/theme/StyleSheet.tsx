import { useContext, useEffect, useId, useLayoutEffect, useSyncExternalStore, version } from 'react'
import { createSheetOwners, type SheetOwners } from './sheet-owners.js'
import { StyleSheetPolicyContext } from './style-sheet-policy.js'

export { type StyleSheetPolicy, StyleSheetPolicyContext } from './style-sheet-policy.js'

/** React 19 and later hoist `<style href precedence>` into the head, one copy per `href`. */
const hoistsStyles = Number.parseInt(version, 10) >= 19

type SheetProps = { id: string; css: string; nonce: string | undefined }

function HoistedSheet({ id, css, nonce }: SheetProps) {
  return (
    <style href={id} precedence="foyer" nonce={nonce}>
      {css}
    </style>
  )
}

// Each policy scope's registry, made by the first sheet that needs it (the provider holds only the scope).
const registries = new WeakMap<object, SheetOwners>()

function ownersOf(scope: object): SheetOwners {
  let owners = registries.get(scope)
  if (!owners) {
    owners = createSheetOwners()
    registries.set(scope, owners)
  }
  return owners
}

// `useLayoutEffect` only runs in the browser; on the server the claim made during render is all.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

function OwnedSheet({ id, css, nonce, owners }: SheetProps & { owners: SheetOwners }) {
  const component = useId()
  owners.claim(id, component)
  const owner = useSyncExternalStore(
    owners.subscribe,
    () => owners.ownerOf(id),
    () => owners.ownerOf(id),
  )
  useBrowserLayoutEffect(() => {
    owners.mounted(id, component)
    return () => owners.unmounted(id, component)
  }, [owners, id, component])
  useEffect(() => owners.adopt(id, component), [owners, id, component])
  if (owner !== component) return null
  return (
    <style data-foyer-sheet={id} nonce={nonce}>
      {css}
    </style>
  )
}

/**
 * One of Foyer's stylesheets, rendered once per document however many components need it: React 19
 * hoists it into the head (on the server too); under React 18 one of those components renders it.
 * Under a strict Content-Security-Policy it carries the nonce the site gave; with
 * `injectStyles={false}` nothing is rendered and the site's own `<link>` to
 * `@foyer/react/styles.css` styles the modal.
 *
 * @example
 * <StyleSheet id="foyer-toaster" css={toasterCss} />
 */
export function StyleSheet({ id, css }: { id: string; css: string }) {
  const { inject, nonce, scope } = useContext(StyleSheetPolicyContext)
  if (!inject) return null
  if (hoistsStyles) return <HoistedSheet id={id} css={css} nonce={nonce} />
  return <OwnedSheet id={id} css={css} nonce={nonce} owners={ownersOf(scope)} />
}
