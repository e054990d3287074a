import type { Account, AccountEvent } from '../adapter.types.js'
import { polkadotAccountKey } from './polkadot.kit.js'
import type { PolkadotInjected } from './polkadot.types.js'
import { type AccountsTarget, accountsOf } from './wallet-answers.js'

/** What tells two lists of accounts apart: each account's key, name and key type, whatever their order. */
function fingerprintOf(accounts: readonly Account[]): string {
  return accounts
    .map((account) =>
      JSON.stringify([polkadotAccountKey(account.address), account.name, account.addressType]),
    )
    .sort()
    .join('\n')
}

/**
 * Follows an extension's accounts (`accounts.subscribe`): an account added, removed or renamed is an
 * `accountsChanged` with the whole list (the connection keeps the visitor's chosen account active while
 * the list still has it: Polkadot's kit says the visitor picks); a list with no account left to offer
 * is a `disconnect`. Extensions call back at once with the list they already gave, and some call back
 * with the same list again: only a list that differs from the last one (`known` at first) is reported.
 * `onAddresses` hears the addresses the extension wrote for each account, by key, with every list.
 * An extension without `subscribe`, or one that throws, reports nothing. Returns the stop function;
 * nothing is reported after it was called.
 *
 * @example
 * const stop = watchWalletAccounts(injected, target, connection.accounts, onEvent, remember)
 */
export function watchWalletAccounts(
  injected: PolkadotInjected,
  target: AccountsTarget,
  known: readonly Account[],
  onEvent: (event: AccountEvent<'polkadot'>) => void,
  onAddresses: (walletAddresses: ReadonlyMap<string, string>) => void,
): () => void {
  let last = fingerprintOf(known)
  let stopped = false
  const onList = (list: unknown) => {
    // A callback that is no list says nothing about the accounts.
    if (stopped || !Array.isArray(list)) return
    const { accounts, walletAddresses } = accountsOf(list, target)
    const fingerprint = fingerprintOf(accounts)
    if (fingerprint === last) return
    last = fingerprint
    onAddresses(walletAddresses)
    onEvent(accounts.length > 0 ? { type: 'accountsChanged', accounts } : { type: 'disconnect' })
  }
  let unsubscribe: unknown
  try {
    unsubscribe = injected.accounts.subscribe?.(onList)
  } catch {
    unsubscribe = undefined
  }
  // The extension's stop function, which some give as a promise of it.
  const stop = (fn: unknown) => {
    try {
      if (typeof fn === 'function') fn()
    } catch {
      // Its own stop failing changes nothing here: nothing is reported any more.
    }
  }
  return () => {
    stopped = true
    if (unsubscribe instanceof Promise) unsubscribe.then(stop, () => {})
    else stop(unsubscribe)
  }
}
