import { hex } from '@scure/base'
import type { Psbt } from 'bitcoinjs-lib'
import { amountFigure } from '../../../utils/amount-figure.js'
import { reviewEnglish, reviewText } from '../../review-text.js'
import { bip122Kit } from '../bip122.kit.js'
import type { BitcoinAddressType } from '../bip122.types.js'
import type { BitcoinNetworkName } from '../bitcoin-networks.js'
import { type BitcoinLibrary, bitcoinjsNetwork } from './bitcoinjs.load.js'
import type { PsbtInputSummary, PsbtOutputSummary, PsbtSummary, SignInputs } from './psbt.types.js'
import { InvalidPsbtError } from './psbt-errors.js'
import { psbtRefusals, unprovenInputsOfOthers } from './psbt-refusals.js'
import { type InputSize, virtualSize } from './psbt-size.js'
import { type SpentOutput, spentOutputOf } from './psbt-spent.js'
import { type FeeContext, psbtWarnings } from './psbt-warnings.js'

/** What a PSBT is read against: the network and the connected wallet's addresses. */
export type PsbtContext = {
  network: BitcoinNetworkName
  /** The wallet's addresses, as it shared them. */
  addresses: readonly string[]
  /** The inputs the site asks the wallet to sign; by default every input spending one of its addresses. */
  signInputs?: SignInputs | undefined
} & FeeContext

/**
 * Reads a PSBT given as base64 or hex (wallets and libraries use both).
 *
 * @example
 * const psbt = readPsbt(library, 'cHNidP8BAH…')
 */
export function readPsbt({ lib }: BitcoinLibrary, text: string, network: BitcoinNetworkName): Psbt {
  const options = { network: bitcoinjsNetwork(lib, network) }
  try {
    return /^(?:[0-9a-f]{2})+$/i.test(text)
      ? lib.Psbt.fromHex(text, options)
      : lib.Psbt.fromBase64(text.trim(), options)
  } catch (error) {
    throw new InvalidPsbtError({ details: 'it cannot be read as base64 or hex', cause: error })
  }
}

/**
 * The unsigned transaction inside a PSBT, hex: equal for a PSBT and the same PSBT signed.
 *
 * @example
 * unsignedTransactionOf(signed) === unsignedTransactionOf(asked) // the wallet signed what it was asked
 */
export const unsignedTransactionOf = (psbt: Psbt): string =>
  hex.encode(psbt.data.globalMap.unsignedTx.toBuffer())

/** The address type a script pays (for sizing); `undefined` for scripts Foyer cannot size. */
function addressTypeOfScript(
  script: Uint8Array,
  redeemScript: Uint8Array | undefined,
): BitcoinAddressType | undefined {
  const text = hex.encode(script)
  if (/^0014[0-9a-f]{40}$/.test(text)) return 'p2wpkh'
  if (/^5120[0-9a-f]{64}$/.test(text)) return 'p2tr'
  if (/^76a914[0-9a-f]{40}88ac$/.test(text)) return 'p2pkh'
  // P2SH is sized as nested segwit, the only kind wallets hand out; another redeem script cannot be sized.
  if (
    /^a914[0-9a-f]{40}87$/.test(text) &&
    (!redeemScript || /^0014[0-9a-f]{40}$/.test(hex.encode(redeemScript)))
  )
    return 'p2sh'
  return undefined
}

function addressOfScript({ lib }: BitcoinLibrary, script: Uint8Array, network: BitcoinNetworkName) {
  try {
    return lib.address.fromOutputScript(script, bitcoinjsNetwork(lib, network))
  } catch {
    return undefined
  }
}

/** The inputs each address signs: the site's, checked against the PSBT and the wallet, or every input of the wallet's. */
function signInputsFor(
  inputs: readonly { index: number; address: string | undefined }[],
  context: PsbtContext,
): Record<string, number[]> {
  const own = new Map(context.addresses.map((address) => [bip122Kit.accountKey(address), address]))
  if (!context.signInputs) {
    const plan: Record<string, number[]> = {}
    for (const { index, address } of inputs) {
      const mine = address && own.get(bip122Kit.accountKey(address))
      if (mine) plan[mine] = [...(plan[mine] ?? []), index]
    }
    if (Object.keys(plan).length === 0)
      throw new InvalidPsbtError({ details: "no input spends the wallet's addresses" })
    return plan
  }
  const plan: Record<string, number[]> = {}
  for (const [signer, indexes] of Object.entries(context.signInputs)) {
    const mine = own.get(bip122Kit.accountKey(signer))
    if (!mine) throw new InvalidPsbtError({ details: `${signer} is not an address the wallet shared` })
    for (const index of indexes) {
      const input = inputs[index]
      if (!Number.isInteger(index) || !input)
        throw new InvalidPsbtError({ details: `input ${index} does not exist` })
      if (input.address && bip122Kit.accountKey(input.address) !== bip122Kit.accountKey(mine))
        throw new InvalidPsbtError({ details: `input ${index} spends ${input.address}, not ${mine}` })
    }
    plan[mine] = [...indexes]
  }
  return plan
}

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n)

/**
 * Reads a PSBT for the person about to sign it: each input with what it spends and whether this wallet
 * signs it, each output with its address and whether it comes back to the wallet, the fee and fee rate,
 * what to weigh (psbt-warnings.ts; the network's fee rate comes in `context`), and why the wallet must
 * not sign it, if it must not (psbt-refusals.ts: a sighash type that leaves part of the transaction
 * unsigned, an amount of the wallet's that the PSBT does not prove, no outputs, records that contradict
 * each other). Also gives the signing plan the wallet is sent. Throws
 * `InvalidPsbtError` for a PSBT that cannot be read, pays out more than it spends, has an input whose
 * previous transaction is not the one it names, or inputs to sign that are not the wallet's.
 *
 * @example
 * const { summary, signInputs } = summarizePsbt(library, readPsbt(library, text, 'mainnet'), { network: 'mainnet', addresses })
 */
