import { AccountNotInConnectionError } from '../errors/connection.js'
import type { Account, Connection } from './adapter.types.js'
import type { NamespaceKit } from './kit.types.js'

/**
 * A connection's active account: what its address, balance, sign-in and payments are. It is the first
 * account, except where the wallet gives accounts for purposes (Bitcoin's payment and ordinals
 * accounts): there it is the first payment account, because Bitcoin pays from the payment address
 * (the site's default account type there is `payment`) and an ordinals address holds inscriptions
 * that a payment must not spend. So an ordinals account listed first, or picked by the visitor, is
 * shown beside the active one but never takes its place; a wallet that shares no payment account
 * falls back to its first one.
 *
 * @example
 * activeAccountOf({ accounts: [{ address: 'bc1p…', type: 'ordinal', purpose: 'ordinals' }, { address: 'bc1q…', type: 'payment', purpose: 'payment' }] }).address // 'bc1q…'
 */
export function activeAccountOf(connection: Pick<Connection, 'accounts'>): Account
/** The same rule over a list that may be empty (a stored connection's): `undefined` when it is. */
export function activeAccountOf(connection: { accounts: readonly Account[] }): Account | undefined
export function activeAccountOf(connection: { accounts: readonly Account[] }): Account | undefined {
  const { accounts } = connection
  return accounts.find(isForPayment) ?? accounts[0]
}

/**
 * An account the wallet gave for payment: its purpose says so, or, without a purpose (a stored
 * connection keeps only address and type), its type is Bitcoin's `payment`.
 */
function isForPayment(account: Account): boolean {
  return account.purpose === 'payment' || (account.purpose === undefined && account.type === 'payment')
}

/**
 * The connection's account with `address`, or the active one (see {@link activeAccountOf}) without an
 * address. `isSame` compares addresses as the namespace does (EVM addresses ignore case; base58 and
 * bech32 do not). Throws `AccountNotInConnectionError` for an address the wallet did not share.
 *
 * @example
 * accountOf(connection, '0xab…', (a, b) => a.toLowerCase() === b.toLowerCase())
 */
export function accountOf(
  connection: Connection,
  address: string | undefined,
  isSame: (a: string, b: string) => boolean = (a, b) => a === b,
): Account {
  if (address === undefined) return activeAccountOf(connection)
  const account = connection.accounts.find((candidate) => isSame(candidate.address, address))
  if (!account) throw new AccountNotInConnectionError({ details: address })
  return account
}

/**
 * How a namespace tells accounts apart: its kit's `accountKey` (an SS58 address of any network prefix,
 * an EVM address of any letter case). Without one, addresses are compared as written.
 */
export type AccountKeyRule = Partial<Pick<NamespaceKit, 'accountKey'>>

/**
 * The connection's account that `address` names (compared by the namespace's `accountKey`), if the
 * wallet shared it.
 *
 * @example
 * sharedAccountOf(connection, '5Grwva…utQY', polkadotKit)?.address // '15oF4u…6Sp5' (the same key, on Polkadot)
 */
export function sharedAccountOf(
  connection: Pick<Connection, 'accounts'> | undefined,
  address: string,
  rules?: AccountKeyRule,
): Account | undefined {
  const key = rules?.accountKey ?? ((written: string) => written)
  const wanted = key(address)
  return connection?.accounts.find((account) => key(account.address) === wanted)
}

/**
 * The connection with the account `address` first, which makes it the active one (`activeAccountOf`
 * has the last word: a Bitcoin ordinals account moves first but the payment account stays active);
 * unchanged when the wallet did not share that address. Addresses are compared as the namespace's
 * `accountKey` does (an SS58 address written with another network's prefix names the same account).
 *
 * @example
 * activeAccountOf(connectionWithActiveAccount(connection, '0xab…')).address // '0xab…'
 */
export function connectionWithActiveAccount(
  connection: Connection,
  address: string,
  rules?: AccountKeyRule,
): Connection {
  const chosen = sharedAccountOf(connection, address, rules)
  if (!chosen) return connection
  return { ...connection, accounts: [chosen, ...connection.accounts.filter((account) => account !== chosen)] }
}
