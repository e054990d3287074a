import { createFoyer, isUserRejection, memoryStorage, transactionApproval } from '@foyer/core'
import { selectApproveTransactionView } from '@foyer/core/advanced'
import {
  bip122,
  InvalidBitcoinWalletAnswerError,
  InvalidPsbtError,
  isBitcoinConnection,
  type SignPsbtRequest,
  signPsbt,
} from '@foyer/core/bip122'
import { Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { type BitcoinChain, startBitcoinChain } from '../../devnet/bitcoin-esplora.js'
import { bitcoinLocalNetwork } from '../../devnet/local-networks.js'
import { bitcoinKey, buildPsbt } from '../../wallets/bitcoin-keys.js'
import { createScriptedBitcoinWallet, type ScriptedBitcoinWallet } from '../../wallets/bitcoin-wallet.js'

// A site that wants more than the visitor approves: PSBTs whose review would not match what the
// signature lets the site mine. Each attack is first played out without Foyer, against the local
// chain (which checks every signature as a node does), to show what the site would get; then through
// Foyer, whose review refuses it (only Decline, and the reason) and whose wallet is never asked.

let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(() => chain.stop())

const network = bitcoinLocalNetwork()
const attacker = bitcoinKey('a7'.repeat(32)).of('p2wpkh')
const shop = bitcoinKey('5e'.repeat(32)).of('p2wpkh')

type Request = (method: string, params: Record<string, unknown> | null) => Promise<unknown>

/** A wallet's ways: a sighash type of its own choosing, and finalising the inputs it signs (as UniSat does). */
type WalletQuirks = { forcedSighash?: number; finalize?: boolean }

/**
 * The wallet's `signPsbt` as real wallets do it: each input signed with the sighash type the PSBT asks
 * for (the scripted wallet signs ALL only).
 */
function honouringSighash(
  wallet: ScriptedBitcoinWallet,
  { forcedSighash: forced, finalize }: WalletQuirks = {},
): Request {
  return async (method, params) => {
    if (method !== 'signPsbt') return wallet.satsConnect.request(method, params)
    wallet.calls.push('signPsbt')
    const psbt = Psbt.fromBase64(String(params?.psbt), { network: wallet.key.network })
    // A wallet that picks a sighash type of its own, whatever the PSBT asks.
    if (forced !== undefined)
      for (const index of psbt.data.inputs.keys()) psbt.updateInput(index, { sighashType: forced })
    signWithAskedTypes(wallet, psbt, (params?.signInputs ?? {}) as Record<string, number[]>)
    if (finalize) psbt.finalizeAllInputs()
    return { jsonrpc: '2.0', id: wallet.calls.length, result: { psbt: psbt.toBase64() } }
  }
}

function signWithAskedTypes(wallet: ScriptedBitcoinWallet, psbt: Psbt, plan: Record<string, number[]>) {
  for (const [address, indexes] of Object.entries(plan)) {
    const entry = wallet.key.find(address)
    if (!entry) throw new Error(`not an address of this wallet: ${address}`)
    for (const index of indexes) {
      const type = psbt.data.inputs[index]?.sighashType
      psbt.signInput(index, entry.signer, type === undefined ? undefined : [type])
    }
  }
  return psbt
}

/** A Foyer with the approval module and a connected wallet that signs the sighash types PSBTs ask for. */
async function start(seed: string, quirks: WalletQuirks = {}) {
  const wallet = createScriptedBitcoinWallet({ privateKeyHex: seed.repeat(32), esploraUrl: chain.url })
  const adapter = bip122({
    networks: [network],
    esploraUrls: { [network.caipNetworkId]: chain.url },
    page: {
      btc_providers: [wallet.announcement],
      FoyerBtc: {
        BitcoinProvider: { ...wallet.satsConnect, request: honouringSighash(wallet, quirks) },
      },
    },
  })
  const foyer = createFoyer({
    adapters: [adapter],
    modules: [transactionApproval()],
    storage: memoryStorage(),
  })
  const connectionActor = foyer.connection('bip122')
  if (!connectionActor) throw new Error('no Bitcoin connection actor')
  await waitFor(connectionActor, (s) => s.context.connectors.length > 0)
  foyer.connect(wallet.announcement.id)
  const connected = await waitFor(connectionActor, (s) => s.matches('connected'))
  const connection = connected.context.connection
  if (!connection || !isBitcoinConnection(connection)) throw new Error('not connected')
  const approval = foyer.getActor('transactionApproval')
  if (!approval) throw new Error('the approval module did not start')
  return { wallet, foyer, adapter, connection, approval }
}

type Started = Awaited<ReturnType<typeof start>>

/** Funds the wallet's payment address; the output, with its previous transaction (what proves its amount). */
function fundPayment(wallet: ScriptedBitcoinWallet, sats: bigint) {
  const txid = chain.fund(wallet.payment.address, sats)
  return { txid, vout: 0, value: sats, previousHex: chain.ledger.transaction(txid)?.hex }
}

/**
 * Asks Foyer to sign `request`, and what the review showed: its view once reviewing, then whether
 * Approve did anything (the request is declined afterwards, so the call ends).
 */
async function review({ foyer, approval }: Started, request: SignPsbtRequest) {
  const signing = signPsbt(foyer, request).then(
    () => 'signed',
    (error: unknown) => (isUserRejection(error) ? 'declined' : error),
  )
  await waitFor(approval, (s) => s.matches('reviewing'))
  const view = selectApproveTransactionView(approval.getSnapshot())
  if (view.status !== 'reviewing') throw new Error(`the view is ${view.status}`)
  approval.send({ type: 'APPROVAL.APPROVE' })
  const stillReviewing = approval.getSnapshot().matches('reviewing')
  if (stillReviewing) approval.send({ type: 'APPROVAL.REJECT' })
  return { view, stillReviewing, outcome: await signing }
}

const total = (view: { preview: { totals: readonly { label: string; value: string }[] } }, label: string) =>
  view.preview.totals.find((line) => line.label === label)?.value

describe('a sighash type that leaves the outputs unsigned', () => {
  const attacks = [
    // NONE signs no output: the site sends everything to itself.
    { type: 0x82, name: 'SIGHASH_NONE|ANYONECANPAY', funded: 50_000n, kept: [] as number[], stolen: 49_500n },
    // SINGLE signs only the output at the input's index: the site keeps the payment, takes the change.
    { type: 0x83, name: 'SIGHASH_SINGLE|ANYONECANPAY', funded: 75_000n, kept: [0], stolen: 54_500n },
  ]

  it.each(attacks)(
    '$name: signed as asked, the site rewrites the outputs and the chain mines $stolen sats to it',
    async ({ type, funded, kept, stolen }) => {
      const wallet = createScriptedBitcoinWallet({ privateKeyHex: 'b1'.repeat(32), esploraUrl: chain.url })
      const utxo = fundPayment(wallet, funded)
      const psbt = buildPsbt(
        wallet.payment,
        [utxo],
        [
          { address: shop.address, value: 20_000n },
          { address: wallet.payment.address, value: funded - 20_500n },
        ],
        wallet.key.network,
      )
      psbt.updateInput(0, { sighashType: type })
      const signed = signWithAskedTypes(wallet, psbt, { [wallet.payment.address]: [0] })
      // The site keeps the signature and writes the outputs it likes.
      const rewritten = new Psbt({ network: wallet.key.network })
      rewritten.addInput({ ...psbt.txInputs[0], ...signed.data.inputs[0] } as Parameters<Psbt['addInput']>[0])
      for (const index of kept)
        rewritten.addOutput(psbt.txOutputs[index] ?? { script: new Uint8Array(), value: 0n })
      rewritten.addOutput({ address: attacker.address, value: stolen })
      const txid = chain.ledger.broadcast(rewritten.finalizeAllInputs().extractTransaction().toHex())
      expect(chain.ledger.transaction(txid)?.outputs.at(-1)).toEqual({
        address: attacker.address,
        value: stolen,
      })
    },
  )

  it.each(attacks)(
    '$name: Foyer refuses it in the review, and the wallet is never asked',
    async ({ type, name, funded }) => {
      const started = await start(type === 0x82 ? 'b2' : 'b3')
      const { wallet, adapter, connection } = started
      const psbt = buildPsbt(
        wallet.payment,
        [fundPayment(wallet, funded)],
        [
          { address: shop.address, value: 20_000n },
          { address: wallet.payment.address, value: funded - 20_500n },
        ],
        wallet.key.network,
      )
      psbt.updateInput(0, { sighashType: type })
      const { view, stillReviewing, outcome } = await review(started, { psbt: psbt.toBase64() })
      expect(view.canApprove).toBe(false)
      expect(view.preview.refusal).toContain(`Input 0 asks for ${name}`)
      expect(stillReviewing).toBe(true)
      expect(outcome).toBe('declined')
      // Called directly, the adapter refuses too.
      await expect(adapter.signPsbt(connection, { psbt: psbt.toBase64() })).rejects.toThrow(InvalidPsbtError)
      expect(wallet.calls).not.toContain('signPsbt')
    },
  )

  it('a taproot input asking for ALL|ANYONECANPAY is refused; DEFAULT (asking none) and ALL are signed', async () => {
    const started = await start('b4')
    const { wallet, adapter, connection } = started
    const refused = chain.fund(wallet.ordinals.address, 30_000n)
    const psbt = buildPsbt(
      wallet.ordinals,
      [{ txid: refused, vout: 0, value: 30_000n }],
      [{ address: shop.address, value: 29_000n }],
      wallet.key.network,
    )
    psbt.updateInput(0, { sighashType: 0x81 })
    const signInputs = { [wallet.ordinals.address]: [0] }
    const { view } = await review(started, { psbt: psbt.toBase64(), signInputs })
    expect(view.preview.refusal).toContain('Input 0 asks for SIGHASH_ALL|ANYONECANPAY')
    // No sighash type asked is DEFAULT on taproot.
    for (const type of [undefined, 0x01]) {
      const funded = chain.fund(wallet.ordinals.address, 30_000n)
      const allowed = buildPsbt(
        wallet.ordinals,
        [{ txid: funded, vout: 0, value: 30_000n }],
        [{ address: shop.address, value: 29_000n }],
        wallet.key.network,
      )
      if (type !== undefined) allowed.updateInput(0, { sighashType: type })
      const { txid } = await adapter.signPsbt(connection, {
        psbt: allowed.toBase64(),
        signInputs,
        broadcast: true,
      })
      expect(chain.ledger.transaction(txid ?? '')).toBeDefined()
    }
  })

  it.each([false, true])(
    'a wallet answering a SIGHASH_NONE|ANYONECANPAY signature it was not asked for (finalised: %s): refused, nothing broadcast',
    async (finalize) => {
      const { wallet, adapter, connection } = await start(finalize ? 'b6' : 'b5', {
        forcedSighash: 0x82,
        finalize,
      })
      const psbt = buildPsbt(
        wallet.payment,
        [fundPayment(wallet, 30_000n)],
        [{ address: shop.address, value: 29_000n }],
        wallet.key.network,
      )
      const before = chain.ledger.height()
      const attempt = adapter.signPsbt(connection, { psbt: psbt.toBase64(), broadcast: true })
      await expect(attempt).rejects.toBeInstanceOf(InvalidBitcoinWalletAnswerError)
      await expect(attempt).rejects.toThrow(/input 0 is signed with SIGHASH_NONE\|ANYONECANPAY/)
      expect(wallet.calls).toContain('signPsbt')
      expect(chain.ledger.height()).toBe(before)
    },
  )

  it('finalised answers signed ALL or DEFAULT are taken: payment and taproot inputs are mined', async () => {
    const { wallet, adapter, connection } = await start('b7', { finalize: true })
    const taproot = chain.fund(wallet.ordinals.address, 30_000n)
    const psbt = buildPsbt(
      wallet.payment,
      [fundPayment(wallet, 30_000n)],
      [{ address: shop.address, value: 59_000n }],
      wallet.key.network,
    )
    psbt.addInput({
      hash: taproot,
      index: 0,
      witnessUtxo: { script: wallet.ordinals.output, value: 30_000n },
      tapInternalKey: Buffer.from(wallet.ordinals.publicKey, 'hex'),
    })
    const { txid } = await adapter.signPsbt(connection, { psbt: psbt.toBase64(), broadcast: true })
    expect(chain.ledger.transaction(txid ?? '')?.fee).toBe(1_000n)
  })
})

describe('amounts the PSBT states without proof (the segwit fee attack)', () => {
  // Two outputs of the wallet, 99,250 sats each; the transaction pays the shop 99,000. Each PSBT asks
  // the wallet to sign one input and says the other holds 250 sats: each review shows a 500-sat fee.
  function attack(wallet: ScriptedBitcoinWallet) {
    const first = fundPayment(wallet, 99_250n)
    const second = fundPayment(wallet, 99_250n)
    const lyingAbout = (index: number) =>
      buildPsbt(
        wallet.payment,
        [first, second].map(({ txid, vout, value }, at) => ({
          txid,
          vout,
          value: at === index ? 250n : value,
        })),
        [{ address: shop.address, value: 99_000n }],
        wallet.key.network,
      )
    return { first, second, lyingAbout }
  }

  it('signed without Foyer, the two signatures make one transaction that pays a 99,500-sat fee', async () => {
    const wallet = createScriptedBitcoinWallet({ privateKeyHex: 'c1'.repeat(32), esploraUrl: chain.url })
    const { lyingAbout } = attack(wallet)
    const one = signWithAskedTypes(wallet, lyingAbout(1), { [wallet.payment.address]: [0] })
    const other = signWithAskedTypes(wallet, lyingAbout(0), { [wallet.payment.address]: [1] })
    one.data.inputs[1] = { ...other.data.inputs[1], witnessUtxo: other.data.inputs[1]?.witnessUtxo }
    const txid = chain.ledger.broadcast(one.finalizeAllInputs().extractTransaction().toHex())
    expect(chain.ledger.transaction(txid)?.fee).toBe(99_500n)
  })

  it('through Foyer each half is refused in the review: a segwit input must bring its previous transaction', async () => {
    const started = await start('c2')
    const { wallet, adapter, connection } = started
    const { lyingAbout } = attack(wallet)
    for (const [signed, lie] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const request = { psbt: lyingAbout(lie).toBase64(), signInputs: { [wallet.payment.address]: [signed] } }
      const { view, stillReviewing } = await review(started, request)
      expect(view.canApprove).toBe(false)
      expect(view.preview.refusal).toContain(
        `Input ${signed} spends this wallet's coins without its previous transaction`,
      )
      expect(stillReviewing).toBe(true)
      await expect(adapter.signPsbt(connection, request)).rejects.toThrow(InvalidPsbtError)
    }
    expect(wallet.calls).not.toContain('signPsbt')
  })

  it('each PSBT proving the input it signs and lying about the other: refused all the same', async () => {
    const started = await start('c5')
    const { wallet, adapter, connection } = started
    const { first, second } = attack(wallet)
    // The input to sign brings its previous transaction; the wallet's other input only its output, 250 sats.
    const halfProven = (signed: 0 | 1) =>
      buildPsbt(
        wallet.payment,
        [first, second].map(({ txid, vout, value, previousHex }, at) =>
          at === signed ? { txid, vout, value, previousHex } : { txid, vout, value: 250n },
        ),
        [{ address: shop.address, value: 99_000n }],
        wallet.key.network,
      )
    for (const [signed, lie] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const request = {
        psbt: halfProven(signed).toBase64(),
        signInputs: { [wallet.payment.address]: [signed] },
      }
      const { view } = await review(started, request)
      expect(total(view, 'Fee')).toMatch(/^500 sats/)
      expect(view.preview.refusal).toContain(
        `Input ${lie} spends this wallet's coins without its previous transaction`,
      )
      await expect(adapter.signPsbt(connection, request)).rejects.toThrow(InvalidPsbtError)
    }
    expect(wallet.calls).not.toContain('signPsbt')
  })

  it('with both records, a lie in one is refused; honest ones show the real fee, with warnings', async () => {
    const started = await start('c3')
    const { wallet } = started
    const { first, second } = attack(wallet)
    const honest = [first, second]
    const lying = buildPsbt(
      wallet.payment,
      honest.map((input, at) => ({ ...input, ...(at === 1 ? { value: 250n } : {}) })),
      [{ address: shop.address, value: 99_000n }],
      wallet.key.network,
    )
    const signInputs = { [wallet.payment.address]: [0] }
    const refused = await review(started, { psbt: lying.toBase64(), signInputs })
    expect(refused.view.preview.refusal).toContain(
      'Input 1 is said to spend 250 sats, but its previous transaction pays 99250',
    )
    const truthful = buildPsbt(
      wallet.payment,
      honest,
      [{ address: shop.address, value: 99_000n }],
      wallet.key.network,
    )
    const { view } = await review(started, { psbt: truthful.toBase64() })
    expect(view.canApprove).toBe(true)
    expect(total(view, 'Fee')).toMatch(/^99500 sats · /)
    expect(total(view, 'Leaves this wallet')).toBe('0.00198500 BTC')
    expect(view.preview.warnings).toEqual([
      'The fee (99500 sats) is more than the payment (99000 sats).',
      expect.stringMatching(/^The fee rate, [\d.]+ sat\/vB, is more than 10 times the network's 3 sat\/vB/),
    ])
  })

  it('an input another signer signs may come with its output alone: the fee says it is unproven', async () => {
    const started = await start('c4')
    const { wallet, adapter, connection } = started
    const mine = fundPayment(wallet, 40_000n)
    const theirs = chain.fund(shop.address, 10_000n)
    const psbt = buildPsbt(
      wallet.payment,
      [mine],
      [{ address: shop.address, value: 49_000n }],
      wallet.key.network,
    )
    psbt.addInput({ hash: theirs, index: 0, witnessUtxo: { script: shop.output, value: 10_000n } })
    const summary = await adapter.describePsbt(connection, { psbt: psbt.toBase64() })
    expect(summary.refusals).toEqual([])
    expect(summary.warnings).toEqual([
      'The fee counts the amounts the site states for input 1, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.',
    ])
    expect(summary.fee).toBe(1_000n)
    expect(summary.walletSpends).toBe(40_000n)
  })
})

describe('other PSBTs the review must not show as payments', () => {
  it('no outputs: refused, everything would go to the fee', async () => {
    const started = await start('d1')
    const { wallet } = started
    const psbt = buildPsbt(wallet.payment, [fundPayment(wallet, 30_000n)], [], wallet.key.network)
    const { view, stillReviewing } = await review(started, { psbt: psbt.toBase64() })
    expect(view.preview.refusal).toContain('The transaction has no outputs')
    expect(stillReviewing).toBe(true)
  })

  it('an input to sign whose output the PSBT does not carry: what leaves the wallet is unknown, and refused', async () => {
    const started = await start('d2')
    const { wallet, adapter, connection } = started
    const funded = fundPayment(wallet, 30_000n)
    const psbt = new Psbt({ network: wallet.key.network })
    psbt.addInput({ hash: funded.txid, index: 0 })
    psbt.addOutput({ address: shop.address, value: 10_000n })
    const request = { psbt: psbt.toBase64(), signInputs: { [wallet.payment.address]: [0] } }
    const { view, stillReviewing } = await review(started, request)
    expect(total(view, 'Leaves this wallet')).toMatch(/^Unknown/)
    expect(total(view, 'Fee')).toMatch(/^Unknown/)
    expect(view.preview.refusal).toContain('Input 0: the PSBT does not say what it spends')
    expect(stillReviewing).toBe(true)
    await expect(adapter.signPsbt(connection, request)).rejects.toThrow(InvalidPsbtError)
    expect(wallet.calls).not.toContain('signPsbt')
  })

  it('a request changed while the visitor reviews: the wallet signs the PSBT that was reviewed', async () => {
    const started = await start('d3')
    const { wallet, foyer, approval } = started
    const funded = fundPayment(wallet, 60_000n)
    const reviewed = buildPsbt(
      wallet.payment,
      [funded],
      [
        { address: shop.address, value: 10_000n },
        { address: wallet.payment.address, value: 49_500n },
      ],
      wallet.key.network,
    )
    const swapped = buildPsbt(
      wallet.payment,
      [funded],
      [{ address: attacker.address, value: 59_500n }],
      wallet.key.network,
    )
    // A getter that answers the reviewed PSBT first and another one afterwards.
    let reads = 0
    const request = {
      get psbt() {
        reads += 1
        return reads === 1 ? reviewed.toBase64() : swapped.toBase64()
      },
      broadcast: true,
    }
    const signing = signPsbt(foyer, request)
    await waitFor(approval, (s) => s.matches('reviewing'))
    approval.send({ type: 'APPROVAL.APPROVE' })
    const { txid } = await signing
    expect(chain.ledger.transaction(txid ?? '')?.outputs).toEqual([
      { address: shop.address, value: 10_000n },
      { address: wallet.payment.address, value: 49_500n },
    ])
    expect(reads).toBe(1)
  })
})