export function summarizePsbt(
  library: BitcoinLibrary,
  psbt: Psbt,
  context: PsbtContext,
): { summary: PsbtSummary; signInputs: Record<string, number[]> } {
  try {
    return summarize(library, psbt, context)
  } catch (error) {
    // A PSBT is the site's data: whatever in it cannot be read (a previous transaction that is not a
    // transaction, a script or number out of range) makes it invalid, never an error of another kind.
    if (error instanceof InvalidPsbtError) throw error
    throw new InvalidPsbtError({ details: 'its contents cannot be read', cause: error })
  }
}

function summarize(
  library: BitcoinLibrary,
  psbt: Psbt,
  context: PsbtContext,
): { summary: PsbtSummary; signInputs: Record<string, number[]> } {
  const spent = psbt.txInputs.map((_, index) => spentOutputOf(library, psbt, index))
  const addresses = spent.map(
    ({ output }) => output && addressOfScript(library, output.script, context.network),
  )
  const signInputs = signInputsFor(
    addresses.map((address, index) => ({ index, address })),
    context,
  )
  const signing = new Set(Object.values(signInputs).flat())
  const inputs: PsbtInputSummary[] = psbt.txInputs.map((input, index) => ({
    index,
    outpoint: `${hex.encode(Uint8Array.from(input.hash).reverse())}:${input.index}`,
    address: addresses[index],
    value: spent[index]?.output?.value,
    signedByWallet: signing.has(index),
  }))
  const own = new Set(context.addresses.map(bip122Kit.accountKey))
  const isOwn = (address: string | undefined) =>
    address !== undefined && own.has(bip122Kit.accountKey(address))
  const outputs: PsbtOutputSummary[] = psbt.txOutputs.map((output, index) => {
    const address = addressOfScript(library, output.script, context.network)
    return {
      index,
      address,
      script: hex.encode(output.script),
      value: output.value,
      toWallet: isOwn(address),
    }
  })
  const values = inputs.flatMap(({ value }) => (value === undefined ? [] : [value]))
  const paid = sum(outputs.map(({ value }) => value))
  const fee = values.length === inputs.length ? sum(values) - paid : undefined
  if (fee !== undefined && fee < 0n)
    throw new InvalidPsbtError({ details: `the outputs pay ${-fee} sats more than the inputs bring` })
  const vsize = sizeOf(psbt, spent)
  // The wallet's money: every input it signs, and any other of its addresses' outputs being spent.
  const owned = new Set(inputs.flatMap(({ index, address }) => (isOwn(address) ? [index] : [])))
  const wallet = { signing, owned }
  const walletInputs = inputs
    .filter(({ index }) => signing.has(index) || owned.has(index))
    .map(({ value }) => value)
  const walletSpends = walletInputs.every((value) => value !== undefined)
    ? sum(walletInputs.flatMap((value) => (value === undefined ? [] : [value]))) -
      sum(outputs.filter(({ toWallet }) => toWallet).map(({ value }) => value))
    : undefined
  const { lib } = library
  const txid = lib.Transaction.fromBuffer(psbt.data.globalMap.unsignedTx.toBuffer()).getId()
  const read = {
    txid,
    inputs,
    outputs,
    fee,
    vsize,
    feeRate: fee !== undefined && vsize ? Math.round((Number(fee) / vsize) * 10) / 10 : undefined,
    walletSpends,
    unprovenInputs: unprovenInputsOfOthers(spent, wallet),
  }
  // Each refusal and warning as data for the review, and in English as the summary's words.
  const refusalTexts = psbtRefusals(psbt, spent, wallet)
  const warningTexts = psbtWarnings(read, context)
  // The fee in sats, with its rate when the transaction's size is known, as data for the review.
  const feeText =
    fee === undefined
      ? undefined
      : reviewText(read.feeRate === undefined ? '{fee}' : '{fee} · {rate}', {
          fee: amountFigure(`${fee}`, 'sats'),
          rate: read.feeRate === undefined ? undefined : amountFigure(`${read.feeRate}`, 'sat/vB'),
        })
  const summary = {
    ...read,
    feeText,
    refusals: refusalTexts.map(reviewEnglish),
    refusalTexts,
    warnings: warningTexts.map(reviewEnglish),
    warningTexts,
  }
  return { summary, signInputs }
}

/** The PSBT's virtual size once signed; `undefined` when an input cannot be sized. */
function sizeOf(psbt: Psbt, spent: readonly SpentOutput[]): number | undefined {
  const sizes: InputSize[] = []
  for (const [index, input] of psbt.data.inputs.entries()) {
    if (input.finalScriptSig || input.finalScriptWitness) {
      sizes.push({
        signed: true,
        scriptSigBytes: input.finalScriptSig?.length ?? 0,
        witnessBytes: input.finalScriptWitness?.length ?? 0,
      })
      continue
    }
    const script = spent[index]?.output?.script
    const addressType = script && addressTypeOfScript(script, input.redeemScript)
    if (!addressType) return undefined
    sizes.push({ signed: false, addressType })
  }
  return virtualSize(
    sizes,
    psbt.txOutputs.map(({ script }) => script.length),
  )
}
