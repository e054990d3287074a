import { Signer } from 'bip322-js'
import { networks, Psbt } from 'bitcoinjs-lib'
import { sign as signLegacy } from 'bitcoinjs-message'
import { type BitcoinKey, bitcoinKey } from './bitcoin-keys.js'

// A scripted Bitcoin wallet holding a real key: a payment (P2WPKH) and an ordinals (taproot) address,
// real BIP-322 and BIP-137 signatures, real PSBT signatures, broadcast to a local Esplora API. It
// speaks two wallet families' APIs over the same state, as the page objects wallets inject:
// sats-connect's JSON-RPC `request` (Xverse, Magic Eden) and UniSat's plain methods.

/** sats-connect's network names. */
export type SatsNetworkName = 'Mainnet' | 'Testnet' | 'Signet' | 'Regtest'

/** Options of {@link createScriptedBitcoinWallet}. */
export type ScriptedBitcoinWalletOptions = {
  /** The wallet's private key, 32 bytes of hex; its addresses are derived for the network it is on. */
  privateKeyHex: string
  /** The Esplora API transactions are broadcast to. */
  esploraUrl: string
  network?: SatsNetworkName
  /** The site is already authorised (an extension remembers it across reloads): accounts without a prompt. */
  connected?: boolean
}

type Listener = (event: unknown) => void

const satsNetworkNames: readonly SatsNetworkName[] = ['Mainnet', 'Testnet', 'Signet', 'Regtest']

/** sats-connect's `signInputs` (address → input indexes), keeping only well-formed entries. */
function signInputsOf(value: unknown): Record<string, number[]> {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(
    Object.entries(value).map(([address, indexes]) => [
      address,
      Array.isArray(indexes) ? indexes.filter((index) => Number.isInteger(index)) : [],
    ]),
  )
}

/**
 * A scripted Bitcoin wallet. `rejectNext()` refuses the next request as the visitor would;
 * `corruptSignatures()` makes it answer signatures with one byte changed.
 *
 * @example
 * const wallet = createScriptedBitcoinWallet({ privateKeyHex: '11'.repeat(32), esploraUrl: chain.url })
 * window.btc_providers = [wallet.announcement]; window.FoyerBtc = { BitcoinProvider: wallet.satsConnect }
 */
