import type { BitcoinAddressType } from '../bip122.types.js'
import type { SpendableOutput } from './psbt.types.js'
import { InsufficientBitcoinError, InvalidBitcoinTransferError } from './psbt-errors.js'
import { virtualSize } from './psbt-size.js'

/**
 * The smallest amount an output of this script may carry: nodes refuse to relay outputs worth less than
 * the fee of spending them at 3 sat/vB (Bitcoin Core's dust rule): 294 sats to a P2WPKH address, 330 to
 * taproot, 540 to P2SH, 546 to P2PKH.
 *
 * @example
 * dustLimit(22) // 294 (P2WPKH)
 */
export function dustLimit(scriptLength: number, segwit = scriptLength === 22 || scriptLength === 34): number {
  const output = 8 + 1 + scriptLength
  // Spending it later: outpoint, sequence, and the scriptSig, or a witness counted at a quarter.
  const spend = segwit ? 32 + 4 + 1 + 26 + 4 : 32 + 4 + 1 + 107 + 4
  return (output + spend) * 3
}

/** What a transfer is planned from. */
export type TransferPlanInput = {
  /** The payment address's spendable outputs. */
  utxos: readonly SpendableOutput[]
  /** Its address type, which sizes each input. */
  addressType: BitcoinAddressType
  amount: bigint
  /** Sat/vB. */
  feeRate: number
  recipientScriptLength: number
  changeScriptLength: number
}

/** The outputs spent, the change paid back (0 when none), and the fee. */
export type TransferPlan = { inputs: SpendableOutput[]; change: bigint; fee: bigint }

/**
 * Picks the outputs a transfer spends, largest first (the fewest inputs, the smallest fee), and pays
 * the rest back as change; change too small to be worth an output (dust) goes to the fee instead.
 * Throws `InsufficientBitcoinError` when the address cannot pay the amount and its fee.
 *
 * @example
 * planTransfer({ utxos, addressType: 'p2wpkh', amount: 25_000n, feeRate: 2, recipientScriptLength: 22, changeScriptLength: 22 })
 * // { inputs: [{ txid, vout: 0, value: 100_000n }], change: 74_718n, fee: 282n }
 */
export function planTransfer(plan: TransferPlanInput): TransferPlan {
  const { amount, feeRate, addressType, recipientScriptLength, changeScriptLength } = plan
  if (amount < BigInt(dustLimit(recipientScriptLength)))
    throw new InvalidBitcoinTransferError({
      details: `${amount} sats is under the ${dustLimit(recipientScriptLength)} sats an output to this address needs`,
    })
  const feeOf = (inputCount: number, outputs: number[]) =>
    BigInt(Math.ceil(virtualSize(Array(inputCount).fill({ signed: false, addressType }), outputs) * feeRate))
  const chosen: SpendableOutput[] = []
  let total = 0n
  for (const utxo of [...plan.utxos].sort((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : 0))) {
    chosen.push(utxo)
    total += utxo.value
    const withChange = feeOf(chosen.length, [recipientScriptLength, changeScriptLength])
    const change = total - amount - withChange
    if (change >= BigInt(dustLimit(changeScriptLength))) return { inputs: chosen, change, fee: withChange }
    if (total - amount >= feeOf(chosen.length, [recipientScriptLength]))
      return { inputs: chosen, change: 0n, fee: total - amount }
  }
  const needed = amount + feeOf(Math.max(1, chosen.length), [recipientScriptLength])
  throw new InsufficientBitcoinError({
    details: `the payment address has ${total} sats, the transfer needs ${needed}`,
  })
}
