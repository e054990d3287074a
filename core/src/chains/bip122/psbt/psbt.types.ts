import type { ReviewText } from '../../review-text.js'
/**
 * One input of a PSBT, as a person reads it before signing.
 *
 * @example
 * const input: PsbtInputSummary = { index: 0, outpoint: 'ab…:1', address: 'bc1q…', value: 150_000n, signedByWallet: true }
 */
export type PsbtInputSummary = {
  index: number
  /** The output it spends, `txid:vout`. */
  outpoint: string
  /** Who the spent output paid; `undefined` when the PSBT does not carry it or the script has no address. */
  address: string | undefined
  /** The spent output's amount in sats; `undefined` when the PSBT does not carry it. */
  value: bigint | undefined
  /** Whether the connected wallet is asked to sign this input. */
  signedByWallet: boolean
}

/**
 * One output of a PSBT.
 *
 * @example
 * const output: PsbtOutputSummary = { index: 0, address: 'bc1p…', script: '5120…', value: 10_000n, toWallet: false }
 */
export type PsbtOutputSummary = {
  index: number
  /** The address paid; `undefined` for scripts without one (an `OP_RETURN` note). */
  address: string | undefined
  /** The output script, hex. */
  script: string
  value: bigint
  /** Paid to one of the connected wallet's own addresses (change, or a move between its accounts). */
  toWallet: boolean
}

/**
 * A PSBT in words a person can check before the wallet signs it: what it spends, what it pays, and
 * what it costs. Amounts are in sats.
 *
 * @example
 * const summary = await adapter.describePsbt(connection, { psbt })
 * `${summary.outputs.length} outputs, fee ${summary.fee} sats at ${summary.feeRate} sat/vB`
 */
export type PsbtSummary = {
  /** The transaction's id: it does not change when segwit and taproot inputs are signed. */
  txid: string
  inputs: readonly PsbtInputSummary[]
  outputs: readonly PsbtOutputSummary[]
  /** What the inputs bring minus what the outputs pay; `undefined` when an input's amount is unknown. */
  fee: bigint | undefined
  /**
   * The virtual size once signed (vbytes): measured for inputs already signed, estimated from each
   * unsigned input's address type (the largest usual signature); `undefined` for scripts it cannot size.
   */
  vsize: number | undefined
  /** `fee / vsize`, sat/vB to one decimal. */
  feeRate: number | undefined
  /** What leaves the wallet: its inputs minus what the outputs pay back to it; `undefined` when unknown. */
  walletSpends: bigint | undefined
  /**
   * Inputs other signers sign whose amounts only the site vouches for (no previous transaction, and no
   * taproot signature of this wallet committing to them): the fee counts them as stated.
   */
  unprovenInputs: readonly number[]
  /**
   * Why the wallet must not sign this PSBT, one sentence each (a sighash type that leaves outputs or
   * inputs unsigned, an amount it would sign for that the PSBT does not prove, no outputs, records that
   * contradict each other); empty when it may. `signPsbt` refuses a PSBT that has any.
   */
  refusals: readonly string[]
  /**
   * The same refusals as data (their English wording and values), in the same order; a summary
   * without them (one a test writes) is reviewed in its English words.
   */
  refusalTexts?: readonly ReviewText[] | undefined
  /**
   * What the visitor should weigh before approving, one sentence each: a fee above the payment, a fee
   * rate far above the network's.
   */
  warnings: readonly string[]
  /**
   * The fee with its rate as data ('{fee} · {rate}', amounts in sats and sat/vB), when the fee is
   * known; like `refusalTexts`, a summary a test writes may leave it out.
   */
  feeText?: ReviewText | undefined
  /** The same warnings as data (their English wording and values), in the same order, like `refusalTexts`. */
  warningTexts?: readonly ReviewText[] | undefined
}

/** Which inputs each of the wallet's addresses signs: address → input indexes. */
export type SignInputs = Readonly<Record<string, readonly number[]>>

/**
 * A PSBT the site asks the wallet to sign. Without `signInputs`, the wallet signs every input that
 * spends one of its addresses; with `broadcast`, the signed transaction is sent to the network.
 *
 * @example
 * const request: SignPsbtRequest = { psbt: 'cHNidP8B…', broadcast: true }
 */
export type SignPsbtRequest = {
  /** The PSBT, base64 or hex. */
  psbt: string
  signInputs?: SignInputs | undefined
  broadcast?: boolean | undefined
  /** Ends the request: once aborted, what the wallet answers is dropped and nothing is broadcast. */
  signal?: AbortSignal | undefined
}

/**
 * The signed PSBT in both encodings wallets and libraries use, and the transaction id when it was
 * broadcast.
 *
 * @example
 * const signed: SignedPsbt = { base64: 'cHNidP8B…', hex: '70736274ff01…', txid: 'ab…' }
 */
export type SignedPsbt = { base64: string; hex: string; txid?: string | undefined }

/**
 * A payment from the wallet's payment address.
 *
 * @example
 * const transfer: BitcoinTransfer = { recipient: 'bc1q…', amount: 25_000n }
 */
export type BitcoinTransfer = {
  recipient: string
  /** Sats. */
  amount: bigint
}

/** An output being spent, as Esplora lists it. */
export type SpendableOutput = { txid: string; vout: number; value: bigint }
