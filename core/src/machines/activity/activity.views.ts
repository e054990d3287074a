import type { TransactionStatus } from '../../api/blockchain/blockchain-api.types.js'

/**
 * One transaction of the Activity list, ready to show.
 *
 * @example
 * const item: ActivityItem = { key: '0xab…', title: 'Send', status: 'confirmed', day: 'Nov 24', description: '-10.000 FUSD', imageUrl: undefined }
 */
export type ActivityItem = {
  key: string
  /** The operation, capitalised: 'Send', 'Receive', 'Mint', … */
  title: string
  status: TransactionStatus
  /** The day it was mined, short: 'Nov 24'. */
  day: string
  /** What moved, signed: '-10.000 FUSD', '+Foyer Friend #0'; two transfers joined with ' · '. */
  description: string
  /** The first transfer's token icon or NFT image, if any. */
  imageUrl: string | undefined
}

/**
 * The transactions of one month.
 *
 * @example
 * const group: ActivityGroup = { key: '2026-11', label: 'November 2026', items: [item] }
 */
export type ActivityGroup = { key: string; label: string; items: readonly ActivityItem[] }

/**
 * The Activity list's model: loading (the first page on its way), or listed by month (possibly
 * empty, also after a failed read: SPEC §8 marks the list empty), with whether more can be read.
 *
 * @example
 * const view: ActivityViewModel = { status: 'listed', groups: [group], hasMore: true, isLoadingMore: false }
 */
export type ActivityViewModel =
  | { status: 'loading' }
  | { status: 'listed'; groups: readonly ActivityGroup[]; hasMore: boolean; isLoadingMore: boolean }
