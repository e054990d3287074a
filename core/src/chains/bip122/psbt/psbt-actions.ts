import { activeAccountOf } from '../../account.js'
import type { Connection } from '../../adapter.types.js'
import { reviewEnglish, reviewText } from '../../review-text.js'
import type { BitcoinTransactionActions, TransactionDeps } from '../bip122.transactions.js'
import { isBitcoinAddress } from '../bitcoin-address.js'
import {
  type BitcoinNetworkName,
  bitcoinNetworkName,
  isAddressOfBitcoinNetwork,
} from '../bitcoin-networks.js'
import {
  invalidAnswer,
  toBitcoinWalletError,
  txidOf,
  UnsupportedWalletMethodError,
} from '../wallet-answers.js'
import { type BitcoinLibrary, loadBitcoinLibrary } from './bitcoinjs.load.js'
import { esploraBroadcast, esploraFeeRate } from './esplora-psbt.js'
import type { BitcoinTransfer, SignedPsbt, SignPsbtRequest } from './psbt.types.js'
import { InvalidBitcoinTransferError, InvalidPsbtError } from './psbt-errors.js'
import {
  coversWholeTransaction,
  finalSignatureSighashTypes,
  sighashName,
  signatureSighashTypes,
} from './psbt-sighash.js'
import { readPsbt, summarizePsbt, unsignedTransactionOf } from './psbt-summary.js'
import { buildTransferPsbt } from './transfer-psbt.js'

// The Bitcoin adapter's PSBT and transfer actions, loaded with bitcoinjs-lib on the first call (see
// bip122.transactions.ts, which the adapter carries).

const networkOf = (connection: Connection<'bip122'>): BitcoinNetworkName =>
  bitcoinNetworkName(connection.caipNetworkId) ?? 'mainnet'

