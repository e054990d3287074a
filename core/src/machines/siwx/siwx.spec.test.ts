import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { fromPromise, waitFor } from 'xstate'
import { toRpcError } from '../../errors/rpc.js'
import { signingMessages } from '../../errors/siwx.js'
import { verifySiwxMessage } from '../../siwx/server/verify.js'
import type { SiwxSession } from '../../siwx/siwx.types.js'
import { settle } from '../connection/connection.fixtures.js'
import {
  active,
  DOMAIN,
  EVM_ADDRESS,
  EVM_PRIVATE_KEY,
  failingSiwxStorage,
  inactive,
  inputWith,
  memorySiwxStorage,
  OTHER_EVM_ADDRESS,
  type Received,
  sessionFor,
  standInSystem,
} from './siwx.fixtures.js'
import { siwxMachine } from './siwx.machine.js'
import { selectSiwxState, selectSiwxView } from './siwx.selectors.js'
import type { SignSiwxMessageInput, SiwxOptions } from './siwx.types.js'

/** One test per SPEC §4 sign-in rule (and §2's close lock, §8's sign-in errors). */

const signer = privateKeyToAccount(EVM_PRIVATE_KEY)
const NONCE = 'serverNonce42'

/** A wallet that signs with the test key, or refuses as the test says. */
function walletSigning(answer: 'sign' | 'reject' | 'fail' = 'sign') {
  const requests: SignSiwxMessageInput[] = []
  const signMessage = fromPromise<string, SignSiwxMessageInput>(async ({ input }) => {
    requests.push(input)
    if (answer === 'reject') throw toRpcError(4001, 'User denied message signature')
    if (answer === 'fail') throw new Error('wallet crashed')
    return signer.signMessage({ message: input.message })
  })
  return { requests, machine: siwxMachine.provide({ actors: { signMessage } }) }
}

function start(options: SiwxOptions = {}, answer: 'sign' | 'reject' | 'fail' = 'sign') {
  const storage = options.storage ?? memorySiwxStorage()
  const wallet = walletSigning(answer)
  const system = standInSystem(
    inputWith({ getNonce: async () => NONCE, ...options, storage }),
    wallet.machine,
  )
  const sentTo = (to: string) => system.received.filter((r) => r.to === to).map((r) => r.event)
  const lastSignIn = () =>
    sentTo('modal')
      .filter((e) => e.type === 'MODAL.SIGN_IN_CHANGED')
      .at(-1)?.signIn
  return { ...system, storage, requests: wallet.requests, sentTo, lastSignIn }
}

const opensSignView = (received: Received[]) =>
  received.some(
    (r) => r.to === 'modal' && r.event.type === 'MODAL.OPEN' && r.event.view === 'SIWXSignMessage',
  )

