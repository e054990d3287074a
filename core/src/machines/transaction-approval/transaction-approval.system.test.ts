import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import type { LandedOutcome, SentTransaction, WaitUntilLanded } from '../../chains/kit.types.js'
import { TRANSACTION_LANDED_TIMEOUT_MS } from '../../config/constants.js'
import { createFoyer } from '../../create-foyer.js'
import { transactionApproval } from '../../modules/transaction-approval/transaction-approval.module.js'
import { getSystemActor } from '../../system/system.js'
import { evmMock, settle } from '../connection/connection.fixtures.js'
import { selectModalView } from '../modal/modal.selectors.js'
import { selectTopView } from '../router/router.selectors.js'
import type { TransactionPreview } from './transaction-approval.types.js'

// Where the ApproveTransaction view shows, in a running Foyer: over the view on screen when the
// visitor is in the modal (a name being chosen, say), who is back there once it is done; in the modal
// opened for it when the site asked with the modal closed, which closes again after.

const preview: TransactionPreview = { title: 'Sign a message', network: 'Ethereum', sections: [], totals: [] }

function running() {
  const foyer = createFoyer({ isMobile: false, adapters: [evmMock()], modules: [transactionApproval()] })
  const modal = getSystemActor(foyer.actor, 'modal')
  const router = getSystemActor(foyer.actor, 'router')
  const approval = getSystemActor(foyer.actor, 'transactionApproval')
  if (!modal || !router || !approval) throw new Error('Foyer runs no modal, router or approval')
  return {
    foyer,
    approval,
    top: () => selectTopView(router.getSnapshot()).name,
    isOpen: () => selectModalView(modal.getSnapshot()).isOpen,
    back: () => router.send({ type: 'ROUTER.BACK' }),
  }
}

describe('the ApproveTransaction view in a running Foyer', () => {
  it('shows over the open view and goes back to it when done; the modal stays open', async () => {
    const { foyer, approval, top, isOpen } = running()
    foyer.open({ name: 'Networks' })
    await settle()
    const answer = foyer.requestApproval({ preview, run: async () => 'signed' })
    await settle()
    expect(top()).toBe('ApproveTransaction')
    approval.send({ type: 'APPROVAL.APPROVE' })
    expect(await answer).toBe('signed')
    await settle()
    expect([isOpen(), top()]).toEqual([true, 'Networks'])
    foyer.stop()
  })

  it('going back from it declines, and leaves the view under it alone', async () => {
    const { foyer, top, isOpen, back } = running()
    foyer.open({ name: 'Networks' })
    await settle()
    const answer = foyer.requestApproval({ preview, run: async () => 'signed' })
    await settle()
    back()
    await expect(answer).rejects.toMatchObject({ code: 'RPC_4001' })
    await settle()
    expect([isOpen(), top()]).toEqual([true, 'Networks'])
    foyer.stop()
  })

  it('opens the modal for it when closed, and closes it when done', async () => {
    const { foyer, approval, top, isOpen } = running()
    const answer = foyer.requestApproval({ preview, run: async () => 'signed' })
    await settle()
    expect([isOpen(), top()]).toEqual([true, 'ApproveTransaction'])
    approval.send({ type: 'APPROVAL.APPROVE' })
    expect(await answer).toBe('signed')
    await settle()
    expect(isOpen()).toBe(false)
    foyer.stop()
  })

  it('reads the native balance again once an approved request that sent nothing is done, so the account shows what the chain holds', async () => {
    const evm = evmMock()
    const { foyer, approval, connection } = await connectedWithApproval(evm)
    const reads = () => evm.controls.calls.filter((call) => call.method === 'getBalance').length
    const before = reads()
    const answer = foyer.requestApproval({ preview, run: async () => 'sent' })
    await settle()
    approval.send({ type: 'APPROVAL.APPROVE' })
    expect(await answer).toBe('sent')
    await vi.waitFor(() => expect(reads()).toBe(before + 1))
    await waitFor(connection, (s) => s.context.balance?.status === 'ready')
    foyer.stop()
  })
})

// A transaction the visitor approved changes balances when it lands on its chain, not when the wallet
// answers with its hash: the EVM adapter's kit is given a wait the test ends, and the native balance
// reads of the mock wallet are counted.

/** A wait for sent transactions that the test ends, with what it was asked. */
function scriptedLanding() {
  const waits: { transaction: Parameters<WaitUntilLanded>[0]; signal: AbortSignal }[] = []
  let end: { resolve(outcome: LandedOutcome): void; reject(error: unknown): void } | undefined
  const wait: WaitUntilLanded = (transaction, signal) => {
    waits.push({ transaction, signal })
    return new Promise<LandedOutcome>((resolve, reject) => {
      end = { resolve, reject }
    })
  }
  return {
    wait,
    waits,
    land: () => end?.resolve('succeeded'),
    fail: (error: unknown) => end?.reject(error),
  }
}

