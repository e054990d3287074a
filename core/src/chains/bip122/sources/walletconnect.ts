import { isRecord } from '../../../utils/is-record.js'
import { WalletConnectNotPairedError } from '../../walletconnect/errors.js'
import type { WalletConnectSessionPort } from '../../walletconnect/walletconnect-kit.types.js'
import type { BitcoinWalletAddress, BitcoinWalletPort } from '../bip122.types.js'
import {
  type BitcoinNetworkName,
  caipIdOfBitcoinNetwork,
  isAddressOfBitcoinNetwork,
} from '../bitcoin-networks.js'
import {
  addressesOf,
  base64Of,
  invalidAnswer,
  toBitcoinWalletError,
  txidOf,
  UnsupportedWalletMethodError,
} from '../wallet-answers.js'

// A WalletConnect session seen as a Bitcoin wallet port, so the Bitcoin adapter connects and signs
// through a phone wallet as through an extension. Requests are WalletConnect's Bitcoin JSON-RPC methods
// (reown's bitcoin-rpc reference), each naming the connected `account`, the session's bip122 address:
// - getAccountAddresses { account, intentions } → [{ address, publicKey?, path?, intention? }]
// - signMessage { account, message, address, protocol } → { address, signature (hex), messageHash? }
// - signPsbt { account, psbt (base64), signInputs: [{ address, index }], broadcast } → { psbt, txid? }
// - sendTransfer { account, recipientAddress, amount (sats, a string) } → { txid }
// and the event `bip122_addressesChanged`, whose data reads like getAccountAddresses' answer.

// A method the wallet does not have: JSON-RPC's "method not found", EIP-1193's 4200, and the
// WalletConnect SDK's UNSUPPORTED_METHODS.
const unsupportedCodes: readonly unknown[] = [-32601, 4200, 5101]

/** What the wallet answered, or its error (4001 for a refusal; a method it lacks is said so). */
async function call(session: WalletConnectSessionPort, method: string, params: unknown): Promise<unknown> {
  try {
    return await session.request(method, params)
  } catch (error) {
    const code = isRecord(error) ? error.code : undefined
    const message = isRecord(error) && typeof error.message === 'string' ? error.message : ''
    if (unsupportedCodes.includes(code) || /not supported|unsupported|method not found/i.test(message))
      throw new UnsupportedWalletMethodError({ details: method, cause: error })
    throw toBitcoinWalletError(error, method)
  }
}

/**
 * The addresses the wallet shares: `payment` (the connected account, with its public key where the
 * wallet's list has it), then the first address of the list meant for ordinals, if any.
 */
function sharedAddresses(payment: string, listed: unknown, method: string): BitcoinWalletAddress[] {
  const entries = Array.isArray(listed) ? listed.filter(isRecord) : []
  const own = entries.find((entry) => entry.address === payment)
  const ordinals = entries.find((entry) => entry.intention === 'ordinal' && entry.address !== payment)
  return addressesOf(
    [
      { address: payment, publicKey: own?.publicKey, purpose: 'payment' },
      ...(ordinals
        ? [{ address: ordinals.address, publicKey: ordinals.publicKey, purpose: 'ordinals' }]
        : []),
    ],
    method,
  )
}

/** A signature WalletConnect's way (hex, without 0x) as base64; a wallet answering base64 anyway is read too. */
function signatureOf(value: unknown): string {
  const hex = typeof value === 'string' ? value.replace(/^0x/i, '') : ''
  const pairs = /^(?:[0-9a-f]{2})+$/i.test(hex) ? hex.match(/../g) : null
  if (pairs)
    return base64Of(
      Uint8Array.from(pairs, (pair) => Number.parseInt(pair, 16)),
      'signMessage',
    )
  return base64Of(value, 'signMessage')
}

/** The port over a WalletConnect session: every optional method but the network's is there. */
export type WalletConnectBitcoinPort = BitcoinWalletPort &
  Required<Pick<BitcoinWalletPort, 'sendTransfer' | 'watch' | 'disconnect'>>

/**
 * The Bitcoin side of a WalletConnect session as a Bitcoin wallet port: its payment account is the
 * session's bip122 account (the wallet's first external address), its ordinals account the first
 * ordinals address `getAccountAddresses` lists. A wallet that does not answer that still connects,
 * with the session's account alone. Reading the accounts again needs no wallet round trip.
 *
 * @example
 * const port = walletConnectBitcoinPort(session)
 * await port.connect('mainnet') // [{ address: 'bc1q…', purpose: 'payment', addressType: 'p2wpkh', publicKey: '02…' }, …]
 */
