import type { AccountRow } from '@foyer/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'

/**
 * The rows the site's modules add to the Account view for the active account (`foyer.getAccountRows()`),
 * read again on every change of Foyer's actors: they come from several capabilities' actors, so the
 * hook follows the whole Foyer (`foyer.subscribe`) and keeps the same array while the rows are equal.
 *
 * @example
 * const rows = useAccountRows()
 * rows.some((row) => row.kind === 'wallets')
 */
export function useAccountRows(): readonly AccountRow[] {
  const foyer = useFoyer()
  const last = useRef<readonly AccountRow[]>([])
  const read = useCallback(() => {
    const rows = foyer.getAccountRows()
    if (!sameViewModel(last.current, rows)) last.current = rows
    return last.current
  }, [foyer])
  return useSyncExternalStore(foyer.subscribe, read, read)
}
