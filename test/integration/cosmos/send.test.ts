import { sha256 } from '@cosmjs/crypto'
import { toHex } from '@cosmjs/encoding'
import { decodeTxRaw } from '@cosmjs/proto-signing'
import { calculateFee, coins, GasPrice, SigningStargateClient, StargateClient } from '@cosmjs/stargate'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { AuthInfo, type SignDoc, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Connection } from '../../../core/src/chains/adapter.types.js'
import { cosmos } from '../../../core/src/chains/cosmos/cosmos.adapter.js'
import type { CosmosAdapter } from '../../../core/src/chains/cosmos/cosmos.types.js'
import type { CosmosChainFacts } from '../../../core/src/chains/cosmos/cosmos-networks.js'
import { scriptedKeplr } from '../../../core/src/chains/cosmos/scripted-keplr.fixtures.js'
import type { PreparedTransfer, Transfer, TransferSender } from '../../../core/src/chains/transfer.types.js'
import { isFoyerError } from '../../../core/src/errors/base.js'
import { shortfallOf } from '../../../core/src/machines/send/send.rules.js'
import type { Network } from '../../../core/src/networks/network.types.js'
import { defineNetwork } from '../../../core/src/networks/registry.js'
import { COSMOS_DEVNET } from '../../devnet/cosmos/chains.js'
import { type CosmosNode, startCosmosNode } from '../../devnet/cosmos/cosmos-node.js'
import { directWallet, KEYS } from './cosmos-accounts.js'

// Sending ATOM from a Cosmos connection on the local node, through the adapter's sender and the
// scripted Keplr wallet (a real secp256k1 key, signing with signDirect): prepared (balance, fee from a
// simulation), reviewed, signed, checked, broadcast, landed. The node verifies the signature and moves
// the coins; CosmJS's StargateClient reads the chain back (the oracle). Wallets that change what they
// sign, answer junk or nothing, and a chain that moves under the send, are refused with typed errors,
// and nothing moves then.

const FEE_COLLECTOR = 'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta'
const FUNDS = 10_000_000n
/** The chain's "average" gas price here: above the node's minimum (0.0025 uatom a unit of gas). */
const AVERAGE_GAS_PRICE = 0.025

let node: CosmosNode
let reader: StargateClient
let devnet: Network<'cosmos'>
let bob: string
beforeAll(async () => {
  node = await startCosmosNode(COSMOS_DEVNET)
  reader = await StargateClient.connect(node.rpcUrl)
  devnet = defineNetwork({
    id: node.chainId,
    caipNetworkId: `cosmos:${node.chainId}`,
    chainNamespace: 'cosmos',
    name: 'Foyer Devnet',
    nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  })
  bob = (await directWallet(KEYS.bob, 'cosmos')).address
})
afterAll(async () => {
  reader.disconnect()
  await node.stop()
})

const adapters: CosmosAdapter[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.dispose()
})

const codeOf = (error: unknown) => (isFoyerError(error) ? error.code : String(error))
const balance = async (address: string) => BigInt((await reader.getBalance(address, 'uatom')).amount)
const broadcasts = () => node.calls.filter((method) => method.startsWith('broadcast_tx')).length

/**
 * A funded scripted Keplr connected through the adapter, and the adapter's sender. `gasPrice` is the
 * chain's average step; `requestTimeoutMs` the wallet's.
 */
async function connected(options: { gasPrice?: number; requestTimeoutMs?: number; funds?: bigint } = {}) {
  const wallet = scriptedKeplr({ chains: { [node.chainId]: 'cosmos' } })
  const price = options.gasPrice ?? AVERAGE_GAS_PRICE
  const facts: CosmosChainFacts = {
    bech32Prefix: 'cosmos',
    denom: 'uatom',
    gasPriceStep: { low: price, average: price, high: price },
  }
  const adapter = cosmos({
    networks: [devnet],
    chains: { [devnet.caipNetworkId]: facts },
    page: wallet.page,
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
  })
  adapters.push(adapter)
  let found: readonly { id: string }[] = []
  adapter.watchConnectors((connectors) => {
    found = connectors
  })
  const connector = found.find((each) => each.id === 'keplr')
  if (!connector) throw new Error('Keplr not detected')
  const connection = await adapter.connect({ connector: connector as never, network: devnet })
  const address = connection.accounts[0]?.address ?? ''
  const funds = options.funds ?? FUNDS
  if (funds > 0n) node.fund(address, [{ denom: 'uatom', amount: funds.toString() }])
  const sender: TransferSender<'cosmos'> = await adapter.loadTransfers()
  return { wallet, adapter, connection, address, sender }
}

