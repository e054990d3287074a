import type { FoyerCore } from '../../../modules/module.types.js'
import { requestApproval } from '../../../modules/transaction-approval/actions/request-approval.js'
import type { SignedPsbt, SignPsbtRequest } from '../psbt/psbt.types.js'
import { psbtPreview } from '../psbt/psbt-preview.js'
import { requireBitcoinConnection } from './bitcoin-connection.js'

/**
 * Signs a PSBT with the connected Bitcoin wallet, after the visitor approved it in the modal: the
 * ApproveTransaction view shows what it spends and pays (which inputs this wallet signs, which outputs
 * come back to it), the fee and fee rate, and only an approval asks the wallet. The signed PSBT comes
 * back as base64 and hex, with its txid when `broadcast` sent it through the network's Esplora API.
 * Needs the `transactionApproval()` module. Rejects with `NoActiveCaipAddressError` when no Bitcoin
 * wallet is connected, `InvalidPsbtError` for a PSBT the wallet would not be asked to sign, the
 * standard rejection (4001) when the visitor declines, and the wallet's error otherwise.
 *
 * @example
 * const { txid } = await signPsbt(foyer, { psbt: 'cHNidP8B…', broadcast: true })
 */
export async function signPsbt(foyer: FoyerCore, request: SignPsbtRequest): Promise<SignedPsbt> {
  const { adapter, connection, network } = requireBitcoinConnection(foyer)
  // Read (and refused when invalid) before the modal opens: the visitor only ever reviews a PSBT the wallet can sign.
  const summary = await adapter.describePsbt(connection, request)
  return requestApproval(foyer, {
    preview: psbtPreview(summary, network, request.broadcast === true),
    run: (signal) => adapter.signPsbt(connection, { ...request, signal }),
  })
}
