/**
 * Which one of the components that need a stylesheet renders it, under React 18.
 *
 * React 19 hoists a `<style href precedence>` into the head and keeps one copy per `href`; React 18
 * renders every copy where it stands, so five Foyer components would put five copies of the same
 * 25 kB of CSS in the page. Under React 18 one of them, the owner, renders the sheet and the others
 * render nothing. The first to render claims it (during render, so server rendering and hydration
 * agree on the same owner); when the owner unmounts, a mounted one takes over. A claim made by a
 * render React threw away is noticed after the next commit and taken over by a mounted component.
 */
export type SheetOwners = {
  /** Claims `sheet` for `component` if nobody holds it; returns who holds it now. */
  claim(sheet: string, component: string): string
  /** The component that holds `sheet`, if any. */
  ownerOf(sheet: string): string | undefined
  /** `component` (which needs `sheet`) is in the page: called from a layout effect. */
  mounted(sheet: string, component: string): void
  /** After a commit: `component` takes `sheet` over when its holder is not in the page. */
  adopt(sheet: string, component: string): void
  /** `component` left the page; if it held `sheet`, another mounted one takes it over. */
  unmounted(sheet: string, component: string): void
  /** Calls `listener` whenever a sheet changes hands. */
  subscribe(listener: () => void): () => void
}

/**
 * A fresh registry: one per `FoyerProvider`, so each server-rendered request has its own.
 *
 * @example
 * const owners = createSheetOwners()
 * owners.claim('foyer-styles', ':r1:') // ':r1:'
 * owners.claim('foyer-styles', ':r2:') // ':r1:'
 */
export function createSheetOwners(): SheetOwners {
  const owners = new Map<string, string>()
  const inPage = new Map<string, Set<string>>()
  const listeners = new Set<() => void>()
  const handOver = (sheet: string, component: string | undefined) => {
    if (component === undefined) owners.delete(sheet)
    else owners.set(sheet, component)
    for (const listener of listeners) listener()
  }
  const mountedSet = (sheet: string) => {
    let set = inPage.get(sheet)
    if (!set) {
      set = new Set()
      inPage.set(sheet, set)
    }
    return set
  }
  return {
    claim(sheet, component) {
      const owner = owners.get(sheet)
      if (owner !== undefined) return owner
      owners.set(sheet, component)
      return component
    },
    ownerOf: (sheet) => owners.get(sheet),
    mounted(sheet, component) {
      mountedSet(sheet).add(component)
    },
    adopt(sheet, component) {
      const owner = owners.get(sheet)
      if (owner === undefined || !mountedSet(sheet).has(owner)) handOver(sheet, component)
    },
    unmounted(sheet, component) {
      const set = mountedSet(sheet)
      set.delete(component)
      if (owners.get(sheet) !== component) return
      const [next] = set
      handOver(sheet, next)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