/** What sending `prepared` rejects with, by code; `'sent'` when it is sent. */
async function refusal(
  sender: TransferSender<'cosmos'>,
  connection: Connection<'cosmos'>,
  prepared: PreparedTransfer,
): Promise<string> {
  try {
    await sender.sendTransfer(connection, prepared)
    return 'sent'
  } catch (error) {
    return codeOf(error)
  }
}

/** The balances a send moves: the sender's, the receiver's and the fee collector's. */
const balancesOf = (from: string, to: string) =>
  Promise.all([balance(from), balance(to), balance(FEE_COLLECTOR)])

describe('sending ATOM from a Cosmos connection', () => {
  it('prepares, signs with signDirect, broadcasts and lands: the coins move by exactly the amount and the fee reviewed', async () => {
    const { wallet, adapter, connection, address, sender } = await connected()
    const transfer: Transfer = { to: bob, amount: 1_234_567n }
    const prepared = await sender.prepareTransfer(connection, transfer)

    // The review: what is sent, to whom, what it costs at most, from what.
    expect(prepared).toMatchObject({
      to: bob,
      amount: 1_234_567n,
      from: address,
      balance: FUNDS,
      nativeBalance: FUNDS,
      symbol: 'ATOM',
      caipNetworkId: devnet.caipNetworkId,
    })
    const gas = prepared.feeTerms.gas ?? 0n
    expect(gas).toBeGreaterThan(0n)
    // The fee is the gas limit at the chain's average price, rounded up (CosmJS's fee as oracle).
    const cosmjsFee = calculateFee(Number(gas), GasPrice.fromString(`${AVERAGE_GAS_PRICE}uatom`))
    expect(cosmjsFee.amount).toEqual([{ denom: 'uatom', amount: prepared.fee.toString() }])
    expect(shortfallOf({ ...prepared, native: true })).toBeUndefined()

    const [fromBefore, toBefore, collectorBefore] = await balancesOf(address, bob)
    const { sequence } = await reader.getSequence(address)
    const id = await sender.sendTransfer(connection, prepared)

    // The wallet was asked once, for this chain and signer, not to offer a fee or memo of its own.
    const asked = wallet.calls.filter((call) => call.method === 'signDirect')
    expect(asked).toHaveLength(1)
    expect(asked[0]?.args.slice(0, 2)).toEqual([node.chainId, address])
    expect(asked[0]?.args[3]).toEqual({ preferNoSetFee: true, preferNoSetMemo: true })

    // Landed, by the kit's wait; the id is the hash CometBFT and explorers write (uppercase hex).
    const wait = await adapter.kit.loadWaitUntilLanded?.()
    await wait?.({ id, rpcUrls: [node.rpcUrl], timeoutMs: 20_000 }, new AbortController().signal)
    const found = await reader.getTx(id)
    expect(id).toMatch(/^[0-9A-F]{64}$/)
    expect(found?.hash).toBe(id)
    expect(toHex(sha256(found?.tx ?? new Uint8Array())).toUpperCase()).toBe(id)
    expect(found?.code).toBe(0)

    // What is on chain is what was reviewed.
    const tx = decodeTxRaw(found?.tx ?? new Uint8Array())
    expect(MsgSend.decode(tx.body.messages[0]?.value ?? new Uint8Array())).toEqual({
      fromAddress: address,
      toAddress: bob,
      amount: [{ denom: 'uatom', amount: '1234567' }],
    })
    expect(tx.body.memo).toBe('')
    expect(tx.authInfo.fee?.amount).toEqual([{ denom: 'uatom', amount: prepared.fee.toString() }])
    expect(tx.authInfo.fee?.gasLimit).toBe(gas)

    const [fromAfter, toAfter, collectorAfter] = await balancesOf(address, bob)
    expect(fromAfter).toBe(fromBefore - 1_234_567n - prepared.fee)
    expect(toAfter).toBe(toBefore + 1_234_567n)
    expect(collectorAfter).toBe(collectorBefore + prepared.fee)
    expect((await reader.getSequence(address)).sequence).toBe(sequence + 1)

    // A second send works: at the next sequence, from the balance left.
    const again = await sender.prepareTransfer(connection, { to: bob, amount: 1_000n })
    expect(again.balance).toBe(fromAfter)
    const second = await sender.sendTransfer(connection, again)
    await wait?.({ id: second, rpcUrls: [node.rpcUrl], timeoutMs: 20_000 }, new AbortController().signal)
    expect(second).not.toBe(id)
    expect((await reader.getTx(second))?.code).toBe(0)
    expect(await balance(address)).toBe(fromAfter - 1_000n - again.fee)
    expect((await reader.getSequence(address)).sequence).toBe(sequence + 2)
  })

  it('Max: the fee of a send of nothing is the fee of a send of all the rest, which empties the account', async () => {
    const { connection, address, sender } = await connected({ funds: 3_000_000n })
    const probe = await sender.prepareTransfer(connection, { to: bob, amount: 0n })
    const max = probe.balance - probe.fee
    const prepared = await sender.prepareTransfer(connection, { to: bob, amount: max })
    expect(prepared.fee).toBe(probe.fee)
    expect(shortfallOf({ ...prepared, native: true })).toBeUndefined()
    await sender.sendTransfer(connection, prepared)
    expect(await balance(address)).toBe(0n)
  })

  it('refuses an address of another chain, and tokens, before the chain or the wallet is asked', async () => {
    const { wallet, connection, address, sender } = await connected()
    const osmo = (await directWallet(KEYS.bob, 'osmo')).address
    const calls = node.calls.length
    const prepare = (transfer: Transfer) =>
      sender.prepareTransfer(connection, transfer).then(
        () => 'prepared',
        (error: unknown) => codeOf(error),
      )
    expect(await prepare({ to: osmo, amount: 1n })).toBe('RECEIVER_NETWORK_MISMATCH')
    expect(await prepare({ to: 'cosmos1notanaddress', amount: 1n })).toBe('TRANSACTION_INVALID_ADDRESS')
    const ibc = {
      address: 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
      decimals: 6,
    }
    expect(await prepare({ to: bob, amount: 1n, token: ibc })).toBe('UNSUPPORTED_TRANSFER_TOKEN')
    expect(node.calls.length).toBe(calls)

    // A transfer prepared elsewhere, with another chain's receiver, is refused at send too.
    const prepared = await sender.prepareTransfer(connection, { to: bob, amount: 1n })
    expect(await refusal(sender, connection, { ...prepared, to: osmo })).toBe('RECEIVER_NETWORK_MISMATCH')
    expect(await refusal(sender, connection, { ...prepared, amount: 0n })).toBe('COSMOS_INVALID_TRANSFER')
    expect(wallet.methods()).not.toContain('signDirect')
    expect(await balance(address)).toBe(FUNDS)
  })

  it('refuses an amount the balance cannot pay with the fee before the wallet is asked', async () => {
    const { wallet, connection, address, sender } = await connected({ funds: 1_000_000n })
    const prepared = await sender.prepareTransfer(connection, { to: bob, amount: 1_000_000n })
    // The review says what is lacking (the Send form shows it and does not send)...
    expect(shortfallOf({ ...prepared, native: true })).toEqual({
      lacking: 'amount',
      needed: 1_000_000n + prepared.fee,
      available: 1_000_000n,
    })
    // ...and the sender refuses it itself, from the balance read again.
    const before = broadcasts()
    expect(await refusal(sender, connection, prepared)).toBe('INSUFFICIENT_FUNDS')
    expect(wallet.methods()).not.toContain('signDirect')
    expect(broadcasts()).toBe(before)
    expect(await balance(address)).toBe(1_000_000n)
  })
})

