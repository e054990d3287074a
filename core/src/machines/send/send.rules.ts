import { BaseError } from '../../errors/base.js'
import { isUserRejection } from '../../errors/rpc.js'
import { type AmountFigure, amountFigure } from '../../utils/amount-figure.js'
import { formatAmount, MAX_TOKEN_DECIMALS } from '../../utils/format-balance.js'

export { formatAmount }

// The Send form's arithmetic and checks, in the token's smallest unit (wei, lamports, sats) as bigints
// from the field to the wallet: a `Number` would round an 18-decimal amount, or a balance of 2^255,
// and the visitor would send something else than what they typed.

/** SPEC §5: a send needs an amount and a receiver. */
export const SEND_FIELDS_REQUIRED = 'An amount and receiver address are required'
/** SPEC §5: on a namespace that sends tokens (EVM), a token must be picked too. */
export const SEND_TOKEN_REQUIRED = 'A token is required'
/** SPEC §8: a name typed as the receiver could not be looked up. */
export const NAME_LOOKUP_FAILED = 'Error resolving name'

/** SPEC §5: a namespace Foyer cannot send on. */
export const SEND_UNSUPPORTED_CHAIN = 'Unsupported chain'

/** Why what the visitor typed is not an amount to send. */
export type AmountProblem =
  /** Nothing typed (spaces count as nothing). */
  | 'empty'
  /** Not digits with at most one decimal point: signs, exponents, group separators, letters. */
  | 'notANumber'
  /** More decimals than the token has: rounding would send another amount than the one typed. */
  | 'tooManyDecimals'
  /** Zero: nothing would be sent. */
  | 'zero'

/** An amount typed in the Send form, read exactly, or why it is not one. */
export type ParsedAmount = { ok: true; units: bigint } | { ok: false; problem: AmountProblem }

const AMOUNT_PATTERN = /^(\d*)(?:\.(\d*))?$/

/**
 * Reads an amount as the visitor typed it, in whole tokens, into the token's smallest unit, exactly:
 * digits with at most one decimal point (`1`, `0.5`, `.5`, `5.`), never more decimals than the token
 * has (refused, not rounded), no sign, exponent or group separator. Spaces around it are ignored.
 *
 * @example
 * parseAmount('1.5', 18) // { ok: true, units: 1_500_000_000_000_000_000n }
 * parseAmount('0.0000001', 6) // { ok: false, problem: 'tooManyDecimals' }
 */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS)
    throw new RangeError(
      `parseAmount: decimals must be an integer from 0 to ${MAX_TOKEN_DECIMALS}, got ${decimals}`,
    )
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, problem: 'empty' }
  const match = AMOUNT_PATTERN.exec(trimmed)
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'notANumber' }
  // Trailing zeros past the token's decimals change nothing ('1.50' of a 1-decimal token is 1.5).
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) return { ok: false, problem: 'tooManyDecimals' }
  const units = BigInt(`${whole || '0'}${significant.padEnd(decimals, '0')}`)
  return units === 0n ? { ok: false, problem: 'zero' } : { ok: true, units }
}

/** What a send spends, in smallest units. */
export type SendCost = {
  /** The amount to send, of the token picked. */
  amount: bigint
  /** The network fee at most, with the margin the wallet will use, in the native coin. */
  fee: bigint
  /** The balance of the token picked. */
  balance: bigint
  /** Whether the token is the network's own coin, which pays the fee too. */
  native: boolean
  /** The balance of the native coin, which pays the fee (the same as `balance` for the coin itself). */
  nativeBalance: bigint
}

/** What a send lacks before any wallet is asked: the amount (with the fee, for the coin) or the fee. */
export type Shortfall = { lacking: 'amount' | 'fee'; needed: bigint; available: bigint }

/**
 * What the visitor lacks to make this send, said before the wallet opens: for the native coin the
 * amount and the fee come from one balance; a token's amount from its balance and the fee from the
 * coin's. `undefined` when the balances cover it.
 *
 * @example
 * shortfallOf({ amount: 10n, fee: 2n, balance: 11n, native: true, nativeBalance: 11n })
 * // { lacking: 'amount', needed: 12n, available: 11n }
 */
export function shortfallOf({
  amount,
  fee,
  balance,
  native,
  nativeBalance,
}: SendCost): Shortfall | undefined {
  if (native)
    return amount + fee > balance
      ? { lacking: 'amount', needed: amount + fee, available: balance }
      : undefined
  if (amount > balance) return { lacking: 'amount', needed: amount, available: balance }
  if (fee > nativeBalance) return { lacking: 'fee', needed: fee, available: nativeBalance }
  return undefined
}

/**
 * What Max fills in: the whole balance of a token; of the native coin, the balance less the fee, so the
 * send never fails for lack of it (0 when the fee takes it all: the form then says the fee is not
 * covered, before the wallet is asked).
 *
 * @example
 * maxSendable({ balance: 10n ** 18n, fee: 21_000n * 30n * 10n ** 9n, native: true }) // 999_370_000_000_000_000n
 */
