import { describe } from 'vitest'
import { itChecksEveryTransition } from './connection.model-check.js'
import { environments } from './connection.model-events.js'

/**
 * The connection machine against its model, starting from a stored connection to restore (see
 * connection.model-check.ts). A walk takes about 30 s on a quiet machine: the deadline is ten times that.
 */
describe('connection: model-based walks', () => {
  itChecksEveryTransition(environments.storedConnection, 300_000)
})
