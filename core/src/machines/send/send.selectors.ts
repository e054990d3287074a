import { type AmountFigure, amountFigure } from '../../utils/amount-figure.js'
import { visibleText } from '../../utils/visible-text.js'
import { cutQuantity, formatQuantity, formatUsd, usdFigure } from '../portfolio/portfolio.rules.js'
import type { PortfolioSnapshot } from '../portfolio/portfolio.types.js'
import type { DecimalFigure } from '../portfolio/portfolio.views.js'
import { canSendFrom, isNameToResolve, receiverAddressOf, transferOf } from './send.form.js'
import {
  formatAmount,
  formatFee,
  parseAmount,
  type SendProblem,
  sendFormProblem,
  shortfallOf,
  shortfallProblem,
} from './send.rules.js'
import type { SendSnapshot, SendToken } from './send.types.js'

/**
 * What the Send view shows. `problemMessage` is the first thing the form lacks or the balances do not
 * cover (the Send button is disabled while there is one); `error` why the last quote or send failed.
 *
 * @example
 * const view: SendViewModel = { status: 'ready', canSend: true, coin: token, token, amount: '0.01', receiver: '0x7099…79C8', receiverAddress: '0x7099…79C8', receiverName: undefined, receiverAvatar: undefined, fee: '0.000042 ETH', feeAmount: { amount: '0.000042', symbol: 'ETH' }, feeIncludes: undefined, accountDeposit: undefined, price: undefined, receives: '0.01 ETH', receivesAmount: { amount: '0.01', symbol: 'ETH' }, problemMessage: undefined, error: undefined, maxMessage: undefined, isQuoting: false, canMax: true, canSubmit: true, isSending: false }
 */
export type SendViewModel = {
  /** `loading` while the form's code downloads. */
  status: 'loading' | 'ready'
  /** Whether the active namespace can send at all. */
  canSend: boolean
  /** The active network's own coin (the first token offered). */
  coin: SendToken | undefined
  token: SendToken | undefined
  amount: string
  receiver: string
  /**
   * The address that will be paid, in full: the receiver typed, or the address the name typed points
   * to once looked up (`receiverName` is then that name). Shown before any wallet is asked.
   */
  receiverAddress: string | undefined
  receiverName: string | undefined
  /** The picture the receiver's name has (an https URL), shown beside it. */
  receiverAvatar: string | undefined
  /** The network fee at most, with the coin's symbol, once known. */
  fee: string | undefined
  /** The same fee as a decimal string and the coin's symbol, for a UI to write in its visitor's locale. */
  feeAmount: AmountFigure | undefined
  /**
   * What the fee includes besides the network's charge, in English words: on Solana, the deposit that
   * opens the receiver's account for the token when they have none.
   */
  feeIncludes: string | undefined
  /** The same deposit as data (its amount in the coin, the token's symbol), for a UI to say in its language. */
  accountDeposit: { amount: AmountFigure; token: string } | undefined
  /** The token's dollar price from the price service, where the token list gave none (display only). */
  price: number | undefined
  /** What the receiver gets, with the symbol the chain gives, once known. */
  receives: string | undefined
  /** The same as a decimal string and the symbol, for a UI to write in its visitor's locale. */
  receivesAmount: AmountFigure | undefined
  /**
   * Why the form cannot send (the first thing it lacks, or what the balances do not cover), as data:
   * which problem, its names and amounts, for a UI to say in its visitor's language
   * (`sendProblemText` from `@foyer/core/advanced` says it in English, the SPEC's own words for its
   * messages). The Send button is disabled while there is one.
   */
  problemMessage: SendProblem | undefined
  /** Why the last quote or send failed, in words (a Foyer error's own message). */
  error: string | undefined
  /**
   * Why Max filled in nothing, as data: the coin's balance does not cover the network fee (a `shortfall`
   * of the `fee`, with the numbers), or the account holds none of the token (`noneHeld`);
   * `sendProblemText` says it in English.
   */
  maxMessage: SendProblem | undefined
  /** The chain is being asked for the balances and the fee (or typing has not paused yet). */
  isQuoting: boolean
  canMax: boolean
  canSubmit: boolean
  /** The wallet is asked; the view says to approve there. */
  isSending: boolean
}