export function maxSendable({ balance, fee, native }: Pick<SendCost, 'balance' | 'fee' | 'native'>): bigint {
  if (!native) return balance
  return balance > fee ? balance - fee : 0n
}

/** What the Send form holds when the visitor presses Send. */
export type SendForm = {
  /** Whether the namespace can send (its kit says so). */
  canSend: boolean
  /** Whether the namespace sends tokens, so one must be picked (EVM). */
  needsToken: boolean
  hasToken: boolean
  amount: string
  receiver: string
}

/**
 * The SPEC's first complaint about the form, or `undefined` when it may go on to the amount's and the
 * receiver's own checks: 'Unsupported chain' on a namespace without send, 'An amount and receiver
 * address are required', then 'A token is required' where one must be picked.
 *
 * @example
 * sendFormProblem({ canSend: true, needsToken: true, hasToken: false, amount: '1', receiver: '0xabc…' })
 * // 'A token is required'
 */
export function sendFormProblem(form: SendForm): string | undefined {
  if (!form.canSend) return SEND_UNSUPPORTED_CHAIN
  if (form.amount.trim() === '' || form.receiver.trim() === '') return SEND_FIELDS_REQUIRED
  if (form.needsToken && !form.hasToken) return SEND_TOKEN_REQUIRED
  return undefined
}

/**
 * Why the Send form cannot send, as data for a UI to say in its visitor's language: one of the SPEC's
 * own messages (`spec`, its English text, which the skin's dictionary translates as it does core's
 * other messages); an amount that cannot be read (with the token's symbol and decimals); a name with
 * no address on the network; an address the namespace does not read; a token the account holds none
 * of (`noneHeld`, said by Max); or what the balances lack, with the numbers (`amountAndFee` where the
 * coin pays both, `amount`, or the coin's `fee`). `sendProblemText` says each in English.
 *
 * @example
 * const problem: SendProblem = { kind: 'shortfall', lacking: 'fee', needed: { amount: '0.1', symbol: 'ETH' }, available: { amount: '0.05', symbol: 'ETH' } }
 */
export type SendProblem =
  | { kind: 'spec'; text: string }
  | { kind: 'amount'; problem: AmountProblem; symbol: string; decimals: number }
  | { kind: 'noAddress'; name: string; network: string }
  | { kind: 'invalidAddress'; namespace: string }
  | { kind: 'noneHeld'; symbol: string }
  | {
      kind: 'shortfall'
      lacking: 'amountAndFee' | 'amount' | 'fee'
      needed: AmountFigure
      available: AmountFigure
    }

/**
 * What the visitor lacks, with the numbers in the unit it is counted in (the coin for the fee),
 * said before any wallet is asked.
 *
 * @example
 * shortfallProblem({ lacking: 'amount', needed: 12n, available: 11n }, { symbol: 'ETH', decimals: 0, nativeSymbol: 'ETH', nativeDecimals: 0, native: true })
 * // { kind: 'shortfall', lacking: 'amountAndFee', needed: { amount: '12', symbol: 'ETH' }, available: { amount: '11', symbol: 'ETH' } }
 */
export function shortfallProblem(
  { lacking, needed, available }: Shortfall,
  token: { symbol: string; decimals: number; nativeSymbol: string; nativeDecimals: number; native: boolean },
): SendProblem {
  const fee = lacking === 'fee'
  const [symbol, decimals] = fee ? [token.nativeSymbol, token.nativeDecimals] : [token.symbol, token.decimals]
  const figure = (units: bigint) => amountFigure(formatAmount(units, decimals), symbol)
  return {
    kind: 'shortfall',
    lacking: fee ? 'fee' : token.native ? 'amountAndFee' : 'amount',
    needed: figure(needed),
    available: figure(available),
  }
}

/**
 * A failed quote or send in words: a Foyer error's own text (the transaction errors say what the chain
 * refused), the visitor's own refusal as such, anything else as a failure to send. Never a stack, and
 * never a node's or contract's text (a hostile contract chooses its revert reason).
 *
 * @example
 * sendErrorText({ code: 4001 }) // 'You rejected the transaction in your wallet'
 */
export function sendErrorText(error: unknown): string {
  if (isUserRejection(error)) return 'You rejected the transaction in your wallet'
  if (error instanceof BaseError) return error.shortMessage
  return 'The transaction could not be sent'
}

/** The most decimals a network fee is shown with: enough for a fee of a few gwei, few enough to read. */
const FEE_DECIMALS_SHOWN = 8

/**
 * A network fee as it is shown: rounded UP to 8 decimals, so the fee shown is never less than the one
 * that can be paid (Max and the balance check use the exact figure).
 *
 * @example
 * formatFee(21_000n * 2_000_000_001n, 18) // '0.00004201'
 */
export function formatFee(units: bigint, decimals: number): string {
  if (decimals <= FEE_DECIMALS_SHOWN) return formatAmount(units, decimals)
  const step = 10n ** BigInt(decimals - FEE_DECIMALS_SHOWN)
  return formatAmount(((units + step - 1n) / step) * step, decimals)
}
