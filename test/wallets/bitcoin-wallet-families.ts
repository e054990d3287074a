import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { Psbt } from 'bitcoinjs-lib'
import { buildPsbt } from './bitcoin-keys.js'
import { createScriptedBitcoinWallet, type ScriptedBitcoinWalletOptions } from './bitcoin-wallet.js'

// Scripted wallets of three more Bitcoin families, each speaking exactly its wallet's wire shape:
// Leather's JSON-RPC `LeatherProvider.request`, Phantom's byte-level `phantom.bitcoin`, and a Wallet
// Standard wallet with Bitcoin's features. Underneath, the scripted Bitcoin wallet holds the real key:
// it makes the BIP-322, BIP-137 and PSBT signatures and broadcasts to the local Esplora chain.
// Each face can refuse its next request (`rejectNext`), answer junk to it (`junkNext`), and move to
// another key as its owner switches accounts (`switchAccount`).

type Listener = (payload: unknown) => void
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const fromBase64 = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'))
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** The key, the flags and the listeners every face shares. */
function scriptedCore(options: ScriptedBitcoinWalletOptions) {
  let engine = createScriptedBitcoinWallet(options)
  let corrupting = false
  let rejecting = false
  let junking = false
  const calls: string[] = []
  const listeners = new Map<string, Set<Listener>>()
  const take = (flag: 'reject' | 'junk') => {
    const set = flag === 'reject' ? rejecting : junking
    if (flag === 'reject') rejecting = false
    else junking = false
    return set
  }

  /** The engine's answer to a sats-connect request: the result, or throws. */
  async function ask(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer = await engine.satsConnect.request(method, params)
    if ('error' in answer) throw new Error(answer.error.message)
    const { result } = answer
    if (typeof result !== 'object' || result === null) throw new Error(`${method}: no result`)
    return { ...result }
  }

  return {
    calls,
    /** The scripted wallet of the key the owner uses now. */
    engine: () => engine,
    /** Records the request; `'reject'` or `'junk'` when the face should refuse it or answer junk. */
    begin(method: string): 'reject' | 'junk' | undefined {
      calls.push(method)
      return take('reject') ? 'reject' : take('junk') ? 'junk' : undefined
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return () => set.delete(listener)
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    /** A signature, base64: BIP-322 simple, or BIP-137 ("ECDSA"). */
    async sign(address: string, message: string, protocol: 'BIP322' | 'ECDSA' = 'BIP322') {
      const { signature } = await ask('signMessage', { address, message, protocol })
      return String(signature)
    },
    /** Signs the inputs of `signInputs` (address → indexes); the PSBT base64 and, broadcast, the txid. */
    async signPsbt(psbt: string, signInputs: Record<string, number[]>, broadcast = false) {
      const result = await ask('signPsbt', { psbt, signInputs, broadcast })
      return { psbt: String(result.psbt), txid: typeof result.txid === 'string' ? result.txid : undefined }
    },
    /** Which of the key's addresses spends each input (by its witness UTXO's script), as `signInputs`. */
    signInputsOf(psbt: string, indexes?: readonly number[]) {
      const parsed = Psbt.fromBase64(psbt, { network: engine.key.network })
      const signInputs: Record<string, number[]> = {}
      parsed.data.inputs.forEach((input, index) => {
        if (indexes && !indexes.includes(index)) return
        const script = input.witnessUtxo?.script
        const owner = [engine.payment, engine.ordinals].find((a) => script && hex(a.output) === hex(script))
        if (owner) signInputs[owner.address] = [...(signInputs[owner.address] ?? []), index]
      })
      return signInputs
    },
    rejectNext() {
      rejecting = true
    },
    junkNext() {
      junking = true
    },
    corruptSignatures() {
      corrupting = true
      engine.corruptSignatures()
    },
    /** The owner switches to the account of another key. */
    switchTo(privateKeyHex: string) {
      engine = createScriptedBitcoinWallet({ ...options, privateKeyHex })
      if (corrupting) engine.corruptSignatures()
    },
  }
}

/**
 * A Leather-shaped wallet: `LeatherProvider.request(method, params)` resolving `{ jsonrpc, id, result }`
 * and rejecting with `{ jsonrpc, id, error: { code, message } }` (4001 when refused); `getAddresses`,
 * `signMessage` (BIP-322 only), `signPsbt` (hex, `signAtIndex`), `sendTransfer`; no events.
 *
 * @example
 * const leather = createLeatherWallet({ privateKeyHex: '11'.repeat(32), esploraUrl: chain.url })
 * const page = { LeatherProvider: leather.provider, btc_providers: [leather.announcement] }
 */
export function createLeatherWallet(options: ScriptedBitcoinWalletOptions) {
  const core = scriptedCore(options)
  const envelope = (result: unknown) => ({ jsonrpc: '2.0', id: crypto.randomUUID(), result })
  const failure = (code: number, message: string) => ({
    jsonrpc: '2.0',
    id: crypto.randomUUID(),
    error: { code, message },
  })
  const addresses = () => {
    const { payment, ordinals } = core.engine()
    return [
      {
        symbol: 'BTC',
        type: 'p2wpkh',
        address: payment.address,
        publicKey: payment.publicKey,
        derivationPath: "m/84'/1'/0'/0/0",
      },
      // Leather gives taproot's key compressed (33 bytes), beside the tweaked one.
      {
        symbol: 'BTC',
        type: 'p2tr',
        address: ordinals.address,
        publicKey: payment.publicKey,
        derivationPath: "m/86'/1'/0'/0/0",
      },
      { symbol: 'STX', address: 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG', publicKey: payment.publicKey },
    ]
  }

  async function answer(method: string, params: Record<string, unknown>, junk: boolean): Promise<unknown> {
    const { payment, ordinals } = core.engine()
    switch (method) {
      case 'getAddresses':
        return {
          addresses: junk ? [{ symbol: 'BTC', type: 'p2wpkh', address: 'not-an-address' }] : addresses(),
        }
      case 'signMessage': {
        const address = params.paymentType === 'p2tr' ? ordinals.address : payment.address
        return { signature: junk ? '<html>' : await core.sign(address, String(params.message)), address }
      }
      case 'signPsbt': {
        const psbt = Buffer.from(String(params.hex), 'hex').toString('base64')
        const indexes = Array.isArray(params.signAtIndex) ? params.signAtIndex : undefined
        const signed = await core.signPsbt(psbt, core.signInputsOf(psbt, indexes), params.broadcast === true)
        return { hex: junk ? 42 : Buffer.from(signed.psbt, 'base64').toString('hex'), txid: signed.txid }
      }
      case 'sendTransfer': {
        const [recipient] = Array.isArray(params.recipients) ? params.recipients : []
        const txid = await transfer(String(recipient?.address), BigInt(recipient?.amount ?? 0))
        return { txid: junk ? 'abc' : txid }
      }
      default:
        throw failure(-32601, `Method not found: ${method}`)
    }
  }

  /** Pays from the payment address's coins, the change back to it, 1,000 sats of fee. */
  async function transfer(recipient: string, amount: bigint): Promise<string | undefined> {
    const { payment, key } = core.engine()
    const response = await fetch(`${options.esploraUrl}/address/${payment.address}/utxo`)
    const coins: { txid: string; vout: number; value: number }[] = await response.json()
    const inputs = coins.map((coin) => ({ ...coin, value: BigInt(coin.value) }))
    const change = inputs.reduce((sum, coin) => sum + coin.value, 0n) - amount - 1_000n
    const outputs = [
      { address: recipient, value: amount },
      { address: payment.address, value: change },
    ]
    const psbt = buildPsbt(payment, inputs, outputs, key.network).toBase64()
    return (await core.signPsbt(psbt, { [payment.address]: inputs.map((_, index) => index) }, true)).txid
  }

  const provider = {
    async request(method: string, params: Record<string, unknown> = {}) {
      const turn = core.begin(method)
      // Leather rejects with the whole envelope.
      if (turn === 'reject') throw failure(4001, 'User rejected request')
      return envelope(await answer(method, params, turn === 'junk'))
    },
  }
  return {
    ...core,
    provider,
    /** What Leather puts in WBIP004's `btc_providers`. */
    announcement: { id: 'LeatherProvider', name: 'Leather', icon: 'data:image/svg+xml;base64,PHN2Zy8+' },
  }
}

/**
 * A Phantom-shaped wallet (`window.phantom.bitcoin`): `requestAccounts()` gives
 * `{ address, addressType, publicKey, purpose }` (ordinals first, as Phantom's docs show),
 * `signMessage(address, bytes)` a BIP-322 signature's bytes, `signPSBT(bytes, { inputsToSign })` the
 * signed PSBT's bytes; `accountsChanged` events (`[]` once the site is revoked).
 *
 * @example
 * const phantom = createPhantomWallet({ privateKeyHex: '11'.repeat(32), esploraUrl: chain.url })
 * const page = { phantom: { bitcoin: phantom.provider } }
 */
export function createPhantomWallet(options: ScriptedBitcoinWalletOptions) {
  const core = scriptedCore(options)
  let connected = false
  const refusal = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const accounts = () => {
    const { payment, ordinals } = core.engine()
    return [
      { address: ordinals.address, addressType: 'p2tr', publicKey: payment.publicKey, purpose: 'ordinals' },
      { address: payment.address, addressType: 'p2wpkh', publicKey: payment.publicKey, purpose: 'payment' },
    ]
  }
  const provider = {
    isPhantom: true,
    async requestAccounts() {
      const turn = core.begin('requestAccounts')
      if (turn === 'reject') throw refusal()
      if (turn === 'junk') return 'junk'
      connected = true
      return accounts()
    },
    async signMessage(address: string, message: Uint8Array) {
      const turn = core.begin('signMessage')
      if (turn === 'reject') throw refusal()
      if (!(message instanceof Uint8Array)) throw new Error('message must be a Uint8Array')
      const signature = await core.sign(address, new TextDecoder().decode(message))
      return { signature: turn === 'junk' ? new Uint8Array() : fromBase64(signature), signedMessage: message }
    },
    async signPSBT(
      psbt: Uint8Array,
      { inputsToSign }: { inputsToSign: { address: string; signingIndexes: number[] }[] },
    ) {
      const turn = core.begin('signPSBT')
      if (turn === 'reject') throw refusal()
      const signInputs = Object.fromEntries(
        inputsToSign.map((input) => [input.address, input.signingIndexes]),
      )
      const signed = await core.signPsbt(toBase64(psbt), signInputs)
      return turn === 'junk' ? 'junk!' : fromBase64(signed.psbt)
    },
    on: (event: string, listener: Listener) => void core.on(event, listener),
    off: (event: string, listener: Listener) => core.off(event, listener),
  }
  return {
    ...core,
    provider,
    get connected() {
      return connected
    },
    /** The owner switches to another key's account: `accountsChanged` with its addresses. */
    switchAccount(privateKeyHex: string) {
      core.switchTo(privateKeyHex)
      core.emit('accountsChanged', accounts())
    },
    /** The owner revokes the site: `accountsChanged` with no account. */
    revoke() {
      connected = false
      core.emit('accountsChanged', [])
    },
  }
}

const REGTEST: IdentifierString = 'bitcoin:regtest'

/**
 * A Wallet Standard wallet with Bitcoin's features (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`, `bitcoin:signAndSendTransaction`, `standard:events`,
 * `standard:disconnect`), on `bitcoin:regtest`. It signs messages as many do: BIP-137 for its payment
 * address, BIP-322 for taproot. Register it with `getWallets().register(wallet.wallet)`.
 *
 * @example
 * const standard = createStandardBitcoinWallet({ privateKeyHex: '11'.repeat(32), esploraUrl: chain.url })
 * const unregister = getWallets().register(standard.wallet)
 */
export function createStandardBitcoinWallet(options: ScriptedBitcoinWalletOptions & { name?: string }) {
  const core = scriptedCore(options)
  let accounts: readonly WalletAccount[] = []
  const features: IdentifierString[] = ['bitcoin:signMessage', 'bitcoin:signTransaction']
  const accountOf = (purpose: string): WalletAccount => {
    const { payment, ordinals } = core.engine()
    const entry = purpose === 'ordinals' ? ordinals : payment
    return {
      address: entry.address,
      publicKey: new Uint8Array(Buffer.from(entry.publicKey, 'hex')),
      chains: [REGTEST],
      features,
    }
  }
  const change = () => core.emit('change', { accounts })
  const refusing = (method: string) => {
    const turn = core.begin(method)
    if (turn === 'reject') throw Object.assign(new Error('User rejected the request'), { code: 4001 })
    return turn === 'junk'
  }
  type PsbtInput = {
    psbt: Uint8Array
    chain: string
    inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
  }
  const signed = (input: PsbtInput, broadcast: boolean) =>
    core.signPsbt(
      toBase64(input.psbt),
      Object.fromEntries(input.inputsToSign.map((i) => [i.account.address, i.signingIndexes])),
      broadcast,
    )
  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Foyer Standard BTC',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['bitcoin:mainnet', 'bitcoin:testnet', REGTEST],
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect({ purposes }: { purposes: string[] }) {
          if (refusing('bitcoin:connect')) return { accounts: [{ address: 42 }] }
          accounts = purposes.map(accountOf)
          change()
          return { accounts }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const junk = refusing('bitcoin:signMessage')
          return Promise.all(
            inputs.map(async ({ account, message }) => {
              const protocol = account.address === core.engine().ordinals.address ? 'BIP322' : 'ECDSA'
              const signature = await core.sign(account.address, new TextDecoder().decode(message), protocol)
              return { signedMessage: message, signature: junk ? '<junk>' : fromBase64(signature) }
            }),
          )
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(...inputs: PsbtInput[]) {
          const junk = refusing('bitcoin:signTransaction')
          const answers = await Promise.all(inputs.map((input) => signed(input, false)))
          return answers.map((answer) => ({ signedPsbt: junk ? null : fromBase64(answer.psbt) }))
        },
      },
      'bitcoin:signAndSendTransaction': {
        version: '1.0.0',
        async signAndSendTransaction(...inputs: PsbtInput[]) {
          const junk = refusing('bitcoin:signAndSendTransaction')
          const answers = await Promise.all(inputs.map((input) => signed(input, true)))
          return answers.map((answer) => ({ txId: junk ? 'abc' : answer.txid }))
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: Listener) => core.on(event, listener),
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          core.begin('standard:disconnect')
          accounts = []
          change()
        },
      },
    },
  }
  return {
    ...core,
    wallet,
    /** The owner switches to another key's account: a `change` with its accounts. */
    switchAccount(privateKeyHex: string) {
      core.switchTo(privateKeyHex)
      accounts = ['payment', 'ordinals'].slice(0, accounts.length).map(accountOf)
      change()
    },
    /** The owner revokes the site: a `change` with no account. */
    revoke() {
      accounts = []
      change()
    },
  }
}
