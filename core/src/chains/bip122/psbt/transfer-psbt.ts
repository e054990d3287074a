import { hex } from '@scure/base'
import type { Psbt } from 'bitcoinjs-lib'
import type { Account } from '../../adapter.types.js'
import type { BitcoinNetworkName } from '../bitcoin-networks.js'
import { addressTypeOf } from '../wallet-answers.js'
import { type BitcoinLibrary, bitcoinjsNetwork } from './bitcoinjs.load.js'
import { esploraFeeRate, esploraTransactionHex, esploraUtxos } from './esplora-psbt.js'
import type { BitcoinTransfer } from './psbt.types.js'
import { InvalidBitcoinTransferError } from './psbt-errors.js'
import { virtualSize } from './psbt-size.js'
import { planTransfer } from './transfer-plan.js'

/**
 * How soon a transfer Foyer builds should confirm: it pays Esplora's fee estimate for 3 blocks
 * (about half an hour), the middle of what wallets offer as "fast" and "normal".
 */
export const TRANSFER_FEE_TARGET_BLOCKS = 3

/**
 * Where a transfer is built: the network and its Esplora API, and the fee rate (sat/vB) when one was
 * quoted already (the Send form's: the fee shown is the fee paid), else Esplora's estimate.
 */
export type TransferContext = {
  network: BitcoinNetworkName
  esploraUrl: string
  feeRate?: number | undefined
}

/** The outputs spent and the change of sending `amount` from `spendable`, at its fee rate. */
function planOf(spendable: Awaited<ReturnType<typeof spendableOf>>, amount: bigint) {
  return planTransfer({
    utxos: spendable.utxos,
    addressType: spendable.addressType,
    amount,
    feeRate: spendable.feeRate,
    recipientScriptLength: spendable.recipientScript.length,
    changeScriptLength: spendable.ownScript.length,
  })
}

/** What a transfer from the payment account is planned from: its scripts, its outputs and the fee rate. */
async function spendableOf(
  { lib }: BitcoinLibrary,
  account: Account,
  transfer: BitcoinTransfer,
  { network, esploraUrl, feeRate: quoted }: TransferContext,
) {
  const params = bitcoinjsNetwork(lib, network)
  const scriptOf = (address: string) => {
    try {
      return lib.address.toOutputScript(address, params)
    } catch (error) {
      throw new InvalidBitcoinTransferError({
        details: `${address} is not an address of ${network}`,
        cause: error,
      })
    }
  }
  const recipientScript = scriptOf(transfer.recipient)
  const ownScript = scriptOf(account.address)
  const addressType = addressTypeOf(account.address)
  if (!addressType)
    throw new InvalidBitcoinTransferError({ details: `${account.address} cannot be spent by Foyer` })
  const [utxos, feeRate] = await Promise.all([
    esploraUtxos(esploraUrl, account.address),
    quoted ?? esploraFeeRate(esploraUrl, TRANSFER_FEE_TARGET_BLOCKS),
  ])
  return { params, recipientScript, ownScript, addressType, utxos, feeRate }
}

/**
 * What a transfer from the payment account costs and draws on, for the Send form: the address's
 * balance (its spendable outputs), the fee rate, and the fee of the plan `buildTransferPsbt` makes at
 * that rate. Where the balance cannot pay the amount and its fee (or for a transfer of nothing, Max's
 * question), the fee of spending every output to the recipient alone, which is what Max leaves.
 *
 * @example
 * const { balance, fee, feeRate } = await quoteTransfer(library, paymentAccount, { recipient, amount: 25_000n }, context)
 */
export async function quoteTransfer(
  library: BitcoinLibrary,
  account: Account,
  transfer: BitcoinTransfer,
  context: TransferContext,
): Promise<{ balance: bigint; fee: bigint; feeRate: number }> {
  const spendable = await spendableOf(library, account, transfer, context)
  const { recipientScript, addressType, utxos, feeRate } = spendable
  const balance = utxos.reduce((sum, utxo) => sum + utxo.value, 0n)
  const inputs = Array(Math.max(1, utxos.length)).fill({ signed: false, addressType })
  const sweepFee = BigInt(Math.ceil(virtualSize(inputs, [recipientScript.length]) * feeRate))
  if (transfer.amount === 0n || transfer.amount + sweepFee > balance)
    return { balance, fee: sweepFee, feeRate }
  return { balance, fee: planOf(spendable, transfer.amount).fee, feeRate }
}

/**
 * The PSBT of a transfer from the payment account: the outputs it spends (largest first), the
 * recipient's output and the change back to the payment address, at Esplora's fee estimate (or the
 * rate quoted). Each input carries what a wallet needs to sign it and what proves its amount: the whole
 * previous transaction, the spent output (segwit), the taproot internal key, the nested-segwit redeem
 * script.
 *
 * @example
 * const psbt = await buildTransferPsbt(library, paymentAccount, { recipient: 'bc1q…', amount: 25_000n }, context)
 */
export async function buildTransferPsbt(
  library: BitcoinLibrary,
  account: Account,
  transfer: BitcoinTransfer,
  context: TransferContext,
): Promise<Psbt> {
  const { lib } = library
  const spendable = await spendableOf(library, account, transfer, context)
  const { params, recipientScript, ownScript, addressType } = spendable
  const key = account.publicKey ? hex.decode(account.publicKey) : undefined
  if (!key && (addressType === 'p2tr' || addressType === 'p2sh'))
    throw new InvalidBitcoinTransferError({
      details: "the wallet did not share the payment address's public key",
    })
  const plan = planOf(spendable, transfer.amount)
  // Every input carries its previous transaction: only it proves the amount a legacy or segwit v0
  // signature is made for (see psbt-spent.ts); segwit inputs carry their output as well, which signers
  // read first.
  const previous = await Promise.all(
    plan.inputs.map(async (utxo) => hex.decode(await esploraTransactionHex(context.esploraUrl, utxo.txid))),
  )
  const psbt = new lib.Psbt({ network: params })
  for (const [index, utxo] of plan.inputs.entries()) {
    const spent = { script: ownScript, value: utxo.value }
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      nonWitnessUtxo: previous[index],
      ...(addressType === 'p2pkh' ? {} : { witnessUtxo: spent }),
      ...(addressType === 'p2tr' && key ? { tapInternalKey: key.length === 33 ? key.slice(1) : key } : {}),
      ...(addressType === 'p2sh' && key ? { redeemScript: lib.payments.p2wpkh({ pubkey: key }).output } : {}),
    })
  }
  psbt.addOutput({ script: recipientScript, value: transfer.amount })
  if (plan.change > 0n) psbt.addOutput({ script: ownScript, value: plan.change })
  return psbt
}
