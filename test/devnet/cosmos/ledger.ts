import { moduleAddress } from './addresses.js'
import { type CoinAmount, formatCoins } from './coins.js'
import { sdkError } from './errors.js'
import { event, type TxEvent } from './events.js'

// The chain's state: the auth module's accounts (number, sequence, the public key recorded by the
// account's first signed transaction) and the bank module's balances. A transaction runs on a branch
// (`branch()`), and only a branch whose transaction is kept replaces the state (`commit`), as the
// SDK's cached stores do.

/** An account: its number (fixed when created), its sequence (one per signed transaction), its key. */
export type Account = {
  address: string
  accountNumber: bigint
  sequence: bigint
  /** The compressed secp256k1 key, once a transaction signed by it was processed. */
  pubKey: Uint8Array | undefined
  /** A module account's name (`fee_collector`); such accounts never sign and never receive sends. */
  module: string | undefined
  balances: Map<string, bigint>
}

/**
 * The module accounts a chain starts with, in the order their account numbers are given: the fee
 * collector (where fees go) and the staking, distribution, governance and mint modules' accounts, so
 * user accounts start past them, as on a real chain.
 */
export const MODULE_ACCOUNTS = [
  'fee_collector',
  'distribution',
  'bonded_tokens_pool',
  'not_bonded_tokens_pool',
  'gov',
  'mint',
] as const

const copyAccount = (account: Account): Account => ({ ...account, balances: new Map(account.balances) })

/**
 * The auth and bank state of a chain with address `prefix`.
 *
 * @example
 * const ledger = new CosmosLedger('cosmos')
 * ledger.mint('cosmos1…', [{ denom: 'uatom', amount: 1_000_000n }])
 */
export class CosmosLedger {
  readonly prefix: string
  private accounts: Map<string, Account>
  private nextAccountNumber: bigint

  constructor(prefix: string, from?: CosmosLedger) {
    this.prefix = prefix
    this.accounts = new Map([...(from?.accounts.values() ?? [])].map((a) => [a.address, copyAccount(a)]))
    this.nextAccountNumber = from?.nextAccountNumber ?? 0n
    if (!from) for (const name of MODULE_ACCOUNTS) this.create(moduleAddress(prefix, name), name)
  }

  /** A copy to run a transaction on; `commit` it to keep what the transaction did. */
  branch(): CosmosLedger {
    return new CosmosLedger(this.prefix, this)
  }

  /** Replaces this state with `branch`'s. */
  commit(branch: CosmosLedger): void {
    this.accounts = branch.accounts
    this.nextAccountNumber = branch.nextAccountNumber
  }

  account(address: string): Readonly<Account> | undefined {
    return this.accounts.get(address)
  }

  /** Every account, by account number. */
  allAccounts(): readonly Readonly<Account>[] {
    return [...this.accounts.values()].sort((a, b) => (a.accountNumber < b.accountNumber ? -1 : 1))
  }

  /** The amount of `denom` at `address` (0 when none, or no account). */
  balance(address: string, denom: string): bigint {
    return this.accounts.get(address)?.balances.get(denom) ?? 0n
  }

  /** Every non-zero balance of `address`, sorted by denom. */
  balances(address: string): CoinAmount[] {
    const balances = [...(this.accounts.get(address)?.balances ?? [])]
    return balances
      .filter(([, amount]) => amount > 0n)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([denom, amount]) => ({ denom, amount }))
  }

  /** Whether `address` may not receive sends: the SDK blocks sends to module accounts. */
  isBlocked(address: string): boolean {
    return this.accounts.get(address)?.module !== undefined
  }

  /** Creates `coins` at `address` (genesis or a faucet), creating the account when new. */
  mint(address: string, coins: readonly CoinAmount[]): void {
    const account = this.accounts.get(address) ?? this.create(address)
    for (const { denom, amount } of coins)
      account.balances.set(denom, (account.balances.get(denom) ?? 0n) + amount)
  }

  /**
   * Moves `coins` from `from` to `to`, as the bank keeper's `SendCoins`: refused when `from`'s balance
   * of any denom is short (the SDK's "spendable balance … is smaller than …"), the recipient's account
   * created when new. The events it emits: coin_spent, coin_received, transfer, message.
   */
  send(from: string, to: string, coins: readonly CoinAmount[]): TxEvent[] {
    const sender = this.accounts.get(from)
    for (const coin of coins) {
      const spendable = sender?.balances.get(coin.denom) ?? 0n
      if (spendable < coin.amount)
        throw sdkError(
          'insufficientFunds',
          `spendable balance ${spendable}${coin.denom} is smaller than ${coin.amount}${coin.denom}`,
        )
    }
    const recipient = this.accounts.get(to) ?? this.create(to)
    for (const { denom, amount } of coins) {
      sender?.balances.set(denom, (sender.balances.get(denom) ?? 0n) - amount)
      if (sender?.balances.get(denom) === 0n) sender.balances.delete(denom)
      recipient.balances.set(denom, (recipient.balances.get(denom) ?? 0n) + amount)
    }
    const amount = formatCoins(coins)
    return [
      event('coin_spent', { spender: from, amount }),
      event('coin_received', { receiver: to, amount }),
      event('transfer', { recipient: to, sender: from, amount }),
      event('message', { sender: from }),
    ]
  }

  /** Records `pubKey` on `address`'s account (a signer's first transaction). */
  setPubKey(address: string, pubKey: Uint8Array): void {
    const account = this.accounts.get(address)
    if (account && !account.pubKey) account.pubKey = pubKey
  }

  /** Counts one more signed transaction of `address`. */
  incrementSequence(address: string): void {
    const account = this.accounts.get(address)
    if (account) account.sequence += 1n
  }

  private create(address: string, module?: string): Account {
    const account: Account = {
      address,
      accountNumber: this.nextAccountNumber,
      sequence: 0n,
      pubKey: undefined,
      module,
      balances: new Map(),
    }
    this.nextAccountNumber += 1n
    this.accounts.set(address, account)
    return account
  }
}
