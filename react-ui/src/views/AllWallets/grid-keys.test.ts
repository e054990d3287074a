import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gridKeyTarget } from './grid-keys.js'

describe('gridKeyTarget: arrow keys in a grid of tiles', () => {
  // 10 tiles in rows of 4:  0 1 2 3 / 4 5 6 7 / 8 9
  it('moves by one across a row and by a row up and down', () => {
    expect(gridKeyTarget('ArrowRight', 1, 10, 4)).toBe(2)
    expect(gridKeyTarget('ArrowRight', 3, 10, 4)).toBe(4) // reading order continues on the next row
    expect(gridKeyTarget('ArrowLeft', 4, 10, 4)).toBe(3)
    expect(gridKeyTarget('ArrowDown', 1, 10, 4)).toBe(5)
    expect(gridKeyTarget('ArrowUp', 5, 10, 4)).toBe(1)
    expect(gridKeyTarget('Home', 6, 10, 4)).toBe(0)
    expect(gridKeyTarget('End', 2, 10, 4)).toBe(9)
  })

  it('reaches the partial last row from any tile above it, and stops at the edges', () => {
    expect(gridKeyTarget('ArrowDown', 7, 10, 4)).toBe(9)
    expect(gridKeyTarget('ArrowDown', 4, 10, 4)).toBe(8)
    expect(gridKeyTarget('ArrowDown', 9, 10, 4)).toBeUndefined()
    expect(gridKeyTarget('ArrowUp', 2, 10, 4)).toBeUndefined()
    expect(gridKeyTarget('ArrowLeft', 0, 10, 4)).toBeUndefined()
    expect(gridKeyTarget('ArrowRight', 9, 10, 4)).toBeUndefined()
    expect(gridKeyTarget('Home', 0, 10, 4)).toBeUndefined()
  })

  it('right to left, moves across as the eye sees the tiles: right is back, left is on; Home and End as ever', () => {
    // 10 tiles in rows of 4, read from the right:  3 2 1 0 / 7 6 5 4 / 9 8
    expect(gridKeyTarget('ArrowLeft', 1, 10, 4, 'rtl')).toBe(2)
    expect(gridKeyTarget('ArrowLeft', 3, 10, 4, 'rtl')).toBe(4) // on to the next row's first, at the right
    expect(gridKeyTarget('ArrowRight', 2, 10, 4, 'rtl')).toBe(1)
    expect(gridKeyTarget('ArrowRight', 4, 10, 4, 'rtl')).toBe(3)
    expect(gridKeyTarget('ArrowRight', 0, 10, 4, 'rtl')).toBeUndefined()
    expect(gridKeyTarget('ArrowLeft', 9, 10, 4, 'rtl')).toBeUndefined()
    expect(gridKeyTarget('ArrowDown', 1, 10, 4, 'rtl')).toBe(5)
    expect(gridKeyTarget('ArrowUp', 5, 10, 4, 'rtl')).toBe(1)
    expect(gridKeyTarget('Home', 6, 10, 4, 'rtl')).toBe(0)
    expect(gridKeyTarget('End', 2, 10, 4, 'rtl')).toBe(9)
  })

  it('right to left is left to right with the two horizontal arrows swapped', () => {
    const swapped: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' }
    fc.assert(
      fc.property(
        fc.constantFrom('ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End'),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        (key, count, columns, seed) => {
          const index = seed % count
          expect(gridKeyTarget(key, index, count, columns, 'rtl')).toBe(
            gridKeyTarget(swapped[key] ?? key, index, count, columns, 'ltr'),
          )
        },
      ),
    )
  })

  it('ignores keys that are not grid keys', () => {
    expect(gridKeyTarget('Enter', 1, 10, 4)).toBeUndefined()
    expect(gridKeyTarget('a', 1, 10, 4)).toBeUndefined()
  })

  it('always lands on an existing tile other than the start', () => {
    const keys = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End']
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        fc.constantFrom('ltr' as const, 'rtl' as const),
        (key, count, columns, seed, dir) => {
          const index = seed % count
          const target = gridKeyTarget(key, index, count, columns, dir)
          if (target === undefined) return
          expect(target).toBeGreaterThanOrEqual(0)
          expect(target).toBeLessThan(count)
          expect(target).not.toBe(index)
        },
      ),
    )
  })
})
