import { type StdSignature, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toBech32, toHex } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { getAddress } from 'viem'
import { chainInfoOf, type ScriptedKeplrChain, withoutEndpoints } from './keplr-chains.js'
import { type KeplrKeySource, keyRingOf, nextKeySource, type SecpKey, signBytes } from './keplr-keys.js'
import { createKeplrLevers, type KeplrPrompt, type KeplrPromptKind } from './keplr-levers.js'
import { aminoOfflineSigner, offlineSigner } from './keplr-offline-signer.js'
import { createKeplrPermissions, type KeplrWalletMemory } from './keplr-permissions.js'
import { broadcastTx } from './keplr-send-tx.js'
import {
  adr36SignDoc,
  directSignDoc,
  isAdr36SignDoc,
  stdSignature,
  withFeeRaised,
} from './keplr-sign-docs.js'
import type { KeplrApi, KeplrChainInfo, KeplrKey } from './keplr-types.js'

// A scripted Keplr-compatible wallet (Keplr's `window.keplr`; Leap mirrors it on `window.leap`): real
// secp256k1 keys that sign locally (SIGN_MODE_DIRECT: the SignDoc's protobuf bytes; amino: the canonical
// JSON; ADR-036 for `signArbitrary`), real chains behind it for `sendTx`, Keplr's permission rules
// (keplr-permissions.ts), and levers to misbehave on cue (keplr-levers.ts). Every failure is a plain
// `Error` with Keplr's text, as Keplr's page script delivers them. It imports no Node module, so it
// runs in Node and in the demo page alike.

/**
 * Options of {@link createScriptedKeplrWallet}: a key source (`mnemonic`, or `privateKeyHex`) and more.
 *
 * @example
 * const options: ScriptedKeplrWalletOptions = { mnemonic: COSMOS_DEV_MNEMONIC, chains: [chain] }
 */
export type ScriptedKeplrWalletOptions = KeplrKeySource & {
  /** The chains the wallet can reach (their RPC URLs, for `sendTx`). */
  chains: readonly ScriptedKeplrChain[]
  /** The chains it knows at start (all of `chains` by default); the others must be suggested first. */
  knownChainIds?: readonly string[]
  /** The site is already granted every known chain and the chain list (as after an earlier visit). */
  authorised?: boolean
  /** What the extension remembered from earlier visits; wins over `authorised`. */
  remembered?: KeplrWalletMemory
  /**
   * The key is a Ledger's (`getKey().isNanoLedger`): `signDirect` fails with Keplr's words for it and
   * transactions are signed with `signAmino` (still by this wallet's own key). Off by default.
   */
  ledger?: boolean
  /** The key's name (`getKey().name`). */
  keyName?: string
  /** The window event fired when the key changes: `keplr_keystorechange`, or Leap's `leap_keystorechange`. */
  eventName?: string
  /** Where that event fires: `window` in a page (the default there); tests pass an EventTarget. */
  events?: EventTarget
  /** Called whenever what the extension remembers changes. */
  onChange?: (memory: KeplrWalletMemory) => void
}

/** A call the wallet received, in order, including refused and hung ones. */
export type KeplrRequest = { method: string; args: unknown[] }

const signerMismatched = () => new Error('Signer mismatched')
const chainIdMismatched = () =>
  new Error('Chain id in the message is not matched with the requested chain id')
const asList = (chainIds: string | string[] | undefined) =>
  chainIds === undefined ? [] : typeof chainIds === 'string' ? [chainIds] : [...chainIds]

/**
 * Creates the wallet (`keplr`, what a page puts on `window.keplr` or `window.leap`) and its `controls`.
 *
 * @example
 * const { keplr, controls } = await createScriptedKeplrWallet({ mnemonic, chains, events: new EventTarget() })
 * await keplr.enable('foyer-devnet-1')
 * controls.rejectNext() // the visitor refuses the next prompt
 */
