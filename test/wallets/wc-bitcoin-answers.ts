import { Signer } from 'bip322-js'
import { Psbt } from 'bitcoinjs-lib'
import { sign as signLegacy } from 'bitcoinjs-message'
import { bitcoinKey } from './bitcoin-keys.js'

// The Bitcoin half of the scripted WalletConnect wallet: WalletConnect's Bitcoin JSON-RPC methods
// (reown's bitcoin-rpc reference) answered with a real key on regtest, a payment (P2WPKH) and an
// ordinals (taproot) address. Signatures are answered in hex, BIP-322 through bip322-js and ECDSA
// (BIP-137) through bitcoinjs-message; PSBTs are signed with bitcoinjs-lib and broadcast, when asked,
// to the chain's Esplora API. `sendTransfer` is answered "method not supported": choosing coins and a
// fee is the site's job here (Foyer then builds the PSBT itself).

/** A Bitcoin chain the wallet holds its account on (CAIP-2) and the Esplora API it broadcasts to. */
export type WcBitcoinChain = { caipNetworkId: `bip122:${string}`; esploraUrl: string }

/** What a method call failed with, as the wallet answers it over WalletConnect. */
export class WcBitcoinError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const field = (params: unknown, name: string): unknown =>
  typeof params === 'object' && params !== null ? Reflect.get(params, name) : undefined

/**
 * The Bitcoin answers of a wallet holding the key `privateKeyHex` on `chains` (regtest addresses).
 *
 * @example
 * const bitcoin = wcBitcoinAnswers({ privateKeyHex: '61'.repeat(32), chains: [{ caipNetworkId, esploraUrl }] })
 * await bitcoin.answer('signMessage', { account, message: 'Hi', protocol: 'bip322' }, caipNetworkId)
 */
export function wcBitcoinAnswers({
  privateKeyHex,
  chains,
}: {
  privateKeyHex: string
  chains: readonly WcBitcoinChain[]
}) {
  let key = bitcoinKey(privateKeyHex)
  const payment = () => key.of('p2wpkh')
  const ordinals = () => key.of('p2tr')

  /** The wallet's addresses as getAccountAddresses and bip122_addressesChanged give them. */
  const addresses = () => [
    {
      address: payment().address,
      publicKey: payment().publicKey,
      path: "m/84'/1'/0'/0/0",
      intention: 'payment',
    },
    {
      address: ordinals().address,
      publicKey: ordinals().publicKey,
      path: "m/86'/1'/0'/0/0",
      intention: 'ordinal',
    },
  ]

  /** The key entry of an address the wallet holds; 4100 for another. */
  function own(address: unknown) {
    const entry = typeof address === 'string' ? key.find(address) : undefined
    if (!entry) throw new WcBitcoinError(4100, `The wallet does not hold ${String(address)}.`)
    return entry
  }

  function signMessage(params: unknown) {
    own(field(params, 'account'))
    const address = String(field(params, 'address') ?? field(params, 'account'))
    const entry = own(address)
    const message = String(field(params, 'message'))
    const signature =
      field(params, 'protocol') === 'bip322'
        ? Buffer.from(Signer.sign(key.wif, address, message), 'base64')
        : signLegacy(message, Buffer.from(entry.signer.privateKey ?? []), true, {
            segwitType: entry.type === 'p2wpkh' ? 'p2wpkh' : undefined,
          })
    return { address, signature: Buffer.from(signature).toString('hex') }
  }

  async function signPsbt(params: unknown, chainId: string) {
    own(field(params, 'account'))
    const psbt = Psbt.fromBase64(String(field(params, 'psbt')), { network: key.network })
    const signInputs = field(params, 'signInputs')
    for (const input of Array.isArray(signInputs) ? signInputs : [])
      psbt.signInput(Number(field(input, 'index')), own(field(input, 'address')).signer)
    if (field(params, 'broadcast') !== true) return { psbt: psbt.toBase64() }
    const chain = chains.find((candidate) => candidate.caipNetworkId === chainId)
    if (!chain) throw new WcBitcoinError(4200, `The wallet has no Esplora API for ${chainId}.`)
    psbt.finalizeAllInputs()
    const response = await fetch(`${chain.esploraUrl}/tx`, {
      method: 'POST',
      body: psbt.extractTransaction().toHex(),
    })
    const body = await response.text()
    if (!response.ok) throw new WcBitcoinError(-32603, body)
    return { psbt: psbt.toBase64(), txid: body }
  }

  return {
    /** The payment address: the session's account. */
    get address() {
      return payment().address
    },
    holds: (chain: string) => chains.some((candidate) => candidate.caipNetworkId === chain),
    addresses,
    /** Moves the wallet to another key (another account), as its owner would in the wallet. */
    useKey(hex: string) {
      key = bitcoinKey(hex)
    },
    async answer(method: string, params: unknown, chainId: string): Promise<unknown> {
      switch (method) {
        case 'getAccountAddresses': {
          own(field(params, 'account'))
          const intentions = field(params, 'intentions')
          return Array.isArray(intentions)
            ? addresses().filter((entry) => intentions.includes(entry.intention))
            : addresses()
        }
        case 'signMessage':
          return signMessage(params)
        case 'signPsbt':
          return signPsbt(params, chainId)
        default:
          throw new WcBitcoinError(-32601, `Method not supported: ${method}`)
      }
    },
  }
}
