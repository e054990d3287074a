import type { TransactionStatus } from '../../api/blockchain/blockchain-api.types.js'
import type { DecimalFigure } from '../portfolio/portfolio.views.js'

/**
 * What one transfer of a transaction moved, for a UI to write: a token's amount (cut to 3 decimals,
 * SPEC §9, as a decimal string for the visitor's locale) and symbol, or an NFT's name; either with the
 * sign SPEC §3 gives it (none for a transfer to itself).
 *
 * @example
 * const line: TransferLine = { kind: 'fungible', sign: '-', amount: '10.000', symbol: 'FUSD' }
 */
export type TransferLine =
  | { kind: 'fungible'; sign: '+' | '-' | ''; amount: DecimalFigure; symbol: string | undefined }
  | { kind: 'nft'; sign: '+' | '-' | ''; name: string }

/**
 * One transaction of the Activity list, ready to show.
 *
 * @example
 * const item: ActivityItem = { key: '0xab…', title: 'Send', status: 'confirmed', minedAt: Date.parse('2026-11-24T10:00:00Z'), transfers: [line], imageUrl: undefined }
 */
export type ActivityItem = {
  key: string
  /** The operation, capitalised: 'Send', 'Receive', 'Mint', … */
  title: string
  status: TransactionStatus
  /** When it was mined (milliseconds since 1970): shown as its day, in UTC like the months. */
  minedAt: number
  /** What moved: its first two transfers (a UI joins them: `-10.000 FUSD · +Foyer Friend #0`). */
  transfers: readonly TransferLine[]
  /** The first transfer's token icon or NFT image, if any. */
  imageUrl: string | undefined
}

/**
 * The transactions of one month (UTC).
 *
 * @example
 * const group: ActivityGroup = { key: '2026-11', month: Date.UTC(2026, 10), items: [item] }
 */
export type ActivityGroup = {
  key: string
  /** When the month starts, in UTC (milliseconds since 1970): shown as its month and year, in UTC. */
  month: number
  items: readonly ActivityItem[]
}

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
