import {
  type Address,
  type EncodedAccount,
  getTransactionDecoder,
  address as toAddress,
  lamports as toLamports,
} from '@solana/kit'
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../core/src/chains/solana/preview/token-accounts.js'
import { decodeBase58, encodeBase58 } from '../../core/src/networks/base58.js'
import { SOLANA_DEVNET_GENESIS_HASH } from './local-networks.js'
import type { Ledger } from './solana-ledger.js'
import { transactionFailure } from './solana-transaction-errors.js'

// The JSON-RPC methods of the local Solana chain, in a validator's wire shapes (web3.js v1 checks
// them strictly: most replies are `{ context: { slot }, value }`, lamports are JSON numbers).

export type Call = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
export type RpcError = { code: number; message: string; data?: unknown }
export type Reply = { jsonrpc: '2.0'; id: unknown } & ({ result: unknown } | { error: RpcError })

export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const isPublicKey = (value: unknown): value is string =>
  typeof value === 'string' && decodeBase58(value)?.length === 32

const param = (params: unknown, index: number): unknown => (Array.isArray(params) ? params[index] : undefined)

function publicKeyParam(params: unknown): Address {
  const value = param(params, 0)
  if (!isPublicKey(value)) throw new RpcFailure(-32602, 'Invalid param: Invalid')
  return toAddress(value)
}

function optionOf(params: unknown, index: number, name: string): unknown {
  const options = param(params, index)
  return typeof options === 'object' && options !== null ? Reflect.get(options, name) : undefined
}

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * Solana's base fee per signature, which LiteSVM charges (the protocol's 5,000 lamports): a message's
 * fee is this times the signatures its header asks for (this chain takes no priority fees).
 */
const LAMPORTS_PER_SIGNATURE = 5_000

/**
 * The fee of `getFeeForMessage`'s message (base64): its header's number of required signatures times
 * the base fee. A v0 message starts with its version byte (0x80). What is not a message is refused.
 */
function feeForMessage(params: unknown): number {
  const encoded = param(params, 0)
  if (typeof encoded !== 'string' || !base64Pattern.test(encoded))
    throw new RpcFailure(-32602, 'Invalid param: message not base64')
  const bytes = new Uint8Array(Buffer.from(encoded, 'base64'))
  const header = (bytes[0] ?? 0) & 0x80 ? 1 : 0
  const signatures = bytes[header]
  // A header of 3 bytes, then at least the fee payer's key and a blockhash.
  if (signatures === undefined || signatures === 0 || bytes.length < header + 3 + 1 + 32 + 32)
    throw new RpcFailure(-32602, 'Invalid param: not a message')
  return signatures * LAMPORTS_PER_SIGNATURE
}

/** An account as a validator answers it, its data in base64. */
function encoded(account: EncodedAccount) {
  return {
    lamports: Number(account.lamports),
    owner: account.programAddress,
    data: [Buffer.from(account.data).toString('base64'), 'base64'],
    executable: account.executable,
    rentEpoch: 0,
    space: account.data.length,
  }
}

/** The wire transaction of `sendTransaction`/`simulateTransaction`: base58 by default, base64 when asked. */
function transactionParam(params: unknown): Uint8Array {
  const encoded = param(params, 0)
  const encoding = optionOf(params, 1, 'encoding') ?? 'base58'
  let bytes: Uint8Array | undefined
  if (typeof encoded === 'string' && encoding === 'base64' && base64Pattern.test(encoded))
    bytes = new Uint8Array(Buffer.from(encoded, 'base64'))
  else if (typeof encoded === 'string' && encoding === 'base58') bytes = decodeBase58(encoded)
  if (!bytes) throw new RpcFailure(-32602, `invalid transaction: not ${String(encoding)}`)
  return bytes
}

/**
 * Answers one JSON-RPC call on `svm`, recording transactions in `ledger`.
 *
 * @example
 * const answer = createSolanaAnswers(new LiteSVM(), createLedger())
 * answer({ jsonrpc: '2.0', id: 1, method: 'getSlot' }) // { jsonrpc: '2.0', id: 1, result: 0 }
 */
