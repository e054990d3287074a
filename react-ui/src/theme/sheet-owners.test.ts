import { describe, expect, it, vi } from 'vitest'
import { createSheetOwners } from './sheet-owners.js'

describe('one owner per stylesheet (React 18)', () => {
  it('the first component to render a sheet holds it; the others see it held', () => {
    const owners = createSheetOwners()
    expect(owners.claim('main', 'a')).toBe('a')
    expect(owners.claim('main', 'b')).toBe('a')
    expect(owners.claim('toasts', 'b')).toBe('b')
    expect(owners.ownerOf('main')).toBe('a')
  })

  it('when the holder leaves the page, a component still in it takes the sheet over, and is told', () => {
    const owners = createSheetOwners()
    const listener = vi.fn()
    owners.subscribe(listener)
    for (const component of ['a', 'b', 'c']) {
      owners.claim('main', component)
      owners.mounted('main', component)
    }
    owners.unmounted('main', 'b')
    expect(owners.ownerOf('main')).toBe('a')
    expect(listener).not.toHaveBeenCalled()
    owners.unmounted('main', 'a')
    expect(owners.ownerOf('main')).toBe('c')
    expect(listener).toHaveBeenCalledTimes(1)
    owners.unmounted('main', 'c')
    expect(owners.ownerOf('main')).toBeUndefined()
    // The sheet is free again: the next component to render claims it.
    expect(owners.claim('main', 'd')).toBe('d')
  })

  it('a claim by a render React threw away is taken over after the next commit', () => {
    const owners = createSheetOwners()
    owners.claim('main', 'discarded')
    owners.claim('main', 'b')
    owners.mounted('main', 'b')
    owners.adopt('main', 'b')
    expect(owners.ownerOf('main')).toBe('b')
  })

  it('a mounted holder keeps its sheet when another component adopts after it', () => {
    const owners = createSheetOwners()
    owners.claim('main', 'a')
    owners.mounted('main', 'a')
    owners.claim('main', 'b')
    owners.mounted('main', 'b')
    owners.adopt('main', 'a')
    owners.adopt('main', 'b')
    expect(owners.ownerOf('main')).toBe('a')
  })

  it('stops telling a listener that unsubscribed', () => {
    const owners = createSheetOwners()
    const listener = vi.fn()
    const unsubscribe = owners.subscribe(listener)
    unsubscribe()
    owners.claim('main', 'a')
    owners.mounted('main', 'a')
    owners.unmounted('main', 'a')
    expect(listener).not.toHaveBeenCalled()
  })
})
