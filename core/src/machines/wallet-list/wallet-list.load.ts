import type { AnyActorLogic } from 'xstate'

/**
 * The AllWallets list's logic, downloaded when AllWallets first opens (the wallet directory module's
 * `walletDirectory` lazy actor calls it): a visit that never browses all wallets does not carry it.
 *
 * @example
 * createActor(lazyActorMachine, { input: { systemId: 'walletList', load: loadWalletListMachine, input: { directory } } })
 */
export function loadWalletListMachine(): Promise<AnyActorLogic> {
  return import('./wallet-list.machine.js').then((module) => module.walletListMachine)
}
