import {
  makeCosmoshubPath,
  makeSignDoc,
  rawSecp256k1PubkeyToRawAddress,
  serializeSignDoc,
} from '@cosmjs/amino'
import { ripemd160, Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toBech32, toHex } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet, decodeTxRaw, type OfflineSigner } from '@cosmjs/proto-signing'
import { coins, GasPrice, SigningStargateClient, StargateClient } from '@cosmjs/stargate'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COSMOS_DEVNET, OSMOSIS_DEVNET } from '../../devnet/cosmos/chains.js'
import { type CosmosDevnets, type CosmosNode, startCosmosDevnets } from '../../devnet/cosmos/cosmos-node.js'
import { COSMOS_DEV_MNEMONIC, cosmosDevnetWalletChain } from '../../devnet/local-networks.js'
import { chainInfoOf } from '../../wallets/keplr-chains.js'
import { createScriptedKeplrWallet, type ScriptedKeplrWalletOptions } from '../../wallets/keplr-wallet.js'
import { directWallet, KEYS } from './cosmos-accounts.js'

// The scripted Keplr wallet against the local Cosmos chains, with cosmjs as the oracle: its offline
// signers send real transactions the node verifies, its ADR-036 signatures verify with cosmjs, its keys
// are the ones cosmjs derives from the same mnemonic, and each lever behaves as Keplr's popup would.

const COSMOS = COSMOS_DEVNET.chainId
const OSMO = OSMOSIS_DEVNET.chainId

let devnets: CosmosDevnets
let readers: Record<string, StargateClient>
beforeAll(async () => {
  devnets = await startCosmosDevnets()
  readers = {
    [COSMOS]: await StargateClient.connect(devnets.cosmos.rpcUrl),
    [OSMO]: await StargateClient.connect(devnets.osmosis.rpcUrl),
  }
})
afterAll(async () => {
  for (const reader of Object.values(readers)) reader.disconnect()
  await devnets?.stop()
})

const nodeOf = (chainId: string): CosmosNode => (chainId === COSMOS ? devnets.cosmos : devnets.osmosis)
const chains = () => [
  cosmosDevnetWalletChain(COSMOS_DEVNET, devnets.cosmos.rpcUrl),
  cosmosDevnetWalletChain(OSMOSIS_DEVNET, devnets.osmosis.rpcUrl),
]
/** A wallet of Alice's raw key (or `options`' key) on both chains, events on an EventTarget of its own. */
const wallet = (options: Partial<ScriptedKeplrWalletOptions> & { mnemonic?: string } = {}) =>
  createScriptedKeplrWallet({
    ...(options.mnemonic === undefined && { privateKeyHex: toHex(KEYS.alice) }),
    chains: chains(),
    events: new EventTarget(),
    ...options,
  } as ScriptedKeplrWalletOptions)
const balance = async (chainId: string, address: string) =>
  BigInt((await readers[chainId]?.getBalance(address, nodeOf(chainId).denom))?.amount ?? '-1')
/** The fee and the sign mode of a transaction on chain, read back from its bytes. */
async function onChain(chainId: string, hash: string) {
  const found = await readers[chainId]?.getTx(hash)
  const tx = decodeTxRaw(found?.tx ?? new Uint8Array())
  const fee = tx.authInfo.fee?.amount.find((coin) => coin.denom === nodeOf(chainId).denom)
  return { fee: BigInt(fee?.amount ?? '0'), mode: tx.authInfo.signerInfos[0]?.modeInfo?.single?.mode }
}
const client = (chainId: string, signer: OfflineSigner) =>
  SigningStargateClient.connectWithSigner(nodeOf(chainId).rpcUrl, signer, {
    gasPrice: GasPrice.fromString(nodeOf(chainId).gasPrice),
    broadcastPollIntervalMs: 10,
  })
/** Whether `promise` is still pending once everything already due has run. */
async function isPending(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending')
  await new Promise((resolve) => setTimeout(resolve, 0))
  return (await Promise.race([promise.catch(() => undefined), Promise.resolve(pending)])) === pending
}