export function createSolanaAnswers(svm: LiteSVM, ledger: Ledger, calls: string[]) {
  const slot = () => Number(svm.getClock().slot)
  const inContext = (value: unknown) => ({ context: { slot: slot(), apiVersion: '2.2.0' }, value })

  // An airdrop is a real transfer on the chain: one that would leave the account below rent exemption
  // fails, as it does on a validator.
  function airdrop(to: Address, amount: bigint): string {
    const result = svm.airdrop(to, toLamports(amount))
    if (!result) throw new RpcFailure(-32603, 'Internal error: airdrop failed')
    if (result instanceof FailedTransactionMetadata)
      throw new RpcFailure(-32002, `Transaction simulation failed: ${transactionFailure(result).text}`)
    const signature = encodeBase58(result.signature())
    ledger.settle(signature, { slot: slot(), err: null })
    return signature
  }

  function decodeTransaction(params: unknown) {
    try {
      return getTransactionDecoder().decode(transactionParam(params))
    } catch (error) {
      if (error instanceof RpcFailure) throw error
      throw new RpcFailure(-32602, `invalid transaction: ${String(error)}`)
    }
  }

  // A validator checks signatures before anything else (-32003), then simulates unless told not to
  // (-32002 with the logs), then takes the transaction; what fails on chain is recorded with its error.
  function sendTransaction(params: unknown): string {
    const transaction = decodeTransaction(params)
    const preflight = optionOf(params, 1, 'skipPreflight') !== true
    const simulated = svm.simulateTransaction(transaction)
    if (simulated instanceof FailedTransactionMetadata) {
      const failure = transactionFailure(simulated)
      if (failure.err === 'SignatureFailure')
        throw new RpcFailure(-32003, 'Transaction signature verification failure')
      if (preflight)
        throw new RpcFailure(-32002, `Transaction simulation failed: ${failure.text}`, {
          err: failure.err,
          logs: simulated.meta().logs(),
          accounts: null,
          unitsConsumed: Number(simulated.meta().computeUnitsConsumed()),
          returnData: null,
        })
    }
    const result = svm.sendTransaction(transaction)
    const failed = result instanceof FailedTransactionMetadata ? transactionFailure(result) : undefined
    const signature = encodeBase58(
      result instanceof FailedTransactionMetadata ? result.meta().signature() : result.signature(),
    )
    // A transaction that never made it into a block (unknown blockhash, already taken) has no status.
    if (failed?.err === 'BlockhashNotFound' || failed?.err === 'AlreadyProcessed') return signature
    ledger.settle(signature, { slot: slot(), err: failed?.err ?? null })
    return signature
  }

  function signatureStatuses(params: unknown) {
    const signatures = param(params, 0)
    if (!Array.isArray(signatures) || signatures.length > 256)
      throw new RpcFailure(-32602, 'Invalid params: expected a list of at most 256 signatures')
    return inContext(
      signatures.map((signature) => {
        const status = typeof signature === 'string' ? ledger.status(signature) : undefined
        if (!status) return null
        return {
          slot: status.slot,
          confirmations: null,
          err: status.err,
          status: status.err === null ? { Ok: null } : { Err: status.err },
          confirmationStatus: 'finalized',
        }
      }),
    )
  }

  function accountInfo(params: unknown) {
    const account = svm.getAccount(publicKeyParam(params))
    return inContext(account.exists ? encoded(account) : null)
  }

  // The token accounts `owner` holds, of one program or of one mint, as a validator lists them
  // (base64 data only: this chain does not parse accounts into JSON).
  function tokenAccountsByOwner(params: unknown) {
    const owner = publicKeyParam(params)
    const filter = param(params, 1)
    const mint = optionOf(params, 1, 'mint')
    const program = optionOf(params, 1, 'programId')
    if (typeof filter !== 'object' || filter === null || (!isPublicKey(mint) && !isPublicKey(program)))
      throw new RpcFailure(-32602, 'Invalid param: expected a mint or programId filter')
    const encoding = optionOf(params, 2, 'encoding')
    if (encoding !== 'base64') throw new RpcFailure(-32602, `Invalid param: encoding ${String(encoding)}`)
    const programs = isPublicKey(program) ? [program] : [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]
    const ownerBytes = decodeBase58(owner)
    const held = programs.flatMap((each) =>
      svm.getProgramAccounts(toAddress(each)).filter((account) => {
        const data = Buffer.from(account.data)
        return (
          data.length >= 165 &&
          data.subarray(32, 64).equals(Buffer.from(ownerBytes ?? [])) &&
          (!isPublicKey(mint) || encodeBase58(data.subarray(0, 32)) === mint)
        )
      }),
    )
    return inContext(held.map((account) => ({ pubkey: account.address, account: encoded(account) })))
  }

  function result(method: string, params: unknown): unknown {
    switch (method) {
      case 'getBalance':
        return inContext(Number(svm.getBalance(publicKeyParam(params)) ?? 0n))
      case 'getAccountInfo':
        return accountInfo(params)
      case 'getLatestBlockhash':
        return inContext({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot() + 150 })
      case 'getSlot':
      case 'getBlockHeight':
        return slot()
      case 'getHealth':
        return 'ok'
      case 'getGenesisHash':
        return SOLANA_DEVNET_GENESIS_HASH
      case 'getVersion':
        return { 'solana-core': '2.2.0', 'feature-set': 0 }
      case 'getMinimumBalanceForRentExemption': {
        const size = param(params, 0)
        if (!Number.isSafeInteger(size) || (size as number) < 0)
          throw new RpcFailure(-32602, 'Invalid param: data length')
        return Number(svm.minimumBalanceForRentExemption(BigInt(size as number)))
      }
      case 'requestAirdrop': {
        const lamports = param(params, 1)
        if (!Number.isSafeInteger(lamports) || (lamports as number) <= 0)
          throw new RpcFailure(-32602, 'Invalid param: lamports')
        return airdrop(publicKeyParam(params), BigInt(lamports as number))
      }
      case 'getTokenAccountsByOwner':
        return tokenAccountsByOwner(params)
      case 'getFeeForMessage':
        return inContext(feeForMessage(params))
      case 'sendTransaction':
        return sendTransaction(params)
      case 'getSignatureStatuses':
        return signatureStatuses(params)
      default:
        throw new RpcFailure(-32601, 'Method not found')
    }
  }

  return {
    airdrop,
    answer(call: Call): Reply {
      const id = call.id ?? null
      try {
        if (call.jsonrpc !== '2.0' || typeof call.method !== 'string')
          throw new RpcFailure(-32600, 'Invalid request')
        calls.push(call.method)
        return { jsonrpc: '2.0', id, result: result(call.method, call.params) }
      } catch (error) {
        const failure =
          error instanceof RpcFailure ? error : new RpcFailure(-32603, `Internal error: ${String(error)}`)
        const { code, message, data } = failure
        return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } }
      }
    },
  }
}
