import { requestApproval } from '../../../modules/transaction-approval/actions/request-approval.js'
import type { FoyerCore } from '../../../system/module.types.js'
import type { SignedPsbt, SignPsbtRequest } from '../psbt/psbt.types.js'
import { psbtPreview } from '../psbt/psbt-preview.js'
import { requireBitcoinConnection } from './bitcoin-connection.js'

/**
 * Signs a PSBT with the connected Bitcoin wallet, after the visitor approved it in the modal: the
 * ApproveTransaction view shows what it spends and pays (which inputs this wallet signs, which outputs
 * come back to it), the fee and fee rate, warnings (a fee above the payment or far above the network's
 * rate), and only an approval asks the wallet. A PSBT the wallet must not sign (a sighash type other
 * than ALL/DEFAULT, an amount it would sign for that the PSBT does not prove, no outputs) shows with
 * its reason and only Decline. The request is read once: the PSBT reviewed is the PSBT signed. The
 * signed PSBT comes back as base64 and hex, with its txid when `broadcast` sent it through the
 * network's Esplora API. Needs the `transactionApproval()` module. Rejects with
 * `NoActiveCaipAddressError` when no Bitcoin wallet is connected, `InvalidPsbtError` for a PSBT that
 * cannot be read or names inputs that are not the wallet's, the standard rejection (4001) when the
 * visitor declines, and the wallet's error otherwise.
 *
 * @example
 * const { txid } = await signPsbt(foyer, { psbt: 'cHNidP8B…', broadcast: true })
 */
export async function signPsbt(foyer: FoyerCore, request: SignPsbtRequest): Promise<SignedPsbt> {
  const { adapter, connection, network } = requireBitcoinConnection(foyer)
  // The request is read once, here: the site keeps its object and could change it (or answer a getter
  // differently) while the visitor reviews, and the wallet must sign the very PSBT that was reviewed.
  const asked = readOnce(request)
  // Read (and refused when invalid) before the modal opens: the visitor only ever reviews a PSBT the wallet can sign.
  const summary = await adapter.describePsbt(connection, asked)
  return requestApproval(foyer, {
    preview: psbtPreview(summary, network, asked.broadcast === true),
    run: (signal) => adapter.signPsbt(connection, { ...asked, signal }),
  })
}

/** A copy of the site's request that nothing the site does later can change. */
function readOnce(request: SignPsbtRequest): Omit<SignPsbtRequest, 'signal'> {
  const { psbt, signInputs, broadcast } = request
  const plan = signInputs
    ? Object.freeze(
        Object.fromEntries(
          Object.entries(signInputs).map(([address, indexes]) => [address, Object.freeze([...indexes])]),
        ),
      )
    : undefined
  return Object.freeze({ psbt: String(psbt), signInputs: plan, broadcast: broadcast === true })
}