/** A Foyer with the approval module, connected over `adapter` once its balance is read. */
async function connectedWithApproval(adapter: ReturnType<typeof evmMock>) {
  const foyer = createFoyer({ isMobile: false, adapters: [adapter], modules: [transactionApproval()] })
  const approval = getSystemActor(foyer.actor, 'transactionApproval')
  if (!approval) throw new Error('Foyer runs no approval')
  foyer.connect('mock')
  const connection = foyer.connection('eip155')
  if (!connection) throw new Error('Foyer runs no EVM connection')
  await waitFor(connection, (s) => s.context.balance?.status === 'ready')
  return { foyer, approval, connection }
}

async function connectedWithLanding(wait: WaitUntilLanded) {
  const evm = evmMock()
  const adapter = { ...evm, kit: { ...evm.kit, loadWaitUntilLanded: async () => wait } }
  const { foyer, approval, connection } = await connectedWithApproval(adapter)
  const reads = () => evm.controls.calls.filter((call) => call.method === 'getBalance').length
  /** Approves a request whose work answers `hash`, sent on `caipNetworkId`; its answer. */
  const send = async (caipNetworkId: SentTransaction['caipNetworkId'], hash = '0xabc') => {
    const answer = foyer.requestApproval({
      preview,
      run: async () => hash,
      sent: (output: string) => ({ caipNetworkId, id: output }),
    })
    await settle()
    approval.send({ type: 'APPROVAL.APPROVE' })
    return answer
  }
  return { foyer, connection, reads, send, approval }
}

describe('balances after a transaction the visitor approved', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('are read again once it has landed on its chain, not when the wallet answers with its hash', async () => {
    const landing = scriptedLanding()
    const { foyer, connection, reads, send } = await connectedWithLanding(landing.wait)
    const before = reads()
    expect(await send('eip155:1', '0xfeed'), 'the site has its hash at once').toBe('0xfeed')
    await vi.waitFor(() => expect(landing.waits).toHaveLength(1))
    expect(landing.waits[0]?.transaction).toMatchObject({
      id: '0xfeed',
      timeoutMs: TRANSACTION_LANDED_TIMEOUT_MS,
    })
    await settle()
    expect(reads(), 'nothing is read before it lands').toBe(before)
    landing.land()
    await vi.waitFor(() => expect(reads()).toBe(before + 1))
    await waitFor(connection, (s) => s.context.balance?.status === 'ready')
    foyer.stop()
  })

  it('are read again once all the same when the chain cannot tell whether it landed', async () => {
    const landing = scriptedLanding()
    const { foyer, reads, send } = await connectedWithLanding(landing.wait)
    const before = reads()
    await send('eip155:1')
    await vi.waitFor(() => expect(landing.waits).toHaveLength(1))
    landing.fail(new Error('The chain did not answer'))
    await vi.waitFor(() => expect(reads()).toBe(before + 1))
    foyer.stop()
  })

  it(`are read again once when it has not landed after ${TRANSACTION_LANDED_TIMEOUT_MS} ms, and the wait stops`, async () => {
    const landing = scriptedLanding()
    const { foyer, reads, send } = await connectedWithLanding(landing.wait)
    const before = reads()
    // Only timeouts are faked: the test's own waits (setImmediate) still run. (No vi.waitFor from
    // here on: it moves fake time itself.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await send('eip155:1')
    await settle()
    expect(landing.waits).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(TRANSACTION_LANDED_TIMEOUT_MS - 1)
    expect(reads(), 'still waiting').toBe(before)
    expect(landing.waits[0]?.signal.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(landing.waits[0]?.signal.aborted, 'the chain is no longer asked').toBe(true)
    // The connection reads its balance once its own short settling delay has passed.
    await vi.advanceTimersByTimeAsync(1_000)
    await settle()
    expect(reads()).toBe(before + 1)
    await vi.advanceTimersByTimeAsync(TRANSACTION_LANDED_TIMEOUT_MS)
    expect(reads(), 'once only').toBe(before + 1)
    foyer.stop()
  })

  it('are read again at once when it was sent on a network the site did not configure (nothing to wait on)', async () => {
    const landing = scriptedLanding()
    const { foyer, reads, send } = await connectedWithLanding(landing.wait)
    const before = reads()
    await send('eip155:999999')
    await vi.waitFor(() => expect(reads()).toBe(before + 1))
    expect(landing.waits).toEqual([])
    foyer.stop()
  })

  it('a wait under way ends when Foyer stops', async () => {
    const landing = scriptedLanding()
    const { foyer, send } = await connectedWithLanding(landing.wait)
    await send('eip155:1')
    await vi.waitFor(() => expect(landing.waits).toHaveLength(1))
    foyer.stop()
    expect(landing.waits[0]?.signal.aborted).toBe(true)
  })
})
