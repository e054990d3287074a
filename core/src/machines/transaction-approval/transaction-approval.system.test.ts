import { describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { createFoyer } from '../../create-foyer.js'
import { transactionApproval } from '../../modules/transaction-approval/transaction-approval.module.js'
import type { ConnectionActor } from '../../system/system.actors.js'
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

  it('reads the native balance again once an approved request is done, so the account shows what the chain holds', async () => {
    const evm = evmMock()
    const foyer = createFoyer({ isMobile: false, adapters: [evm], modules: [transactionApproval()] })
    const approval = getSystemActor(foyer.actor, 'transactionApproval')
    if (!approval) throw new Error('Foyer runs no approval')
    foyer.connect('mock')
    const connection = foyer.connection('eip155') as ConnectionActor
    await waitFor(connection, (s) => s.matches({ connected: { balance: 'ready' } }))
    const reads = () => evm.controls.calls.filter((call) => call.method === 'getBalance').length
    const before = reads()
    const answer = foyer.requestApproval({ preview, run: async () => 'sent' })
    await settle()
    approval.send({ type: 'APPROVAL.APPROVE' })
    expect(await answer).toBe('sent')
    await vi.waitFor(() => expect(reads()).toBe(before + 1))
    await waitFor(connection, (s) => s.matches({ connected: { balance: 'ready' } }))
    foyer.stop()
  })
})
