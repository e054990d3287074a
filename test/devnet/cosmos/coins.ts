import { sdkError } from './errors.js'

// Coins as the SDK counts them: whole amounts of a base denom (no decimals on chain), written
// `amount + denom` and joined with commas in logs and events (`5000uatom,12uosmo`).

/** An amount of one denom, as the ledger holds it. */
export type CoinAmount = { denom: string; amount: bigint }

/** A coin as protobuf and JSON carry it: the amount as a decimal string. */
export type WireCoin = { denom: string; amount: string }

// The SDK's default denom rule (types/coin.go): a letter, then 2 to 127 letters, digits or `/:._-`.
const DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/

/**
 * Whether `denom` is a denom the SDK accepts.
 *
 * @example
 * isValidDenom('uatom') // true
 */
export const isValidDenom = (denom: string) => DENOM.test(denom)

/**
 * The SDK's text of coins: `5000uatom`, several joined with commas, none as the empty string.
 *
 * @example
 * formatCoins([{ denom: 'uatom', amount: 5000n }]) // '5000uatom'
 */
export const formatCoins = (coins: readonly CoinAmount[]) =>
  coins.map(({ denom, amount }) => `${amount}${denom}`).join(',')

/**
 * Coins from the wire, checked as the SDK's `Coins.IsValid`: whole non-negative amounts, valid
 * denoms, sorted by denom without repeats, and (when `positive`) none zero. Throws the SDK's
 * "invalid coins" error otherwise.
 *
 * @example
 * parseCoins([{ denom: 'uatom', amount: '5000' }], { positive: true })
 */
export function parseCoins(coins: readonly WireCoin[], { positive }: { positive: boolean }): CoinAmount[] {
  const text = coins.map(({ denom, amount }) => `${amount}${denom}`).join(',')
  const parsed = coins.map(({ denom, amount }) => {
    if (!/^\d+$/.test(amount) || !isValidDenom(denom)) throw sdkError('invalidCoins', text)
    return { denom, amount: BigInt(amount) }
  })
  parsed.forEach((coin, index) => {
    const previous = parsed[index - 1]
    if (previous && previous.denom >= coin.denom) throw sdkError('invalidCoins', text)
    if (positive && coin.amount === 0n) throw sdkError('invalidCoins', text)
  })
  return parsed
}

/**
 * The coins as the wire writes them.
 *
 * @example
 * toWireCoins([{ denom: 'uatom', amount: 5n }]) // [{ denom: 'uatom', amount: '5' }]
 */
export const toWireCoins = (coins: readonly CoinAmount[]): WireCoin[] =>
  coins.map(({ denom, amount }) => ({ denom, amount: amount.toString() }))
