import { MAX_TOKEN_DECIMALS } from '../../utils/format-balance.js'

// The Send form's arithmetic and checks, in the token's smallest unit (wei, lamports, sats) as bigints
// from the field to the wallet: a `Number` would round an 18-decimal amount, or a balance of 2^255,
// and the visitor would send something else than what they typed.

/** SPEC §5: a send needs an amount and a receiver. */
export const SEND_FIELDS_REQUIRED = 'An amount and receiver address are required'
/** SPEC §5: on a namespace that sends tokens (EVM), a token must be picked too. */
export const SEND_TOKEN_REQUIRED = 'A token is required'
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
