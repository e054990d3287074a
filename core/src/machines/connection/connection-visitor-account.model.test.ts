import { describe } from 'vitest'
import { itChecksEveryTransition } from './connection.model-check.js'
import { environments } from './connection.model-events.js'

/**
 * The connection machine against its model where the visitor picks the active account (Polkadot's
 * rule), starting from a stored connection whose second account was picked: a reload brings it back,
 * picks are stored with their wallet, forgetting the connection forgets them (see connection.model-check.ts).
 */
describe('connection: model-based walks, the visitor picks the active account', () => {
  itChecksEveryTransition(environments.visitorPicked, 120_000)
})
