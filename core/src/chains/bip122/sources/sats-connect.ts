import type { Connector } from '../../../connectors/connector.types.js'
import { isRecord } from '../../../utils/is-record.js'
import type { BitcoinPage, BitcoinWalletPort } from '../bip122.types.js'
import type { BitcoinNetworkName } from '../bitcoin-networks.js'
import {
  addressesOf,
  base64Of,
  invalidAnswer,
  toBitcoinWalletError,
  txidOf,
  UnsupportedWalletMethodError,
} from '../wallet-answers.js'

// Wallets of the sats-connect family (Xverse, Magic Eden, …): each announces itself in
// `window.btc_providers` (WBIP004) with an `id` naming where its provider object lives on the page
// (`XverseProviders.BitcoinProvider`), and answers JSON-RPC envelopes through `provider.request`.

type SatsProvider = {
  request(method: string, params: unknown): Promise<unknown>
  addListener?(event: string, listener: (event: unknown) => void): unknown
}

// sats-connect's network names ('Mainnet', 'Testnet', …) from Foyer's.
const networkNames: Readonly<Record<BitcoinNetworkName, string>> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  testnet4: 'Testnet4',
  signet: 'Signet',
  regtest: 'Regtest',
}

// sats-connect's codes for a request the visitor refused, and for a method the wallet does not have.
const USER_REJECTION = -32000
const METHOD_NOT_FOUND = -32601

/** The provider object at a dotted path of the page (`XverseProviders.BitcoinProvider`). */
function providerAt(page: BitcoinPage, path: string): SatsProvider | undefined {
  let value: unknown = page
  for (const part of path.split('.')) value = isRecord(value) ? value[part] : undefined
  return isSatsProvider(value) ? value : undefined
}

function isSatsProvider(value: unknown): value is SatsProvider {
  return isRecord(value) && typeof value.request === 'function'
}

/** The result of a sats-connect JSON-RPC answer, or the wallet's error (4001 for a refusal). */
async function call(provider: SatsProvider, method: string, params: unknown): Promise<unknown> {
  let answer: unknown
  try {
    answer = await provider.request(method, params)
  } catch (error) {
    throw toBitcoinWalletError(error, method)
  }
  if (isRecord(answer) && isRecord(answer.error)) {
    const { code, message } = answer.error
    if (code === METHOD_NOT_FOUND) throw new UnsupportedWalletMethodError({ details: method })
    throw toBitcoinWalletError({ code: code === USER_REJECTION ? 4001 : code, message }, method)
  }
  if (!isRecord(answer) || !('result' in answer))
    throw invalidAnswer(method, 'the answer is no JSON-RPC envelope')
  return answer.result
}

function portOf(provider: SatsProvider): BitcoinWalletPort {
  const addressesIn = (method: string, result: unknown) =>
    addressesOf(isRecord(result) ? result.addresses : result, method)
  const port: BitcoinWalletPort = {
    async connect(network) {
      const result = await call(provider, 'wallet_connect', {
        addresses: ['payment', 'ordinals'],
        network: networkNames[network],
      })
      return addressesIn('wallet_connect', result)
    },
    async accounts() {
      try {
        return addressesIn('wallet_getAccount', await call(provider, 'wallet_getAccount', null))
      } catch {
        // Not connected to this site (ACCESS_DENIED) or no such method: no shared account.
        return []
      }
    },
    async network() {
      const result = await call(provider, 'wallet_getNetwork', null)
      const name = isRecord(result) && isRecord(result.bitcoin) ? result.bitcoin.name : undefined
      if (typeof name !== 'string') throw invalidAnswer('wallet_getNetwork', 'no bitcoin.name')
      return name
    },
    async switchNetwork(network) {
      await call(provider, 'wallet_changeNetwork', { name: networkNames[network] })
    },
    async signMessage({ address, message, protocol }) {
      const result = await call(provider, 'signMessage', {
        address,
        message,
        protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA',
      })
      return base64Of(isRecord(result) ? result.signature : undefined, 'signMessage')
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const result = await call(provider, 'signPsbt', { psbt, signInputs, broadcast })
      const signed = base64Of(isRecord(result) ? result.psbt : undefined, 'signPsbt')
      const txid = isRecord(result) && result.txid !== undefined ? txidOf(result.txid, 'signPsbt') : undefined
      return { psbt: signed, txid }
    },
    async sendTransfer({ recipient, amount }) {
      const result = await call(provider, 'sendTransfer', {
        recipients: [{ address: recipient, amount: Number(amount) }],
      })
      return txidOf(isRecord(result) ? result.txid : undefined, 'sendTransfer')
    },
    watch(onChange) {
      if (typeof provider.addListener !== 'function') return () => {}
      const stops = [
        provider.addListener('accountChange', () => {
          // The event says only that something changed: the accounts are read again.
          void port
            .accounts()
            .then((addresses) =>
              onChange(addresses.length > 0 ? { type: 'accounts', addresses } : { type: 'disconnect' }),
            )
        }),
        provider.addListener('networkChange', (event) => {
          const name = isRecord(event) && isRecord(event.bitcoin) ? event.bitcoin.name : undefined
          if (typeof name === 'string') onChange({ type: 'network', network: name })
        }),
        provider.addListener('disconnect', () => onChange({ type: 'disconnect' })),
      ]
      return () => {
        for (const stop of stops) if (typeof stop === 'function') stop()
      }
    },
    async disconnect() {
      await call(provider, 'wallet_disconnect', null)
    },
  }
  return port
}

/**
 * The connectors of the sats-connect wallets announced on `page` (WBIP004 `btc_providers`), each with
 * a provider that answers; announcements without one are skipped until it appears.
 *
 * @example
 * satsConnectConnectors(window) // [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse', … }]
 */
export function satsConnectConnectors(page: BitcoinPage): Connector[] {
  const announced: unknown = Reflect.get(page, 'btc_providers')
  if (!Array.isArray(announced)) return []
  return announced.flatMap((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.name !== 'string') return []
    const provider = providerAt(page, entry.id)
    if (!provider) return []
    const icon = typeof entry.icon === 'string' ? entry.icon : undefined
    return [
      {
        id: entry.id,
        name: entry.name,
        type: 'ANNOUNCED' as const,
        chain: 'bip122' as const,
        ...(icon ? { imageUrl: icon, info: { icon } } : {}),
        provider: portOf(provider),
      },
    ]
  })
}
