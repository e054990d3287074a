import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createActor, enqueueActions, setup, waitFor } from 'xstate'
import type { AnyChainAdapter, SignMessageRequest } from '../../chains/adapter.types.js'
import { SmartAccountNotSupportedError } from '../../errors/siwx.js'
import { siwxViews } from '../../modules/siwx/siwx.views.js'
import { base, mainnet } from '../../networks/definitions/index.js'
import { verifySiwxMessage } from '../../siwx/server/verify.js'
import type { SiwxSession } from '../../siwx/siwx.types.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { requireSystemActor } from '../../testing/system-actor.js'
import { accountTypeMachine } from '../account-type/account-type.machine.js'
import { evmMock, mockConnection, settle, UNKNOWN_EVM_NETWORK } from '../connection/connection.fixtures.js'
import { connectionMachine } from '../connection/connection.machine.js'
import { modalMachine } from '../modal/modal.machine.js'
import { networkMachine } from '../network/network.machine.js'
import { routerMachine } from '../router/router.machine.js'
import {
  DOMAIN,
  EVM_ADDRESS,
  EVM_PRIVATE_KEY,
  inputWith,
  memorySiwxStorage,
  OTHER_EVM_ADDRESS,
  sessionFor,
} from './siwx.fixtures.js'
import { siwxMachine } from './siwx.machine.js'
import type { SiwxOptions } from './siwx.types.js'

/**
 * SPEC §4 "Sign-in" (and §2's close lock) in the actor system as the root runs it: the sign-in actor
 * beside the real modal, router and network actors and an EVM connection actor over the mock wallet,
 * which signs with a real key. The active account reaches the sign-in actor through its own
 * `watchActiveAccount` actor, which follows the network actor.
 */

const signer = privateKeyToAccount(EVM_PRIVATE_KEY)
const NONCE = 'serverNonce42'

/**
 * The sign-in actor among the real modal, router, network and an EVM connection over the mock wallet,
 * as the root runs them; the wallet signs with the test key unless the adapter says otherwise.
 */
function realSystem(
  options: SiwxOptions = {},
  adapter: AnyChainAdapter = signingMock(),
  stored: Record<string, string> = {},
) {
  const storage = createStorage(memoryStorage(stored))
  const host = setup({
    actors: {
      modal: modalMachine,
      router: routerMachine,
      network: networkMachine,
      connection: connectionMachine,
      siwx: siwxMachine,
      accountType: accountTypeMachine,
    },
  }).createMachine({
    invoke: [
      // The embedded wallet's account type, as its module runs it (no frame here: its chain list fails).
      {
        src: 'accountType',
        systemId: 'accountType',
        input: { storage, switchAccount: async (type) => type },
      },
      { src: 'modal', systemId: 'modal', input: {} },
      { src: 'router', systemId: 'router', input: { env: { hasAdapters: true, views: siwxViews } } },
      {
        src: 'network',
        systemId: 'network',
        input: {
          networks: [mainnet, base],
          adapters: [adapter],
          storage,
          allowUnsupportedChain: false,
          enableNetworkSwitch: true,
        },
      },
      { src: 'connection', systemId: 'connection.eip155', input: { adapter, storage, reconnect: true } },
      {
        src: 'siwx',
        systemId: 'siwx',
        input: inputWith({ storage: memorySiwxStorage(), getNonce: async () => NONCE, ...options }),
      },
    ],
  })
  const root = createActor(host).start()
  const connection = requireSystemActor(root, 'connection.eip155')
  return {
    root,
    siwx: requireSystemActor(root, 'siwx'),
    modal: requireSystemActor(root, 'modal'),
    accountType: requireSystemActor(root, 'accountType'),
    router: requireSystemActor(root, 'router'),
    network: requireSystemActor(root, 'network'),
    connection,
    connect: async () => {
      connection.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
      await waitFor(connection, (s) => s.hasTag('connected'))
    },
  }
}

/** The EVM mock wallet, signing with the test key. */
function signingMock() {
  const adapter = evmMock()
  return {
    ...adapter,
    signMessage: (_c: unknown, { message }: SignMessageRequest) => signer.signMessage({ message }),
  }
}

