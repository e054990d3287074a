import type { FoyerCore } from '../../../system/module.types.js'
import type { BitcoinTransfer } from '../psbt/psbt.types.js'
import { requireBitcoinConnection } from './bitcoin-connection.js'
import { signPsbt } from './sign-psbt.js'

/**
 * Pays `amount` sats to `recipient` from the connected wallet's payment address, reviewed in the
 * modal: Foyer builds the PSBT (its largest outputs first, change back, Esplora's fee estimate), the
 * ApproveTransaction view shows it, and once approved the wallet signs and Foyer broadcasts; the
 * transaction id. Needs the `transactionApproval()` module; rejects as {@link signPsbt} does, and with
 * `InsufficientBitcoinError` when the address cannot pay the amount and its fee.
 *
 * @example
 * const txid = await sendBitcoin(foyer, { recipient: 'bc1q…', amount: 10_000n })
 */
export async function sendBitcoin(foyer: FoyerCore, transfer: BitcoinTransfer): Promise<string> {
  const { adapter, connection } = requireBitcoinConnection(foyer)
  const psbt = await adapter.createTransferPsbt(connection, transfer)
  const { txid } = await signPsbt(foyer, { psbt, broadcast: true })
  // `broadcast` always answers a txid; an empty one would be Foyer's bug, not the visitor's.
  if (!txid) throw new Error('sendBitcoin: the broadcast answered no transaction id')
  return txid
}
