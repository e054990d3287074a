import { describe, expect, it } from 'vitest'
import type { AccountEvent } from '../adapter.types.js'
import { watchProviderEvents } from './provider-events.js'

type Listener = (value: unknown) => void

/** A provider with only the event half, and a way to fire its events. */
function eventfulProvider(removeName: 'removeListener' | 'off' = 'removeListener') {
  const listeners = new Map<string, Set<Listener>>()
  const add = (event: string, listener: Listener) => {
    listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
  }
  const remove = (event: string, listener: Listener) => listeners.get(event)?.delete(listener)
  return {
    provider: { on: add, [removeName]: remove },
    fire: (event: string, value?: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(value)
    },
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}

describe('watchProviderEvents', () => {
  it('maps accountsChanged, chainChanged (hex) and disconnect to account events', () => {
    const { provider, fire } = eventfulProvider()
    const events: AccountEvent<'eip155'>[] = []
    watchProviderEvents(provider, (event) => events.push(event))
    fire('accountsChanged', ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])
    fire('accountsChanged', [])
    fire('chainChanged', '0x2105')
    fire('disconnect', { code: 4900 })
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
      },
      { type: 'accountsChanged', accounts: [] },
      { type: 'chainChanged', caipNetworkId: 'eip155:8453' },
      { type: 'disconnect' },
    ])
  })

  it('drops malformed events instead of passing them on', () => {
    const { provider, fire } = eventfulProvider()
    const events: AccountEvent<'eip155'>[] = []
    watchProviderEvents(provider, (event) => events.push(event))
    fire('accountsChanged', ['not an address'])
    fire('chainChanged', 'mainnet')
    expect(events).toEqual([])
  })

  it.each(['removeListener', 'off'] as const)('removes every listener on stop (%s)', (removeName) => {
    const { provider, fire, count } = eventfulProvider(removeName)
    const events: AccountEvent<'eip155'>[] = []
    const stop = watchProviderEvents(provider, (event) => events.push(event))
    expect(count()).toBe(3)
    stop()
    expect(count()).toBe(0)
    fire('chainChanged', '0x1')
    expect(events).toEqual([])
  })

  it('accepts a provider without events and does nothing', () => {
    const stop = watchProviderEvents({ request: async () => null }, () => {
      throw new Error('no events expected')
    })
    expect(stop).toBeTypeOf('function')
    expect(() => stop()).not.toThrow()
  })
})
