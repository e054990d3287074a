import type { StdSignDoc } from '@cosmjs/amino'
import { toHex } from '@cosmjs/encoding'
import { decodeTxRaw } from '@cosmjs/proto-signing'
import { StargateClient } from '@cosmjs/stargate'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cosmos } from '../../../core/src/chains/cosmos/cosmos.adapter.js'
import type { CosmosAdapter } from '../../../core/src/chains/cosmos/cosmos.types.js'
import { isFoyerError } from '../../../core/src/errors/base.js'
import type { Network } from '../../../core/src/networks/network.types.js'
import { defineNetwork } from '../../../core/src/networks/registry.js'
import { COSMOS_DEVNET } from '../../devnet/cosmos/chains.js'
import { type CosmosNode, startCosmosNode } from '../../devnet/cosmos/cosmos-node.js'
import { cosmosDevnetWalletChain } from '../../devnet/local-networks.js'
import { createScriptedKeplrWallet } from '../../wallets/keplr-wallet.js'
import { directWallet, KEYS } from './cosmos-accounts.js'

// Sending ATOM from a Ledger key in Keplr on the local node: the scripted Keplr says its key is a
// Ledger's (`getKey().isNanoLedger`) and, as Keplr, cannot sign SIGN_MODE_DIRECT for it; the adapter's
// sender asks `signAmino` instead, checks what comes back and broadcasts a transaction in amino sign
// mode, whose signature the node verifies over the amino JSON it rebuilds. CosmJS's StargateClient
// reads the chain back (the oracle). A wallet that signs another fee or memo than the reviewed one is
// refused, and nothing is broadcast.

const FEE_COLLECTOR = 'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta'
const FUNDS = 10_000_000n

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
const balances = (...addresses: string[]) => Promise.all(addresses.map(balance))
const broadcasts = () => node.calls.filter((method) => method.startsWith('broadcast_tx')).length

