import { describe, expect, expectTypeOf, it } from 'vitest'
import { assign, setup } from 'xstate'
import type { Connector } from '../connectors/connector.types.js'
import { createFoyer } from '../create-foyer.js'
import { evmMock } from '../machines/connection/connection.fixtures.js'
import { selectConnectors } from '../machines/connection/connection.selectors.js'
import { storageKeys } from '../storage/keys.js'
import { memoryStorage } from '../storage/memory.js'
import { createStorage } from '../storage/storage.js'
import type { FoyerModule, ModuleContext } from '../system/module.types.js'
import { getSystemActor, sendToSystem } from '../system/system.js'

// A capability added from this file alone: its machine, its system id (by declaration merging), its
// connector, what it does as Foyer starts, and its action on the facade. Nothing in the root machine
// or in createFoyer names it.

type GreeterEvent = { type: 'GREETER.GREET'; name: string }
const greeterMachine = setup({
  types: {} as {
    context: { greeted: string[]; page: string }
    events: GreeterEvent
    input: { page: string }
  },
}).createMachine({
  context: ({ input }) => ({ greeted: [], page: input.page }),
  on: {
    'GREETER.GREET': {
      actions: assign({ greeted: ({ context, event }) => [...context.greeted, event.name] }),
    },
  },
})

declare module '../system/system.events.js' {
  interface FoyerSystemEvents {
    greeter: GreeterEvent
  }
}
declare module '../system/system.actors.js' {
  interface FoyerSystemActors {
    greeter: import('xstate').ActorRefFrom<typeof greeterMachine>
  }
}

const greeterConnector: Connector = {
  id: 'greeter.wallet',
  name: 'Greeter',
  type: 'EXTERNAL',
  chain: 'eip155',
}

function greeter(seen: ModuleContext[] = []): FoyerModule<{ greet(name: string): void }> {
  return {
    id: 'greeter',
    plug: (context) => {
      seen.push(context)
      // A start-time effect: what the connection actors read from storage is already changed.
      context.storage.remove(storageKeys.connectedConnectorId('eip155'))
      return {
        actors: [{ systemId: 'greeter', logic: greeterMachine, input: { page: context.page.domain } }],
        connectors: (namespace) => (namespace === 'eip155' ? [greeterConnector] : []),
      }
    },
    actions: (foyer) => ({
      greet: (name) => sendToSystem(foyer.actor, 'greeter', { type: 'GREETER.GREET', name }),
    }),
  }
}

describe('a module added from outside the root', () => {
  it('runs its actor under its system id with the input it built from the site and the page', () => {
    const seen: ModuleContext[] = []
    const foyer = createFoyer({
      adapters: [evmMock()],
      origin: 'https://app.example.com',
      modules: [greeter(seen)],
    })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.namespaces).toEqual(['eip155'])
    expect(seen[0]?.options.origin).toBe('https://app.example.com')
    const actor = getSystemActor(foyer.actor, 'greeter')
    expect(actor?.getSnapshot().context.page).toBe(seen[0]?.page.domain)
    foyer.stop()
  })

  it('adds its action to the facade, typed, and the action reaches its actor', () => {
    const foyer = createFoyer({ adapters: [evmMock()], modules: [greeter()] })
    expectTypeOf(foyer.greet).toEqualTypeOf<(name: string) => void>()
    foyer.greet('Ada')
    expect(getSystemActor(foyer.actor, 'greeter')?.getSnapshot().context.greeted).toEqual(['Ada'])
    foyer.stop()
  })

  it("lists its connectors on their namespace's connection actor, before the adapter's", () => {
    const foyer = createFoyer({ adapters: [evmMock()], modules: [greeter()] })
    const connection = foyer.connection('eip155')
    const ids = connection ? selectConnectors(connection.getSnapshot()).map((c) => c.id) : []
    expect(ids[0]).toBe('greeter.wallet')
    expect(ids.length).toBeGreaterThan(1)
    foyer.stop()
  })

  it('is plugged before the connection actors read storage', () => {
    const storedConnection = () => {
      const storage = memoryStorage()
      createStorage(storage).set(storageKeys.connectedConnectorId('eip155'), 'mock')
      createStorage(storage).set(storageKeys.connectionStatus('eip155'), 'connected')
      return storage
    }
    const restoring = (foyer: ReturnType<typeof createFoyer>) =>
      foyer.connection('eip155')?.getSnapshot().hasTag('disconnected') === false
    // Without the module the stored connection is restored; with it, its connector was forgotten first.
    const without = createFoyer({ adapters: [evmMock()], storage: storedConnection() })
    expect(restoring(without)).toBe(true)
    without.stop()
    const foyer = createFoyer({ adapters: [evmMock()], storage: storedConnection(), modules: [greeter()] })
    expect(restoring(foyer)).toBe(false)
    foyer.stop()
  })

  it('a Foyer without the module has neither its actor nor its action', () => {
    const foyer = createFoyer({ adapters: [evmMock()] })
    expect(getSystemActor(foyer.actor, 'greeter')).toBeUndefined()
    // @ts-expect-error greet is a module action: not on a Foyer without that module
    expect(foyer.greet).toBeUndefined()
    foyer.stop()
  })

  it('a send to the module actor is typed by its events', () => {
    const foyer = createFoyer({ modules: [greeter()] })
    // @ts-expect-error the greeter accepts GREETER.GREET only
    sendToSystem(foyer.actor, 'greeter', { type: 'GREETER.WAVE' })
    // @ts-expect-error GREETER.GREET carries a name
    sendToSystem(foyer.actor, 'greeter', { type: 'GREETER.GREET' })
    foyer.stop()
  })
})
