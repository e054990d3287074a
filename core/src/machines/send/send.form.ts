import type { ActiveAccount } from '../../account-data/active-account.js'
import { sendsTransfers, type Transfer } from '../../chains/transfer.types.js'
import { parseAmount, shortfallOf } from './send.rules.js'
import type { SendContext, SendEvent } from './send.types.js'

// The send machine's reading of its form: what an edit changes, which transfer the form stands for,
// and what a change of account keeps. Pure functions of the context, so the guards and the view read
// the form the same way.

/** The form after an edit event (the token, amount or receiver typed); other events change nothing. */
export function editedBy(context: SendContext, event: SendEvent): SendContext {
  switch (event.type) {
    case 'SEND.SET_TOKEN':
      return { ...context, token: event.token }
    case 'SEND.SET_AMOUNT':
      return { ...context, amount: event.amount }
    case 'SEND.SET_RECEIVER':
      return { ...context, receiver: event.receiver }
    default:
      return context
  }
}

/** Whether the account's namespace can send (its adapter has a Send form). */
export function canSendFrom(account: ActiveAccount | undefined): account is ActiveAccount {
  return account !== undefined && sendsTransfers(account.adapter)
}

/** The token part of a transfer: none for the coin. */
const tokenOf = ({ token }: SendContext): Transfer['token'] =>
  token?.address ? { address: token.address, decimals: token.decimals } : undefined

/**
 * The transfer the form stands for, or `undefined` while it lacks something: a namespace that sends,
 * a token, an amount read exactly (see `parseAmount`) and a receiver the namespace's kit calls an address.
 *
 * @example
 * transferOf({ ...context, amount: '0.01', receiver: '0x7099…79C8' }) // { to: '0x7099…79C8', amount: 10_000_000_000_000_000n }
 */
export function transferOf(context: SendContext): Transfer | undefined {
  const { account, token } = context
  if (!canSendFrom(account) || !token) return undefined
  const amount = parseAmount(context.amount, token.decimals)
  const to = context.receiver.trim()
  if (!amount.ok || !account.adapter.kit.isAddress(to)) return undefined
  return { to, amount: amount.units, token: tokenOf(context) }
}

/**
 * The transfer Max asks about: nothing, of the token picked, to the receiver typed (or to the account
 * itself while none is: the fee of a plain payment does not depend on who receives it).
 */
export function probeOf(context: SendContext): Transfer | undefined {
  const { account, token } = context
  if (!canSendFrom(account) || !token) return undefined
  const receiver = context.receiver.trim()
  const to = account.adapter.kit.isAddress(receiver) ? receiver : account.address
  return { to, amount: 0n, token: tokenOf(context) }
}

/** Whether the quoted balances cover the amount and the fee (see `shortfallOf`). */
export function coversCost({ quote }: SendContext): boolean {
  return quote !== undefined && shortfallOf({ ...quote, native: !quote.token }) === undefined
}

/**
 * The form for a newly active account: another namespace empties it (SPEC §4); another account or
 * network of the same namespace keeps the amount and receiver typed, but not the token (each network
 * has its own) nor anything the chain said. The token is the network's own coin to start with.
 */
export function startOverFor(context: SendContext, account: ActiveAccount | undefined): SendContext {
  const sameNamespace =
    account !== undefined && context.account?.adapter.namespace === account.adapter.namespace
  const coin = account?.network.nativeCurrency
  return {
    account,
    token: coin && { symbol: coin.symbol, name: coin.name, decimals: coin.decimals },
    amount: sameNamespace ? context.amount : '',
    receiver: sameNamespace ? context.receiver : '',
    quote: undefined,
    error: undefined,
  }
}