/** `doc` with its MsgSend, or its fee, changed as the wallet (or its user) would. */
const editSend = (doc: SignDoc, edit: (send: MsgSend) => MsgSend): SignDoc => {
  const body = TxBody.decode(doc.bodyBytes)
  const messages = body.messages.map((m) => ({
    ...m,
    value: MsgSend.encode(edit(MsgSend.decode(m.value))).finish(),
  }))
  return { ...doc, bodyBytes: TxBody.encode({ ...body, messages }).finish() }
}
const editFee = (doc: SignDoc, amount: string): SignDoc => {
  const info = AuthInfo.decode(doc.authInfoBytes)
  const fee = info.fee && { ...info.fee, amount: [{ denom: 'uatom', amount }] }
  return { ...doc, authInfoBytes: AuthInfo.encode({ ...info, fee }).finish() }
}

describe('what the wallet signed is what was reviewed, or nothing is sent', () => {
  it('refuses a document signed with another receiver or amount, and a fee the wallet raised; nothing moves', async () => {
    const { wallet, connection, address, sender } = await connected()
    const carol = (await directWallet(KEYS.carol, 'cosmos')).address
    const prepared = await sender.prepareTransfer(connection, { to: bob, amount: 500_000n })
    const edits: [string, (doc: SignDoc) => SignDoc, string][] = [
      [
        'receiver',
        (doc) => editSend(doc, (send) => ({ ...send, toAddress: carol })),
        'COSMOS_SIGNED_TRANSFER_CHANGED',
      ],
      [
        'amount',
        (doc) => editSend(doc, (send) => ({ ...send, amount: coins(5_000_000, 'uatom') })),
        'COSMOS_SIGNED_TRANSFER_CHANGED',
      ],
      // The rule for a fee the wallet changed: refused, the visitor sends again with the fee shown.
      ['fee', (doc) => editFee(doc, (prepared.fee * 3n).toString()), 'COSMOS_SIGNED_FEE_CHANGED'],
    ]
    const before = await balancesOf(address, carol)
    const bobBefore = await balance(bob)
    const sent = broadcasts()
    for (const [what, edit, code] of edits) {
      wallet.script.editSignDoc = edit
      expect(await refusal(sender, connection, prepared), what).toBe(code)
    }
    expect(wallet.methods().filter((m) => m === 'signDirect')).toHaveLength(3)
    expect(broadcasts()).toBe(sent)
    expect(await balancesOf(address, carol)).toEqual(before)
    expect(await balance(bob)).toBe(bobBefore)
    // The same wallet, signing what it is given, sends.
    wallet.script.editSignDoc = undefined
    expect(await refusal(sender, connection, prepared)).toBe('sent')
  })

  it('refuses junk answers, refusals and silence with typed errors; nothing is broadcast', async () => {
    const { wallet, connection, address, sender } = await connected({ requestTimeoutMs: 1_500 })
    const prepared = await sender.prepareTransfer(connection, { to: bob, amount: 1_000n })
    const { script } = wallet
    const cases: [string, () => void, string][] = [
      ['a refusal', () => (script.signDirectThrows = new Error('Request rejected')), 'RPC_4001'],
      [
        'a thrown string',
        () => (script.signDirectThrows = 'Ledger is locked'),
        'COSMOS_WALLET_REQUEST_FAILED',
      ],
      ['a thrown object', () => (script.signDirectThrows = { reason: 42 }), 'COSMOS_WALLET_REQUEST_FAILED'],
      ['not an answer', () => (script.directAnswer = () => 'signed!'), 'COSMOS_INVALID_WALLET_ANSWER'],
      [
        'body bytes as text',
        () => (script.directAnswer = (a) => ({ ...a, signed: { ...a.signed, bodyBytes: 'CpAB' } })),
        'COSMOS_INVALID_WALLET_ANSWER',
      ],
      [
        'a 65-byte signature',
        () =>
          (script.directAnswer = (a) => ({
            ...a,
            signature: { ...a.signature, signature: Buffer.alloc(65, 1).toString('base64') },
          })),
        'COSMOS_INVALID_WALLET_ANSWER',
      ],
      ['no answer', () => (script.signDirectHangs = true), 'COSMOS_WALLET_REQUEST_TIMEOUT'],
    ]
    const sent = broadcasts()
    for (const [what, arrange, code] of cases) {
      script.signDirectThrows = undefined
      script.directAnswer = undefined
      script.signDirectHangs = false
      arrange()
      expect(await refusal(sender, connection, prepared), what).toBe(code)
    }
    expect(broadcasts()).toBe(sent)
    expect(await balance(address)).toBe(FUNDS)
  })
})

