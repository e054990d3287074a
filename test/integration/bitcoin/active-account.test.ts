import { createFoyer, memoryStorage, transactionApproval } from '@foyer/core'
import { activeAccountOf, selectActiveConnection, selectApproveTransactionView } from '@foyer/core/advanced'
import { bip122, sendBitcoin } from '@foyer/core/bip122'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { type BitcoinChain, startBitcoinChain } from '../../devnet/bitcoin-esplora.js'
import { bitcoinLocalNetwork } from '../../devnet/local-networks.js'
import { bitcoinKey } from '../../wallets/bitcoin-keys.js'
import { createScriptedBitcoinWallet } from '../../wallets/bitcoin-wallet.js'

// A Bitcoin wallet shares a payment and an ordinals address. Whichever comes first in the connection
// (here the visitor picked the ordinals one, which moves it first), Foyer shows, signs with and pays
// from the payment address: the ordinals address holds inscriptions a payment must not spend.

let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(() => chain.stop())

const network = bitcoinLocalNetwork()
const recipient = bitcoinKey('99'.repeat(32)).of('p2wpkh').address

/** A running Foyer connected to a scripted wallet whose ordinals account the visitor picked. */
async function ordinalsPickedFirst(seed: string) {
  const wallet = createScriptedBitcoinWallet({ privateKeyHex: seed.repeat(32), esploraUrl: chain.url })
  // The addresses the wallet was asked to sign messages with.
  const signers: string[] = []
  const request = (method: string, params: Record<string, unknown> | null) => {
    if (method === 'signMessage') signers.push(String(params?.address))
    return wallet.satsConnect.request(method, params)
  }
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
    modules: [transactionApproval()],
    storage: memoryStorage(),
  })
  const connection = foyer.connection('bip122')
  if (!connection) throw new Error('no Bitcoin connection actor')
  await waitFor(connection, (s) => s.context.connectors.length > 0)
  foyer.connect(wallet.announcement.id)
  await waitFor(connection, (s) => s.matches('connected'))
  foyer.selectAccount({ namespace: 'bip122', address: wallet.ordinals.address })
  return { foyer, wallet, signers }
}

describe('a Bitcoin connection whose first account is the ordinals one', () => {
  it('is shown with the payment address as its address, the ordinals one beside it', async () => {
    const { foyer, wallet } = await ordinalsPickedFirst('a1')
    const connection = selectActiveConnection(foyer.actor)?.connection
    // The premise: the ordinals account is first in the connection.
    expect(connection?.accounts[0].address).toBe(wallet.ordinals.address)
    expect(connection && activeAccountOf(connection).address).toBe(wallet.payment.address)
    const { account } = foyer.getState()
    expect(account.address).toBe(wallet.payment.address)
    expect(account.caipAddress).toBe(`${network.caipNetworkId}:${wallet.payment.address}`)
    expect(account.accounts).toEqual([
      expect.objectContaining({ address: wallet.payment.address, isActive: true }),
    ])
    expect(account.otherAddresses).toEqual([
      expect.objectContaining({ purpose: 'ordinals', address: wallet.ordinals.address }),
    ])
  })

  it('signs a message with the payment address unless another is named', async () => {
    const { foyer, wallet, signers } = await ordinalsPickedFirst('a2')
    await foyer.signMessage('hello')
    await foyer.signMessage('inscribed', { address: wallet.ordinals.address })
    expect(signers).toEqual([wallet.payment.address, wallet.ordinals.address])
  })

  it('pays from the payment address and leaves the ordinals one unspent', async () => {
    const { foyer, wallet } = await ordinalsPickedFirst('a3')
    chain.fund(wallet.payment.address, 80_000n)
    const inscription = chain.fund(wallet.ordinals.address, 60_000n)
    const sending = sendBitcoin(foyer, { recipient, amount: 20_000n })
    const approval = foyer.getActor('transactionApproval')
    if (!approval) throw new Error('the approval module did not start')
    await waitFor(approval, (s) => s.matches('reviewing'))
    const view = selectApproveTransactionView(approval.getSnapshot())
    if (view.status !== 'reviewing') throw new Error(`the view is ${view.status}`)
    // The change goes back to the payment address, the one the review calls this wallet's.
    expect(view.preview.sections[1]?.rows).toContainEqual(
      expect.objectContaining({ address: wallet.payment.address, note: 'Back to this wallet' }),
    )
    approval.send({ type: 'APPROVAL.APPROVE' })
    const mined = chain.ledger.transaction(await sending)
    expect(mined?.inputs.map((input) => input.address)).toEqual([wallet.payment.address])
    expect(mined?.outputs).toContainEqual({ address: recipient, value: 20_000n })
    expect(chain.ledger.utxos(wallet.ordinals.address).map((utxo) => utxo.txid)).toEqual([inscription])
  })
})
