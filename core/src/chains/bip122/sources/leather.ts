import type { Connector } from '../../../connectors/connector.types.js'
import { isRecord } from '../../../utils/is-record.js'
import type { BitcoinPage, BitcoinWalletPort } from '../bip122.types.js'
import type { BitcoinNetworkName } from '../bitcoin-networks.js'
import {
  addressesOf,
  addressTypeOf,
  base64Of,
  base64ToHex,
  invalidAnswer,
  toBitcoinWalletError,
  txidOf,
} from '../wallet-answers.js'

// Leather (formerly Hiro Wallet) at `window.LeatherProvider`: `request(method, params)` resolves with a
// JSON-RPC envelope and rejects with the whole error envelope (`{ jsonrpc, id, error: { code, message } }`,
// 4001 a refusal). Every request opens Leather's popup, `getAddresses` too, so no address is read
// silently, and Leather emits no events to the page. It also announces itself in WBIP004's
// `btc_providers` (id `LeatherProvider`) while answering none of sats-connect's `wallet_*` methods:
// detection lists this source's connector under that id, before the sats-connect one.

type LeatherProvider = { request(method: string, params?: unknown): Promise<unknown> }

// Leather's network names (its docs: mainnet, testnet, signet, sbtcDevenv, devnet; devnet is its regtest).
const networkNames: Readonly<Record<BitcoinNetworkName, string>> = {
  mainnet: 'mainnet',
  testnet: 'testnet',
  testnet4: 'testnet',
  signet: 'signet',
  regtest: 'devnet',
}

/** The result of a Leather request, or the wallet's error (4001 for a refusal). */
async function call(
  provider: LeatherProvider,
  method: string,
  params: unknown,
): Promise<Record<string, unknown>> {
  let answer: unknown
  try {
    answer = await provider.request(method, params)
  } catch (error) {
    throw toBitcoinWalletError(isRecord(error) && isRecord(error.error) ? error.error : error, method)
  }
  if (isRecord(answer) && isRecord(answer.error)) throw toBitcoinWalletError(answer.error, method)
  if (!isRecord(answer) || !isRecord(answer.result))
    throw invalidAnswer(method, 'the answer is no JSON-RPC envelope')
  return answer.result
}

function portOf(provider: LeatherProvider): BitcoinWalletPort {
  // The network of the last connect: Leather signs for mainnet unless told.
  let network = networkNames.mainnet
  return {
    async connect(asked) {
      network = networkNames[asked]
      const { addresses } = await call(provider, 'getAddresses', { network })
      // Bitcoin entries only (Stacks' are dropped): p2wpkh pays, p2tr holds ordinals.
      const bitcoin = (Array.isArray(addresses) ? addresses : [])
        .filter(isRecord)
        .filter((a) => a.symbol === 'BTC')
      return addressesOf(
        bitcoin.map((entry) => ({
          ...entry,
          addressType: entry.type,
          purpose: entry.type === 'p2tr' ? 'ordinals' : 'payment',
        })),
        'getAddresses',
      )
    },
    async accounts() {
      return []
    },
    // Leather signs BIP-322 only: an ECDSA request gets a BIP-322 signature, which verifies all the same.
    async signMessage({ address, message }) {
      const paymentType = addressTypeOf(address) === 'p2tr' ? 'p2tr' : 'p2wpkh'
      const result = await call(provider, 'signMessage', { message, paymentType, network })
      return base64Of(result.signature, 'signMessage')
    },
    // Leather finds the key of each input itself: it takes the indexes only.
    async signPsbt({ psbt, signInputs, broadcast, network: name }) {
      const signAtIndex = [...new Set(Object.values(signInputs).flat())].sort((a, b) => a - b)
      const result = await call(provider, 'signPsbt', {
        hex: base64ToHex(psbt),
        signAtIndex,
        network: networkNames[name],
        broadcast,
      })
      const txid = result.txid === undefined ? undefined : txidOf(result.txid, 'signPsbt')
      return { psbt: base64Of(result.hex, 'signPsbt'), txid }
    },
    async sendTransfer({ recipient, amount, network: name }) {
      const result = await call(provider, 'sendTransfer', {
        recipients: [{ address: recipient, amount: amount.toString() }],
        network: networkNames[name],
      })
      return txidOf(result.txid, 'sendTransfer')
    },
  }
}

/**
 * The Leather connector, when Leather is on `page`.
 *
 * @example
 * leatherConnectors(window) // [{ id: 'LeatherProvider', name: 'Leather', type: 'INJECTED', chain: 'bip122', … }]
 */
export function leatherConnectors(page: BitcoinPage): Connector[] {
  const provider: unknown = Reflect.get(page, 'LeatherProvider')
  if (!isRecord(provider) || typeof provider.request !== 'function') return []
  const request = provider.request
  const port = portOf({ request: (method, params) => request.call(provider, method, params) })
  // Its icon is in its WBIP004 announcement.
  const announced: unknown = Reflect.get(page, 'btc_providers')
  const entry = Array.isArray(announced)
    ? announced.find((a) => isRecord(a) && a.id === 'LeatherProvider')
    : undefined
  const icon = isRecord(entry) && typeof entry.icon === 'string' ? entry.icon : undefined
  return [
    {
      id: 'LeatherProvider',
      name: 'Leather',
      type: 'INJECTED',
      chain: 'bip122',
      ...(icon ? { imageUrl: icon, info: { icon } } : {}),
      provider: port,
    },
  ]
}
