import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { Connector } from '../../connectors/connector.types.js'
import { foyerMachine } from './foyer.machine.js'
import { selectConnectView } from './foyer.selectors.js'
import type { FoyerOptions } from './foyer.types.js'

const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }

function connectView(options: FoyerOptions, connectors: readonly Connector[] = []) {
  const actor = createActor(foyerMachine, { input: options, systemId: 'foyer' }).start()
  actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors })
  const view = selectConnectView(actor.getSnapshot())
  actor.stop()
  return view
}

describe('selectConnectView', () => {
  it('offers email and social only while their features are on', () => {
    expect(connectView({ projectId: 'p' }).methods).toEqual(['email', 'social', 'wallet'])
    expect(connectView({ projectId: 'p', features: { email: false } }).methods).toEqual(['social', 'wallet'])
    expect(connectView({ projectId: 'p', features: { socials: [] } }).methods).toEqual(['email', 'wallet'])
    // Basic mode turns remote features (email and social among them) off.
    expect(connectView({ basic: true }).methods).toEqual(['wallet'])
  })

  it('puts wallet first with a browser wallet, and is empty without any wallet', () => {
    const view = connectView({ projectId: 'p' }, [metamask])
    expect(view.methods).toEqual(['wallet', 'email', 'social'])
    expect(view.isEmpty).toBe(false)
    expect(view.groups.map((g) => g.group)).toEqual(['injected'])
    expect(connectView({ projectId: 'p' }).isEmpty).toBe(true)
  })
})
