import type { ActiveAccount } from '../../account-data/active-account.js'
import type { SwapToken } from '../../api/blockchain/convert.types.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import { amountUnits } from './swap.rules.js'
import type { SwapContext, SwapEvent, SwapInput, SwapPreset } from './swap.types.js'

// The swap machine's reading of its form: what an edit changes, which swap the form stands for, and
// what a change of account keeps. Pure functions of the context, so guards and view read it alike.

/** Whether the account is one the swap service may swap for (an EVM account). */
export function isSwapAccount(account: ActiveAccount | undefined): account is ActiveAccount {
  return account?.adapter.namespace === 'eip155'
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The form after an edit; other events change nothing. Picking the other side's token flips them. */
export function editedBy(context: SwapContext, event: SwapEvent): SwapContext {
  const find = (address: string) => context.tokens.find((token) => sameAddress(token.address, address))
  switch (event.type) {
    case 'SWAP.SET_FROM': {
      const from = find(event.address) ?? context.from
      const to =
        from && context.to && sameAddress(from.address, context.to.address) ? context.from : context.to
      return { ...context, from, to }
    }
    case 'SWAP.SET_TO': {
      const to = find(event.address) ?? context.to
      const from =
        to && context.from && sameAddress(to.address, context.from.address) ? context.to : context.from
      return { ...context, from, to }
    }
    case 'SWAP.FLIP':
      return { ...context, from: context.to, to: context.from }
    case 'SWAP.SET_AMOUNT':
      return { ...context, amount: event.amount }
    default:
      return context
  }
}

/** The swap the form stands for, or `undefined` while it lacks something (an account, two tokens, an amount). */
export function swapOf(context: SwapContext):
  | {
      account: ActiveAccount
      network: CaipNetworkId<'eip155'>
      from: SwapToken
      to: SwapToken
      amount: bigint
    }
  | undefined {
  const { account, from, to } = context
  if (!isSwapAccount(account) || !from || !to || sameAddress(from.address, to.address)) return undefined
  const amount = amountUnits(context.amount, from)
  if (amount === undefined) return undefined
  return { account, network: account.network.caipNetworkId as CaipNetworkId<'eip155'>, from, to, amount }
}

/** Whether the quote shown is for the account now active (it moved while the wallet was asked). */
export function isQuoteForAccount({ quote, account }: SwapContext): boolean {
  return (
    quote !== undefined &&
    account?.address === quote.userAddress &&
    account.network.caipNetworkId === quote.caipNetworkId
  )
}

/** Whether the shown balance covers the amount (and the fee, where the coin is paid). */
export function coversAmount({ quote }: SwapContext): boolean {
  return quote !== undefined && quote.quote.fromAmount + quote.fee.spent <= quote.balance
}

/**
 * The pair picked once the network's tokens are known: the preset's tokens (by address, else symbol)
 * where the network has them, else the first two tokens; the preset's amount as typed.
 */
export function pickedFrom(tokens: SwapToken[], preset: SwapPreset | undefined, amount: string) {
  const by = (address?: string, symbol?: string) =>
    tokens.find((token) => address !== undefined && sameAddress(token.address, address)) ??
    tokens.find((token) => symbol !== undefined && token.symbol.toLowerCase() === symbol.toLowerCase())
  const from = by(preset?.fromAddress, preset?.fromSymbol) ?? tokens[0]
  const other = (token: SwapToken | undefined) =>
    token !== undefined && (from === undefined || !sameAddress(token.address, from.address))
      ? token
      : undefined
  const to =
    other(by(preset?.toAddress, preset?.toSymbol)) ?? tokens.find((token) => other(token) !== undefined)
  return { from, to, amount: preset?.amount ?? amount }
}

/** The form for a newly active account: nothing the chain or the service said is kept; the amount is. */
export function startOverFor(context: SwapContext, account: ActiveAccount | undefined): SwapContext {
  return {
    ports: context.ports,
    preset: context.preset,
    account,
    tokens: [],
    from: undefined,
    to: undefined,
    amount: context.amount,
    quote: undefined,
    needsApproval: false,
    approvalHash: undefined,
    built: undefined,
    swapHash: undefined,
    batched: false,
    approval: undefined,
    batchId: undefined,
    batchFor: undefined,
    outcome: undefined,
    error: undefined,
    maxShortOfFee: false,
  }
}

/** The form before any account is seen: nothing typed, the view's swap arguments kept for later. */
export function initialContext(input: SwapInput): SwapContext {
  return startOverFor({ ports: input.ports, preset: input.preset, amount: '' } as SwapContext, undefined)
}
