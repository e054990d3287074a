import { activeAccountOf } from '../../chains/account.js'
import type { Account, Connection } from '../../chains/adapter.types.js'
import type { PayQuote } from './pay.types.js'

// Which of the connected accounts may pay. A wallet that shares several accounts in the payment's
// namespace offers each of them; the active one is offered first and paid from unless the visitor
// picks another. (What each lacks is in `pay.shortfall.ts`, which the Pay view's model needs too:
// apart, this file downloads with the pay machine only.)

/**
 * The addresses of `connection` that may pay: every account the namespace would pay from if it were
 * the active one (so a Bitcoin ordinals account beside a payment account is left out: a payment must
 * not spend inscriptions), the active account first, each address once.
 *
 * @example
 * payerAddressesOf({ accounts: [{ address: '0xA…' }, { address: '0xB…' }] }) // ['0xA…', '0xB…']
 */
export function payerAddressesOf(connection: Pick<Connection, 'accounts'>): string[] {
  const active = activeAccountOf(connection)
  const others = connection.accounts.filter(
    (account) => account !== active && activeAccountOf({ accounts: [account, active] }) === account,
  )
  return [...new Set([active, ...others].map((account) => account.address))]
}

/**
 * `connection` as the sending code sees it when `address` pays: that account first, so the code,
 * which sends from a connection's active account, prepares and sends from it. The wallet itself is
 * not switched: the site's active account stays what it was. Throws for an address the wallet does
 * not share.
 *
 * @example
 * transfers.prepareTransfer(asPayer(connection, '0xB…'), transfer) // prepared.from === '0xB…'
 */
export function asPayer<C extends Pick<Connection, 'accounts'>>(connection: C, address: string): C {
  const payer = connection.accounts.find((account) => account.address === address)
  if (!payer) throw new Error(`pay: ${address} is not an account of the connection`)
  const rest = connection.accounts.filter((account) => account !== payer)
  const accounts: [Account, ...Account[]] = [payer, ...rest]
  return { ...connection, accounts }
}

/**
 * The quote a payment starts with: the active account's (listed first) when it covers the payment,
 * otherwise the first account's that does; `undefined` when none does.
 *
 * @example
 * defaultQuoteOf([shortActive, coveredSecond]) // coveredSecond
 */
export function defaultQuoteOf(quotes: readonly PayQuote[]): PayQuote | undefined {
  return quotes.find((quote) => !quote.shortfall)
}
