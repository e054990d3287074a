import { toBase64 } from '@cosmjs/encoding'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { addressOfPubKey, moduleAddress } from './addresses.js'
import type { CosmosChainConfig } from './chains.js'
import { type CoinAmount, formatCoins, parseCoins } from './coins.js'
import { CosmosTxError, sdkError } from './errors.js'
import { event, type TxEvent } from './events.js'
import {
  ANTE_STATE_GAS,
  type GasMeter,
  SIG_VERIFY_COST_SECP256K1,
  SIMULATED_SIGNATURE_BYTES,
  TX_SIZE_COST_PER_BYTE,
} from './gas.js'
import type { CosmosLedger } from './ledger.js'
import { secp256k1PubKey, signBytes, verifySecp256k1 } from './signatures.js'
import type { DecodedTx } from './tx-decode.js'

// The checks every transaction passes before its messages run: the SDK's default ante handler, in
// its order, so a transaction with several faults is refused for the first one a node would name.
// CheckTx (broadcast) runs them alone; a block runs them and then the messages; a simulation runs
// both without verifying signatures or asking the minimum fee.

/** Where a transaction runs: CheckTx at broadcast, in a block, or in a simulation (fee 'auto'). */
export type TxMode = 'check' | 'deliver' | 'simulate'

/** What the checks and messages work with: the chain, a branch of its state, the gas meter, events. */
export type TxContext = {
  chain: CosmosChainConfig
  ledger: CosmosLedger
  /** The height of the block the transaction would be in. */
  height: bigint
  mode: TxMode
  meter: GasMeter
  events: TxEvent[]
}

/** The SDK's default limit on a memo's length (the auth module's `max_memo_characters`). */
export const MAX_MEMO_CHARACTERS = 256

/** `ceil(price × gas)` for a decimal price such as `'0.0025'`, as the SDK computes a required fee. */
export function requiredFee(price: string, gas: bigint): bigint {
  const [whole = '0', fraction = ''] = price.split('.')
  const scale = 10n ** BigInt(fraction.length)
  const product = BigInt(whole + fraction) * gas
  return (product + scale - 1n) / scale
}

function validateBasic(ctx: TxContext, tx: DecodedTx): void {
  if (tx.sends.length === 0) throw sdkError('invalidRequest', 'must contain at least one message')
  if (tx.body.unordered) throw sdkError('notSupported', 'unordered transactions are not enabled')
  if (tx.body.extensionOptions.length > 0) throw sdkError('unknownExtensionOptions')
  if (tx.signatures.length === 0) throw sdkError('noSignatures')
  if (tx.signatures.length !== tx.signers.length)
    throw sdkError(
      'unauthorized',
      `wrong number of signers; expected ${tx.signers.length}, got ${tx.signatures.length}`,
    )
  if (tx.authInfo.signerInfos.length !== tx.signers.length)
    throw sdkError(
      'unauthorized',
      `invalid number of signer infos; expected ${tx.signers.length}, got ${tx.authInfo.signerInfos.length}`,
    )
  if (tx.body.timeoutHeight > 0n && ctx.height > tx.body.timeoutHeight)
    throw sdkError('txTimeoutHeight', `block height: ${ctx.height}, timeout height: ${tx.body.timeoutHeight}`)
  const memoLength = [...tx.body.memo].length
  if (memoLength > MAX_MEMO_CHARACTERS)
    throw sdkError(
      'memoTooLarge',
      `maximum number of characters is ${MAX_MEMO_CHARACTERS} but received ${memoLength} characters`,
    )
}

function consumeTxSize(ctx: TxContext, tx: DecodedTx): void {
  ctx.meter.consume(TX_SIZE_COST_PER_BYTE * BigInt(tx.bytes.length), 'txSize')
  // A simulated transaction carries empty signatures; the SDK charges for what they will weigh.
  if (ctx.mode === 'simulate')
    for (const signature of tx.signatures)
      if (signature.length === 0)
        ctx.meter.consume(TX_SIZE_COST_PER_BYTE * SIMULATED_SIGNATURE_BYTES, 'txSize')
}

function feeCoins(tx: DecodedTx): CoinAmount[] {
  try {
    return parseCoins(tx.fee.amount, { positive: true })
  } catch {
    const text = tx.fee.amount.map(({ denom, amount }) => `${amount}${denom}`).join(',')
    throw sdkError('insufficientFee', `invalid fee amount: ${text}`)
  }
}

