import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { solanaDiscoveryMachine } from './discovery.machine.js'
import type { WalletRegistry } from './discovery.types.js'

/**
 * Every interleaving (up to five steps) of what a page's wallets do — register, register again,
 * unregister, and a wallet gaining or losing what Foyer needs — run through a fake `getWallets()`
 * registry and real change events, against a reference model written out below: the listed
 * connectors are the registered wallets that can connect and name a Solana chain, each once, in the
 * order they first registered.
 */

type Listener = () => void
/** A scripted Wallet Standard wallet whose features can change, as a real wallet's can. */
function scriptedWallet(name: string, chains: string[], canConnect: boolean) {
  const listeners = new Set<Listener>()
  const state = { canConnect }
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: chains as Wallet['chains'],
    get features() {
      return {
        ...(state.canConnect
          ? { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } }
          : {}),
        'standard:events': {
          version: '1.0.0',
          on: (_event: 'change', listener: Listener) => {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
        },
      }
    },
    accounts: [],
  }
  return {
    wallet,
    listeners,
    setCanConnect(value: boolean) {
      state.canConnect = value
      for (const listener of [...listeners]) listener()
    },
  }
}

/** A fake of `getWallets()`: register and unregister call its listeners as the real one does. */
function fakeRegistry() {
  const registered: Wallet[] = []
  const listeners = {
    register: new Set<(...w: Wallet[]) => void>(),
    unregister: new Set<(...w: Wallet[]) => void>(),
  }
  const registry: WalletRegistry = {
    get: () => [...registered],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
  }
  return {
    registry,
    register(wallet: Wallet) {
      if (!registered.includes(wallet)) registered.push(wallet)
      for (const listener of listeners.register) listener(wallet)
    },
    unregister(wallet: Wallet) {
      const index = registered.indexOf(wallet)
      if (index >= 0) registered.splice(index, 1)
      for (const listener of listeners.unregister) listener(wallet)
    },
    listenerCount: () => listeners.register.size + listeners.unregister.size,
  }
}

type Step =
  | 'registerPhantom'
  | 'registerFlaky'
  | 'registerEvmOnly'
  | 'unregisterPhantom'
  | 'unregisterFlaky'
  | 'flakyGainsConnect'
  | 'flakyLosesConnect'
const steps: readonly Step[] = [
  'registerPhantom',
  'registerFlaky',
  'registerEvmOnly',
  'unregisterPhantom',
  'unregisterFlaky',
  'flakyGainsConnect',
  'flakyLosesConnect',
]

/** The reference: which wallets are registered, in first-registration order, and what each can do. */
type Reference = { order: string[]; flakyCanConnect: boolean }
function referenceStep(ref: Reference, step: Step): Reference {
  const add = (name: string) => (ref.order.includes(name) ? ref.order : [...ref.order, name])
  const remove = (name: string) => ref.order.filter((n) => n !== name)
  switch (step) {
    case 'registerPhantom':
      return { ...ref, order: add('Phantom') }
    case 'registerFlaky':
      return { ...ref, order: add('Flaky') }
    case 'registerEvmOnly':
      return { ...ref, order: add('EVM Only') }
    case 'unregisterPhantom':
      return { ...ref, order: remove('Phantom') }
    case 'unregisterFlaky':
      return { ...ref, order: remove('Flaky') }
    case 'flakyGainsConnect':
      return { ...ref, flakyCanConnect: true }
    case 'flakyLosesConnect':
      return { ...ref, flakyCanConnect: false }
  }
}
const listed = (ref: Reference) =>
  ref.order.filter((name) => name === 'Phantom' || (name === 'Flaky' && ref.flakyCanConnect))

function run(sequence: readonly Step[]) {
  const phantom = scriptedWallet('Phantom', ['solana:mainnet', 'solana:devnet'], true)
  const flaky = scriptedWallet('Flaky', ['solana:mainnet'], false)
  const evmOnly = scriptedWallet('EVM Only', ['eip155:1'], true)
  const { registry, register, unregister, listenerCount } = fakeRegistry()
  const actor = createActor(solanaDiscoveryMachine, { input: { registry } }).start()
  let ref: Reference = { order: [], flakyCanConnect: false }
  for (const step of sequence) {
    if (step === 'registerPhantom') register(phantom.wallet)
    if (step === 'registerFlaky') register(flaky.wallet)
    if (step === 'registerEvmOnly') register(evmOnly.wallet)
    if (step === 'unregisterPhantom') unregister(phantom.wallet)
    if (step === 'unregisterFlaky') unregister(flaky.wallet)
    if (step === 'flakyGainsConnect') flaky.setCanConnect(true)
    if (step === 'flakyLosesConnect') flaky.setCanConnect(false)
    ref = referenceStep(ref, step)
    const connectors = actor.getSnapshot().context.connectors
    expect(
      connectors.map((c) => c.id),
      sequence.join(' → '),
    ).toEqual(listed(ref))
    expect(connectors.every((c) => c.chain === 'solana' && c.provider !== undefined)).toBe(true)
    // An unregistered wallet's changes are no longer followed.
    if (!ref.order.includes('Flaky')) expect(flaky.listeners.size).toBe(0)
  }
  actor.stop()
  expect(listenerCount(), 'stopping the actor stops following the registry').toBe(0)
  expect(phantom.listeners.size + flaky.listeners.size + evmOnly.listeners.size).toBe(0)
}

function* sequences(length: number): Generator<Step[]> {
  if (length === 0) {
    yield []
    return
  }
  for (const shorter of sequences(length - 1)) for (const step of steps) yield [...shorter, step]
}

describe('Solana wallet discovery over every interleaving', () => {
  // About 20,000 short runs: seconds alone, more beside the rest of the suite on two cores.
  // Seconds alone; 47 s once on a 2-core machine running much else.
  it('lists the registered Solana wallets that can connect, each once, in registration order', {
    timeout: 180_000,
  }, () => {
    let runs = 0
    for (let length = 1; length <= 5; length++)
      for (const sequence of sequences(length)) {
        run(sequence)
        runs++
      }
    expect(runs).toBe(7 + 49 + 343 + 2401 + 16807)
  })

  it('lists the wallets already registered when it starts, and survives a wallet whose events throw', () => {
    const phantom = scriptedWallet('Phantom', ['solana:mainnet'], true)
    const broken: Wallet = {
      ...scriptedWallet('Broken', ['solana:mainnet'], true).wallet,
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
        'standard:events': {
          version: '1.0.0',
          on: () => {
            throw 'not an Error'
          },
        },
      },
    }
    const { registry, register } = fakeRegistry()
    register(phantom.wallet)
    const actor = createActor(solanaDiscoveryMachine, { input: { registry } }).start()
    expect(actor.getSnapshot().context.connectors.map((c) => c.name)).toEqual(['Phantom'])
    register(broken)
    expect(actor.getSnapshot().context.connectors.map((c) => c.name)).toEqual(['Phantom', 'Broken'])
    actor.stop()
  })
})
