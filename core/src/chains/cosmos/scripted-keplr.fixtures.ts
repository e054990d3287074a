import { makeSignDoc, Secp256k1Wallet } from '@cosmjs/amino'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { bech32 } from '@scure/base'
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'

// A scripted Keplr-compatible wallet for tests (imported by tests only): it holds a real secp256k1
// key (CosmJS's `Secp256k1Wallet`, the same key on every chain, written with each chain's prefix),
// knows some chains and learns others from `experimentalSuggestChain`, and answers Keplr's calls as
// Keplr does: `enable` with a chain it does not know fails ("There is no chain info for …": its
// words, which Foyer must never rely on), `getKey` needs the chain enabled, `signArbitrary` signs
// ADR-036's amino document, `signDirect` signs the SIGN_MODE_DIRECT document it is given (or, scripted,
// one its user or a hostile wallet changed, signed all the same). A test scripts refusals, junk
// answers and silence per call.

/** What the scripted wallet answers differently from Keplr, per call; set by the test, read at each call. */
export type KeplrScript = {
  /** `getChainInfosWithoutEndpoints` throws this (a wallet that cannot list its chains). */
  listThrows?: unknown
  /** Chain ids whose suggestion the visitor refuses. */
  refuseSuggest: Set<string>
  /** `enable` throws this (a refusal: `new Error('Request rejected')`). */
  enableThrows?: unknown
  /** `enable` never answers. */
  enableHangs?: boolean
  /** Chain ids whose `getKey` throws, with what. */
  keyThrows: Map<string, unknown>
  /** Chain ids whose `getKey` answers this instead of the key (junk), given the real key. */
  keyAnswers: Map<string, (key: Record<string, unknown>) => unknown>
  /** `signArbitrary` answers this instead of its signature (junk), given the real one. */
  signatureAnswer?: (signature: { pub_key: { type: string; value: string }; signature: string }) => unknown
  /** `signDirect` throws this (a refusal: `new Error('Request rejected')`). */
  signDirectThrows?: unknown
  /** `signDirect` never answers. */
  signDirectHangs?: boolean
  /** Runs while the `signDirect` prompt is open, before the wallet signs (the chain may move meanwhile). */
  beforeSignDirect?: () => Promise<void>
  /** The document `signDirect` signs instead of the one it was given (a fee the user edited, a hostile change). */
  editSignDoc?: (signDoc: SignDoc) => SignDoc
  /** `signDirect` answers this instead of its answer (junk), given the real one. */
  directAnswer?: (answer: DirectAnswer) => unknown
}

/** What Keplr's `signDirect` answers: the document it signed (its account number a `Long`) and the signature. */
export type DirectAnswer = {
  signed: Omit<SignDoc, 'accountNumber'> & { accountNumber: { toString(): string } }
  signature: { pub_key: { type: string; value: string }; signature: string }
}

/** A stand-in for the `Long` Keplr answers account numbers with: its text is the number. */
const longOf = (value: bigint) => ({
  low: Number(value & 0xffffffffn),
  high: Number(value >> 32n),
  toString: () => value.toString(),
})

/** A Keplr `Key` as the extension answers `getKey`. */
async function keyOn(privateKey: Uint8Array, prefix: string, name: string) {
  const [account] = await (await Secp256k1Wallet.fromKey(privateKey, prefix)).getAccounts()
  if (!account) throw new Error('no account')
  return {
    name,
    algo: 'secp256k1',
    pubKey: account.pubkey,
    address: bech32.fromWords(bech32.decode(account.address as `${string}1${string}`).words),
    bech32Address: account.address,
    ethereumHexAddress: '',
    isNanoLedger: false,
    isKeystone: false,
  }
}

/**
 * A Keplr-compatible wallet on `page` (at `window.keplr` by default), knowing `chains` (chain id →
 * bech32 prefix). `switchKey()` moves it to a new key and fires `keplr_keystorechange` on the page.
 *
 * @example
 * const wallet = scriptedKeplr({ chains: { 'cosmoshub-4': 'cosmos' } })
 * const page = wallet.page // { keplr, addEventListener, … }
 */