function deductFee(ctx: TxContext, tx: DecodedTx): void {
  const { chain, ledger, mode } = ctx
  if (mode !== 'simulate' && tx.fee.gasLimit === 0n)
    throw sdkError('invalidGasLimit', 'must provide positive gas')
  const fee = feeCoins(tx)
  // The node's own minimum, asked at CheckTx only: a block takes whatever fee a proposer accepted.
  if (mode === 'check') {
    const required = requiredFee(chain.minGasPrice, tx.fee.gasLimit)
    const paid = fee.find((coin) => coin.denom === chain.denom)?.amount ?? 0n
    if (required > 0n && paid < required)
      throw sdkError(
        'insufficientFee',
        `insufficient fees; got: ${formatCoins(fee)} required: ${required}${chain.denom}`,
      )
  }
  if (tx.fee.granter) throw sdkError('invalidRequest', 'fee grants are not enabled')
  const payer = tx.signers[0] ?? ''
  if (tx.fee.payer && tx.fee.payer !== payer)
    throw sdkError('invalidRequest', `fee payer ${tx.fee.payer} is not the first signer ${payer}`)
  if (!ledger.account(payer)) throw sdkError('unknownAddress', `fee payer address: ${payer} does not exist`)
  ctx.meter.consume(ANTE_STATE_GAS, 'ante state')
  if (fee.length > 0) {
    try {
      ctx.events.push(...ledger.send(payer, moduleAddress(chain.prefix, 'fee_collector'), fee))
    } catch (error) {
      // The SDK wraps the bank's refusal in "insufficient funds" once more.
      if (error instanceof CosmosTxError) throw sdkError('insufficientFunds', error.log)
      throw error
    }
  }
  ctx.events.push(event('tx', { fee: formatCoins(fee), fee_payer: payer }))
}

function setPubKeys(ctx: TxContext, tx: DecodedTx): void {
  const { chain, ledger, mode } = ctx
  tx.signers.forEach((signer, index) => {
    const info = tx.authInfo.signerInfos[index]
    const key = info?.publicKey ? secp256k1PubKey(info.publicKey) : undefined
    if (typeof key === 'string') throw sdkError('invalidPubKey', key)
    if (key && mode !== 'simulate' && addressOfPubKey(chain.prefix, key) !== signer)
      throw sdkError(
        'invalidPubKey',
        `pubKey does not match signer address ${signer} with signer index: ${index}`,
      )
    if (!ledger.account(signer)) throw sdkError('unknownAddress', `account ${signer} does not exist`)
    if (key) ledger.setPubKey(signer, key)
  })
  tx.signers.forEach((signer, index) => {
    ctx.events.push(event('tx', { acc_seq: `${signer}/${tx.authInfo.signerInfos[index]?.sequence ?? 0n}` }))
    const signature = tx.signatures[index]
    if (signature?.length) ctx.events.push(event('tx', { signature: toBase64(signature) }))
  })
}

function verifySignatures(ctx: TxContext, tx: DecodedTx): void {
  const { chain, ledger, mode } = ctx
  tx.signers.forEach((signer, index) => {
    ctx.meter.consume(SIG_VERIFY_COST_SECP256K1, 'ante verify: secp256k1')
    const account = ledger.account(signer)
    const info = tx.authInfo.signerInfos[index]
    if (!account || !info) throw sdkError('unknownAddress', `account ${signer} does not exist`)
    if (mode !== 'simulate' && !account.pubKey)
      throw sdkError('invalidPubKey', 'pubkey on account is not set')
    if (info.sequence !== account.sequence)
      throw sdkError(
        'wrongSequence',
        `account sequence mismatch, expected ${account.sequence}, got ${info.sequence}`,
      )
    if (mode === 'simulate' || !account.pubKey) return
    const signMode = info.modeInfo?.single?.mode ?? SignMode.SIGN_MODE_UNSPECIFIED
    const signerData = {
      chainId: chain.chainId,
      accountNumber: account.accountNumber,
      sequence: info.sequence,
    }
    const bytes = signBytes(signMode, tx, signerData)
    if (
      typeof bytes !== 'string' &&
      verifySecp256k1(account.pubKey, bytes, tx.signatures[index] ?? new Uint8Array())
    )
      return
    const numbers = `account number (${account.accountNumber})`
    // An amino signature also covers the sequence, so the SDK names it among the suspects.
    throw sdkError(
      'unauthorized',
      signMode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON
        ? `signature verification failed; please verify ${numbers}, sequence (${account.sequence}) and chain-id (${chain.chainId})`
        : `signature verification failed; please verify ${numbers} and chain-id (${chain.chainId}): (${typeof bytes === 'string' ? bytes : 'unable to verify single signer signature'})`,
    )
  })
}

/**
 * Runs the ante handler on `ctx`'s branch: basic validity, gas for the bytes, the fee (the node's
 * minimum at CheckTx, then paid to the fee collector), public keys, signatures and sequences; each
 * signer's sequence then counts this transaction. Throws the first refusal as a CosmosTxError.
 *
 * @example
 * runAnte({ chain, ledger: ledger.branch(), height, mode: 'check', meter, events: [] }, tx)
 */
export function runAnte(ctx: TxContext, tx: DecodedTx): void {
  validateBasic(ctx, tx)
  consumeTxSize(ctx, tx)
  deductFee(ctx, tx)
  setPubKeys(ctx, tx)
  verifySignatures(ctx, tx)
  for (const signer of tx.signers) ctx.ledger.incrementSequence(signer)
}
