import { type AnyActorRef, assertEvent, assign, sendTo } from 'xstate'
import { activeAccountOf } from '../../chains/account.js'
import type { AnyChainAdapter, Connection } from '../../chains/adapter.types.js'
import type { BalanceEvent, BalanceTarget } from '../balance/balance.types.js'
import { networkOfConnection } from './connection.rules.js'
import { storeBalance } from './connection.storage.js'
import type { ConnectionContext, ConnectionEvent } from './connection.types.js'

// The native balance: its child `balance` actor reads it (at once, then after wallet events once the
// wallet has settled); the connection keeps what it reports, for the views, and caches it.

/**
 * What the balance actor reads: the active account, on the wallet's network if the site configures it.
 *
 * @example
 * balanceTargetOf(adapter, connection) // { address: '0xf39F…', network: mainnet }
 */
export function balanceTargetOf(adapter: AnyChainAdapter, connection: Connection): BalanceTarget {
  return {
    address: activeAccountOf(connection).address,
    network: networkOfConnection(adapter.networks, connection),
  }
}

/**
 * The connection machine's actions for the balance (spread into its `setup()`).
 *
 * @example
 * setup({ actions: { ...balanceActions } })
 */
export const balanceActions = {
  setBalance: assign<ConnectionContext, ConnectionEvent, undefined, ConnectionEvent, never>(({ event }) => {
    assertEvent(event, 'CONNECTION.BALANCE_CHANGED')
    return { balance: event.read }
  }),
  storeBalance: ({ context }: { context: ConnectionContext }) => storeBalance(context),
  markBalanceReading: assign<ConnectionContext, ConnectionEvent, undefined, ConnectionEvent, never>({
    balance: { status: 'reading' },
  }),
  askBalanceAgain: sendTo<ConnectionContext, ConnectionEvent, undefined, AnyActorRef, ConnectionEvent>(
    'balance',
    ({ context }: { context: ConnectionContext }): BalanceEvent => ({
      type: 'BALANCE.READ',
      // Asked only while connected, where a connection is kept.
      target: balanceTargetOf(context.adapter, context.connection as Connection),
    }),
  ),
}

// The balance actor reads again once the wallet has settled; meanwhile no stale balance shows.
export const readBalanceAgain = ['markBalanceReading', 'askBalanceAgain'] as const
