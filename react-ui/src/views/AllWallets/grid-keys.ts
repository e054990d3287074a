/**
 * The tile a key moves to in a grid of `count` tiles laid out `columns` to a row, from the tile at
 * `index`; `undefined` when the key is not a grid key or there is nowhere to go in its direction (the
 * focus stays, as in a data grid: no wrapping from one end to the other). Down from a row with no
 * tile below lands on the last tile, so the last, partial row is reachable from the row above.
 * Left and right move as the eye sees the tiles: right to left (`dir` `'rtl'`) a row starts at the
 * right, so the right arrow goes to the previous tile and the left arrow to the next. Home and End
 * stay the first and last tile whatever the direction.
 *
 * @example
 * gridKeyTarget('ArrowDown', 1, 10, 4) // 5
 * gridKeyTarget('ArrowDown', 7, 10, 4) // 9
 * gridKeyTarget('ArrowLeft', 0, 10, 4) // undefined
 * gridKeyTarget('ArrowLeft', 0, 10, 4, 'rtl') // 1
 */
export function gridKeyTarget(
  key: string,
  index: number,
  count: number,
  columns: number,
  dir: 'ltr' | 'rtl' = 'ltr',
): number | undefined {
  const last = count - 1
  // The step of the right arrow in reading order: +1 where rows start at the left, -1 at the right.
  const rightStep = dir === 'rtl' ? -1 : 1
  const target = (() => {
    switch (key) {
      case 'ArrowRight':
        return index + rightStep
      case 'ArrowLeft':
        return index - rightStep
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