const loading: SendViewModel = {
  status: 'loading',
  canSend: true,
  coin: undefined,
  token: undefined,
  amount: '',
  receiver: '',
  receiverAddress: undefined,
  receiverName: undefined,
  receiverAvatar: undefined,
  fee: undefined,
  feeAmount: undefined,
  feeIncludes: undefined,
  accountDeposit: undefined,
  price: undefined,
  receives: undefined,
  receivesAmount: undefined,
  problemMessage: undefined,
  error: undefined,
  maxMessage: undefined,
  isQuoting: false,
  canMax: false,
  canSubmit: false,
  isSending: false,
}

/** The first thing the form lacks, before the chain is asked. */
function formProblem(snapshot: SendSnapshot): SendProblem | undefined {
  const { account, token, amount, receiver } = snapshot.context
  const canSend = canSendFrom(account)
  const first = sendFormProblem({
    canSend,
    needsToken: true,
    hasToken: token !== undefined,
    amount,
    receiver,
  })
  if (first) return { kind: 'spec', text: first }
  if (!account || !token) return undefined
  const parsed = parseAmount(amount, token.decimals)
  if (!parsed.ok)
    return { kind: 'amount', problem: parsed.problem, symbol: token.symbol, decimals: token.decimals }
  const kit = account.adapter.kit
  if (receiverAddressOf(snapshot.context) || isNameToResolve(snapshot.context)) return undefined
  const { resolved } = snapshot.context
  if (resolved?.name === receiver.trim().toLowerCase())
    return { kind: 'noAddress', name: resolved.name, network: account.network.name }
  return { kind: 'invalidAddress', namespace: kit.displayName }
}

/**
 * The Send view's model from the send actor's snapshot (none while it downloads).
 *
 * @example
 * const view = selectSendView(foyer.getActor('send')?.getSnapshot())
 */
export function selectSendView(snapshot: SendSnapshot | undefined): SendViewModel {
  if (!snapshot) return loading
  const { account, token, amount, receiver, quote, error } = snapshot.context
  const coin = account?.network.nativeCurrency
  const quoted = snapshot.matches({ editing: 'quoted' }) ? quote : undefined
  const shortfall = quoted && token ? shortfallOf({ ...quoted, native: !quoted.token }) : undefined
  const fee = quoted && coin ? amountFigure(formatFee(quoted.fee, coin.decimals), coin.symbol) : undefined
  const receives =
    quoted && token
      ? amountFigure(formatAmount(quoted.amount, token.decimals), visibleText(quoted.symbol))
      : undefined
  const problem =
    formProblem(snapshot) ??
    (shortfall && token && coin
      ? shortfallProblem(shortfall, {
          symbol: quoted?.symbol ?? token.symbol,
          decimals: token.decimals,
          nativeSymbol: coin.symbol,
          nativeDecimals: coin.decimals,
          native: !quoted?.token,
        })
      : undefined)
  const deposit =
    quoted?.receiverAccountRent && coin
      ? {
          amount: amountFigure(formatAmount(quoted.receiverAccountRent, coin.decimals), coin.symbol),
          token: visibleText(quoted.symbol),
        }
      : undefined
  return {
    status: 'ready',
    canSend: canSendFrom(account),
    coin: coin && { symbol: coin.symbol, name: coin.name, decimals: coin.decimals },
    token,
    amount,
    receiver,
    receiverAddress: receiverAddressOf(snapshot.context),
    receiverName: snapshot.context.resolved?.address ? snapshot.context.resolved.name : undefined,
    receiverAvatar: snapshot.context.resolved?.avatar,
    fee: fee && `${fee.amount} ${fee.symbol}`,
    feeAmount: fee,
    feeIncludes:
      deposit &&
      `Includes ${deposit.amount.amount} ${deposit.amount.symbol} to open the receiver's ${deposit.token} account`,
    accountDeposit: deposit,
    price: quoted?.price,
    receives: receives && `${receives.amount} ${receives.symbol}`,
    receivesAmount: receives,
    problemMessage: problem,
    error: typeof error === 'string' ? error : undefined,
    maxMessage: typeof error === 'string' ? undefined : error,
    isQuoting:
      snapshot.matches({ editing: 'pausing' }) ||
      snapshot.matches({ editing: 'quoting' }) ||
      snapshot.matches({ editing: 'probing' }) ||
      snapshot.matches({ editing: 'naming' }) ||
      snapshot.matches({ editing: 'resolving' }),
    canMax: snapshot.can({ type: 'SEND.MAX' }),
    canSubmit: snapshot.can({ type: 'SEND.SUBMIT' }) && transferOf(snapshot.context) !== undefined,
    isSending: snapshot.hasTag('awaitingWallet'),
  }
}

