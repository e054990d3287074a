import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { mockAdapter } from '../../chains/mock/mock.adapter.js'
import {
  AccountNotInConnectionError,
  RequestAbortedError,
  RequestPendingError,
} from '../../errors/connection.js'
import { isUserRejection } from '../../errors/rpc.js'
import { NoActiveCaipAddressError } from '../../errors/siwx.js'
import { bitcoin } from '../../networks/index.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { EVM_ADDRESS, evmMock, mockConnector, OTHER_EVM_ADDRESS } from './connection.fixtures.js'
import { connectionMachine } from './connection.machine.js'
import { requestSignature } from './connection.request.js'
import { selectAccountView } from './connection.selectors.js'

// Requests to the wallet go through the connection machine: one at a time, answered by request id,
// cancellable, ended by a disconnect. And the visitor picks which shared account is active.

async function connected(
  adapter = evmMock({ accounts: [{ address: OTHER_EVM_ADDRESS, type: 'eoa', name: 'Savings' }] }),
) {
  const actor = createActor(connectionMachine, {
    input: { adapter, storage: createStorage(memoryStorage()), reconnect: false },
  }).start()
  actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
  await waitFor(actor, (s) => s.hasTag('connected'))
  return { actor, adapter }
}

describe('connection: signing through the machine', () => {
  it('signs with the active account, and shows that the wallet is waiting meanwhile', async () => {
    const { actor, adapter } = await connected()
    adapter.controls.behaviour.signMessage = 'hang'
    const pending = requestSignature(actor, { message: 'hello' })
    expect(actor.getSnapshot().hasTag('awaitingWallet')).toBe(true)
    actor.send({ type: 'CONNECTION.CANCEL_REQUEST' })
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    expect(actor.getSnapshot().hasTag('awaitingWallet')).toBe(false)
    adapter.controls.behaviour.signMessage = 'succeed'
    await expect(requestSignature(actor, { message: 'hello' })).resolves.toBe(
      `mock-signature:${EVM_ADDRESS}:hello`,
    )
  })

  it('signs with another shared account when asked, and refuses one the wallet did not share', async () => {
    const { actor } = await connected()
    await expect(requestSignature(actor, { message: 'hi', address: OTHER_EVM_ADDRESS })).resolves.toBe(
      `mock-signature:${OTHER_EVM_ADDRESS}:hi`,
    )
    await expect(
      requestSignature(actor, { message: 'hi', address: '0x0000000000000000000000000000000000000001' }),
    ).rejects.toBeInstanceOf(AccountNotInConnectionError)
  })

  it("passes the wallet's refusal on, as a user rejection", async () => {
    const { actor, adapter } = await connected()
    adapter.controls.behaviour.signMessage = 'reject'
    const error = await requestSignature(actor, { message: 'no' }).catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
  })

  it('refuses a second request while one waits, and keeps the first', async () => {
    const { actor, adapter } = await connected()
    adapter.controls.behaviour.signMessage = 'hang'
    const first = requestSignature(actor, { message: 'one' })
    await expect(requestSignature(actor, { message: 'two' })).rejects.toBeInstanceOf(RequestPendingError)
    expect(actor.getSnapshot().hasTag('awaitingWallet')).toBe(true)
    actor.send({ type: 'CONNECTION.CANCEL_REQUEST' })
    await expect(first).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('ends a waiting request when the wallet disconnects, so its caller does not wait forever', async () => {
    const { actor, adapter } = await connected()
    adapter.controls.behaviour.signMessage = 'hang'
    const pending = requestSignature(actor, { message: 'hello' })
    actor.send({ type: 'CONNECTION.WALLET_DISCONNECTED' })
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('without a connection there is nothing to sign with', async () => {
    const actor = createActor(connectionMachine, {
      input: { adapter: evmMock(), storage: createStorage(memoryStorage()), reconnect: false },
    }).start()
    await expect(requestSignature(actor, { message: 'hello' })).rejects.toBeInstanceOf(
      NoActiveCaipAddressError,
    )
  })
})

describe('connection: the active account', () => {
  it('the visitor picks another shared account: it becomes active and its balance is read', async () => {
    const { actor } = await connected()
    expect(selectAccountView(actor.getSnapshot())).toMatchObject({ address: EVM_ADDRESS })
    actor.send({ type: 'CONNECTION.SELECT_ACCOUNT', address: OTHER_EVM_ADDRESS })
    expect(actor.getSnapshot().context.connection?.accounts.map((a) => a.address)).toEqual([
      OTHER_EVM_ADDRESS,
      EVM_ADDRESS,
    ])
    expect(selectAccountView(actor.getSnapshot()).isBalanceLoading).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.context.balance?.status === 'ready')
    expect(selectAccountView(actor.getSnapshot())).toMatchObject({ address: OTHER_EVM_ADDRESS })
    await expect(requestSignature(actor, { message: 'hi' })).resolves.toBe(
      `mock-signature:${OTHER_EVM_ADDRESS}:hi`,
    )
  })

  it("the picker's order stays as the visitor picks (by name, then address): nothing moves under their keys", async () => {
    const { actor } = await connected(
      evmMock({
        accounts: [
          { address: '0x00000000000000000000000000000000000000b2', type: 'eoa', name: 'Trading' },
          { address: OTHER_EVM_ADDRESS, type: 'eoa', name: 'Savings' },
          { address: '0x00000000000000000000000000000000000000a1', type: 'eoa', name: 'savings' },
        ],
      }),
    )
    const picker = () =>
      selectAccountView(actor.getSnapshot()).accounts.map((choice) => [choice.label, choice.isActive])
    const order = [undefined, 'savings', 'Savings', 'Trading']
    expect(picker().map(([label]) => label)).toEqual(order)
    expect(picker().filter(([, isActive]) => isActive)).toEqual([[undefined, true]])
    for (const address of [OTHER_EVM_ADDRESS, '0x00000000000000000000000000000000000000b2', EVM_ADDRESS]) {
      actor.send({ type: 'CONNECTION.SELECT_ACCOUNT', address })
      const view = selectAccountView(actor.getSnapshot())
      expect(view.address).toBe(address)
      expect(view.accounts.map((choice) => choice.label)).toEqual(order)
      expect(view.accounts.filter((choice) => choice.isActive).map((choice) => choice.address)).toEqual([
        address,
      ])
    }
  })

  it('an address the wallet did not share changes nothing', async () => {
    const { actor } = await connected()
    const before = actor.getSnapshot().context.connection
    actor.send({ type: 'CONNECTION.SELECT_ACCOUNT', address: '0x0000000000000000000000000000000000000001' })
    expect(actor.getSnapshot().context.connection).toBe(before)
  })

  it('Bitcoin: the payment account is shown; the ordinals address is offered beside it, not as an alternative', async () => {
    const payment = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    const ordinals = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
    const adapter = mockAdapter({
      namespace: 'bip122',
      networks: [bitcoin],
      address: payment,
      balance: 50_000_000n,
      connectors: [mockConnector('bip122')],
    })
    const actor = createActor(connectionMachine, {
      input: { adapter, storage: createStorage(memoryStorage()), reconnect: false },
    }).start()
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await waitFor(actor, (s) => s.hasTag('connected'))
    adapter.controls.emit({
      type: 'accountsChanged',
      accounts: [
        { address: payment, type: 'payment', purpose: 'payment', addressType: 'p2wpkh' },
        { address: ordinals, type: 'ordinal', purpose: 'ordinals', addressType: 'p2tr' },
      ],
    })
    const view = selectAccountView(actor.getSnapshot())
    expect(view).toMatchObject({ address: payment, shortAddress: 'bc1q…5mdq' })
    expect(view.accounts.map((account) => account.address)).toEqual([payment])
    expect(view.otherAddresses).toEqual([
      { purpose: 'ordinals', address: ordinals, shortAddress: 'bc1p…3297' },
    ])
    // An EVM wallet's accounts have no purpose: they are all alternatives, none is set apart.
    expect(selectAccountView((await connected()).actor.getSnapshot()).otherAddresses).toEqual([])
  })
})