describe('the scripted Keplr wallet on the local Cosmos chains', () => {
  it('gives the keys cosmjs derives from the same mnemonic, an address per chain prefix', async () => {
    const { keplr } = await wallet({ mnemonic: COSMOS_DEV_MNEMONIC, keyName: 'Foyer Dev Wallet' })
    await keplr.enable([COSMOS, OSMO])
    for (const [chainId, prefix] of [
      [COSMOS, 'cosmos'],
      [OSMO, 'osmo'],
    ] as const) {
      const hd = await DirectSecp256k1HdWallet.fromMnemonic(COSMOS_DEV_MNEMONIC, { prefix })
      const [account] = await hd.getAccounts()
      const key = await keplr.getKey(chainId)
      expect(key).toMatchObject({ name: 'Foyer Dev Wallet', algo: 'secp256k1', isNanoLedger: false })
      expect(key.bech32Address).toBe(account?.address)
      expect(toHex(key.pubKey)).toBe(toHex(account?.pubkey ?? new Uint8Array()))
      expect(toHex(key.address)).toBe(toHex(ripemd160(sha256(key.pubKey))))
      expect(key.ethereumHexAddress.toLowerCase()).toBe(`0x${toHex(key.address)}`)
    }
  })

  it('sends with getOfflineSigner in SIGN_MODE_DIRECT: the balances move by exactly amount + fee', async () => {
    const { keplr, controls } = await wallet()
    const from = controls.addressOn(COSMOS)
    const { address: to } = await directWallet(KEYS.bob, 'cosmos')
    devnets.cosmos.fund(from, [{ denom: 'uatom', amount: '5000000' }])
    await keplr.enable(COSMOS)
    const [fromBefore, toBefore] = [await balance(COSMOS, from), await balance(COSMOS, to)]
    const sent = await (await client(COSMOS, keplr.getOfflineSigner(COSMOS))).sendTokens(
      from,
      to,
      coins(12_345, 'uatom'),
      'auto',
    )
    expect(sent.code).toBe(0)
    const { fee, mode } = await onChain(COSMOS, sent.transactionHash)
    expect(mode).toBe(SignMode.SIGN_MODE_DIRECT)
    expect(fee).toBeGreaterThan(0n)
    expect(await balance(COSMOS, from)).toBe(fromBefore - 12_345n - fee)
    expect(await balance(COSMOS, to)).toBe(toBefore + 12_345n)
    expect(controls.prompts.map((prompt) => prompt.kind)).toEqual(['enable', 'signDirect'])
  })

  it('sends with the amino-only signer (canonical amino JSON), and broadcasts through sendTx', async () => {
    const { keplr, controls } = await wallet()
    const from = controls.addressOn(OSMO)
    const { address: to } = await directWallet(KEYS.carol, 'osmo')
    devnets.osmosis.fund(from, [{ denom: 'uosmo', amount: '9000000' }])
    const signing = await client(OSMO, keplr.getOfflineSignerOnlyAmino(OSMO))
    const before = await balance(OSMO, from)
    const sent = await signing.sendTokens(from, to, coins(700, 'uosmo'), 'auto', 'amino <memo> & co')
    expect(sent.code).toBe(0)
    const first = await onChain(OSMO, sent.transactionHash)
    expect(first.mode).toBe(SignMode.SIGN_MODE_LEGACY_AMINO_JSON)
    expect(await balance(OSMO, from)).toBe(before - 700n - first.fee)
    // The wallet broadcasts a signed transaction itself and answers its hash.
    const message = {
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: { fromAddress: from, toAddress: to, amount: coins(5, 'uosmo') },
    }
    const raw = await signing.sign(from, [message], { amount: coins(6000, 'uosmo'), gas: '200000' }, '')
    const bytes = TxRaw.encode(raw).finish()
    const hash = await keplr.sendTx(OSMO, bytes, 'sync')
    expect(toHex(hash)).toBe(toHex(sha256(bytes)))
    expect(await balance(OSMO, to)).toBe(705n)
  })

  it('signs ADR-036 documents that verify with cosmjs, by a key that hashes to the signer', async () => {
    const { keplr, controls } = await wallet()
    const signer = controls.addressOn(COSMOS)
    const signature = await keplr.signArbitrary(COSMOS, signer, 'Sign in to Foyer')
    expect(signature.pub_key.type).toBe('tendermint/PubKeySecp256k1')
    const pubkey = fromBase64(signature.pub_key.value)
    expect(toBech32('cosmos', rawSecp256k1PubkeyToRawAddress(pubkey))).toBe(signer)
    const adr36 = (data: Uint8Array) =>
      makeSignDoc(
        [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(data) } }],
        { gas: '0', amount: [] },
        '',
        '',
        0,
        0,
      )
    const verifies = (data: Uint8Array, sig: string) =>
      Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(sig)),
        sha256(serializeSignDoc(adr36(data))),
        pubkey,
      )
    expect(verifies(new TextEncoder().encode('Sign in to Foyer'), signature.signature)).toBe(true)
    expect(verifies(new TextEncoder().encode('Sign in to Foyer!'), signature.signature)).toBe(false)
    const bytes = new Uint8Array([0, 1, 2, 250])
    expect(verifies(bytes, (await keplr.signArbitrary(COSMOS, signer, bytes)).signature)).toBe(true)
    expect(await keplr.verifyArbitrary(COSMOS, signer, 'Sign in to Foyer', signature)).toBe(true)
    expect(await keplr.verifyArbitrary(COSMOS, signer, 'Sign in to Foyer?', signature)).toBe(false)
    expect(controls.prompts.filter((prompt) => prompt.kind === 'signArbitrary')).toHaveLength(2)
  })

  it('refuses a document of another chain or another signer before any signing prompt', async () => {
    const { keplr, controls } = await wallet({ authorised: true })
    const signer = controls.addressOn(COSMOS)
    const doc = makeSignDoc([], { gas: '1', amount: [] }, OSMO, '', 1, 0)
    await expect(keplr.signAmino(COSMOS, signer, doc)).rejects.toThrow(Error)
    const { address: bob } = await directWallet(KEYS.bob, 'cosmos')
    await expect(keplr.signArbitrary(COSMOS, bob, 'x')).rejects.toThrow(Error)
    expect(controls.prompts).toEqual([])
  })
})

