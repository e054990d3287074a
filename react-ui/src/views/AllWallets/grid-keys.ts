/**
 * The tile a key moves to in a grid of `count` tiles laid out `columns` to a row, from the tile at
 * `index`; `undefined` when the key is not a grid key or there is nowhere to go in its direction (the
 * focus stays, as in a data grid: no wrapping from one end to the other). Down from a row with no
 * tile below lands on the last tile, so the last, partial row is reachable from the row above.
 *
 * @example
 * gridKeyTarget('ArrowDown', 1, 10, 4) // 5
 * gridKeyTarget('ArrowDown', 7, 10, 4) // 9
 * gridKeyTarget('ArrowLeft', 0, 10, 4) // undefined
 */
export function gridKeyTarget(
  key: string,
  index: number,
  count: number,
  columns: number,
): number | undefined {
  const last = count - 1
  const target = (() => {
    switch (key) {
      case 'ArrowRight':
        return index + 1
      case 'ArrowLeft':
        return index - 1
      case 'ArrowDown':
        return Math.floor(index / columns) < Math.floor(last / columns) ? Math.min(index + columns, last) : -1
      case 'ArrowUp':
        return index - columns
      case 'Home':
        return 0
      case 'End':
        return last
      default:
        return -1
    }
  })()
  return target >= 0 && target <= last && target !== index ? target : undefined
}
