import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { activeAccountOf } from '../../chains/account.js'
import type { Connection } from '../../chains/adapter.types.js'
import { visitorPick } from '../../chains/visitor-pick.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { EVM_ADDRESS, evmMock, OTHER_EVM_ADDRESS } from './connection.fixtures.js'
import { connectionMachine } from './connection.machine.js'

/**
 * Where the visitor picks the active account (the adapter's `accountPick`, Polkadot's
 * rule; here on the EVM mock wallet sharing two accounts), a reload restores the picked account while
 * its wallet still shares it; otherwise the wallet's first, with no error. The model walks
 * (connection-visitor-account.model.test.ts) cover every transition; these are the reload's cases.
 */

const SHARED = { address: OTHER_EVM_ADDRESS, type: 'eoa' as const }
const NOT_SHARED = '0x0000000000000000000000000000000000000001'
const activeOf = ({ connection }: { connection?: Connection | undefined }) =>
  connection && activeAccountOf(connection).address

function reload(picked: string | undefined, visitorPicks = true) {
  const mock = evmMock({ authorised: true, accounts: [SHARED] })
  const adapter = visitorPicks ? { ...mock, accountPick: visitorPick('eip155', mock.kit.accountKey) } : mock
  const storage = createStorage(
    memoryStorage({
      'foyer:connection-status:eip155': JSON.stringify('connected'),
      'foyer:connected-connector:eip155': JSON.stringify('mock'),
      ...(picked ? { 'foyer:active-account:eip155': JSON.stringify(picked) } : {}),
    }),
  )
  const actor = createActor(connectionMachine, { input: { adapter, storage, reconnect: true } }).start()
  return { actor, storage, connected: waitFor(actor, (snapshot) => snapshot.hasTag('connected')) }
}

describe('connection: the account the visitor picked, across a reload', () => {
  it('comes back active, without a prompt, while the wallet still shares it', async () => {
    const { actor, storage, connected } = reload(OTHER_EVM_ADDRESS)
    const { context } = await connected
    expect(activeOf(context)).toBe(OTHER_EVM_ADDRESS)
    expect(context.connection?.accounts.map((account) => account.address)).toEqual([
      OTHER_EVM_ADDRESS,
      EVM_ADDRESS,
    ])
    expect(storage.get(storageKeys.activeAccount('eip155'))).toEqual(OTHER_EVM_ADDRESS)
    actor.stop()
  })

  it("falls back to the wallet's first account, with no error, when the wallet no longer shares it", async () => {
    const { actor, storage, connected } = reload(NOT_SHARED)
    const { context } = await connected
    expect(activeOf(context)).toBe(EVM_ADDRESS)
    expect(context.error).toBeUndefined()
    expect(storage.get(storageKeys.activeAccount('eip155'))).toEqual(EVM_ADDRESS)
    actor.stop()
  })

  it('never takes one stored where the wallet picks', async () => {
    const walletPicks = reload(OTHER_EVM_ADDRESS, false)
    expect(activeOf((await walletPicks.connected).context)).toBe(EVM_ADDRESS)
    expect(walletPicks.storage.get(storageKeys.activeAccount('eip155'))).toEqual(OTHER_EVM_ADDRESS)
    walletPicks.actor.stop()
  })

  it('is stored when picked and forgotten on disconnect', async () => {
    const { actor, storage, connected } = reload(undefined)
    await connected
    actor.send({ type: 'CONNECTION.SELECT_ACCOUNT', address: OTHER_EVM_ADDRESS })
    expect(storage.get(storageKeys.activeAccount('eip155'))).toEqual(OTHER_EVM_ADDRESS)
    actor.send({ type: 'CONNECTION.DISCONNECT' })
    await waitFor(actor, (snapshot) => snapshot.matches('disconnected'))
    expect(storage.get(storageKeys.activeAccount('eip155'))).toBeUndefined()
    actor.stop()
  })
})