export async function createScriptedKeplrWallet(options: ScriptedKeplrWalletOptions) {
  const reachable = new Map(options.chains.map((chain) => [chain.chainId, chainInfoOf(chain)]))
  const knownIds = options.knownChainIds ?? [...reachable.keys()]
  const levers = createKeplrLevers()
  levers.useLedger(options.ledger === true)
  const permissions = createKeplrPermissions({
    chains: knownIds.flatMap((chainId) => reachable.get(chainId) ?? []),
    authorised: options.authorised,
    remembered: options.remembered,
    levers,
    onChange: options.onChange,
  })
  const { chainInfo, ensureEnabled } = permissions
  let ring = await keyRingOf(options)
  let keyName = options.keyName ?? 'Scripted Keplr'
  let keysSwitched = 0
  let corrupting = false
  let raisingFee = false
  const requests: KeplrRequest[] = []
  const events = options.events ?? (typeof window === 'undefined' ? undefined : window)

  const keyOn = (info: KeplrChainInfo): SecpKey => ring.keyFor(info.bip44.coinType)
  const addressOn = (info: KeplrChainInfo) =>
    toBech32(info.bech32Config.bech32PrefixAccAddr, keyOn(info).address)
  /** The key that signs for `signer` on `chainId`: the wallet's own address there, or a refusal. */
  const signerKey = (chainId: string, signer: string): SecpKey => {
    const info = chainInfo(chainId)
    if (addressOn(info) !== signer) throw signerMismatched()
    return keyOn(info)
  }
  const keyOf = (chainId: string): KeplrKey => {
    const info = chainInfo(chainId)
    const key = keyOn(info)
    return {
      name: keyName,
      algo: 'secp256k1',
      pubKey: new Uint8Array(key.pubkey),
      address: new Uint8Array(key.address),
      bech32Address: addressOn(info),
      ethereumHexAddress: getAddress(`0x${toHex(key.address)}`),
      isNanoLedger: levers.ledger,
      isKeystone: false,
    }
  }
  const signature = (key: SecpKey, bytes: Uint8Array): StdSignature =>
    stdSignature(key.pubkey, signBytes(key, bytes), corrupting)
  /** Runs one call: records it, plays a call lever due for it, then answers. */
  async function call<result>(method: string, args: unknown[], answer: () => result | Promise<result>) {
    requests.push({ method, args })
    const hanging = levers.atCall(method)
    if (hanging) return hanging
    return answer()
  }

  const keplr: KeplrApi = {
    version: '0.12.0-scripted',
    mode: 'extension',
    defaultOptions: {},
    ping: () => call('ping', [], () => undefined),
    enable: (chainIds) =>
      call('enable', [chainIds], () => {
        const list = asList(chainIds)
        if (list.length === 0) throw new Error('chain id not set')
        ensureEnabled(list)
      }),
    disable: (chainIds) => call('disable', [chainIds], () => permissions.disable(asList(chainIds))),
    experimentalSuggestChain: (info) =>
      call('experimentalSuggestChain', [info], () => permissions.suggest(info)),
    getChainInfosWithoutEndpoints: () => call('getChainInfosWithoutEndpoints', [], permissions.listChains),
    getChainInfoWithoutEndpoints: (chainId) =>
      call('getChainInfoWithoutEndpoints', [chainId], () => {
        ensureEnabled([chainId])
        return withoutEndpoints(chainInfo(chainId))
      }),
    getKey: (chainId) =>
      call('getKey', [chainId], () => {
        if (!chainId) throw new Error('chainId is not set')
        ensureEnabled([chainId])
        return keyOf(chainId)
      }),
    getKeysSettled: (chainIds) =>
      call('getKeysSettled', [chainIds], () => {
        if (chainIds.length === 0) throw new Error('chainIds are not set')
        ensureEnabled(chainIds)
        return chainIds.map((chainId) => ({ status: 'fulfilled' as const, value: keyOf(chainId) }))
      }),
    signDirect: (chainId, signer, signDoc, ...rest) =>
      call('signDirect', [chainId, signer, signDoc, ...rest], () => {
        const asked = directSignDoc(signDoc)
        if (asked.chainId !== chainId) throw chainIdMismatched()
        ensureEnabled([chainId])
        const key = signerKey(chainId, signer)
        levers.prompt('signDirect', [chainId])
        // Keplr answers the document it signed, the fee the visitor picked in its prompt included.
        const doc = raisingFee ? withFeeRaised(asked) : asked
        raisingFee = false
        return { signed: doc, signature: signature(key, makeSignBytes(doc)) }
      }),
    signAmino: (chainId, signer, signDoc, ...rest) =>
      call('signAmino', [chainId, signer, signDoc, ...rest], () => {
        // An ADR-036 document has no chain id: Keplr checks its signer instead and signs it as signArbitrary.
        const adr36 = isAdr36SignDoc(signDoc)
        if (!adr36 && signDoc.chain_id !== chainId) throw chainIdMismatched()
        if (adr36 && signDoc.msgs[0]?.value.signer !== signer) throw new Error('Unmatched signer in sign doc')
        ensureEnabled([chainId])
        const key = signerKey(chainId, signer)
        levers.prompt(adr36 ? 'signArbitrary' : 'signAmino', [chainId])
        return { signed: signDoc, signature: signature(key, serializeSignDoc(signDoc)) }
      }),
    signArbitrary: (chainId, signer, data) =>
      call('signArbitrary', [chainId, signer, data], () => {
        ensureEnabled([chainId])
        const key = signerKey(chainId, signer)
        levers.prompt('signArbitrary', [chainId])
        return signature(key, serializeSignDoc(adr36SignDoc(signer, data)))
      }),
    verifyArbitrary: (chainId, signer, data, signed) =>
      call('verifyArbitrary', [chainId, signer, data, signed], () => {
        ensureEnabled([chainId])
        const key = signerKey(chainId, signer)
        const { type, value } = signed.pub_key
        if (type !== 'tendermint/PubKeySecp256k1') throw new Error(`Unsupported type of pub key: ${type}`)
        if (value !== toBase64(key.pubkey)) throw new Error('Pub key unmatched')
        const hash = sha256(serializeSignDoc(adr36SignDoc(signer, data)))
        const bytes = Secp256k1Signature.fromFixedLength(fromBase64(signed.signature))
        return Secp256k1.verifySignature(bytes, hash, key.pubkey)
      }),
    sendTx: (chainId, tx, mode) =>
      call('sendTx', [chainId, tx, mode], () => {
        ensureEnabled([chainId])
        return broadcastTx(chainInfo(chainId).rpc, tx, mode)
      }),
    getOfflineSigner: (chainId) => offlineSigner(keplr, chainId),
    getOfflineSignerOnlyAmino: (chainId) => aminoOfflineSigner(keplr, chainId),
    // Keplr gives the amino-only signer for a Ledger key.
    getOfflineSignerAuto: async (chainId) =>
      (await keplr.getKey(chainId)).isNanoLedger
        ? aminoOfflineSigner(keplr, chainId)
        : offlineSigner(keplr, chainId),
  }

  /** A chain's info for the controls: known, or at least reachable (not suggested yet). */
  const infoOf = (chainId: string) =>
    permissions.find(chainId) ?? reachable.get(chainId) ?? chainInfo(chainId)
  const eventName = options.eventName ?? 'keplr_keystorechange'
  const controls = {
    requests: requests as readonly KeplrRequest[],
    prompts: levers.prompts as readonly KeplrPrompt[],
    get keyName() {
      return keyName
    },
    /** The current key's address on `chainId` (a chain the wallet knows or can reach). */
    addressOn: (chainId: string) => addressOn(infoOf(chainId)),
    /** The current key's compressed public key on `chainId`. */
    publicKeyOn: (chainId: string) => new Uint8Array(keyOn(infoOf(chainId)).pubkey),
    isEnabled: permissions.isEnabled,
    memory: permissions.memory,
    /** The visitor refuses the next prompt (of `kind`, if given) with `Error('Request rejected')`. */
    rejectNext: (kind?: KeplrPromptKind) => levers.rejectNext(kind),
    /** The next call (of `method`, if given) fails with `error` as is, before any prompt. */
    failNext: (error: unknown, method?: string) => levers.failNext(error, method),
    /** The next call (of `method`, if given) never answers. */
    hangNext: (method?: string) => levers.hangNext(method),
    /** From now on the visitor refuses every prompt that would grant the site `chainId`. */
    refuseChain: (chainId: string) => levers.refuseChain(chainId),
    /** The visitor removes the site in the wallet's settings: every grant is forgotten, no event fires. */
    revoke: () => permissions.disable([]),
    /**
     * The owner selects another key (`to`, else the next one: the mnemonic's next address index, or a
     * key derived from the raw one) and the wallet fires its keystore-change event. Grants stay.
     */
    async switchKey(to?: KeplrKeySource & { name?: string }) {
      ring = await keyRingOf(to ?? nextKeySource(ring.source))
      keysSwitched += 1
      keyName = to?.name ?? `${options.keyName ?? 'Scripted Keplr'} ${keysSwitched + 1}`
      events?.dispatchEvent(new Event(eventName))
    },
    /**
     * The owner selects a Ledger key (`true`; the same key material here) or a key the extension holds
     * (`false`): `getKey().isNanoLedger` says so and `signDirect` fails for a Ledger. No event fires.
     */
    useLedger: (on: boolean) => levers.useLedger(on),
    /** From now on every signature comes back with one byte changed. */
    corruptSignatures() {
      corrupting = true
    },
    /** In the next `signDirect` prompt the visitor picks a higher fee: the wallet signs it doubled. */
    raiseFeeNext() {
      raisingFee = true
    },
  }
  return { keplr, controls }
}

/** A scripted Keplr wallet's levers and records. */
export type ScriptedKeplrWalletControls = Awaited<ReturnType<typeof createScriptedKeplrWallet>>['controls']

export type { ScriptedKeplrChain } from './keplr-chains.js'
export type { KeplrWalletMemory } from './keplr-permissions.js'
