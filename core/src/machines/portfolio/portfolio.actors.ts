import { fromCallback, fromPromise } from 'xstate'
import type { AccountDataSource } from '../../account-data/account-data.types.js'
import type { TokenBalance } from '../../api/blockchain/blockchain-api.types.js'
import { watchSystemActor } from '../../system/system.js'
import { selectAccountOnNetwork } from '../connection/connection.selectors.js'
import { selectActiveNamespace } from '../network/network.selectors.js'
import type { PortfolioAccount, PortfolioEvent } from './portfolio.types.js'

/** Reads the account's tokens from the source; the read is abandoned when the account changes. */
export const readBalancesActor = fromPromise<
  readonly TokenBalance[],
  { source: AccountDataSource; account: PortfolioAccount; forceUpdate: string | undefined }
>(({ input: { source, account, forceUpdate }, signal }) =>
  source.balances({ ...account, ...(forceUpdate === undefined ? {} : { forceUpdate }), signal }),
)

/**
 * Follows the active account: the network actor says which namespace is active, and that namespace's
 * connection actor which account is on which network. Reports each change (also the first sight).
 */
export const watchActiveAccountActor = fromCallback<PortfolioEvent>(({ system, sendBack }) => {
  let stopConnection = () => {}
  let namespace: string | undefined
  const report = (account: PortfolioAccount | undefined) =>
    sendBack({ type: 'PORTFOLIO.ACCOUNT_CHANGED', account })
  const stopNetwork = watchSystemActor(system, 'network', (snapshot) => {
    const active = selectActiveNamespace(snapshot)
    if (active === namespace) return
    namespace = active
    stopConnection()
    if (!active) {
      stopConnection = () => {}
      report(undefined)
      return
    }
    stopConnection = watchSystemActor(system, `connection.${active}`, (connection) =>
      report(selectAccountOnNetwork(connection)),
    )
  })
  return () => {
    stopNetwork()
    stopConnection()
  }
})