export function walletConnectBitcoinPort(session: WalletConnectSessionPort): WalletConnectBitcoinPort {
  // What the wallet shares now, payment first: the connect's answer, then its events'.
  let shared: readonly BitcoinWalletAddress[] = []

  /** The session's account on `network` (its first one when it has none there). */
  function sessionAccount(network?: BitcoinNetworkName): string | undefined {
    const accounts = session.accounts()
    const caipNetworkId = network && caipIdOfBitcoinNetwork(network)
    return (caipNetworkId && accounts.find((a) => isAddressOfBitcoinNetwork(a, caipNetworkId))) || accounts[0]
  }

  /** The `account` every request names: the connected payment address. */
  function account(): string {
    const address = shared[0]?.address ?? sessionAccount()
    if (!address) throw new WalletConnectNotPairedError({ details: 'no Bitcoin account in the session' })
    return address
  }

  return {
    walletInfo: () => session.walletInfo(),
    async connect(network) {
      if (!(await session.isPaired())) throw new WalletConnectNotPairedError({ details: 'connect' })
      const payment = sessionAccount(network)
      if (!payment) throw invalidAnswer('connect', 'the session has no Bitcoin account')
      const listed = await call(session, 'getAccountAddresses', {
        account: payment,
        intentions: ['payment', 'ordinal'],
      }).catch(() => undefined)
      shared = sharedAddresses(payment, listed, 'getAccountAddresses')
      return shared
    },
    async accounts() {
      if (!(await session.isPaired())) return []
      if (shared.length > 0) return shared
      const accounts = session.accounts()
      if (accounts.length === 0) return []
      return addressesOf(
        accounts.map((address) => ({ address, purpose: 'payment' })),
        'accounts',
      )
    },
    async signMessage({ address, message, protocol }) {
      const result = await call(session, 'signMessage', { account: account(), message, address, protocol })
      return signatureOf(isRecord(result) ? result.signature : undefined)
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const result = await call(session, 'signPsbt', {
        account: account(),
        psbt,
        signInputs: Object.entries(signInputs).flatMap(([address, indexes]) =>
          indexes.map((index) => ({ address, index })),
        ),
        broadcast,
      })
      const signed = base64Of(isRecord(result) ? result.psbt : undefined, 'signPsbt')
      const txid = isRecord(result) && result.txid !== undefined ? txidOf(result.txid, 'signPsbt') : undefined
      return { psbt: signed, txid }
    },
    async sendTransfer({ recipient, amount }) {
      const result = await call(session, 'sendTransfer', {
        account: account(),
        recipientAddress: recipient,
        amount: amount.toString(),
      })
      return txidOf(isRecord(result) ? result.txid : undefined, 'sendTransfer')
    },
    watch(onChange) {
      const share = (payment: unknown, listed: unknown, method: string) => {
        if (typeof payment !== 'string') return
        try {
          shared = sharedAddresses(payment, listed, method)
        } catch {
          return // Not a Bitcoin address: the wallet's event is dropped.
        }
        onChange({ type: 'accounts', addresses: shared })
      }
      // The first address not meant for ordinals is the wallet's payment (first external) address.
      const onAddresses = (listed: unknown) => {
        const entries = Array.isArray(listed) ? listed.filter(isRecord) : []
        share(
          entries.find((entry) => entry.intention !== 'ordinal')?.address,
          listed,
          'bip122_addressesChanged',
        )
      }
      const onAccounts = (addresses: unknown) =>
        share(Array.isArray(addresses) ? addresses[0] : undefined, undefined, 'accountsChanged')
      const onDisconnect = () => {
        shared = []
        onChange({ type: 'disconnect' })
      }
      session.events.on('bip122_addressesChanged', onAddresses)
      session.events.on('accountsChanged', onAccounts)
      session.events.on('disconnect', onDisconnect)
      return () => {
        session.events.removeListener('bip122_addressesChanged', onAddresses)
        session.events.removeListener('accountsChanged', onAccounts)
        session.events.removeListener('disconnect', onDisconnect)
      }
    },
    async disconnect() {
      shared = []
      await session.disconnect()
    },
  }
}