export function createScriptedBitcoinWallet(options: ScriptedBitcoinWalletOptions) {
  let network: SatsNetworkName = options.network ?? 'Regtest'
  const testnetKey = bitcoinKey(options.privateKeyHex, networks.testnet)
  const keys: Record<SatsNetworkName, BitcoinKey> = {
    Mainnet: bitcoinKey(options.privateKeyHex, networks.bitcoin),
    Testnet: testnetKey,
    Signet: testnetKey,
    Regtest: bitcoinKey(options.privateKeyHex, networks.regtest),
  }
  // Its addresses on the network it is on now (a wallet gives `tb1…` on testnet, `bcrt1…` on regtest).
  const current = () => {
    const key = keys[network]
    return { key, payment: key.of('p2wpkh'), ordinals: key.of('p2tr') }
  }
  let connected = options.connected ?? false
  let rejecting = false
  let corrupting = false
  const calls: string[] = []
  const listeners = new Map<string, Set<Listener>>()
  const addresses = () => {
    const { payment, ordinals } = current()
    return [
      {
        address: payment.address,
        publicKey: payment.publicKey,
        purpose: 'payment',
        addressType: 'p2wpkh',
        walletType: 'software',
      },
      {
        address: ordinals.address,
        publicKey: ordinals.publicKey,
        purpose: 'ordinals',
        addressType: 'p2tr',
        walletType: 'software',
      },
    ]
  }
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const refusal = () => {
    if (!rejecting) return false
    rejecting = false
    return true
  }

  function signMessage(address: string, message: string, protocol: 'ECDSA' | 'BIP322'): string {
    const { key } = current()
    const signer = key.find(address)
    if (!signer) throw new Error(`not an address of this wallet: ${address}`)
    const signature =
      protocol === 'BIP322'
        ? Signer.sign(key.wif, address, message).toString()
        : signLegacy(message, Buffer.from(signer.signer.privateKey ?? []), true, {
            segwitType: signer.type === 'p2wpkh' ? 'p2wpkh' : undefined,
          }).toString('base64')
    if (!corrupting) return signature
    const bytes = Buffer.from(signature, 'base64')
    bytes[bytes.length - 5] = (bytes[bytes.length - 5] ?? 0) ^ 0xff
    return bytes.toString('base64')
  }

  async function broadcast(hex: string): Promise<string> {
    const response = await fetch(`${options.esploraUrl}/tx`, { method: 'POST', body: hex })
    const body = await response.text()
    if (!response.ok) throw new Error(body)
    return body
  }

  async function signPsbt(base64: string, signInputs: Record<string, number[]>, doBroadcast: boolean) {
    const { key } = current()
    const psbt = Psbt.fromBase64(base64, { network: key.network })
    for (const [address, indexes] of Object.entries(signInputs)) {
      const entry = key.find(address)
      if (!entry) throw new Error(`not an address of this wallet: ${address}`)
      for (const index of indexes) psbt.signInput(index, entry.signer)
    }
    if (!doBroadcast) return { psbt: psbt.toBase64() }
    psbt.finalizeAllInputs()
    const txid = await broadcast(psbt.extractTransaction().toHex())
    return { psbt: psbt.toBase64(), txid }
  }

  // What `wallet_connect` and `wallet_getAccount` answer.
  const account = () => ({
    id: 'scripted',
    addresses: addresses(),
    walletType: 'software',
    network: { bitcoin: { name: network } },
  })
  const ok = (id: unknown, result: unknown) => ({ jsonrpc: '2.0', id, result })
  const fail = (id: unknown, code: number, message: string) => ({
    jsonrpc: '2.0',
    id,
    error: { code, message },
  })

  /** sats-connect's provider: every answer is a JSON-RPC envelope, refusals are code -32000. */
  const satsConnect = {
    async request(method: string, params: Record<string, unknown> | null) {
      calls.push(method)
      const id = calls.length
      if (refusal()) return fail(id, -32000, 'User rejected the request')
      switch (method) {
        case 'wallet_connect':
          connected = true
          return ok(id, account())
        case 'wallet_getAccount':
          if (!connected) return fail(id, -32002, 'Access denied')
          return ok(id, account())
        case 'wallet_getNetwork':
          return ok(id, { bitcoin: { name: network }, stacks: { name: 'Mainnet' } })
        case 'wallet_changeNetwork':
          network = satsNetworkNames.find((name) => name === params?.name) ?? network
          emit('networkChange', {
            type: 'networkChange',
            bitcoin: { name: network },
            stacks: { name: 'Mainnet' },
          })
          return ok(id, null)
        case 'wallet_disconnect':
          connected = false
          return ok(id, null)
        case 'signMessage': {
          const address = String(params?.address)
          const signature = signMessage(
            address,
            String(params?.message),
            params?.protocol === 'BIP322' ? 'BIP322' : 'ECDSA',
          )
          return ok(id, { signature, address, messageHash: '', protocol: params?.protocol })
        }
        case 'signPsbt':
          return ok(
            id,
            await signPsbt(
              String(params?.psbt),
              signInputsOf(params?.signInputs),
              params?.broadcast === true,
            ),
          )
        default:
          return fail(id, -32601, `Method not supported: ${method}`)
      }
    },
    addListener(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return () => set.delete(listener)
    },
  }

  const rejectError = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

  /** UniSat's injected API: plain values, refusals thrown with code 4001. */
  const unisat = {
    async requestAccounts() {
      calls.push('requestAccounts')
      if (refusal()) throw rejectError()
      connected = true
      return [current().payment.address]
    },
    async getAccounts() {
      calls.push('getAccounts')
      return connected ? [current().payment.address] : []
    },
    async getPublicKey() {
      return current().payment.publicKey
    },
    async getChain() {
      return {
        enum: `BITCOIN_${network.toUpperCase()}`,
        name: `Bitcoin ${network}`,
        network: network.toLowerCase(),
      }
    },
    async getNetwork() {
      return network === 'Mainnet' ? 'livenet' : 'testnet'
    },
    async signMessage(message: string, type: 'ecdsa' | 'bip322-simple' = 'ecdsa') {
      calls.push('signMessage')
      if (refusal()) throw rejectError()
      return signMessage(current().payment.address, message, type === 'bip322-simple' ? 'BIP322' : 'ECDSA')
    },
    /** UniSat's PSBT signing: hex in and out, inputs named by index (and address), finalised unless told not to. */
    async signPsbt(
      psbtHex: string,
      signing: { autoFinalized?: boolean; toSignInputs?: { index: number; address?: string }[] } = {},
    ) {
      calls.push('signPsbt')
      if (refusal()) throw rejectError()
      const plan: Record<string, number[]> = {}
      for (const { index, address = current().payment.address } of signing.toSignInputs ?? [])
        plan[address] = [...(plan[address] ?? []), index]
      const { psbt } = await signPsbt(Buffer.from(psbtHex, 'hex').toString('base64'), plan, false)
      const signed = Psbt.fromBase64(psbt, { network: current().key.network })
      if (signing.autoFinalized !== false) signed.finalizeAllInputs()
      return signed.toHex()
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(`unisat:${event}`) ?? new Set()
      listeners.set(`unisat:${event}`, set.add(listener))
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(`unisat:${event}`)?.delete(listener)
    },
  }

  const onRegtest = keys.Regtest
  return {
    /** The key's addresses on regtest, the local chain's network. */
    key: onRegtest,
    payment: onRegtest.of('p2wpkh'),
    ordinals: onRegtest.of('p2tr'),
    calls,
    /** Whether the site is authorised now (after a connect, until a disconnect or a revoke). */
    get connected() {
      return connected
    },
    satsConnect,
    unisat,
    /** The WBIP004 announcement of the sats-connect provider, at `FoyerBtc.BitcoinProvider`. */
    announcement: {
      id: 'FoyerBtc.BitcoinProvider',
      name: 'Foyer BTC',
      // A plain square in Bitcoin's orange, so the wallet has an icon without shipping an image file.
      icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23f7931a'/%3E%3C/svg%3E",
    },
    rejectNext() {
      rejecting = true
    },
    corruptSignatures() {
      corrupting = true
    },
    /** The wallet moves to another network on its own, as its owner would in its settings. */
    moveTo(name: SatsNetworkName) {
      network = name
      emit('networkChange', { type: 'networkChange', bitcoin: { name }, stacks: { name: 'Mainnet' } })
    },
    /** The wallet ends the site's access on its own. */
    revoke() {
      connected = false
      emit('disconnect', { type: 'disconnect' })
      emit('unisat:accountsChanged', [])
    },
  }
}

/** A scripted Bitcoin wallet. */
export type ScriptedBitcoinWallet = ReturnType<typeof createScriptedBitcoinWallet>