/**
 * The tokens the Send form offers: the network's coin first (the one the form holds), then the tokens
 * the account data lists on that network (none without the account data module, or before its list
 * was read), each with the quantity held.
 *
 * @example
 * sendTokensOf(view.token, foyer.getActor('portfolioTokens')?.getSnapshot())
 */
export function sendTokensOf(
  coin: SendToken | undefined,
  portfolio: { context: Pick<PortfolioSnapshot['context'], 'tokens'> } | undefined,
): SendToken[] {
  const tokens = portfolio?.context.tokens ?? []
  const listed = tokens.flatMap((token): SendToken[] => {
    // A listed token's address is its CAIP-10 id: the contract is its last part.
    const address = token.address?.split(':')[2]
    const decimals = Number(token.quantity.decimals)
    if (!address || !Number.isSafeInteger(decimals)) return []
    return [
      {
        address,
        symbol: visibleText(token.symbol),
        name: visibleText(token.name),
        decimals,
        iconUrl: token.iconUrl === '' ? undefined : token.iconUrl,
        quantity: formatQuantity(token.quantity),
        held: cutQuantity(token.quantity),
        price: token.price,
      },
    ]
  })
  const native = tokens.find((token) => !token.address)
  const first = coin && {
    ...coin,
    ...(native
      ? { quantity: formatQuantity(native.quantity), held: cutQuantity(native.quantity), price: native.price }
      : {}),
  }
  return first ? [first, ...listed] : listed
}

/**
 * The dollar value of the amount typed, as a decimal string for a UI to write with 2 decimals in its
 * visitor's locale: the amount read exactly times the token's price in the list offered (the coin's or
 * a token's), else the price service's read with the quote; `undefined` without a readable amount or
 * a price; `'unknown'` for a product no real holding has. For display only: nothing is computed from it.
 *
 * @example
 * sendUsdOf(view, tokens) // '630.25'
 */
export function sendUsdOf(view: SendViewModel, tokens: readonly SendToken[]): DecimalFigure | undefined {
  const { token } = view
  if (!token) return undefined
  const listed = tokens.find((each) => each.address === token.address && each.symbol === token.symbol)
  // The token list's price, else the price service's (read with the quote).
  const price = listed?.price ?? view.price
  const parsed = parseAmount(view.amount, token.decimals)
  if (price === undefined || !parsed.ok) return undefined
  return usdFigure(Number(formatAmount(parsed.units, token.decimals)) * price)
}

/**
 * The dollar value of the amount typed, beside it (`≈ $12.50`, en-US, 2 decimals): {@link sendUsdOf}
 * written for a UI without locale formats. For display only: nothing is computed from it.
 *
 * @example
 * sendValueOf(view, tokens) // '≈ $630.25'
 */
export function sendValueOf(view: SendViewModel, tokens: readonly SendToken[]): string | undefined {
  const usd = sendUsdOf(view, tokens)
  // 'unknown' reads as NaN, which formatUsd writes as the word.
  return usd === undefined ? undefined : `≈ ${formatUsd(Number(usd))}`
}