describe('the levers of the scripted Keplr wallet', () => {
  it('rejectNext: the visitor refuses the next prompt with Keplr plain Error, and nothing is granted', async () => {
    const { keplr, controls } = await wallet()
    controls.rejectNext()
    const refusal = await keplr.enable(COSMOS).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(Error)
    expect(refusal).toMatchObject({ message: 'Request rejected' })
    expect(Object.keys(refusal as object)).not.toContain('code')
    expect(controls.isEnabled(COSMOS)).toBe(false)
    await keplr.enable(COSMOS)
    expect(controls.prompts.map((prompt) => prompt.answer)).toEqual(['rejected', 'approved'])
  })

  it('failNext: the next call fails with the error given, before any prompt; the one after works', async () => {
    const { keplr, controls } = await wallet()
    const crash = new Error('Extension context invalidated.')
    controls.failNext(crash)
    await expect(keplr.getKey(COSMOS)).rejects.toBe(crash)
    expect(controls.prompts).toEqual([])
    expect((await keplr.getKey(COSMOS)).bech32Address).toBe(controls.addressOn(COSMOS))
  })

  it('refuseChain: enable([a, b]) is all or nothing, one prompt; a alone is granted', async () => {
    const { keplr, controls } = await wallet()
    controls.refuseChain(OSMO)
    await expect(keplr.enable([COSMOS, OSMO])).rejects.toThrow('Request rejected')
    expect(controls.isEnabled(COSMOS)).toBe(false)
    expect(controls.prompts).toEqual([{ kind: 'enable', chainIds: [COSMOS, OSMO], answer: 'rejected' }])
    await keplr.enable([COSMOS])
    // A chain granted already is not asked again: the prompt names the refused chain only.
    await expect(keplr.enable([COSMOS, OSMO])).rejects.toThrow('Request rejected')
    await expect(keplr.getKey(OSMO)).rejects.toThrow('Request rejected')
    expect(controls.prompts.slice(2).map((prompt) => prompt.chainIds)).toEqual([[OSMO], [OSMO]])
    expect(controls.memory().enabledChainIds).toEqual([COSMOS])
  })

  it('revoke: the site is forgotten, and the next call prompts again', async () => {
    const { keplr, controls } = await wallet()
    await keplr.enable(COSMOS)
    await keplr.getKey(COSMOS)
    await keplr.getChainInfosWithoutEndpoints()
    expect(controls.prompts.map((prompt) => prompt.kind)).toEqual(['enable', 'chainInfos'])
    controls.revoke()
    expect(controls.memory()).toEqual({ enabledChainIds: [], chainInfosGranted: false, suggestedChains: [] })
    await keplr.getKey(COSMOS)
    await keplr.getChainInfosWithoutEndpoints()
    expect(controls.prompts.map((prompt) => prompt.kind)).toEqual([
      'enable',
      'chainInfos',
      'enable',
      'chainInfos',
    ])
  })

  it('switchKey: another key, the keystore-change event fires, grants stay', async () => {
    const events = new EventTarget()
    const { keplr, controls } = await wallet({
      mnemonic: COSMOS_DEV_MNEMONIC,
      events,
      eventName: 'leap_keystorechange',
    })
    await keplr.enable(COSMOS)
    const before = await keplr.getKey(COSMOS)
    const fired: string[] = []
    events.addEventListener('leap_keystorechange', (event) => fired.push(event.type))
    await controls.switchKey()
    expect(fired).toEqual(['leap_keystorechange'])
    const after = await keplr.getKey(COSMOS)
    // The mnemonic's next address index, as cosmjs derives it.
    const next = await DirectSecp256k1HdWallet.fromMnemonic(COSMOS_DEV_MNEMONIC, {
      hdPaths: [makeCosmoshubPath(1)],
    })
    expect(after.bech32Address).toBe((await next.getAccounts())[0]?.address)
    expect(after.bech32Address).not.toBe(before.bech32Address)
    expect(after.name).not.toBe(before.name)
    expect(controls.prompts).toHaveLength(1)
  })

  it('raiseFeeNext: the next signDirect signs the document with its fee doubled, which the node takes; the one after keeps the fee asked', async () => {
    const { keplr, controls } = await wallet()
    const from = controls.addressOn(COSMOS)
    const { address: to } = await directWallet(KEYS.carol, 'cosmos')
    devnets.cosmos.fund(from, [{ denom: 'uatom', amount: '5000000' }])
    await keplr.enable(COSMOS)
    const sender = await client(COSMOS, keplr.getOfflineSigner(COSMOS))
    const fee = { amount: coins(6_000, 'uatom'), gas: '200000' }
    const fromBefore = await balance(COSMOS, from)
    controls.raiseFeeNext()
    const raised = await sender.sendTokens(from, to, coins(1_000, 'uatom'), fee)
    expect(raised.code).toBe(0)
    expect((await onChain(COSMOS, raised.transactionHash)).fee).toBe(12_000n)
    const kept = await sender.sendTokens(from, to, coins(1_000, 'uatom'), fee)
    expect((await onChain(COSMOS, kept.transactionHash)).fee).toBe(6_000n)
    expect(await balance(COSMOS, from)).toBe(fromBefore - 2_000n - 18_000n)
  })

  it('hangNext: the next call never answers, while the wallet answers the others', async () => {
    const { keplr, controls } = await wallet({ authorised: true })
    controls.hangNext('getKey')
    const hung = keplr.getKey(COSMOS)
    expect((await keplr.getChainInfosWithoutEndpoints()).map((chain) => chain.chainId)).toEqual([
      COSMOS,
      OSMO,
    ])
    expect((await keplr.getKey(OSMO)).bech32Address).toBe(controls.addressOn(OSMO))
    expect(await isPending(hung)).toBe(true)
  })

  it('corruptSignatures: the chain refuses what the wallet signs, and its ADR-036 signatures fail', async () => {
    const { keplr, controls } = await wallet({ privateKeyHex: toHex(KEYS.dave), authorised: true })
    const from = controls.addressOn(COSMOS)
    devnets.cosmos.fund(from, [{ denom: 'uatom', amount: '1000000' }])
    controls.corruptSignatures()
    const signing = await client(COSMOS, keplr.getOfflineSigner(COSMOS))
    await expect(signing.sendTokens(from, from, coins(1, 'uatom'), 'auto')).rejects.toThrow(
      /signature verification failed/,
    )
    const signature = await keplr.signArbitrary(COSMOS, from, 'hello')
    expect(await keplr.verifyArbitrary(COSMOS, from, 'hello', signature)).toBe(false)
  })

  it('an unknown chain fails before any prompt until the site suggests it; then it is granted and usable', async () => {
    const { keplr, controls } = await wallet({ knownChainIds: [COSMOS], privateKeyHex: toHex(KEYS.erin) })
    const unknown = await keplr.enable(OSMO).catch((error: unknown) => error)
    expect(unknown).toBeInstanceOf(Error)
    expect(controls.prompts).toEqual([])
    const listed = await keplr.getChainInfosWithoutEndpoints()
    expect(listed.map((chain) => [chain.chainId, chain.rpc])).toEqual([[COSMOS, undefined]])
    const info = chainInfoOf(cosmosDevnetWalletChain(OSMOSIS_DEVNET, devnets.osmosis.rpcUrl))
    controls.rejectNext('suggestChain')
    await expect(keplr.experimentalSuggestChain(info)).rejects.toThrow('Request rejected')
    await expect(keplr.getKey(OSMO)).rejects.toThrow(Error)
    await keplr.experimentalSuggestChain(info)
    await keplr.enable(OSMO)
    expect(controls.prompts.map((prompt) => [prompt.kind, prompt.answer])).toEqual([
      ['chainInfos', 'approved'],
      ['suggestChain', 'rejected'],
      ['suggestChain', 'approved'],
    ])
    const from = controls.addressOn(OSMO)
    devnets.osmosis.fund(from, [{ denom: 'uosmo', amount: '1000000' }])
    const sent = await (await client(OSMO, keplr.getOfflineSigner(OSMO))).sendTokens(
      from,
      from,
      coins(1, 'uosmo'),
      'auto',
    )
    expect(sent.code).toBe(0)
    expect((await keplr.getChainInfosWithoutEndpoints()).map((chain) => chain.chainId)).toEqual([
      COSMOS,
      OSMO,
    ])
  })

  it('remembers: a wallet started with what the last one remembered asks nothing again', async () => {
    const saved: unknown[] = []
    const first = await wallet({ knownChainIds: [COSMOS], onChange: (memory) => saved.push(memory) })
    await first.keplr.enable(COSMOS)
    await first.keplr.experimentalSuggestChain(
      chainInfoOf(cosmosDevnetWalletChain(OSMOSIS_DEVNET, devnets.osmosis.rpcUrl)),
    )
    const remembered = JSON.parse(JSON.stringify(saved.at(-1)))
    const second = await wallet({ knownChainIds: [COSMOS], remembered })
    expect((await second.keplr.getKey(OSMO)).bech32Address).toBe(first.controls.addressOn(OSMO))
    await second.keplr.getKey(COSMOS)
    expect(second.controls.prompts).toEqual([])
  })
})
