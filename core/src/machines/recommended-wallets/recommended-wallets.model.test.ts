import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, setup } from 'xstate'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import { modalMachine } from '../modal/modal.machine.js'
import { selectDirectoryWalletGroups } from './recommended-wallets.groups.selectors.js'
import { recommendedWalletsMachine } from './recommended-wallets.machine.js'
import type {
  DirectoryWalletGroups,
  RecommendedWalletsEvent,
  RecommendedWalletsSource,
} from './recommended-wallets.types.js'

/**
 * Model-based tests: the machine's graph is generated (the directory's answers are ordinary events to
 * the generator), then walked on real actors whose directory waits for the test, each under a stand-in
 * root that records what the actor reports; the walks take every transition at least once. After
 * every step the requests and the reports are checked against the rules written out again here, and
 * the actor against the model's state.
 */

const wallet = (name: string): DirectoryWallet => ({ id: `id-${name}`, name })
const rainbow = wallet('Rainbow')
const trust = wallet('Trust')
const ledger = wallet('Ledger')
/** What the directory answers: the featured wallet first, then the recommended ones. */
const answer = [rainbow, trust, ledger]
/** The site's own wallet, told checked: listed in every state from then on, whatever the directory answers. */
const acme: DirectoryWallet = { id: 'acme', name: 'Acme', mobile_link: 'acme://' }
/** What the directory's answer comes to. */
const directoryGroups: DirectoryWalletGroups = { featured: [rainbow], recommended: [trust, ledger] }

type ModelEvent =
  | RecommendedWalletsEvent
  | { type: 'xstate.done.actor.0.recommended-wallets.loading'; output: unknown }
  | { type: 'xstate.error.actor.0.recommended-wallets.loading'; error: unknown }

function gatedDirectory() {
  const pending: { resolve(w: readonly DirectoryWallet[]): void; reject(e: unknown): void }[] = []
  const directory: RecommendedWalletsSource = {
    featuredIds: [rainbow.id],
    recommendedWallets: () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
    walletImage: async (imageId) => `https://wallets.example/${imageId}.png`,
    assetImage: async (imageId) => `https://assets.example/${imageId}.png`,
    currencyImage: async (currency) => `https://assets.example/currencies/${currency}.png`,
    tokenImage: async (symbol) => `https://assets.example/tokens/${symbol}.png`,
  }
  return { directory, pending }
}

/** A stand-in root running the actor beside a real modal (the actor loads when the modal opens). */
function rootFor(directory: RecommendedWalletsSource) {
  const root = setup({
    actors: { recommendedWallets: recommendedWalletsMachine, modal: modalMachine },
  }).createMachine({
    invoke: [
      {
        src: 'recommendedWallets',
        id: 'recommended',
        systemId: 'recommendedWallets',
        input: { directory },
      },
      { src: 'modal', id: 'modal', systemId: 'modal', input: {} },
    ],
  })
  return createActor(root).start()
}

const eventsIn = (snapshot: AnyMachineSnapshot): ModelEvent[] => [
  { type: 'RECOMMENDED.LOAD' },
  // Told once by the module; again it changes nothing.
  { type: 'RECOMMENDED.CUSTOM', wallets: [acme] },
  ...(snapshot.matches('loading')
    ? ([
        { type: 'xstate.done.actor.0.recommended-wallets.loading', output: directoryGroups },
        {
          type: 'xstate.error.actor.0.recommended-wallets.loading',
          error: new Error('HTTP status code: 503'),
        },
      ] as const)
    : []),
]

/** A state's identity in the model: its value and the groups it holds. */
const serialize = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.groups])

async function runWalk(steps: readonly ModelStep<ModelEvent>[]) {
  const { directory, pending } = gatedDirectory()
  const root = rootFor(directory)
  const actor = root.getSnapshot().children.recommended as ReturnType<
    typeof createActor<typeof recommendedWalletsMachine>
  >
  // The test's own model: idle / loading / loaded / failed, and what must have happened.
  let model: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle'
  let requests = 0
  let custom: readonly DirectoryWallet[] | undefined
  for (const { event, key } of steps) {
    if (event.type === 'RECOMMENDED.CUSTOM') {
      actor.send(event)
      custom = event.wallets
    } else if (event.type === 'RECOMMENDED.LOAD') {
      actor.send(event)
      if (model === 'idle' || model === 'failed') {
        model = 'loading'
        requests++
      }
    } else if (event.type.startsWith('xstate.done')) {
      pending.at(-1)?.resolve(answer)
      model = 'loaded'
    } else {
      pending.at(-1)?.reject(new Error('HTTP status code: 503'))
      model = 'failed'
    }
    await settle()
    expect(actor.getSnapshot().value).toBe(model)
    expect(pending).toHaveLength(requests)
    // Loaded, the groups are the directory's, split by featured ids; before, or after a failure, none.
    // The site's own wallets, once told, are there in every state.
    const directory = model === 'loaded' ? directoryGroups : { featured: [], recommended: [] }
    expect(selectDirectoryWalletGroups(actor.getSnapshot())).toEqual(
      custom ? { ...directory, custom } : directory,
    )
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(actor.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  root.stop()
}

describe('recommendedWallets: model-based walks', () => {
  const graph = modelGraph({
    machine: recommendedWalletsMachine,
    input: { directory: gatedDirectory().directory },
    events: eventsIn,
    serialize,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map((state) => JSON.stringify(state.value)))).toEqual(
      new Set(['"idle"', '"loading"', '"loaded"', '"failed"']),
    )
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const report = await checkEveryTransition({ graph, replay: runWalk })
    // Each state twice (before and after the site's wallets are told): in each, asked to load and told
    // the site's wallets; while loading also loaded and failed.
    expect(report.transitions).toBe(20)
  })
})

describe('recommendedWallets: loads when the modal opens', () => {
  it('asks on the first open only (never at start), and again on an open after a failure', async () => {
    const { directory, pending } = gatedDirectory()
    const root = rootFor(directory)
    const modal = root.getSnapshot().children.modal as ReturnType<typeof createActor<typeof modalMachine>>
    await settle()
    expect(pending, 'nothing before the visitor opens the modal').toHaveLength(0)
    modal.send({ type: 'MODAL.OPEN' })
    await settle()
    expect(pending).toHaveLength(1)
    pending[0]?.reject(new Error('HTTP status code: 503'))
    await settle()
    modal.send({ type: 'MODAL.CLOSE' })
    modal.send({ type: 'MODAL.OPEN' })
    await settle()
    expect(pending, 'an open after a failure tries again').toHaveLength(2)
    pending[1]?.resolve(answer)
    await settle()
    modal.send({ type: 'MODAL.CLOSE' })
    modal.send({ type: 'MODAL.OPEN' })
    await settle()
    expect(pending, 'loaded once for the page').toHaveLength(2)
    root.stop()
  })
})