export function scriptedKeplr(options: {
  chains: Record<string, string>
  page?: EventTarget & Record<string, unknown>
  name?: string
}) {
  const page = options.page ?? (new EventTarget() as EventTarget & Record<string, unknown>)
  const prefixes = new Map(Object.entries(options.chains))
  const enabled = new Set<string>()
  const calls: { method: string; args: unknown[] }[] = []
  const suggested: Record<string, unknown>[] = []
  const script: KeplrScript = { refuseSuggest: new Set(), keyThrows: new Map(), keyAnswers: new Map() }
  let privateKey = crypto.getRandomValues(new Uint8Array(32))
  const rejected = () => new Error('Request rejected')

  const prefixOf = (chainId: string) => {
    const prefix = prefixes.get(chainId)
    if (!prefix) throw new Error(`There is no chain info for ${chainId}`)
    return prefix
  }

  const keplr = {
    version: '0.12.0',
    mode: 'extension',
    async getChainInfosWithoutEndpoints() {
      calls.push({ method: 'getChainInfosWithoutEndpoints', args: [] })
      if (script.listThrows !== undefined) throw script.listThrows
      return [...prefixes].map(([chainId, prefix]) => ({
        chainId,
        chainName: chainId,
        bech32Config: { bech32PrefixAccAddr: prefix },
      }))
    },
    async experimentalSuggestChain(info: Record<string, unknown>) {
      calls.push({ method: 'experimentalSuggestChain', args: [info] })
      const chainId = String(info.chainId)
      if (script.refuseSuggest.has(chainId)) throw rejected()
      const config = info.bech32Config as { bech32PrefixAccAddr: string }
      suggested.push(info)
      prefixes.set(chainId, config.bech32PrefixAccAddr)
    },
    enable(chainIds: string | string[]) {
      const ids = typeof chainIds === 'string' ? [chainIds] : chainIds
      calls.push({ method: 'enable', args: [ids] })
      if (script.enableHangs) return new Promise<void>(() => {})
      return (async () => {
        if (script.enableThrows !== undefined) throw script.enableThrows
        for (const id of ids) prefixOf(id)
        for (const id of ids) enabled.add(id)
      })()
    },
    async getKey(chainId: string) {
      calls.push({ method: 'getKey', args: [chainId] })
      if (script.keyThrows.has(chainId)) throw script.keyThrows.get(chainId)
      if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled`)
      const key = await keyOn(privateKey, prefixOf(chainId), options.name ?? 'Scripted key')
      return script.keyAnswers.get(chainId)?.(key) ?? key
    },
    async signArbitrary(chainId: string, signer: string, data: string) {
      calls.push({ method: 'signArbitrary', args: [chainId, signer, data] })
      if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled`)
      const wallet = await Secp256k1Wallet.fromKey(privateKey, prefixOf(chainId))
      const { signature } = await wallet.signAmino(signer, adr036Document(signer, data))
      return script.signatureAnswer?.(signature) ?? signature
    },
    async signDirect(
      chainId: string,
      signer: string,
      signDoc: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: unknown },
      options?: unknown,
    ): Promise<unknown> {
      calls.push({ method: 'signDirect', args: [chainId, signer, signDoc, options] })
      if (script.signDirectHangs) return new Promise<void>(() => {})
      if (script.signDirectThrows !== undefined) throw script.signDirectThrows
      if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled`)
      await script.beforeSignDirect?.()
      const wallet = await DirectSecp256k1Wallet.fromKey(privateKey, prefixOf(chainId))
      // Keplr carries the account number across its page bridge as text (`accountNumber.toString()`).
      const given: SignDoc = {
        bodyBytes: signDoc.bodyBytes,
        authInfoBytes: signDoc.authInfoBytes,
        chainId: signDoc.chainId,
        accountNumber: BigInt(String(signDoc.accountNumber)),
      }
      const { signed, signature } = await wallet.signDirect(signer, script.editSignDoc?.(given) ?? given)
      const answer: DirectAnswer = {
        signed: { ...signed, accountNumber: longOf(signed.accountNumber) },
        signature,
      }
      return script.directAnswer?.(answer) ?? answer
    },
    async disable(chainIds?: string | string[]) {
      calls.push({ method: 'disable', args: [chainIds] })
      enabled.clear()
    },
  }
  page.keplr = keplr

  return {
    page,
    keplr,
    calls,
    /** The chain infos suggested to the wallet, in order. */
    suggested,
    script,
    /** The names of the calls made so far, in order. */
    methods: () => calls.map((call) => call.method),
    /** The key's account on a chain with `prefix`, as CosmJS derives it (the test's oracle). */
    account: async (prefix: string) => {
      const [account] = await (await Secp256k1Wallet.fromKey(privateKey, prefix)).getAccounts()
      if (!account) throw new Error('no account')
      return account
    },
    /** The wallet's key as CosmJS's direct signer on a chain with `prefix` (to send beside the wallet). */
    directSigner: (prefix: string) => DirectSecp256k1Wallet.fromKey(privateKey, prefix),
    /** The owner switches to another key: the wallet says so with its window event. */
    switchKey() {
      privateKey = crypto.getRandomValues(new Uint8Array(32))
      page.dispatchEvent(new Event('keplr_keystorechange'))
    },
  }
}

/**
 * ADR-036's amino document for `data` signed by `signer`: one `sign/MsgSignData` message, no chain id,
 * account number and sequence 0, no fee (what Keplr signs for `signArbitrary`, and what a verifier checks).
 *
 * @example
 * serializeSignDoc(adr036Document('cosmos1…', 'Hello'))
 */
export function adr036Document(signer: string, data: string) {
  const value = { signer, data: Buffer.from(data, 'utf8').toString('base64') }
  return makeSignDoc([{ type: 'sign/MsgSignData', value }], { gas: '0', amount: [] }, '', '', 0, 0)
}
