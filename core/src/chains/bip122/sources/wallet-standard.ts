import type { Wallet } from '@wallet-standard/base'
import type { Connector } from '../../../connectors/connector.types.js'
import { isRecord } from '../../../utils/is-record.js'
import type { AccountPurpose } from '../../adapter.types.js'
import type { BitcoinWalletAddress, BitcoinWalletPort } from '../bip122.types.js'
import type { BitcoinNetworkName } from '../bitcoin-networks.js'
import {
  addressesOf,
  addressTypeOf,
  base64Of,
  base64ToBytes,
  invalidAnswer,
  toBitcoinWalletError,
  UnsupportedWalletMethodError,
} from '../wallet-answers.js'

// Wallets registered in the Wallet Standard with Bitcoin's features (Exodus's bitcoin-wallet-standard):
// `bitcoin:connect({ purposes })` answers accounts in the order of the purposes asked, each a
// `WalletAccount` (address, public key bytes, chains `bitcoin:mainnet`, `bitcoin:testnet` or
// `bitcoin:regtest`); `bitcoin:signMessage` and `bitcoin:signTransaction` take bytes and an account; `standard:events` says when the
// shared accounts change. Unlike the page's sources, the registry says when a wallet arrives or leaves.

const purposes: readonly AccountPurpose[] = ['payment', 'ordinals']

// The Wallet Standard names three Bitcoin chains; the other test networks sign as testnet.
const chainOf = (network: BitcoinNetworkName) =>
  `bitcoin:${network === 'mainnet' || network === 'regtest' ? network : 'testnet'}`

const isBitcoinAccount = (account: unknown) =>
  isRecord(account) &&
  Array.isArray(account.chains) &&
  account.chains.some((chain: unknown) => typeof chain === 'string' && chain.startsWith('bitcoin:'))

/** Calls `feature`'s `method`, reporting the wallet's error (4001 for a refusal) as Foyer's. */
async function call(wallet: Wallet, feature: string, method: string, ...args: unknown[]): Promise<unknown> {
  const object: unknown = Reflect.get(wallet.features, feature)
  const fn = isRecord(object) ? object[method] : undefined
  if (typeof fn !== 'function') throw new UnsupportedWalletMethodError({ details: feature })
  try {
    return await fn.apply(object, args)
  } catch (error) {
    throw toBitcoinWalletError(error, feature)
  }
}

/** The first output of a feature that answers a list, or `undefined`. */
const firstOf = (answer: unknown) => (Array.isArray(answer) && isRecord(answer[0]) ? answer[0] : undefined)

const hexOf = (bytes: unknown) =>
  bytes instanceof Uint8Array ? Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') : undefined

function portOf(wallet: Wallet): BitcoinWalletPort {
  // Each address's purpose as `bitcoin:connect` said it (by its place); others by their type.
  const purposeOf = new Map<string, AccountPurpose>()
  const addressesIn = (accounts: unknown, method: string): BitcoinWalletAddress[] =>
    addressesOf(
      (Array.isArray(accounts) ? accounts : []).filter(isRecord).map(({ address, publicKey }) => {
        const text = typeof address === 'string' ? address : ''
        const purpose = purposeOf.get(text) ?? (addressTypeOf(text) === 'p2tr' ? 'ordinals' : 'payment')
        return { address, publicKey: hexOf(publicKey), purpose }
      }),
      method,
    )
  const shared = () => wallet.accounts.filter(isBitcoinAccount)
  const accountOf = (address: string) => {
    const account = shared().find((a) => a.address === address)
    if (!account) throw invalidAnswer('bitcoin:connect', `the wallet does not share ${address}`)
    return account
  }
  return {
    async connect() {
      const answer = await call(wallet, 'bitcoin:connect', 'connect', { purposes })
      const accounts = isRecord(answer) && Array.isArray(answer.accounts) ? answer.accounts : []
      accounts.forEach((account: unknown, index) => {
        const purpose = purposes[index]
        if (isRecord(account) && typeof account.address === 'string' && purpose)
          purposeOf.set(account.address, purpose)
      })
      return addressesIn(accounts, 'bitcoin:connect')
    },
    // The accounts the wallet shares with the site are on the wallet object: no prompt.
    async accounts() {
      const accounts = shared()
      return accounts.length > 0 ? addressesIn(accounts, 'accounts') : []
    },
    async network() {
      const chain = shared()[0]?.chains.find((c) => c.startsWith('bitcoin:'))
      if (!chain) throw invalidAnswer('accounts', 'no Bitcoin chain')
      return chain.slice('bitcoin:'.length)
    },
    // The wallet chooses the format (BIP-322, or BIP-137 as the feature's comment suggests); both verify.
    async signMessage({ address, message }) {
      const answer = await call(wallet, 'bitcoin:signMessage', 'signMessage', {
        account: accountOf(address),
        message: new TextEncoder().encode(message),
      })
      return base64Of(firstOf(answer)?.signature, 'bitcoin:signMessage')
    },
    // Signed only, never sent (`bitcoin:signAndSendTransaction` answers no PSBT): no txid, Foyer broadcasts.
    async signPsbt({ psbt, signInputs, network }) {
      const answer = await call(wallet, 'bitcoin:signTransaction', 'signTransaction', {
        psbt: base64ToBytes(psbt),
        chain: chainOf(network),
        inputsToSign: Object.entries(signInputs).map(([address, indexes]) => ({
          account: accountOf(address),
          signingIndexes: [...indexes],
        })),
      })
      return { psbt: base64Of(firstOf(answer)?.signedPsbt, 'bitcoin:signTransaction') }
    },
    watch(onChange) {
      const events: unknown = wallet.features['standard:events']
      const on = isRecord(events) ? events.on : undefined
      if (typeof on !== 'function') return () => {}
      const off: unknown = on.call(events, 'change', (change: unknown) => {
        if (!isRecord(change) || !Array.isArray(change.accounts)) return
        const accounts = change.accounts.filter(isBitcoinAccount)
        if (accounts.length === 0) return onChange({ type: 'disconnect' })
        try {
          onChange({ type: 'accounts', addresses: addressesIn(accounts, 'standard:events') })
        } catch {
          // A change without a usable address changes nothing.
        }
      })
      return () => {
        if (typeof off === 'function') off()
      }
    },
    async disconnect() {
      if ('standard:disconnect' in wallet.features) await call(wallet, 'standard:disconnect', 'disconnect')
    },
  }
}

/**
 * Whether a registered wallet is a Bitcoin one: it has `bitcoin:connect`.
 *
 * @example
 * isBitcoinStandardWallet(wallet) // true for a wallet with Bitcoin features
 */
export const isBitcoinStandardWallet = (wallet: Wallet): boolean => 'bitcoin:connect' in wallet.features

/**
 * The connector of a registered Bitcoin wallet; the Wallet Standard gives wallets no other id, so its
 * name is its id.
 *
 * @example
 * bitcoinStandardConnector(wallet) // { id: 'Exodus', name: 'Exodus', type: 'ANNOUNCED', chain: 'bip122', … }
 */
export function bitcoinStandardConnector(wallet: Wallet): Connector {
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    imageUrl: wallet.icon,
    info: { icon: wallet.icon },
    provider: portOf(wallet),
  }
}
