import {
  BitcoinDustError,
  ReceiverNetworkMismatchError,
  SendNetworkNotOfferedError,
  TransferNetworkChangedError,
  TransferQuoteChangedError,
  UnsupportedTransferTokenError,
} from '../../../errors/transfer.js'
import type { Network } from '../../../networks/network.types.js'
import { formatAmount } from '../../../utils/format-balance.js'
import { activeAccountOf } from '../../account.js'
import type { Connection } from '../../adapter.types.js'
import type { PreparedTransfer, Transfer, TransferSender } from '../../transfer.types.js'
import type { TransactionDeps } from '../bip122.transactions.js'
import { bitcoinNetworkName, isAddressOfBitcoinNetwork } from '../bitcoin-networks.js'
import { bitcoinjsNetwork, loadBitcoinLibrary } from './bitcoinjs.load.js'
import { esploraFeeRate } from './esplora-psbt.js'
import { psbtActions } from './psbt-actions.js'
import { dustLimit } from './transfer-plan.js'
import { buildTransferPsbt, quoteTransfer, TRANSFER_FEE_TARGET_BLOCKS } from './transfer-psbt.js'

// Sending bitcoin from the payment address (the Send form's), with the Bitcoin adapter's PSBTs: the
// transfer is planned as `buildTransferPsbt` plans it, at a fee rate read once and kept (in thousandths
// of a sat/vB, the fee terms being whole numbers), so the PSBT the wallet signs pays the fee shown;
// the wallet signs it, Foyer checks what it signed and broadcasts it.

/** The fee rate as the fee terms keep it: thousandths of a sat/vB, rounded up (never under Esplora's). */
const toMilli = (feeRate: number) => BigInt(Math.ceil(feeRate * 1000))

/**
 * The Bitcoin adapter's sending, bound to its wallets, Esplora APIs and networks.
 *
 * @example
 * loadTransfers: () => import('./psbt/psbt-transfers.js').then((t) => t.psbtTransfers(deps, networks))
 */
export function psbtTransfers(
  deps: TransactionDeps,
  networks: readonly Network<'bip122'>[],
): TransferSender<'bip122'> {
  const actions = psbtActions(deps)
  const networkOf = (connection: Connection<'bip122'>) => {
    const network = networks.find((each) => each.caipNetworkId === connection.caipNetworkId)
    const name = bitcoinNetworkName(connection.caipNetworkId)
    if (!network || !name) throw new SendNetworkNotOfferedError()
    return { network, name }
  }

  async function quote(connection: Connection<'bip122'>, transfer: Transfer, feeRate: number) {
    if (transfer.token) throw new UnsupportedTransferTokenError({ details: transfer.token.address })
    const { network, name } = networkOf(connection)
    if (!isAddressOfBitcoinNetwork(transfer.to, connection.caipNetworkId))
      throw new ReceiverNetworkMismatchError({ details: `${transfer.to} on ${name}` })
    const library = await loadBitcoinLibrary()
    const script = library.lib.address.toOutputScript(transfer.to, bitcoinjsNetwork(library.lib, name))
    const dust = BigInt(dustLimit(script.length))
    if (transfer.amount > 0n && transfer.amount < dust) {
      const { decimals, symbol } = network.nativeCurrency
      throw new BitcoinDustError(`${formatAmount(dust, decimals)} ${symbol}`)
    }
    const account = activeAccountOf(connection)
    const context = { network: name, esploraUrl: deps.esploraUrlOf(connection), feeRate }
    const quoted = await quoteTransfer(
      library,
      account,
      { recipient: transfer.to, amount: transfer.amount },
      context,
    )
    return { ...quoted, account, network, library, context }
  }

  return {
    async prepareTransfer(connection, transfer): Promise<PreparedTransfer> {
      const feeRate =
        Number(toMilli(await esploraFeeRate(deps.esploraUrlOf(connection), TRANSFER_FEE_TARGET_BLOCKS))) /
        1000
      const { balance, fee, account, network } = await quote(connection, transfer, feeRate)
      return {
        ...transfer,
        caipNetworkId: connection.caipNetworkId,
        from: account.address,
        fee,
        balance,
        nativeBalance: balance,
        symbol: network.nativeCurrency.symbol,
        feeTerms: { feeRateMilli: toMilli(feeRate) },
      }
    },

    async sendTransfer(connection, prepared) {
      if (connection.caipNetworkId !== prepared.caipNetworkId)
        throw new TransferNetworkChangedError({
          details: `prepared on ${prepared.caipNetworkId}, the wallet is on ${connection.caipNetworkId}`,
        })
      const feeRate = Number(prepared.feeTerms.feeRateMilli ?? 0n) / 1000
      const { fee, account, library, context } = await quote(connection, prepared, feeRate)
      // The outputs the plan spends may have changed (spent elsewhere, or new ones): another fee.
      if (fee !== prepared.fee)
        throw new TransferQuoteChangedError({ details: `fee ${prepared.fee} sats quoted, ${fee} now` })
      const psbt = await buildTransferPsbt(
        library,
        account,
        { recipient: prepared.to, amount: prepared.amount },
        context,
      )
      const { txid } = await actions.signPsbt(connection, { psbt: psbt.toBase64(), broadcast: true })
      if (!txid) throw new TypeError('sendTransfer: the broadcast answered no transaction id')
      return txid
    },
  }
}