// Checks a signature of a signed PSBT input: ECDSA for 33-byte keys, Schnorr for taproot's 32-byte ones.
const signatureCheck =
  ({ ecc }: BitcoinLibrary) =>
  (publicKey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
    publicKey.length === 32
      ? ecc.verifySchnorr(hash, publicKey, signature)
      : ecc.verify(hash, publicKey, signature)

/**
 * The Bitcoin adapter's transaction actions, at work.
 *
 * @example
 * const actions = psbtActions({ requirePort, esploraUrlOf })
 */
export function psbtActions(deps: TransactionDeps): BitcoinTransactionActions {
  /** The PSBT read once, summarised against the wallet's addresses (and the network's fee rate, when given). */
  async function prepare(
    connection: Connection<'bip122'>,
    request: SignPsbtRequest,
    networkFeeRate?: number,
  ) {
    const library = await loadBitcoinLibrary()
    const network = networkOf(connection)
    const psbt = readPsbt(library, request.psbt, network)
    const addresses = connection.accounts.map(({ address }) => address)
    const read = summarizePsbt(library, psbt, {
      network,
      addresses,
      signInputs: request.signInputs,
      networkFeeRate,
    })
    return { library, network, psbt, ...read }
  }

  /**
   * The network's fee rate for the next block, for the review to compare; `undefined` when Esplora
   * does not answer. Asked once, without retries: the review waits on it.
   */
  async function networkFeeRate(connection: Connection<'bip122'>): Promise<number | undefined> {
    try {
      return await esploraFeeRate(deps.esploraUrlOf(connection), 1, { retryCount: 0 })
    } catch {
      return undefined
    }
  }

  async function signPsbt(connection: Connection<'bip122'>, request: SignPsbtRequest): Promise<SignedPsbt> {
    const { library, network, psbt, signInputs, summary } = await prepare(connection, request)
    // What the review refuses, the wallet is never asked to sign, whoever calls.
    if (summary.refusals.length > 0) throw new InvalidPsbtError({ details: summary.refusals.join(' ') })
    const port = deps.requirePort(connection.connectorId)
    let answer: { psbt: string }
    try {
      // Foyer broadcasts itself, through the site's Esplora API, once it has checked what the wallet signed.
      answer = await port.signPsbt({ psbt: psbt.toBase64(), signInputs, broadcast: false, network })
    } catch (error) {
      throw toBitcoinWalletError(error, 'signPsbt')
    }
    request.signal?.throwIfAborted()
    const signed = (() => {
      try {
        return readPsbt(library, answer.psbt, network)
      } catch {
        throw invalidAnswer('signPsbt', 'the signed PSBT cannot be read')
      }
    })()
    if (unsignedTransactionOf(signed) !== unsignedTransactionOf(psbt))
      throw invalidAnswer('signPsbt', 'the wallet signed another transaction than the one it was given')
    const check = signatureCheck(library)
    for (const index of Object.values(signInputs).flat()) {
      const input = signed.data.inputs[index]
      const finalised = input?.finalScriptWitness !== undefined || input?.finalScriptSig !== undefined
      // A finalised input no longer lists its signatures; the network checks those when it is broadcast.
      if (!finalised) {
        let valid = false
        try {
          valid = signed.validateSignaturesOfInput(index, check)
        } catch {
          throw invalidAnswer('signPsbt', `input ${index} is not signed`)
        }
        if (!valid) throw invalidAnswer('signPsbt', `the signature of input ${index} does not verify`)
      }
      // The PSBT asked for no sighash type but ALL/DEFAULT; a signature of another type leaves part of
      // the transaction open to change.
      const types = finalised
        ? finalSignatureSighashTypes(input, library.lib.script.decompile)
        : signatureSighashTypes(input)
      if (types.some(({ type, schnorr }) => !coversWholeTransaction(type, schnorr)))
        throw invalidAnswer(
          'signPsbt',
          `input ${index} is signed with ${types.map(({ type }) => sighashName(type)).join(', ')}`,
        )
    }
    if (!request.broadcast) return { base64: signed.toBase64(), hex: signed.toHex() }
    for (const [index, input] of signed.data.inputs.entries()) {
      if (input.finalScriptWitness || input.finalScriptSig) continue
      try {
        signed.finalizeInput(index)
      } catch (error) {
        throw new InvalidPsbtError({
          details: `input ${index} is not signed: the transaction needs its other signers before it is broadcast`,
          cause: error,
        })
      }
    }
    const transaction = signed.extractTransaction()
    const txid = await esploraBroadcast(deps.esploraUrlOf(connection), transaction.toHex())
    return { base64: signed.toBase64(), hex: signed.toHex(), txid }
  }

  /** The transfer's recipient is an address of the connection's network, and its amount is positive. */
  function checkTransfer(connection: Connection<'bip122'>, { recipient, amount }: BitcoinTransfer): void {
    if (!isBitcoinAddress(recipient) || !isAddressOfBitcoinNetwork(recipient, connection.caipNetworkId))
      throw new InvalidBitcoinTransferError({
        details: `${recipient} is not an address of ${networkOf(connection)}`,
      })
    if (amount <= 0n) throw new InvalidBitcoinTransferError({ details: `the amount is ${amount} sats` })
  }

  async function createTransferPsbt(
    connection: Connection<'bip122'>,
    transfer: BitcoinTransfer,
  ): Promise<string> {
    checkTransfer(connection, transfer)
    // A transfer pays from the payment address (the active account), never from the ordinals one.
    const psbt = await buildTransferPsbt(await loadBitcoinLibrary(), activeAccountOf(connection), transfer, {
      network: networkOf(connection),
      esploraUrl: deps.esploraUrlOf(connection),
    })
    return psbt.toBase64()
  }

  return {
    async describePsbt(connection, request) {
      const rate = await networkFeeRate(connection)
      const { summary } = await prepare(connection, request, rate)
      if (rate !== undefined || summary.fee === undefined) return summary
      const unknown = reviewText(
        "The network's fee rate could not be read: compare the fee with your wallet's.",
      )
      return {
        ...summary,
        warnings: [...summary.warnings, reviewEnglish(unknown)],
        warningTexts: summary.warningTexts && [...summary.warningTexts, unknown],
      }
    },

    signPsbt,

    createTransferPsbt,

    async sendTransfer(connection, transfer) {
      const port = deps.requirePort(connection.connectorId)
      if (port.sendTransfer) {
        checkTransfer(connection, transfer)
        try {
          const { recipient, amount } = transfer
          const network = networkOf(connection)
          return txidOf(await port.sendTransfer({ recipient, amount, network }), 'sendTransfer')
        } catch (error) {
          if (!(error instanceof UnsupportedWalletMethodError))
            throw toBitcoinWalletError(error, 'sendTransfer')
        }
      }
      const psbt = await createTransferPsbt(connection, transfer)
      const { txid } = await signPsbt(connection, { psbt, broadcast: true })
      if (!txid) throw invalidAnswer('sendTransfer', 'no transaction id')
      return txid
    },
  }
}
