import { Secp256k1Wallet } from '@cosmjs/amino'
import { beforeAll, describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate'
import { isFoyerError } from '../../../errors/base.js'
import { toRpcError } from '../../../errors/rpc.js'
import { settle } from '../../../machines/connection/connection.fixtures.js'
import { cosmosHub, osmosis } from '../../../networks/definitions/cosmos.js'
import { defineNetwork } from '../../../networks/registry.js'
import { modelGraph } from '../../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../../testing/model-walks.js'
import type { MissingNetworkReason } from '../../adapter.types.js'
import type { KeplrChainInfo } from '../chain-info.js'
import {
  CosmosChainNotInWalletError,
  CosmosWalletRequestError,
  InvalidCosmosWalletAnswerError,
} from '../cosmos.errors.js'
import type { CosmosWalletPort } from '../cosmos.types.js'
import { type CosmosChain, cosmosChainsOf } from '../cosmos-networks.js'
import { loadKeyChecks } from '../key-checks.load.js'
import { cosmosConnectMachine } from './cosmos-connect.machine.js'

/**
 * Model-based tests: the connect machine's graph is generated (each wallet answer and each timeout
 * is an ordinary event to the generator) and walked on real actors whose wallet waits for the test
 * and a simulated clock; the walks take every transition at least once, partial successes among
 * them. After every step the wallet requests made and the actor are checked against the rules
 * written out again below: the wallet's chain list first; a chain it did not list suggested (one at a
 * time, in the site's order, only with a prompt and only after the list); one `enable` for every
 * chain not failed; then each key in order; a refusal, a junk answer or silence leaves out its own
 * chain only (an `enable`'s, every chain it asked for); at the end every chain is connected or left
 * out with why, never both.
 */

const local = defineNetwork({
  id: 'localchain-1',
  caipNetworkId: 'cosmos:localchain-1',
  chainNamespace: 'cosmos',
  name: 'Local Chain',
  nativeCurrency: { name: 'Stake', symbol: 'STAKE', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
})
const chains = cosmosChainsOf([cosmosHub, osmosis, local], {
  'cosmos:localchain-1': { bech32Prefix: 'local', denom: 'ustake', restUrl: 'http://127.0.0.1:1317' },
})
const ids = chains.map((chain) => chain.chainId)
const TIMEOUT_MS = 1_000

const done = (actor: string, output?: unknown) => ({ type: `xstate.done.actor.${actor}`, output })
const failed = (actor: string, error: Error) => ({ type: `xstate.error.actor.${actor}`, error })
const timeout = (state: string) => ({ type: `xstate.after.WALLET_REQUEST_TIMEOUT.cosmosConnect.${state}` })
type ModelEvent = { type: string; output?: unknown; error?: Error }

// What the actors throw for a refusal: the standard rejection, as the wallet's `Error('Request rejected')` becomes.
const refusal = () => toRpcError(4001, 'Request rejected')
const events: ModelEvent[] = [
  done('listChains', ids),
  done('listChains', ids.slice(0, 2)),
  failed('listChains', new CosmosWalletRequestError()),
  timeout('listing'),
  done('suggestChain'),
  failed('suggestChain', refusal()),
  failed('suggestChain', new CosmosChainNotInWalletError()),
  timeout('suggesting'),
  done('enableChains'),
  failed('enableChains', refusal()),
  failed('enableChains', new CosmosWalletRequestError()),
  timeout('enabling'),
  done('readKey', { chainId: '(the chain read)', address: '', publicKey: '' }),
  failed('readKey', new InvalidCosmosWalletAnswerError()),
  failed('readKey', refusal()),
  timeout('readingKey'),
]
const stateOfActor: Record<string, string> = {
  listChains: 'listing',
  suggestChain: 'suggesting',
  enableChains: 'enabling',
  readKey: 'readingKey',
}
/** Which request state an event answers (or times out). */
const stateOf = (event: ModelEvent) =>
  stateOfActor[event.type.split('.')[3] ?? ''] ?? event.type.split('.').at(-1) ?? ''

const errorCode = (error: unknown) => (isFoyerError(error) ? error.code : undefined)

/** A state's identity: its value, the chains listed and suggested, the keys read and the failures. */
function serialize(snapshot: AnyMachineSnapshot): string {
  const { known, suggested, keys, missing } = snapshot.context
  const failures = Object.entries(missing as Record<string, { reason: string; error: unknown }>).map(
    ([id, m]) => `${id}:${m.reason}:${errorCode(m.error)}`,
  )
  return JSON.stringify([snapshot.value, known, suggested, Object.keys(keys).sort(), failures.sort()])
}

// ---- The rules, written out again: the test's own model of a connect ----

type Phase = 'listing' | 'suggesting' | 'enabling' | 'readingKey' | 'done'
type Expected = { method: string; args: unknown[] } | undefined
type Model = {
  phase: Phase
  known: string[] | undefined
  suggested: string[]
  keys: string[]
  missing: Map<string, MissingNetworkReason>
}

const open = (m: Model) => ids.filter((id) => !m.missing.has(id))
const nextSuggestion = (m: Model, prompt: boolean) =>
  prompt && m.known ? open(m).find((id) => !m.known?.includes(id) && !m.suggested.includes(id)) : undefined
const nextKey = (m: Model) => open(m).find((id) => !m.keys.includes(id))

/** Where the model goes once a request is over: the next suggestion, else enable, else done. */
function plan(m: Model, prompt: boolean): Phase {
  if (nextSuggestion(m, prompt)) return 'suggesting'
  return open(m).length > 0 ? 'enabling' : 'done'
}

/** The wallet request the model expects to be waiting in its phase. */
function expectedRequest(m: Model, prompt: boolean): Expected {
  if (m.phase === 'listing') return { method: 'chainIds', args: [] }
  if (m.phase === 'suggesting') return { method: 'suggestChain', args: [nextSuggestion(m, prompt)] }
  if (m.phase === 'enabling') return { method: 'enable', args: [open(m)] }
  if (m.phase === 'readingKey') return { method: 'getKey', args: [nextKey(m)] }
  return undefined
}

const reasonOf = (event: ModelEvent): MissingNetworkReason => {
  if (event.type.startsWith('xstate.after')) return 'failed'
  if (errorCode(event.error) === 'RPC_4001') return 'rejected'
  if (errorCode(event.error) === 'COSMOS_CHAIN_NOT_IN_WALLET') return 'unsupported'
  if (errorCode(event.error) === 'COSMOS_INVALID_WALLET_ANSWER') return 'invalid'
  return 'failed'
}

/** The model after `event` (which the graph allows only in its phase). */
function advance(m: Model, event: ModelEvent, prompt: boolean): Model {
  const next: Model = { ...m, suggested: [...m.suggested], keys: [...m.keys], missing: new Map(m.missing) }
  const ok = event.type.startsWith('xstate.done')
  if (m.phase === 'listing') {
    next.known = ok ? (event.output as string[]) : undefined
    // Without a prompt, the chains the wallet did not list are left out at once.
    if (!prompt && next.known)
      for (const id of ids) if (!next.known.includes(id)) next.missing.set(id, 'unsupported')
    next.phase = plan(next, prompt)
  } else if (m.phase === 'suggesting') {
    const id = nextSuggestion(m, prompt) as string
    if (ok) next.suggested.push(id)
    else next.missing.set(id, reasonOf(event))
    next.phase = plan(next, prompt)
  } else if (m.phase === 'enabling') {
    if (!ok) for (const id of open(m)) next.missing.set(id, reasonOf(event))
    next.phase = ok && open(next).length > 0 ? 'readingKey' : 'done'
  } else if (m.phase === 'readingKey') {
    const id = nextKey(m) as string
    if (ok) next.keys.push(id)
    else next.missing.set(id, reasonOf(event))
    next.phase = nextKey(next) ? 'readingKey' : 'done'
  }
  return next
}

// ---- Real actors with a wallet that waits for the test ----

type Pending = {
  method: string
  args: unknown[]
  resolve(value: unknown): void
  reject(error: unknown): void
}

/** A wallet whose every request waits until the test answers it. */
function gatedPort() {
  const pending: Pending[] = []
  const ask =
    (method: string) =>
    (...args: unknown[]) =>
      new Promise<never>((resolve, reject) => pending.push({ method, args, resolve, reject }))
  const port: CosmosWalletPort = {
    chainIds: ask('chainIds'),
    suggestChain: ask('suggestChain'),
    enable: ask('enable'),
    getKey: ask('getKey'),
    signArbitrary: ask('signArbitrary'),
    watch: () => () => {},
  }
  return { port, pending }
}

const keyAnswers = new Map<string, unknown>()
beforeAll(async () => {
  // The key checks download with the first key in a page; here they are in before the walks, which
  // count the wallet's requests between steps.
  await Promise.all([loadKeyChecks(), import('../chain-info.js')])
  const secret = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
  for (const chain of chains) {
    const [account] = await (await Secp256k1Wallet.fromKey(secret, chain.bech32Prefix)).getAccounts()
    keyAnswers.set(chain.chainId, {
      algo: 'secp256k1',
      pubKey: account?.pubkey,
      bech32Address: account?.address,
      name: 'Key',
    })
  }
})

/** What the wallet answers for a model event: the raw answer Keplr would give, or its failure. */
function answer(request: Pending, event: ModelEvent): void {
  if (event.type.startsWith('xstate.done')) {
    if (request.method === 'getKey') request.resolve(keyAnswers.get(String(request.args[0])))
    else request.resolve(event.output)
    return
  }
  const code = errorCode(event.error)
  // A junk key is refused by the adapter's check, not thrown by the wallet.
  if (code === 'COSMOS_INVALID_WALLET_ANSWER') request.resolve({ algo: 'secp256k1', pubKey: 'junk' })
  else if (code === 'RPC_4001') request.reject(new Error('Request rejected'))
  else if (code === 'COSMOS_CHAIN_NOT_IN_WALLET') request.reject(new CosmosChainNotInWalletError())
  else request.reject('the wallet threw a string')
}

function runWalk(prompt: boolean) {
  return async (steps: readonly ModelStep<ModelEvent>[]) => {
    const clock = new SimulatedClock()
    const { port, pending } = gatedPort()
    const actor = createActor(cosmosConnectMachine, {
      input: { port, chains, prompt, timeoutMs: TIMEOUT_MS },
      clock,
    }).start()
    let model: Model = { phase: 'listing', known: undefined, suggested: [], keys: [], missing: new Map() }
    let answered = 0
    const check = async () => {
      await settle()
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe(model.phase)
      // Exactly one request waits while a request state is active: the one the rules name.
      const expected = expectedRequest(model, prompt)
      const waiting = pending.slice(answered)
      if (expected) {
        expect(waiting, 'one wallet request at a time').toHaveLength(1)
        const [request] = waiting
        const args =
          request?.method === 'suggestChain'
            ? [(request.args[0] as KeplrChainInfo).chainId]
            : request?.method === 'enable'
              ? [request.args[0]]
              : request?.args
        expect({ method: request?.method, args }).toEqual(expected)
      } else expect(waiting).toEqual([])
      if (model.phase === 'done') {
        const { keys, missing } = snapshot.output as {
          keys: object
          missing: Record<string, { reason: string }>
        }
        expect(Object.keys(keys).sort()).toEqual([...model.keys].sort())
        expect(Object.fromEntries(Object.entries(missing).map(([id, m]) => [id, m.reason]))).toEqual(
          Object.fromEntries(model.missing),
        )
        // Every chain is connected or left out, never both.
        expect([...Object.keys(keys), ...Object.keys(missing)].sort()).toEqual([...ids].sort())
      }
    }
    await check()
    for (const { event, key } of steps) {
      const request = pending[answered]
      if (event.type.startsWith('xstate.after')) clock.increment(TIMEOUT_MS)
      else if (request) answer(request, event)
      // A request given up is over too: its late answer must change nothing (answered below).
      answered++
      model = advance(model, event, prompt)
      await check()
      // A late answer to a request given up is ignored.
      if (event.type.startsWith('xstate.after') && request) {
        request.resolve(undefined)
        await check()
      }
      const actual = serialize(actor.getSnapshot())
      if (actual !== key) expect(actual).toBe(key)
    }
    actor.stop()
  }
}

describe.each([true, false])('cosmosConnect (prompt %s): model-based walks', (prompt) => {
  const graph = modelGraph({
    machine: cosmosConnectMachine,
    input: { port: gatedPort().port, chains, prompt, timeoutMs: TIMEOUT_MS },
    events,
    serialize,
    serializeEvent: (event) => `${event.type}:${errorCode(event.error)}:${JSON.stringify(event.output)}`,
    canHappen: (snapshot, event) => snapshot.matches(stateOf(event)),
  })

  it('reaches partial successes and the end from every request state', () => {
    const ends = graph.states.filter((s) => s.matches('done')).map((s) => s.context)
    const partial = ends.filter((c) => Object.keys(c.keys).length > 0 && Object.keys(c.missing).length > 0)
    expect(partial.length).toBeGreaterThan(0)
    if (prompt) expect(graph.states.some((s) => s.matches('suggesting'))).toBe(true)
    else expect(graph.states.some((s) => s.matches('suggesting'))).toBe(false)
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const report = await checkEveryTransition({ graph, replay: runWalk(prompt) })
    expect(report.transitions).toBe(graph.edges.length)
    expect(report.transitions).toBeGreaterThan(graph.nodes.length)
  })
})

describe('cosmosConnect: rules', () => {
  it('suggests what it builds from the network: id, name, endpoints, prefixes, coin, coin type 118', async () => {
    const { port, pending } = gatedPort()
    const actor = createActor(cosmosConnectMachine, {
      input: { port, chains, prompt: true, timeoutMs: TIMEOUT_MS },
    }).start()
    pending[0]?.resolve(['cosmoshub-4'])
    await settle()
    const info = pending[1]?.args[0] as KeplrChainInfo
    const osmo = chains[1] as CosmosChain
    expect(info).toMatchObject({
      chainId: 'osmosis-1',
      chainName: 'Osmosis',
      rpc: 'https://osmosis-rpc.publicnode.com',
      rest: osmo.restUrl,
      bip44: { coinType: 118 },
      bech32Config: {
        bech32PrefixAccAddr: 'osmo',
        bech32PrefixAccPub: 'osmopub',
        bech32PrefixConsAddr: 'osmovalcons',
      },
      currencies: [{ coinDenom: 'OSMO', coinMinimalDenom: 'uosmo', coinDecimals: 6 }],
      feeCurrencies: [{ coinMinimalDenom: 'uosmo', gasPriceStep: osmo.gasPriceStep }],
    })
    actor.stop()
  })
})