/** Dave's key as a Ledger's in the scripted Keplr, connected through the adapter, funded; the sender. */
async function connectedLedger(requestTimeoutMs?: number) {
  const page = new EventTarget() as EventTarget & Record<string, unknown>
  const { keplr, controls } = await createScriptedKeplrWallet({
    privateKeyHex: toHex(KEYS.dave),
    chains: [cosmosDevnetWalletChain(COSMOS_DEVNET, node.rpcUrl)],
    events: page,
    ledger: true,
  })
  page.keplr = keplr
  const adapter = cosmos({
    networks: [devnet],
    chains: { [devnet.caipNetworkId]: { bech32Prefix: 'cosmos', denom: 'uatom' } },
    page,
    ...(requestTimeoutMs && { requestTimeoutMs }),
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
  node.fund(address, [{ denom: 'uatom', amount: FUNDS.toString() }])
  return { keplr, controls, adapter, connection, address, sender: await adapter.loadTransfers() }
}

/** The sign mode and fee of a transaction on chain, read back from its bytes. */
async function onChain(id: string) {
  const found = await reader.getTx(id)
  const tx = decodeTxRaw(found?.tx ?? new Uint8Array())
  return {
    code: found?.code,
    mode: tx.authInfo.signerInfos[0]?.modeInfo?.single?.mode,
    fee: tx.authInfo.fee?.amount,
    memo: tx.body.memo,
  }
}

describe('sending ATOM from a Ledger key in Keplr', () => {
  it('signs with signAmino, lands in amino sign mode and moves exactly the amount and the fee', async () => {
    const { keplr, controls, adapter, connection, address, sender } = await connectedLedger()
    // The wallet is a Ledger as Keplr is one: it cannot sign SIGN_MODE_DIRECT.
    expect((await keplr.getKey(node.chainId)).isNanoLedger).toBe(true)
    const prepared = await sender.prepareTransfer(connection, { to: bob, amount: 1_234_567n })
    const before = await balances(address, bob, FEE_COLLECTOR)
    const id = await sender.sendTransfer(connection, prepared)

    const signing = controls.requests.filter((r) => r.method.startsWith('sign'))
    expect(signing.map((r) => r.method)).toEqual(['signAmino'])
    expect(signing[0]?.args.slice(0, 2)).toEqual([node.chainId, address])
    expect(signing[0]?.args[3]).toEqual({ preferNoSetFee: true, preferNoSetMemo: true })
    expect((signing[0]?.args[2] as StdSignDoc | undefined)?.msgs[0]?.type).toBe('cosmos-sdk/MsgSend')

    const wait = await adapter.kit.loadWaitUntilLanded?.()
    await wait?.({ id, rpcUrls: [node.rpcUrl], timeoutMs: 20_000 }, new AbortController().signal)
    expect(await onChain(id)).toEqual({
      code: 0,
      mode: SignMode.SIGN_MODE_LEGACY_AMINO_JSON,
      fee: [{ denom: 'uatom', amount: prepared.fee.toString() }],
      memo: '',
    })
    const [fromBefore = 0n, bobBefore = 0n, collectorBefore = 0n] = before
    expect(await balances(address, bob, FEE_COLLECTOR)).toEqual([
      fromBefore - 1_234_567n - prepared.fee,
      bobBefore + 1_234_567n,
      collectorBefore + prepared.fee,
    ])

    // The same wallet with a key it holds itself signs the next send with signDirect.
    controls.useLedger(false)
    const again = await sender.prepareTransfer(connection, { to: bob, amount: 1_000n })
    const second = await sender.sendTransfer(connection, again)
    await wait?.({ id: second, rpcUrls: [node.rpcUrl], timeoutMs: 20_000 }, new AbortController().signal)
    expect((await onChain(second)).mode).toBe(SignMode.SIGN_MODE_DIRECT)
    expect(controls.requests.filter((r) => r.method.startsWith('sign')).map((r) => r.method)).toEqual([
      'signAmino',
      'signDirect',
    ])
  })

  it('a direct signature asked of a Ledger key fails with Keplr’s words', async () => {
    const { keplr, controls, address } = await connectedLedger()
    const doc = { bodyBytes: new Uint8Array(), authInfoBytes: new Uint8Array(), chainId: node.chainId }
    await expect(keplr.signDirect(node.chainId, address, { ...doc, accountNumber: 0n })).rejects.toThrow(
      'SIGN_MODE_DIRECT can’t be signed on Ledger',
    )
    expect(controls.prompts.at(-1)).toEqual({
      kind: 'signDirect',
      chainIds: [node.chainId],
      answer: 'rejected',
    })
  })

  it('refuses a document the wallet signed with another fee or memo; nothing is broadcast, nothing moves', async () => {
    const { keplr, controls, connection, address, sender } = await connectedLedger()
    const prepared = await sender.prepareTransfer(connection, { to: bob, amount: 500_000n })
    // The Ledger signs what the wallet shows it: a fee the visitor raised, or a memo the wallet wrote.
    const signAmino = keplr.signAmino
    const edits: [string, (doc: StdSignDoc) => StdSignDoc, string][] = [
      [
        'fee',
        (doc) => ({
          ...doc,
          fee: { ...doc.fee, amount: [{ denom: 'uatom', amount: `${prepared.fee * 2n}` }] },
        }),
        'COSMOS_SIGNED_FEE_CHANGED',
      ],
      ['memo', (doc) => ({ ...doc, memo: 'thanks' }), 'COSMOS_SIGNED_TRANSFER_CHANGED'],
    ]
    const before = await balances(address, bob, FEE_COLLECTOR)
    const sent = broadcasts()
    for (const [what, edit, code] of edits) {
      keplr.signAmino = (chainId, signer, doc, ...rest) => signAmino(chainId, signer, edit(doc), ...rest)
      const outcome = await sender.sendTransfer(connection, prepared).then(
        () => 'sent',
        (error: unknown) => codeOf(error),
      )
      expect(outcome, what).toBe(code)
    }
    expect(controls.requests.filter((r) => r.method === 'signAmino')).toHaveLength(2)
    expect(broadcasts()).toBe(sent)
    expect(await balances(address, bob, FEE_COLLECTOR)).toEqual(before)
  })

  it('refuses a refusal, a failure, silence and junk from the Ledger wallet with typed errors; nothing is broadcast', async () => {
    const { keplr, controls, connection, address, sender } = await connectedLedger(1_500)
    const prepared = await sender.prepareTransfer(connection, { to: bob, amount: 1_000n })
    const signAmino = keplr.signAmino
    const cases: [string, () => void, string][] = [
      ['a refusal', () => controls.rejectNext('signAmino'), 'RPC_4001'],
      [
        'a thrown string',
        () => controls.failNext('Ledger is locked', 'signAmino'),
        'COSMOS_WALLET_REQUEST_FAILED',
      ],
      [
        'the key unread',
        () => controls.failNext(new Error('Key store is locked'), 'getKey'),
        'COSMOS_WALLET_REQUEST_FAILED',
      ],
      ['no answer', () => controls.hangNext('signAmino'), 'COSMOS_WALLET_REQUEST_TIMEOUT'],
      [
        'not an answer',
        () => (keplr.signAmino = async () => 'signed!' as never),
        'COSMOS_INVALID_WALLET_ANSWER',
      ],
      [
        'a corrupted signature',
        () => {
          keplr.signAmino = signAmino
          controls.corruptSignatures()
        },
        'COSMOS_INVALID_WALLET_ANSWER',
      ],
    ]
    const sent = broadcasts()
    const held = await balance(address)
    for (const [what, arrange, code] of cases) {
      arrange()
      const outcome = await sender.sendTransfer(connection, prepared).then(
        () => 'sent',
        (error: unknown) => codeOf(error),
      )
      expect(outcome, what).toBe(code)
    }
    expect(controls.requests.some((r) => r.method === 'signDirect')).toBe(false)
    expect(broadcasts()).toBe(sent)
    expect(await balance(address)).toBe(held)
  })
})
