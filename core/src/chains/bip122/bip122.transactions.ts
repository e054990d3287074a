import type { Connection } from '../adapter.types.js'
import type { BitcoinWalletPort } from './bip122.types.js'
import type { BitcoinTransfer, PsbtSummary, SignedPsbt, SignPsbtRequest } from './psbt/psbt.types.js'

/**
 * What the Bitcoin adapter adds to the common contract: PSBTs read for people, signed and checked,
 * and transfers. bitcoinjs-lib loads on the first of these calls.
 *
 * @example
 * const summary = await adapter.describePsbt(connection, { psbt })
 * const { base64, hex, txid } = await adapter.signPsbt(connection, { psbt, broadcast: true })
 */
export type BitcoinTransactionActions = {
  /**
   * The PSBT in words: inputs (and which the wallet signs), outputs (and which come back to it), fee
   * and fee rate, what leaves the wallet, warnings (compared with the network's fee rate for the next
   * block) and refusals (why the wallet must not sign it). Throws `InvalidPsbtError` for a PSBT that
   * cannot be read or names inputs that are not the wallet's.
   */
  describePsbt(connection: Connection<'bip122'>, request: SignPsbtRequest): Promise<PsbtSummary>
  /**
   * Asks the wallet to sign the PSBT's inputs of its addresses, checks that it signed that same
   * transaction with valid ALL/DEFAULT signatures, and broadcasts it through the network's Esplora API
   * when asked. Throws `InvalidPsbtError`, without asking the wallet, for a PSBT `describePsbt` gives
   * refusals for.
   */
  signPsbt(connection: Connection<'bip122'>, request: SignPsbtRequest): Promise<SignedPsbt>
  /**
   * The unsigned PSBT (base64) of a payment of `amount` sats to `recipient` from the payment address:
   * its largest outputs first, change back unless it would be dust, at Esplora's fee estimate for 3
   * blocks. Hand it to `signPsbt` (or to `signPsbt(foyer, …)`, which shows it to the visitor first).
   * Throws `InsufficientBitcoinError` when the address cannot pay it and its fee.
   */
  createTransferPsbt(connection: Connection<'bip122'>, transfer: BitcoinTransfer): Promise<string>
  /**
   * Pays `amount` sats to `recipient` from the payment address; the transaction id. Wallets with a
   * transfer method do it themselves; for the others Foyer builds the PSBT, the wallet signs it, and
   * Foyer broadcasts it.
   */
  sendTransfer(connection: Connection<'bip122'>, transfer: BitcoinTransfer): Promise<string>
}

/** What the actions need from the adapter: each connection's wallet, and each network's Esplora API. */
export type TransactionDeps = {
  requirePort(connectorId: string): BitcoinWalletPort
  esploraUrlOf(connection: Connection<'bip122'>): string
}

/**
 * The Bitcoin adapter's transaction actions. Their code (PSBT reading, checks, transfer building) and
 * bitcoinjs-lib load on the first call: a site that only connects Bitcoin wallets never downloads them.
 *
 * @example
 * const actions = bitcoinTransactionActions({ requirePort, esploraUrlOf })
 */
export function bitcoinTransactionActions(deps: TransactionDeps): BitcoinTransactionActions {
  let loading: Promise<BitcoinTransactionActions> | undefined
  const load = () => {
    loading ??= import('./psbt/psbt-actions.js').then(({ psbtActions }) => psbtActions(deps))
    return loading
  }
  return {
    describePsbt: async (connection, request) => (await load()).describePsbt(connection, request),
    signPsbt: async (connection, request) => (await load()).signPsbt(connection, request),
    createTransferPsbt: async (connection, transfer) =>
      (await load()).createTransferPsbt(connection, transfer),
    sendTransfer: async (connection, transfer) => (await load()).sendTransfer(connection, transfer),
  }
}