describe('siwx: in the actor system (SPEC §4)', () => {
  it("a smart account's failure says the site might not support Smart Accounts", async () => {
    const adapter = evmMock()
    adapter.controls.behaviour.signMessage = 'fail'
    const smart: typeof adapter = {
      ...adapter,
      connect: async (p) => ({
        ...(await adapter.connect(p)),
        accounts: [{ address: EVM_ADDRESS, type: 'smartAccount' }],
      }),
    }
    const { siwx, connect } = realSystem({}, smart)
    await connect()
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(siwx, (s) => s.matches('prompting') && s.context.error !== undefined)
    expect(siwx.getSnapshot().context.error).toBe(SmartAccountNotSupportedError.shortMessage)
  })

  it("the embedded wallet's smart account (its accounts read as the key's) fails the same way; its key's own account is declined", async () => {
    for (const [type, message] of [
      ['smartAccount', SmartAccountNotSupportedError.shortMessage],
      ['eoa', 'Signature declined'],
    ] as const) {
      const adapter = evmMock()
      adapter.controls.behaviour.signMessage = 'fail'
      const embedded: typeof adapter = {
        ...adapter,
        connect: async (p) => ({ ...(await adapter.connect(p)), connectorId: 'AUTH' }),
      }
      const { siwx, connect, accountType } = realSystem({}, embedded)
      accountType.send({ type: 'ACCOUNT_TYPE.CURRENT', accountType: type })
      await connect()
      await waitFor(siwx, (s) => s.matches('prompting'))
      siwx.send({ type: 'SIWX.SIGN' })
      await waitFor(siwx, (s) => s.matches('prompting') && s.context.error !== undefined)
      expect(siwx.getSnapshot().context.error, type).toBe(message)
    }
  })

  it('with the real modal and router: close is refused (the modal shakes) until signed in', async () => {
    const { siwx, modal, router, connect } = realSystem({ required: true })
    await connect()
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(modal.getSnapshot().matches({ visibility: 'open' })).toBe(true)
    expect(router.getSnapshot().context.history).toEqual([{ name: 'SIWXSignMessage' }])
    modal.send({ type: 'MODAL.CLOSE' })
    expect(modal.getSnapshot().matches({ visibility: 'open', motion: 'shaking' })).toBe(true)
    router.send({ type: 'ROUTER.BACK' })
    expect(modal.getSnapshot().matches({ visibility: 'open' }), 'back with one view asks to close').toBe(true)
    siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    expect(modal.getSnapshot().matches({ visibility: 'closed' })).toBe(true)
  })

  it('connecting a wallet prompts on SIWXSignMessage; signing closes the modal with a verifiable session', async () => {
    const storage = memorySiwxStorage()
    const { siwx, modal, router, connect } = realSystem({ storage })
    modal.send({ type: 'MODAL.OPEN' })
    await connect()
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(modal.getSnapshot().matches({ visibility: 'open' })).toBe(true)
    expect(router.getSnapshot().context.history.at(-1)).toEqual({ name: 'SIWXSignMessage' })
    siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    expect(modal.getSnapshot().matches({ visibility: 'closed' })).toBe(true)
    const [session] = await storage.get('eip155:1', EVM_ADDRESS)
    const result = await verifySiwxMessage({ ...(session as SiwxSession), domain: DOMAIN, nonce: NONCE })
    expect(result.ok).toBe(true)
  })

  it('required: cancel without a session disconnects the wallet and closes the modal', async () => {
    const { siwx, modal, connection, connect } = realSystem({ required: true })
    await connect()
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.CANCEL' })
    await waitFor(connection, (s) => s.matches('disconnected'))
    await waitFor(siwx, (s) => s.matches('idle'))
    expect(modal.getSnapshot().matches({ visibility: 'closed' })).toBe(true)
  })

  it('required: cancel on a new network returns the wallet to the last signed-in one', async () => {
    const storage = memorySiwxStorage()
    const { siwx, modal, connect, connection } = realSystem({ required: true, storage })
    await connect()
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    const adapter = connection.getSnapshot().context.adapter as ReturnType<typeof signingMock>
    adapter.controls.emit({ type: 'chainChanged', caipNetworkId: base.caipNetworkId })
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(siwx.getSnapshot().context.account?.caipNetworkId).toBe('eip155:8453')
    siwx.send({ type: 'SIWX.CANCEL' })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    expect(siwx.getSnapshot().context.account?.caipNetworkId).toBe('eip155:1')
    expect(connection.getSnapshot().hasTag('connected')).toBe(true)
    expect(modal.getSnapshot().matches({ visibility: 'closed' })).toBe(true)
  })

  it('optional: closing the sign view declines; the wallet stays connected', async () => {
    const { siwx, modal, connection, connect } = realSystem()
    await connect()
    await waitFor(siwx, (s) => s.matches('prompting'))
    modal.send({ type: 'MODAL.CLOSE' })
    expect(siwx.getSnapshot().value).toBe('dismissed')
    expect(connection.getSnapshot().hasTag('connected')).toBe(true)
  })

  it('a wallet restored on page load with a session is signed in without a prompt', async () => {
    const storage = memorySiwxStorage()
    await storage.add(sessionFor('eip155:1'))
    const wallet = signingMock()
    wallet.controls.authorised = true
    const restored = {
      'foyer:connection-status:eip155': JSON.stringify('connected'),
      'foyer:connected-connector:eip155': JSON.stringify('mock'),
    }
    const { siwx, modal, connection } = realSystem({ storage, required: true }, wallet, restored)
    await waitFor(connection, (s) => s.hasTag('connected'))
    await waitFor(siwx, (s) => s.matches('signedIn'))
    expect(modal.getSnapshot().matches({ visibility: 'closed' })).toBe(true)
  })

  it('a spell on a network the site does not configure is not a decline: back, the view shows again', async () => {
    const { siwx, modal, router, connect, connection } = realSystem()
    await connect()
    await waitFor(siwx, (s) => s.matches('prompting'))
    const wallet = connection.getSnapshot().context.adapter as ReturnType<typeof signingMock>
    wallet.controls.emit({ type: 'chainChanged', caipNetworkId: UNKNOWN_EVM_NETWORK })
    expect(router.getSnapshot().context.history.at(-1)).toEqual({ name: 'UnsupportedChain' })
    expect(siwx.getSnapshot().value).toBe('prompting')
    wallet.controls.emit({ type: 'chainChanged', caipNetworkId: mainnet.caipNetworkId })
    await settle()
    expect(siwx.getSnapshot().value).toBe('prompting')
    expect(modal.getSnapshot().matches({ visibility: 'open' })).toBe(true)
    expect(router.getSnapshot().context.history.at(-1)).toEqual({ name: 'SIWXSignMessage' })
  })

  it('another account in the wallet is checked and prompted for', async () => {
    const storage = memorySiwxStorage()
    const { siwx, connect, connection } = realSystem({ storage })
    await connect()
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    const wallet = connection.getSnapshot().context.adapter as ReturnType<typeof signingMock>
    wallet.controls.emit({ type: 'accountsChanged', accounts: [{ address: OTHER_EVM_ADDRESS, type: 'eoa' }] })
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(siwx.getSnapshot().context.account?.address).toBe(OTHER_EVM_ADDRESS)
  })

  it('a disconnect while the sign view shows makes sign-in idle', async () => {
    const { siwx, connection, modal, connect } = realSystem({ required: true })
    await connect()
    await waitFor(siwx, (s) => s.matches('prompting'))
    connection.send({ type: 'CONNECTION.DISCONNECT' })
    await waitFor(siwx, (s) => s.matches('idle'))
    await waitFor(modal, (s) => s.matches({ visibility: 'closed' }))
  })

  it('a sign-in actor spawned after the wallet connected checks that account at once', async () => {
    const storage = createStorage(memoryStorage())
    const host = setup({ actors: { network: networkMachine, siwx: siwxMachine } }).createMachine({
      invoke: {
        src: 'network',
        systemId: 'network',
        input: {
          networks: [mainnet, base],
          adapters: [],
          storage,
          allowUnsupportedChain: false,
          enableNetworkSwitch: true,
        },
      },
      on: {
        'TEST.SPAWN_SIWX': {
          actions: enqueueActions(({ enqueue }) =>
            enqueue.spawnChild('siwx', {
              id: 'siwx',
              systemId: 'siwx',
              input: inputWith({ storage: memorySiwxStorage() }),
            }),
          ),
        },
      },
    })
    const root = createActor(host).start()
    const network = requireSystemActor(root, 'network')
    network.send({
      type: 'NETWORK.CONNECTION_CHANGED',
      namespace: 'eip155',
      connection: mockConnection(base.caipNetworkId),
      connectorType: 'INJECTED',
    })
    root.send({ type: 'TEST.SPAWN_SIWX' })
    const siwx = requireSystemActor(root, 'siwx')
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(siwx.getSnapshot().context.account?.caipAddress).toBe(`eip155:8453:${EVM_ADDRESS}`)
  })
})
