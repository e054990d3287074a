import { fromCallback, fromPromise } from 'xstate'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { SwapQuote, SwapToken, SwapTransaction } from '../../api/blockchain/convert.types.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import { watchActiveAccount } from '../../system/watch-active-account.js'
import { estimateSwapFee } from './swap.fee-estimate.js'
import { referenceAmount } from './swap.impact.js'
import { isNativeToken } from './swap.rules.js'
import type { MaxAnswer, QuoteAnswer, SwapEvent, SwapPorts } from './swap.types.js'
import { type CheckedSwap, verifySwapApproval, verifySwapTransaction } from './swap.verify.js'

// The swap machine's effects, each through the ports the Swap module gives (the convert client, the
// chain's balance, the wallet), so the machine's tests swap them with `.provide()`.

/** What a swap is about: the account, its network and the two tokens, with the amount in base units. */
export type SwapRequest = {
  account: ActiveAccount
  network: CaipNetworkId<'eip155'>
  from: SwapToken
  to: SwapToken
  amount: bigint
}

const userOf = (account: ActiveAccount) => account.address as `0x${string}`

/** Reports every change of the active account (and the first sight of it). */
export const watchSwapAccountActor = fromCallback<SwapEvent>(({ system, sendBack }) =>
  watchActiveAccount(system, (account) => sendBack({ type: 'SWAP.ACCOUNT_CHANGED', account })),
)

/** The tokens the service swaps on the account's network (none where it does not swap). */
export const loadSwapTokensActor = fromPromise<SwapToken[], { ports: SwapPorts; account: ActiveAccount }>(
  ({ input: { ports, account }, signal }) =>
    ports.convert.tokens({ network: account.network.caipNetworkId as CaipNetworkId<'eip155'>, signal }),
)

/** The quote that gives the most, if any. */
const bestOf = (quotes: readonly SwapQuote[]) =>
  quotes.reduce<SwapQuote | undefined>(
    (most, each) => (most === undefined || each.toAmount > most.toAmount ? each : most),
    undefined,
  )

/**
 * The best quote for the swap (the most received) and, beside it, the balance of the token paid:
 * two answers, so a failed quote and a short balance are never mistaken for each other. Beside them,
 * the best quote for a thousandth of the amount, whose rate is the pool's own price (the price
 * impact's reference); its failure only leaves the impact unsaid. And the swap's network fee, whose
 * failure only leaves the fee unknown.
 */
export const fetchSwapQuoteActor = fromPromise<QuoteAnswer, { ports: SwapPorts; swap: SwapRequest }>(
  async ({ input: { ports, swap }, signal }) => {
    const ask = (amount: bigint) =>
      ports.convert.quotes({
        network: swap.network,
        from: swap.from.address,
        to: swap.to.address,
        amount,
        userAddress: userOf(swap.account),
        signal,
      })
    const [quotes, balance, reference, fee] = await Promise.all([
      ask(swap.amount),
      ports.readBalance(swap.account, swap.from, signal),
      ask(referenceAmount(swap.amount)).then(bestOf, () => undefined),
      estimateSwapFee(ports, swap, signal),
    ])
    return { quote: bestOf(quotes), balance, reference, fee }
  },
)

/**
 * Max: what the account holds of the token paid and, where it is the coin, the network fee of
 * swapping all of it for `to` (a swap of the balance, unsimulated: it leaves nothing for its fee).
 * A balance of nothing needs no fee read: Max is 0 either way.
 */
export const measureSwapMaxActor = fromPromise<
  MaxAnswer,
  { ports: SwapPorts; account: ActiveAccount; from: SwapToken; to: SwapToken | undefined }
>(async ({ input: { ports, account, from, to }, signal }) => {
  const balance = await ports.readBalance(account, from, signal)
  if (!isNativeToken(from)) return { balance, fee: undefined }
  if (balance === 0n || !to) return { balance, fee: { units: undefined, includesApproval: false } }
  const network = account.network.caipNetworkId as CaipNetworkId<'eip155'>
  const swap = { account, network, from, to, amount: balance }
  return { balance, fee: await estimateSwapFee(ports, swap, signal, { unsimulated: true }) }
})

/** How much of the token paid the exchange may take; the coin needs no approval (as much as asked). */
export const checkSwapAllowanceActor = fromPromise<bigint, { ports: SwapPorts; swap: SwapRequest }>(
  ({ input: { ports, swap }, signal }) =>
    isNativeToken(swap.from)
      ? Promise.resolve(swap.amount)
      : ports.convert.allowance({
          network: swap.network,
          token: swap.from.address,
          userAddress: userOf(swap.account),
          signal,
        }),
)

/**
 * The approval of exactly the amount (never unlimited: the visitor approves what this swap takes),
 * built by the service, checked (see `swap.verify.ts`) and sent by the wallet (the first of two
 * prompts); its hash.
 */
export const sendSwapApprovalActor = fromPromise<string, { ports: SwapPorts; swap: SwapRequest }>(
  async ({ input: { ports, swap }, signal }) => {
    const approval = await ports.convert.buildApproval({
      network: swap.network,
      from: swap.from.address,
      to: swap.to.address,
      userAddress: userOf(swap.account),
      amount: swap.amount,
      signal,
    })
    verifySwapApproval(approval, swap)
    return ports.sendCall(swap.account, { to: approval.to, data: approval.data, value: approval.value })
  },
)

/**
 * The swap as the service builds it now, checked against the swap shown before the wallet is asked
 * (see `swap.verify.ts`; the machine's slippage guard then holds what it accepts to the minimum shown).
 */
export const buildSwapActor = fromPromise<CheckedSwap, { ports: SwapPorts; swap: SwapRequest }>(
  async ({ input: { ports, swap }, signal }) => {
    const built = await ports.convert.buildSwap({
      network: swap.network,
      from: swap.from.address,
      to: swap.to.address,
      userAddress: userOf(swap.account),
      amount: swap.amount,
      signal,
    })
    return { ...built, acceptsAtLeast: verifySwapTransaction(built, swap, { now: Date.now() / 1000 }) }
  },
)

/** Asks the wallet to send the swap as built; its hash. */
export const sendSwapActor = fromPromise<
  string,
  { ports: SwapPorts; account: ActiveAccount; built: SwapTransaction }
>(({ input: { ports, account, built } }) =>
  ports.sendCall(account, { to: built.to, data: built.data, value: built.value, gas: built.gas }),
)