describe('siwx: checking sessions (SPEC §4)', () => {
  it('an account with a session on its network is signed in without a prompt', async () => {
    const storage = memorySiwxStorage()
    await storage.add(sessionFor('eip155:1'))
    const { siwx, received } = start({ storage })
    siwx.send(active('eip155:1'))
    expect(selectSiwxState(siwx.getSnapshot())).toMatchObject({ status: 'checking' })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    expect(opensSignView(received), 'no prompt').toBe(false)
    expect(selectSiwxState(siwx.getSnapshot())).toMatchObject({
      status: 'signedIn',
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      session: { data: { chainId: 'eip155:1' } },
    })
  })

  it('an account without a session gets the SIWXSignMessage view', async () => {
    const { siwx, received } = start({ statement: 'Sign in to Example' })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(opensSignView(received)).toBe(true)
    expect(selectSiwxView(siwx.getSnapshot(), { appName: 'Example' })).toEqual({
      status: 'prompting',
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      address: EVM_ADDRESS,
      caipNetworkId: 'eip155:1',
      required: false,
      canCancel: true,
      error: undefined,
      appName: 'Example',
    })
  })

  it('a session on another network does not count: the account signs in on its own network', async () => {
    const storage = memorySiwxStorage()
    await storage.add(sessionFor('eip155:8453'))
    const { siwx } = start({ storage })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('prompting'))
  })

  it('another account or network checks again; the same one again changes nothing', async () => {
    const storage = memorySiwxStorage()
    await storage.add(sessionFor('eip155:8453'))
    const { siwx } = start({ storage })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send(active('eip155:8453'))
    await waitFor(siwx, (s) => s.matches('signedIn'))
    siwx.send(active('eip155:8453', EVM_ADDRESS.toLowerCase()))
    expect(siwx.getSnapshot().value, 'an EVM address in another case is the same account').toBe('signedIn')
    siwx.send(active('eip155:8453', OTHER_EVM_ADDRESS))
    await waitFor(siwx, (s) => s.matches('prompting'))
  })

  it('an account of a namespace without sign-in messages is not signed in', () => {
    const { siwx, received } = start()
    // Every namespace Foyer supports has sign-in messages: this event comes from outside the types.
    siwx.send({
      type: 'SIWX.ACCOUNT_ACTIVE',
      namespace: 'tezos',
      caipAddress: 'tezos:NetXdQprcVkpaWU:tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
      caipNetworkId: 'tezos:NetXdQprcVkpaWU',
    } as never)
    expect(siwx.getSnapshot().value).toBe('idle')
    expect(opensSignView(received)).toBe(false)
  })

  it("a storage that cannot be read: 'A problem occurred while trying initialize authentication', disconnect, Connect", async () => {
    const { siwx, sentTo } = start({ storage: failingSiwxStorage() })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('failed'))
    expect(signingMessages.siwxInitFailed).toBe('A problem occurred while trying initialize authentication')
    expect(selectSiwxState(siwx.getSnapshot())).toMatchObject({
      status: 'failed',
      error: signingMessages.siwxInitFailed,
    })
    expect(sentTo('snack')).toEqual([
      { type: 'SNACK.SHOW', message: signingMessages.siwxInitFailed, variant: 'error' },
    ])
    expect(sentTo('connection.eip155')).toEqual([{ type: 'CONNECTION.DISCONNECT', closeModal: false }])
    expect(sentTo('router')).toEqual([{ type: 'ROUTER.RESET', view: 'Connect' }])
    siwx.send(inactive('eip155:1'))
    expect(siwx.getSnapshot().value, 'once disconnected, sign-in is idle').toBe('idle')
  })
})

