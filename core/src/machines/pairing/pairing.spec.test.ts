import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromCallback, SimulatedClock, setup, waitFor } from 'xstate'
import type { Pairer } from '../../chains/walletconnect/walletconnect.types.js'
import { BaseError } from '../../errors/base.js'
import { ConnectionRejectedError } from '../../errors/connection.js'
import { requireSystemActor } from '../../testing/system-actor.js'
import { settle } from '../connection/connection.fixtures.js'
import { routerMachine } from '../router/router.machine.js'
import { selectTopView } from '../router/router.selectors.js'
import { isShowingPairingView, pairingErrorMessage } from './pairing.actors.js'
import { fakePairer, METAMASK, RAINBOW, SESSION, testDeepLink } from './pairing.fixtures.js'
import { pairingMachine } from './pairing.machine.js'
import {
  type PairingSnapshot,
  pairingWalletOf,
  selectConnectingWalletConnectView,
} from './pairing.selectors.js'

/** One test per SPEC §4 pairing rule, on a real pairing actor (in an actor system where it matters). */

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'

function start(pairer: Pairer = fakePairer().pairer) {
  const clock = new SimulatedClock()
  const actor = createActor(pairingMachine, { input: { pairer }, clock }).start()
  return { actor, clock }
}

/** The pairing actor beside a router and recording connection actors, as the root runs them. */
function startSystem(namespaces: readonly string[] = ['eip155']) {
  const { pairer, pairings } = fakePairer()
  const received: { to: string; event: AnyEventObject }[] = []
  const host = setup({
    actors: {
      pairing: pairingMachine,
      router: routerMachine,
      connection: fromCallback<AnyEventObject, { namespace: string }>(({ input, receive }) =>
        receive((event) => received.push({ to: `connection.${input.namespace}`, event })),
      ),
    },
  }).createMachine({
    invoke: [
      { src: 'router', systemId: 'router', input: { env: { hasAdapters: true } } },
      { src: 'pairing', systemId: 'pairing', input: { pairer } },
      ...namespaces.map((namespace) => ({
        src: 'connection' as const,
        systemId: `connection.${namespace}`,
        input: { namespace },
      })),
    ],
  })
  const root = createActor(host).start()
  return {
    pairing: requireSystemActor(root, 'pairing'),
    router: requireSystemActor(root, 'router'),
    pairings,
    received,
  }
}

const view = (snapshot: PairingSnapshot, isMobile = false) =>
  selectConnectingWalletConnectView(snapshot, { isMobile, deepLink: testDeepLink })

