import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createFoyer, type Foyer } from '../../create-foyer.js'
import { evmMock, mockConnector, solanaMock } from '../../machines/connection/connection.fixtures.js'
import type { Namespace } from '../../networks/network.types.js'
import { endLogin } from './end-login.js'

// One email or social login connects an account in each of its namespaces through the AUTH connector:
// disconnecting one of them signs the login out (the embedded wallet's link calls endLogin then), so
// the others disconnect with it. Another wallet's
// connection in another namespace is not the login's and stays.

const connector = (namespace: Namespace, id: string) => ({ ...mockConnector(namespace), id, name: id })

function start(solanaConnectorId: string) {
  const foyer = createFoyer({
    isMobile: false,
    adapters: [
      evmMock({ connectors: [connector('eip155', 'AUTH')] }),
      solanaMock({ connectors: [connector('solana', solanaConnectorId)] }),
    ],
  })
  return foyer
}

function connection(foyer: Foyer, namespace: Namespace) {
  const actor = foyer.connection(namespace)
  if (!actor) throw new Error(`Foyer runs no ${namespace} connection`)
  return actor
}
const connected = (foyer: Foyer, namespace: Namespace) =>
  waitFor(connection(foyer, namespace), (s) => s.hasTag('connected'))
const statuses = (foyer: Foyer) =>
  (['eip155', 'solana'] as const).map((ns) => connection(foyer, ns).getSnapshot().hasTag('connected'))

describe('the end of an email or social login (endLogin)', () => {
  it("disconnects the login's other namespace too: one login, one disconnect", async () => {
    const foyer = start('AUTH')
    // One at a time: a connect started while another waits cancels that one.
    foyer.connect('AUTH', { namespace: 'eip155' })
    await connected(foyer, 'eip155')
    foyer.connect('AUTH', { namespace: 'solana' })
    await connected(foyer, 'solana')
    endLogin(foyer.actor)
    await waitFor(connection(foyer, 'eip155'), (s) => s.matches('disconnected'))
    await waitFor(connection(foyer, 'solana'), (s) => s.matches('disconnected'))
    expect(statuses(foyer)).toEqual([false, false])
    foyer.stop()
  })

  it("leaves another wallet's connection in the other namespace connected", async () => {
    const foyer = start('phantom')
    // One at a time: a connect started while another waits cancels that one.
    foyer.connect('AUTH', { namespace: 'eip155' })
    await connected(foyer, 'eip155')
    foyer.connect('phantom', { namespace: 'solana' })
    await connected(foyer, 'solana')
    endLogin(foyer.actor)
    await waitFor(connection(foyer, 'eip155'), (s) => s.matches('disconnected'))
    expect(statuses(foyer)).toEqual([false, true])
    foyer.stop()
  })
})
