import type { Connector } from '../../../connectors/connector.types.js'
import { isRecord } from '../../../utils/is-record.js'
import type { BitcoinPage, BitcoinWalletAddress, BitcoinWalletPort } from '../bip122.types.js'
import type { BitcoinNetworkName } from '../bitcoin-networks.js'
import { addressesOf, base64Of, base64ToHex, callWallet, invalidAnswer, txidOf } from '../wallet-answers.js'

// Wallets with UniSat's injected API (UniSat at `window.unisat`; OKX's Bitcoin provider at
// `window.okxwallet.bitcoin` speaks the same): plain methods that resolve with plain values — address
// lists, base64 signatures, hex PSBTs — and `on`/`removeListener` events.

type UnisatProvider = Record<string, unknown>

/** Where each wallet of this family injects itself, and how it is named. */
const families = [
  { id: 'unisat', name: 'UniSat Wallet', path: ['unisat'] },
  { id: 'okx.bitcoin', name: 'OKX Wallet', path: ['okxwallet', 'bitcoin'] },
] as const

// UniSat's chain names for `switchChain` (its `switchNetwork` knows only livenet and testnet).
const chainNames: Readonly<Record<BitcoinNetworkName, string>> = {
  mainnet: 'BITCOIN_MAINNET',
  testnet: 'BITCOIN_TESTNET',
  testnet4: 'BITCOIN_TESTNET4',
  signet: 'BITCOIN_SIGNET',
  regtest: 'BITCOIN_REGTEST',
}

function portOf(provider: UnisatProvider): BitcoinWalletPort {
  // The wallet gives address strings; its public key belongs to its one (current) address.
  async function withKey(method: string, answer: unknown): Promise<BitcoinWalletAddress[]> {
    if (!Array.isArray(answer)) return addressesOf(answer, method)
    const publicKey = await callWallet(provider, 'getPublicKey').catch(() => undefined)
    const [first, ...rest] = answer
    return addressesOf([{ address: first, publicKey }, ...rest], method)
  }
  const hasMethod = (method: string) => typeof provider[method] === 'function'
  return {
    async connect() {
      return withKey('requestAccounts', await callWallet(provider, 'requestAccounts'))
    },
    async accounts() {
      try {
        const answer = await callWallet(provider, 'getAccounts')
        return Array.isArray(answer) && answer.length > 0 ? await withKey('getAccounts', answer) : []
      } catch {
        return []
      }
    },
    async network() {
      if (hasMethod('getChain')) {
        const chain = await callWallet(provider, 'getChain')
        if (isRecord(chain) && typeof chain.enum === 'string') return chain.enum
      }
      const network = await callWallet(provider, 'getNetwork')
      if (typeof network !== 'string') throw invalidAnswer('getNetwork', 'no network name')
      return network
    },
    async switchNetwork(network) {
      await callWallet(provider, 'switchChain', chainNames[network])
    },
    async signMessage({ message, protocol }) {
      const signature = await callWallet(
        provider,
        'signMessage',
        message,
        protocol === 'bip322' ? 'bip322-simple' : 'ecdsa',
      )
      return base64Of(signature, 'signMessage')
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const hex = base64ToHex(psbt)
      const toSignInputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ index, address })),
      )
      const signed = await callWallet(provider, 'signPsbt', hex, { autoFinalized: broadcast, toSignInputs })
      const base64 = base64Of(signed, 'signPsbt')
      if (!broadcast) return { psbt: base64 }
      const txid = txidOf(await callWallet(provider, 'pushPsbt', signed), 'pushPsbt')
      return { psbt: base64, txid }
    },
    async sendTransfer({ recipient, amount }) {
      return txidOf(await callWallet(provider, 'sendBitcoin', recipient, Number(amount)), 'sendBitcoin')
    },
    watch(onChange) {
      const on = provider.on
      const off = provider.removeListener
      if (typeof on !== 'function') return () => {}
      const onAccounts = (accounts: unknown) => {
        if (Array.isArray(accounts) && accounts.length === 0) onChange({ type: 'disconnect' })
        else
          void withKey('accountsChanged', accounts).then(
            (addresses) => onChange({ type: 'accounts', addresses }),
            () => {},
          )
      }
      const onNetwork = (network: unknown) => {
        if (typeof network === 'string') onChange({ type: 'network', network })
        else if (isRecord(network) && typeof network.enum === 'string')
          onChange({ type: 'network', network: network.enum })
      }
      on.call(provider, 'accountsChanged', onAccounts)
      // Newer UniSat versions say `chainChanged` with a chain object; older ones `networkChanged`.
      on.call(provider, 'networkChanged', onNetwork)
      on.call(provider, 'chainChanged', onNetwork)
      return () => {
        if (typeof off !== 'function') return
        off.call(provider, 'accountsChanged', onAccounts)
        off.call(provider, 'networkChanged', onNetwork)
        off.call(provider, 'chainChanged', onNetwork)
      }
    },
  }
}

/**
 * The connectors of UniSat-style wallets injected into `page`.
 *
 * @example
 * unisatConnectors(window) // [{ id: 'unisat', name: 'UniSat Wallet', type: 'INJECTED', chain: 'bip122', … }]
 */
export function unisatConnectors(page: BitcoinPage): Connector[] {
  return families.flatMap(({ id, name, path }) => {
    let value: unknown = page
    for (const part of path) value = isRecord(value) ? value[part] : undefined
    if (!isRecord(value) || typeof value.requestAccounts !== 'function') return []
    return [{ id, name, type: 'INJECTED' as const, chain: 'bip122' as const, provider: portOf(value) }]
  })
}