describe('siwx: signing (SPEC §4)', () => {
  it('signing saves the session, closes the modal and emits signedIn', async () => {
    const { siwx, storage, sentTo, requests } = start({ statement: 'Sign in to Example' })
    const emitted: SiwxSession[] = []
    siwx.on('siwx.signedIn', ({ session }) => emitted.push(session))
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.SIGN' })
    expect(selectSiwxView(siwx.getSnapshot())).toMatchObject({ status: 'signing', canCancel: true })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` })
    const saved = await storage.get('eip155:1', EVM_ADDRESS)
    expect(saved).toHaveLength(1)
    expect(saved[0]?.data).toMatchObject({
      domain: DOMAIN,
      chainId: 'eip155:1',
      accountAddress: EVM_ADDRESS,
      nonce: NONCE,
      statement: 'Sign in to Example',
    })
    expect(emitted).toEqual(saved)
    expect(sentTo('modal').at(-1)).toEqual({ type: 'MODAL.CLOSE' })
  })

  it('while signing, the view carries the exact message the wallet is asked to sign', async () => {
    const { siwx, requests, storage } = start({ statement: 'Sign in to Example' })
    const messages: (string | undefined)[] = []
    siwx.subscribe((snapshot) => {
      const view = selectSiwxView(snapshot)
      if (view.status === 'signing') messages.push(view.message)
    })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    const [saved] = await storage.get('eip155:1', EVM_ADDRESS)
    expect(messages[0], 'none while the nonce is fetched').toBeUndefined()
    expect(messages.at(-1)).toBe(saved?.message)
    expect(requests[0]).toMatchObject({ message: saved?.message })
    expect(saved?.message).toContain('Sign in to Example')
  })

  it("a wallet refusing (4001) shows 'Signature declined' and keeps the view; signing again works", async () => {
    const storage = memorySiwxStorage()
    const { siwx, received } = start({ storage }, 'reject')
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    const before = received.length
    siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(selectSiwxView(siwx.getSnapshot())).toMatchObject({
      status: 'prompting',
      error: 'Signature declined',
    })
    expect(opensSignView(received.slice(before)), 'the view stays or reopens').toBe(true)
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toEqual([])
    siwx.send({ type: 'SIWX.SIGN' })
    expect(selectSiwxView(siwx.getSnapshot()), 'the message goes while signing').toMatchObject({
      status: 'signing',
    })
  })

  it('a real signature: the saved session verifies on the server for the site, nonce and chain', async () => {
    const { siwx, storage } = start({ statement: 'Sign in to Example', ttlMs: 10 * 60 * 1000 })
    siwx.send(active('eip155:8453'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    const [session] = await storage.get('eip155:8453', EVM_ADDRESS)
    expect(session).toBeDefined()
    const result = await verifySiwxMessage({
      message: session?.message as string,
      signature: session?.signature as string,
      domain: DOMAIN,
      nonce: NONCE,
      chains: ['eip155:8453'],
    })
    expect(result, JSON.stringify(result)).toMatchObject({
      ok: true,
      data: { accountAddress: EVM_ADDRESS, chainId: 'eip155:8453' },
    })
    expect(await verifySiwxMessage({ ...session, domain: 'evil.example.com' } as never)).toMatchObject({
      ok: false,
      reason: 'DOMAIN_MISMATCH',
    })
  })

  it('a storage refusing the new session keeps the view with the message', async () => {
    const storage = memorySiwxStorage()
    const { siwx } = start({ storage: { ...storage, add: () => Promise.reject(new Error('nonce reused')) } })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(siwx, (s) => s.matches('prompting') && s.context.error !== undefined)
    expect(selectSiwxState(siwx.getSnapshot())).toMatchObject({ status: 'prompting' })
    expect(siwx.getSnapshot().context.session).toBeUndefined()
  })
})

describe('siwx: cancel (SPEC §4)', () => {
  it('optional: cancel closes the modal and the account is not asked again this page load', async () => {
    const { siwx, sentTo, received } = start()
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.CANCEL' })
    expect(siwx.getSnapshot().value).toBe('dismissed')
    expect(sentTo('modal').at(-1)).toEqual({ type: 'MODAL.CLOSE' })
    const before = received.length
    siwx.send(active('eip155:8453'))
    await waitFor(siwx, (s) => s.matches('dismissed'))
    siwx.send(inactive('eip155:8453'))
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('dismissed'))
    expect(opensSignView(received.slice(before)), 'not prompted again').toBe(false)
    expect(sentTo('connection.eip155'), 'never disconnects').toEqual([])
    siwx.send(active('eip155:1', OTHER_EVM_ADDRESS))
    await waitFor(siwx, (s) => s.matches('prompting'))
  })

  it('required without a session to return to: cancel releases the close lock, then disconnects', async () => {
    const { siwx, received } = start({ required: true })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    const before = received.length
    siwx.send({ type: 'SIWX.CANCEL' })
    expect(selectSiwxView(siwx.getSnapshot())).toMatchObject({ status: 'leaving', canCancel: false })
    expect(received.slice(before)).toEqual([
      { to: 'modal', event: { type: 'MODAL.SIGN_IN_CHANGED', signIn: { required: true, hasSession: true } } },
      { to: 'connection.eip155', event: { type: 'CONNECTION.DISCONNECT' } },
    ])
    siwx.send(inactive('eip155:1'))
    expect(siwx.getSnapshot().value).toBe('idle')
  })

  it('required with a session on the last signed-in network: cancel returns there', async () => {
    const storage = memorySiwxStorage()
    await storage.add(sessionFor('eip155:1'))
    const { siwx, sentTo } = start({ required: true, storage })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('signedIn'))
    siwx.send(active('eip155:8453')) // the wallet moved; no session there
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.CANCEL' })
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(sentTo('network')).toEqual([{ type: 'NETWORK.SWITCH', caipNetworkId: 'eip155:1' }])
    expect(sentTo('connection.eip155')).toEqual([])
    siwx.send(active('eip155:1')) // the wallet is back
    await waitFor(siwx, (s) => s.matches('signedIn'))
  })

  it("required, after a network switch: the view's Disconnect disconnects (it does not switch back)", async () => {
    const storage = memorySiwxStorage()
    await storage.add(sessionFor('eip155:1'))
    const { siwx, sentTo } = start({ required: true, storage })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('signedIn'))
    siwx.send(active('eip155:8453')) // the visitor switched; no session there
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.DECLINE' })
    expect(siwx.getSnapshot().value).toBe('disconnecting')
    expect(sentTo('network')).toEqual([])
    expect(sentTo('connection.eip155')).toEqual([{ type: 'CONNECTION.DISCONNECT' }])
  })

  it("optional: the view's Cancel closes the modal, as cancel does", async () => {
    const { siwx, sentTo } = start()
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.DECLINE' })
    expect(siwx.getSnapshot().value).toBe('dismissed')
    expect(sentTo('modal').at(-1)).toEqual({ type: 'MODAL.CLOSE' })
    expect(sentTo('connection.eip155')).toEqual([])
  })

  it('required, and the last network lost its session meanwhile: cancel disconnects', async () => {
    const storage = memorySiwxStorage()
    await storage.add(sessionFor('eip155:1'))
    const { siwx, sentTo } = start({ required: true, storage })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('signedIn'))
    siwx.send(active('eip155:8453'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    await storage.delete('eip155:1', EVM_ADDRESS)
    siwx.send({ type: 'SIWX.CANCEL' })
    await waitFor(siwx, (s) => s.matches('disconnecting'))
    expect(sentTo('network')).toEqual([])
    expect(sentTo('connection.eip155')).toEqual([{ type: 'CONNECTION.DISCONNECT' }])
  })

  it('cancel while the wallet is asked gives up the signature', async () => {
    const hanging = siwxMachine.provide({
      actors: { signMessage: fromPromise(() => new Promise<string>(() => {})) },
    })
    const system = standInSystem(inputWith({ storage: memorySiwxStorage() }), hanging)
    system.siwx.send(active('eip155:1'))
    await waitFor(system.siwx, (s) => s.matches('prompting'))
    system.siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(system.siwx, (s) => s.matches({ signing: 'awaitingSignature' }))
    system.siwx.send({ type: 'SIWX.CANCEL' })
    expect(system.siwx.getSnapshot().value).toBe('dismissed')
    system.stop()
  })
})

describe('siwx: the close lock (SPEC §2)', () => {
  it('required without a session locks closing on the sign view; signing in releases it', async () => {
    const { siwx, lastSignIn } = start({ required: true })
    expect(lastSignIn(), 'no account: nothing to lock').toBeUndefined()
    siwx.send(active('eip155:1'))
    expect(lastSignIn()).toEqual({ required: true, hasSession: false })
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(lastSignIn()).toEqual({ required: true, hasSession: false })
    siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    expect(lastSignIn()).toEqual({ required: true, hasSession: true })
  })

  it('optional sign-in never locks', async () => {
    const { siwx, lastSignIn } = start()
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(lastSignIn()).toEqual({ required: false, hasSession: false })
  })
})

describe('siwx: disconnect', () => {
  it('with signOutOnDisconnect, a disconnecting account loses its sessions on that network', async () => {
    const storage = memorySiwxStorage()
    await storage.add(sessionFor('eip155:1'))
    await storage.add(sessionFor('eip155:8453'))
    const { siwx } = start({ storage, signOutOnDisconnect: true })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('signedIn'))
    siwx.send(inactive('eip155:1'))
    await settle()
    expect(siwx.getSnapshot().value).toBe('idle')
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toEqual([])
    expect(await storage.get('eip155:8453', EVM_ADDRESS)).toHaveLength(1)
  })

  it('without it (the default) sessions stay', async () => {
    const storage = memorySiwxStorage()
    await storage.add(sessionFor('eip155:1'))
    const { siwx } = start({ storage })
    siwx.send(active('eip155:1'))
    await waitFor(siwx, (s) => s.matches('signedIn'))
    siwx.send(inactive('eip155:1'))
    await settle()
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toHaveLength(1)
  })
})
