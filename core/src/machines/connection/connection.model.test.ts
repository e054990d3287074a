import { describe } from 'vitest'
import { itChecksEveryTransition } from './connection.model-check.js'
import { environments } from './connection.model-events.js'

/**
 * The connection machine against its model, from a first visit (nothing stored) and with two wallets
 * (multi-wallet). The stored connection's walk is in connection-restore.model.test.ts, so the two
 * largest walks run side by side. A walk takes about 30 s on a quiet machine: the deadline is ten times that.
 */
describe('connection: model-based walks', () => {
  itChecksEveryTransition(environments.firstVisit, 300_000)
  itChecksEveryTransition(environments.multiWallet, 300_000)
})
