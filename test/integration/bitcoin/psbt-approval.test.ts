import { createFoyer, isUserRejection, memoryStorage, transactionApproval } from '@foyer/core'
import { selectApproveTransactionView, selectModalView } from '@foyer/core/advanced'
import { bip122, InvalidPsbtError, signPsbt } from '@foyer/core/bip122'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { type BitcoinChain, startBitcoinChain } from '../../devnet/bitcoin-esplora.js'
import { bitcoinLocalNetwork } from '../../devnet/local-networks.js'
import { bitcoinKey, buildPsbt } from '../../wallets/bitcoin-keys.js'
import { createScriptedBitcoinWallet } from '../../wallets/bitcoin-wallet.js'

// `signPsbt` through a running Foyer: the modal shows the PSBT in words (the ApproveTransaction view)
// before the wallet is asked, and only the visitor's approval asks it; the signed transaction is then
// broadcast to the local chain.

let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(() => chain.stop())

const network = bitcoinLocalNetwork()
const recipient = bitcoinKey('88'.repeat(32)).of('p2wpkh').address

/** A Foyer with the approval module and a connected scripted wallet; `hang` makes its PSBT prompt never answer. */
async function start(seed: string, options: { approval?: boolean; hang?: boolean } = {}) {
  const wallet = createScriptedBitcoinWallet({ privateKeyHex: seed.repeat(32), esploraUrl: chain.url })
  const request = (method: string, params: Record<string, unknown> | null) =>
    options.hang && method === 'signPsbt' ? new Promise(() => {}) : wallet.satsConnect.request(method, params)
  const foyer = createFoyer({
    adapters: [
      bip122({
        networks: [network],
        esploraUrls: { [network.caipNetworkId]: chain.url },
        page: {
          btc_providers: [wallet.announcement],
          FoyerBtc: { BitcoinProvider: { ...wallet.satsConnect, request } },
        },
      }),
    ],
    modules: options.approval === false ? [] : [transactionApproval()],
    storage: memoryStorage(),
  })
  const connection = foyer.connection('bip122')
  if (!connection) throw new Error('no Bitcoin connection actor')
  await waitFor(connection, (s) => s.context.connectors.length > 0)
  foyer.connect(wallet.announcement.id)
  await waitFor(connection, (s) => s.matches('connected'))
  const txid = chain.fund(wallet.payment.address, 50_000n)
  const psbt = buildPsbt(
    wallet.payment,
    [{ txid, vout: 0, value: 50_000n, previousHex: chain.ledger.transaction(txid)?.hex }],
    [
      { address: recipient, value: 20_000n },
      { address: wallet.payment.address, value: 29_600n },
    ],
    wallet.key.network,
  ).toBase64()
  return { foyer, wallet, psbt }
}

/** The view the modal shows, or `undefined` while it is closed. */
const openView = (foyer: ReturnType<typeof createFoyer>) => {
  const snapshot = foyer.modal.getSnapshot()
  return selectModalView(snapshot).isOpen ? snapshot.context.view : undefined
}

const approvalOf = (foyer: ReturnType<typeof createFoyer>) => {
  const approval = foyer.getActor('transactionApproval')
  if (!approval) throw new Error('the approval module did not start')
  return approval
}

describe('signPsbt with the approval view', () => {
  it('shows the PSBT before the wallet is asked; approved, the wallet signs and the transaction is mined', async () => {
    const { foyer, wallet, psbt } = await start('81')
    const signing = signPsbt(foyer, { psbt, broadcast: true })
    const approval = approvalOf(foyer)
    await waitFor(approval, (s) => s.matches('reviewing'))
    expect(openView(foyer)).toBe('ApproveTransaction')
    const view = selectApproveTransactionView(approval.getSnapshot())
    if (view.status !== 'reviewing') throw new Error(`the view is ${view.status}`)
    expect(view.preview.sections[1]?.rows).toEqual([
      {
        address: recipient,
        detail: undefined,
        amount: '0.00020000 BTC',
        figure: { amount: '0.00020000', symbol: 'BTC' },
        note: undefined,
      },
      {
        address: wallet.payment.address,
        detail: undefined,
        amount: '0.00029600 BTC',
        figure: { amount: '0.00029600', symbol: 'BTC' },
        note: 'Back to this wallet',
      },
    ])
    expect(view.preview.totals[0]?.value).toMatch(/^400 sats · \d+(\.\d)? sat\/vB$/)
    expect(wallet.calls).not.toContain('signPsbt')
    approval.send({ type: 'APPROVAL.APPROVE' })
    const { txid } = await signing
    expect(chain.ledger.transaction(txid ?? '')?.outputs[0]).toEqual({ address: recipient, value: 20_000n })
    expect(openView(foyer)).toBeUndefined()
  })

  it('declined (or the modal closed), the wallet is never asked and the caller hears a rejection', async () => {
    const { foyer, wallet, psbt } = await start('82')
    const declined = signPsbt(foyer, { psbt })
    await waitFor(approvalOf(foyer), (s) => s.matches('reviewing'))
    approvalOf(foyer).send({ type: 'APPROVAL.REJECT' })
    const error = await declined.catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    const closed = signPsbt(foyer, { psbt })
    await waitFor(approvalOf(foyer), (s) => s.matches('reviewing'))
    foyer.close()
    expect(isUserRejection(await closed.catch((e: unknown) => e))).toBe(true)
    expect(wallet.calls).not.toContain('signPsbt')
  })

  it('cancelled while the wallet is asked: the caller hears "Request was aborted" and nothing is broadcast', async () => {
    const { foyer, psbt } = await start('83', { hang: true })
    const before = chain.requests.filter((r) => r.startsWith('POST /tx')).length
    const signing = signPsbt(foyer, { psbt, broadcast: true })
    await waitFor(approvalOf(foyer), (s) => s.matches('reviewing'))
    approvalOf(foyer).send({ type: 'APPROVAL.APPROVE' })
    await waitFor(approvalOf(foyer), (s) => s.matches('signing'))
    approvalOf(foyer).send({ type: 'APPROVAL.REJECT' })
    await expect(signing).rejects.toThrow('Request was aborted')
    expect(chain.requests.filter((r) => r.startsWith('POST /tx'))).toHaveLength(before)
  })

  it('refuses a PSBT the wallet could not sign before the modal opens, and needs the approval module', async () => {
    const { foyer } = await start('84')
    await expect(signPsbt(foyer, { psbt: 'not a psbt' })).rejects.toBeInstanceOf(InvalidPsbtError)
    expect(approvalOf(foyer).getSnapshot().matches('idle')).toBe(true)
    expect(openView(foyer)).toBeUndefined()
    const bare = await start('85', { approval: false })
    await expect(signPsbt(bare.foyer, { psbt: bare.psbt })).rejects.toThrow(
      /add transactionApproval\(\) to the modules/,
    )
    expect(bare.wallet.calls).not.toContain('signPsbt')
  })
})
