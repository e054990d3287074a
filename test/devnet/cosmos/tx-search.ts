import { invalidParams } from './errors.js'
import type { TxEvent } from './events.js'

// CometBFT's event query language, as `tx_search` takes it: conditions joined by AND, each a
// composite key (`tx.hash`, `tx.height`, or `event_type.attribute`), an operator (=, <, <=, >, >=,
// CONTAINS, EXISTS) and a quoted string or a number. A transaction matches when every condition holds
// for at least one of its values.

type Operator = '=' | '<' | '<=' | '>' | '>=' | 'CONTAINS' | 'EXISTS'
type Condition = { key: string; operator: Operator; operand: string; numeric: boolean }

/** What a condition is matched against: the transaction's hash, height and events. */
export type Searchable = { hash: string; height: bigint; events: readonly TxEvent[] }

const CONDITION =
  /\s*([A-Za-z0-9_.\-/]+)\s*(<=|>=|=|<|>|CONTAINS|EXISTS)\s*(?:'([^']*)'|(-?\d+(?:\.\d+)?))?\s*(AND\b|$)/y

/**
 * The conditions of `query`; throws CometBFT's "Invalid params" error when it does not parse.
 *
 * @example
 * parseTxQuery("tx.hash='AB…' AND tx.height>=3")
 */
export function parseTxQuery(query: string): Condition[] {
  const conditions: Condition[] = []
  CONDITION.lastIndex = 0
  while (CONDITION.lastIndex < query.length) {
    const match = CONDITION.exec(query)
    if (!match) throw invalidParams(`failed to parse query: ${query}`)
    const [, key = '', operator = '=', quoted, number] = match
    const operand = quoted ?? number
    if ((operand === undefined) !== (operator === 'EXISTS'))
      throw invalidParams(`failed to parse query: ${query}`)
    conditions.push({
      key,
      operator: operator as Operator,
      operand: operand ?? '',
      numeric: number !== undefined,
    })
  }
  if (conditions.length === 0) throw invalidParams('query cannot be empty')
  return conditions
}

function valuesOf(key: string, tx: Searchable): string[] {
  if (key === 'tx.hash') return [tx.hash]
  if (key === 'tx.height') return [tx.height.toString()]
  return tx.events.flatMap(({ type, attributes }) =>
    attributes.filter((attribute) => `${type}.${attribute.key}` === key).map(({ value }) => value),
  )
}

function holds({ key, operator, operand, numeric }: Condition, value: string): boolean {
  if (operator === 'EXISTS') return true
  if (operator === 'CONTAINS') return value.includes(operand)
  // The indexer keeps hashes in hex, whichever case a query writes them in.
  if (key === 'tx.hash') return operator === '=' && value.toUpperCase() === operand.toUpperCase()
  if (!numeric) return operator === '=' && value === operand
  const [a, b] = [Number(value), Number(operand)]
  if (Number.isNaN(a)) return false
  return { '=': a === b, '<': a < b, '<=': a <= b, '>': a > b, '>=': a >= b }[operator]
}

/**
 * Whether `tx` matches every condition.
 *
 * @example
 * matchesTxQuery(parseTxQuery("message.sender='cosmos1…'"), indexed)
 */
export const matchesTxQuery = (conditions: readonly Condition[], tx: Searchable) =>
  conditions.every((condition) => valuesOf(condition.key, tx).some((value) => holds(condition, value)))