describe('the wait until a Cosmos transaction landed', () => {
  it('gives up on a hash the chain never saw once its time is over, and refuses text that is no hash', async () => {
    const { adapter } = await connected({ funds: 0n })
    const wait = await adapter.kit.loadWaitUntilLanded?.()
    if (!wait) throw new Error('the Cosmos adapter waits for its transactions')
    const waiting = (id: string) =>
      wait({ id, rpcUrls: [node.rpcUrl], timeoutMs: 1_500 }, new AbortController().signal).then(
        () => 'landed',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      )
    const before = node.calls.filter((method) => method === 'tx').length
    expect(await waiting('AB'.repeat(32))).toMatch(/^No block with (AB)+ within 1500 ms$/)
    // It asked the chain, more than once, before giving up.
    expect(node.calls.filter((method) => method === 'tx').length - before).toBeGreaterThan(1)
    expect(await waiting('0xabc')).toBe('0xabc is not a Cosmos transaction hash')
  })
})

describe('what the node refuses, in words', () => {
  it('a sequence gone stale while the wallet signed (another send went first): the node’s reason in a clear error', async () => {
    const { wallet, connection, address, sender } = await connected()
    const prepared = await sender.prepareTransfer(connection, { to: bob, amount: 2_000n })
    // While the prompt is open, the same key sends elsewhere: the sequence the document carries is taken.
    wallet.script.beforeSignDirect = async () => {
      wallet.script.beforeSignDirect = undefined
      const client = await SigningStargateClient.connectWithSigner(
        node.rpcUrl,
        await wallet.directSigner('cosmos'),
        {
          gasPrice: GasPrice.fromString(node.gasPrice),
          broadcastPollIntervalMs: 10,
        },
      )
      await client.sendTokens(address, bob, coins(7, 'uatom'), 'auto')
      client.disconnect()
    }
    const moved = await balance(address)
    let error: unknown
    await sender.sendTransfer(connection, prepared).catch((caught: unknown) => {
      error = caught
    })
    expect(codeOf(error)).toBe('NONCE_TOO_LOW')
    expect(isFoyerError(error) && error.details).toMatch(
      /^sdk code 32: account sequence mismatch, expected \d+, got \d+/,
    )
    // Only the other send moved anything.
    expect(await balance(address)).toBeLessThan(moved)
    expect(await balance(address)).toBeGreaterThan(moved - 2_000n)
  })

  it('a fee under the node’s minimum gas price', async () => {
    // The chain's average step under the node's minimum (0.0025): CheckTx refuses the fee.
    const { connection, address, sender } = await connected({ gasPrice: 0.0001 })
    const prepared = await sender.prepareTransfer(connection, { to: bob, amount: 2_000n })
    let error: unknown
    await sender.sendTransfer(connection, prepared).catch((caught: unknown) => {
      error = caught
    })
    expect(codeOf(error)).toBe('FEE_CAP_TOO_LOW')
    expect(isFoyerError(error) && error.details).toMatch(
      /^sdk code 13: insufficient fees; got: \d+uatom required: \d+uatom/,
    )
    expect(await balance(address)).toBe(FUNDS)
  })
})