describe('pairing: the URI (SPEC §4)', () => {
  it('starting asks the pairer for a URI; the view generates, then shows it', () => {
    const { pairer, pairings } = fakePairer()
    const { actor } = start(pairer)
    expect(view(actor.getSnapshot())).toEqual({ status: 'generating', wallet: undefined, isMobile: false })
    actor.send({ type: 'PAIRING.START', wallet: METAMASK })
    expect(pairings).toHaveLength(1)
    expect(view(actor.getSnapshot())).toMatchObject({ status: 'generating', wallet: { name: 'MetaMask' } })
    pairings[0]?.emitUri(URI)
    expect(view(actor.getSnapshot(), true)).toEqual({
      status: 'ready',
      uri: URI,
      wallet: pairingWalletOf(METAMASK),
      openWalletHref: `metamask://wc?uri=${encodeURIComponent(URI)}`,
      isMobile: true,
    })
  })

  it('a pairing lasts 4 minutes and counts as expired with under 10 s left: a fresh one after 230 s', () => {
    const { pairer, pairings } = fakePairer()
    const { actor, clock } = start(pairer)
    actor.send({ type: 'PAIRING.START' })
    clock.increment(5_000) // the client takes a while to make the URI: the lifetime starts when it shows
    pairings[0]?.emitUri(URI)
    clock.increment(229_000)
    expect(actor.getSnapshot().context.uri, 'still valid at 229 s').toBe(URI)
    expect(pairings).toHaveLength(1)
    clock.increment(1_000)
    expect(pairings, 'a new pairing at 230 s').toHaveLength(2)
    expect(actor.getSnapshot().matches({ active: 'generating' })).toBe(true)
    expect(actor.getSnapshot().context.uri).toBeUndefined()
    pairings[1]?.emitUri('wc:fresh@2')
    clock.increment(229_999)
    expect(actor.getSnapshot().context.uri, 'the fresh URI gets its own 230 s').toBe('wc:fresh@2')
  })

  it('a new URI from the same pairing restarts the expiry', () => {
    const { pairer, pairings } = fakePairer()
    const { actor, clock } = start(pairer)
    actor.send({ type: 'PAIRING.START' })
    pairings[0]?.emitUri(URI)
    clock.increment(200_000)
    pairings[0]?.emitUri('wc:again@2')
    clock.increment(200_000)
    expect(actor.getSnapshot().context.uri).toBe('wc:again@2')
    expect(pairings).toHaveLength(1)
  })

  it('refresh pairs again at once; the abandoned pairing answering late changes nothing', async () => {
    const { pairer, pairings } = fakePairer()
    const { actor } = start(pairer)
    actor.send({ type: 'PAIRING.START' })
    pairings[0]?.emitUri(URI)
    actor.send({ type: 'PAIRING.REFRESH' })
    expect(pairings).toHaveLength(2)
    expect(pairings[0]?.signal?.aborted, 'the abandoned pairing is aborted').toBe(true)
    expect(actor.getSnapshot().context.uri).toBeUndefined()
    pairings[0]?.emitUri('wc:stale@2') // a client that ignores the abort
    pairings[0]?.approve(SESSION)
    await settle()
    expect(actor.getSnapshot().matches({ active: 'generating' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ uri: undefined, session: undefined })
  })

  it('starting again while pairing keeps the live URI; another wallet only changes the wallet shown', () => {
    const { pairer, pairings } = fakePairer()
    const { actor } = start(pairer)
    actor.send({ type: 'PAIRING.START', wallet: METAMASK })
    pairings[0]?.emitUri(URI)
    actor.send({ type: 'PAIRING.START', wallet: METAMASK })
    actor.send({ type: 'PAIRING.START', wallet: RAINBOW })
    expect(pairings).toHaveLength(1)
    expect(view(actor.getSnapshot(), true)).toMatchObject({
      status: 'ready',
      uri: URI,
      wallet: { name: 'Rainbow', imageUrl: 'https://wallets.example/rainbow.png' },
      openWalletHref: `https://rnbwapp.com/wc?uri=${encodeURIComponent(URI)}`,
    })
  })

  it('without a picked wallet, or without a deep-link builder, there is no wallet link', () => {
    const { pairer, pairings } = fakePairer()
    const { actor } = start(pairer)
    actor.send({ type: 'PAIRING.START' })
    pairings[0]?.emitUri(URI)
    expect(view(actor.getSnapshot(), true)).toMatchObject({ status: 'ready', openWalletHref: undefined })
    actor.send({ type: 'PAIRING.START', wallet: METAMASK })
    expect(selectConnectingWalletConnectView(actor.getSnapshot(), { isMobile: true })).toMatchObject({
      status: 'ready',
      openWalletHref: undefined,
    })
  })
})

describe('pairing: approval and failure (SPEC §4, §8)', () => {
  it('a session of several namespaces: the first leads, the others connect alongside it (no network actor says otherwise)', async () => {
    const { pairing, pairings, received } = startSystem(['eip155', 'solana'])
    pairing.send({ type: 'PAIRING.START', wallet: RAINBOW })
    pairings[0]?.emitUri(URI)
    pairings[0]?.approve(SESSION) // eip155 and solana
    await waitFor(pairing, (s) => s.matches('approved'))
    expect(received.map(({ to, event }) => [to, event.alongside])).toEqual([
      ['connection.eip155', false],
      ['connection.solana', true],
    ])
  })

  it('an approved session connects each of its namespaces that has a connection actor, with walletConnect', async () => {
    const { pairing, pairings, received } = startSystem(['eip155'])
    pairing.send({ type: 'PAIRING.START', wallet: RAINBOW })
    pairings[0]?.emitUri(URI)
    pairings[0]?.approve(SESSION) // eip155 and solana; the site has no solana adapter
    await waitFor(pairing, (s) => s.matches('approved'))
    expect(received).toEqual([
      {
        to: 'connection.eip155',
        event: { type: 'CONNECTION.CONNECT', connectorId: 'walletConnect', alongside: false },
      },
    ])
    expect(pairing.getSnapshot().context.session).toEqual(SESSION)
    expect(view(pairing.getSnapshot())).toEqual({
      status: 'approved',
      wallet: pairingWalletOf(RAINBOW),
      isMobile: false,
    })
    pairing.send({ type: 'PAIRING.START' })
    expect(pairings, 'another visit pairs anew').toHaveLength(2)
  })

  it('a failure shows a Foyer error text, anything else "Failed to connect"; retry pairs again', async () => {
    const { pairer, pairings } = fakePairer()
    const { actor } = start(pairer)
    actor.send({ type: 'PAIRING.START' })
    pairings[0]?.fail(new ConnectionRejectedError())
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view(actor.getSnapshot())).toMatchObject({ status: 'failed', message: 'Connection rejected' })
    actor.send({ type: 'PAIRING.RETRY' })
    expect(actor.getSnapshot().context.error).toBeUndefined()
    pairings[1]?.fail(new TypeError('fetch failed'))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view(actor.getSnapshot())).toMatchObject({ status: 'failed', message: 'Failed to connect' })
    expect(pairingErrorMessage(new BaseError('CHAIN_NOT_SUPPORTED', 'Chain is not supported'))).toBe(
      'Chain is not supported',
    )
  })

  it("a wallet refusing the proposal (WalletConnect's USER_REJECTED, 5000) reads 'Connection rejected'", async () => {
    const { pairer, pairings } = fakePairer()
    const { actor } = start(pairer)
    actor.send({ type: 'PAIRING.START' })
    pairings[0]?.fail({ code: 5000, message: 'User rejected.' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view(actor.getSnapshot())).toMatchObject({ status: 'failed', message: 'Connection rejected' })
  })

  it('a pairer that throws at once fails the pairing too', async () => {
    const { actor } = start({
      pair: () => {
        throw new Error('no relay')
      },
    })
    actor.send({ type: 'PAIRING.START' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('Failed to connect')
  })
})

describe('pairing: cancel (SPEC §4)', () => {
  it('cancel stops pairing from any state and clears the URI and the message', async () => {
    const { pairer, pairings } = fakePairer()
    const { actor, clock } = start(pairer)
    actor.send({ type: 'PAIRING.START' })
    pairings[0]?.emitUri(URI)
    actor.send({ type: 'PAIRING.CANCEL' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.uri).toBeUndefined()
    clock.increment(300_000)
    expect(pairings, 'no refresh while idle').toHaveLength(1)
    actor.send({ type: 'PAIRING.START' })
    pairings[1]?.fail(new Error('down'))
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'PAIRING.CANCEL' })
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it('leaving the pairing view cancels; moving between the two pairing views does not', () => {
    const { pairing, router, pairings } = startSystem()
    router.send({ type: 'ROUTER.OPEN' })
    pairing.send({ type: 'PAIRING.START', wallet: METAMASK })
    router.send({ type: 'ROUTER.PUSH', view: { name: 'ConnectingWalletConnect', params: { walletId: 'x' } } })
    pairings[0]?.emitUri(URI)
    router.send({ type: 'ROUTER.REPLACE', view: 'ConnectingWalletConnectBasic' })
    expect(pairing.getSnapshot().matches({ active: 'ready' })).toBe(true)
    router.send({ type: 'ROUTER.BACK' })
    expect(pairing.getSnapshot().value, 'back from the view cancels').toBe('idle')
  })

  it('a pairing started before its view shows is not cancelled by the views before it', () => {
    const { pairing, router } = startSystem()
    router.send({ type: 'ROUTER.OPEN' })
    pairing.send({ type: 'PAIRING.START' })
    router.send({ type: 'ROUTER.PUSH', view: 'AllWallets' })
    expect(pairing.getSnapshot().matches('active')).toBe(true)
    router.send({ type: 'ROUTER.PUSH', view: 'ConnectingWalletConnectBasic' })
    expect(isShowingPairingView(selectTopView(router.getSnapshot()))).toBe(true)
    router.send({ type: 'ROUTER.CLOSED' })
    expect(pairing.getSnapshot().value, 'closing the modal cancels').toBe('idle')
    expect(isShowingPairingView(selectTopView(router.getSnapshot()))).toBe(false)
  })

  it('a failed pairing is cancelled when its view goes too', async () => {
    const { pairing, router, pairings } = startSystem()
    router.send({ type: 'ROUTER.OPEN', view: 'ConnectingWalletConnectBasic' })
    pairing.send({ type: 'PAIRING.START' })
    pairings[0]?.fail(new Error('down'))
    await waitFor(pairing, (s) => s.matches('failed'))
    router.send({ type: 'ROUTER.RESET', view: 'Connect' })
    expect(pairing.getSnapshot().value).toBe('idle')
  })
})
