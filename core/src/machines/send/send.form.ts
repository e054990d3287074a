import type { ActiveAccount } from '../../account-data/active-account.js'
import { sendsTransfers, type Transfer } from '../../chains/transfer.types.js'
import { evmChainIdToCoinType, isValidCoinTypeChainId } from '../../networks/coin-type.js'
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
      return { ...context, receiver: event.receiver, resolved: undefined }
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
  token?.address ? { address: token.address, decimals: token.decimals, symbol: token.symbol } : undefined

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
  const to = receiverAddressOf(context)
  if (!amount.ok || !to) return undefined
  return { to, amount: amount.units, token: tokenOf(context) }
}

/**
 * The address the form pays: the receiver typed, when the account's namespace calls it an address, or
 * the address the name typed points to, once looked up.
 */
export function receiverAddressOf({ account, receiver, resolved }: SendContext): string | undefined {
  const typed = receiver.trim()
  if (account?.adapter.kit.isAddress(typed)) return typed
  // The name's address, while it is still one of the active account's namespace.
  const address = resolved?.name === typed.toLowerCase() ? resolved.address : undefined
  return address !== undefined && account?.adapter.kit.isAddress(address) ? address : undefined
}

/** The name service's zones (the current and the legacy one): its names are looked up there, others on the chain. */
const serviceZones = ['.reown.id', '.wcn.id'] as const

/** Whether a name is the name service's (`satoshi.reown.id`) rather than the chain's own (ENS). */
export function isServiceName(name: string): boolean {
  const lower = name.toLowerCase()
  return serviceZones.some((zone) => lower.endsWith(zone))
}

/** ENSIP-19's coin type for an address on every EVM chain. */
const DEFAULT_EVM_COIN_TYPE = 0x80000000

/** Text that reads as a name (`satoshi.reown.id`, `vitalik.eth`): labels joined by dots, no spaces. */
const namePattern = /^[^\s.]+(?:\.[^\s.]+)+$/

/**
 * Whether the receiver typed is a name the form has yet to look up: the account's namespace has names
 * (EVM), it is no address, it was not looked up already, and for a name of the name service
 * (`.reown.id`) the site gave its resolver.
 */
export function isNameToResolve(context: SendContext): boolean {
  const { account, resolveName, receiver, resolved } = context
  const typed = receiver.trim()
  return (
    // The name service's names need the site's resolver; other names (ENS) the namespace's own.
    (resolveName !== undefined || !isServiceName(typed)) &&
    resolved?.name !== typed.toLowerCase() &&
    account?.adapter.kit.hasNames === true &&
    !account.adapter.kit.isAddress(typed) &&
    namePattern.test(typed)
  )
}

/**
 * The address a registered name points to on the account's network (EVM: by its ENSIP-11 coin type,
 * else the default EVM coin type of ENSIP-19), if the account's kit calls it an address.
 */
export function addressForNetwork(
  { account }: SendContext,
  addresses: Readonly<Record<string, string>>,
): string | undefined {
  if (!account) return undefined
  const chainId = Number(account.network.caipNetworkId.split(':')[1])
  if (!isValidCoinTypeChainId(chainId)) return undefined
  const address = addresses[String(evmChainIdToCoinType(chainId))] ?? addresses[String(DEFAULT_EVM_COIN_TYPE)]
  return address !== undefined && account.adapter.kit.isAddress(address) ? address : undefined
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
    resolveName: context.resolveName,
    priceOf: context.priceOf,
    account,
    token: coin && { symbol: coin.symbol, name: coin.name, decimals: coin.decimals },
    amount: sameNamespace ? context.amount : '',
    receiver: sameNamespace ? context.receiver : '',
    // A name points to an address per network: it is looked up again.
    resolved: undefined,
    quote: undefined,
    error: undefined,
  }
}
