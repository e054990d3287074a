import type { WalletAccount } from '@wallet-standard/base'
import { bytesToHex } from 'viem'
import { defineError } from '../../errors/define.js'
import { toRpcError } from '../../errors/rpc.js'
import { decodeBase58, encodeBase58 } from '../../networks/base58.js'
import type { Account } from '../adapter.types.js'
import { isSolanaAddress } from './solana.kit.js'

// What a Solana wallet answers, checked before Foyer uses it: a wallet is code from another origin
// and may return anything.

const ED25519_PUBLIC_KEY_BYTES = 32
const ED25519_SIGNATURE_BYTES = 64

/**
 * A Solana wallet answered something Foyer cannot use (no usable account, a signature of the wrong
 * length).
 *
 * @example
 * throw new InvalidSolanaWalletAnswerError({ details: 'signature is 63 bytes' })
 */
export class InvalidSolanaWalletAnswerError extends defineError(
  'SOLANA_INVALID_WALLET_ANSWER',
  'The wallet answered with something that is not valid',
  'InvalidSolanaWalletAnswerError',
) {}

/**
 * The accounts a wallet shared, as Foyer's accounts: base58 addresses with a 32-byte public key that
 * is the address (anything else is dropped). Solana's default account type is eoa.
 *
 * @example
 * accountsOf(connectResult.accounts) // [{ address: 'B62q…', type: 'eoa', publicKey: '…' }]
 */
export function accountsOf(walletAccounts: readonly WalletAccount[]): Account[] {
  return walletAccounts.flatMap((account) => {
    const { address, publicKey, label } = account
    if (typeof address !== 'string' || !isSolanaAddress(address)) return []
    if (!(publicKey instanceof Uint8Array) || publicKey.length !== ED25519_PUBLIC_KEY_BYTES) return []
    if (encodeBase58(publicKey) !== address) return []
    return [{ address, type: 'eoa' as const, publicKey: bytesToHex(publicKey).slice(2), name: label }]
  })
}

/**
 * A signature a wallet returned, base58-encoded as Solana writes signatures; throws when it is not 64
 * bytes.
 *
 * @example
 * signatureOf(output.signature) // '5VER…'
 */
export function signatureOf(signature: unknown): string {
  if (!(signature instanceof Uint8Array) || signature.length !== ED25519_SIGNATURE_BYTES)
    throw new InvalidSolanaWalletAnswerError({
      details: `the signature is ${signature instanceof Uint8Array ? `${signature.length} bytes` : 'not bytes'}, not ${ED25519_SIGNATURE_BYTES}`,
    })
  return encodeBase58(signature)
}

/**
 * A wallet's error as Foyer reports it: a refusal (code 4001, or a message saying the visitor
 * rejected) becomes the standard rejection, so the modal says 'Connection rejected'; a thrown value
 * that is not an Error becomes one.
 *
 * @example
 * throw toSolanaWalletError(error)
 */
export function toSolanaWalletError(error: unknown): Error {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  const message = error instanceof Error ? error.message : String(error)
  if (code === 4001 || /reject|denied|declined|cancel/i.test(message)) return toRpcError(4001, message)
  return error instanceof Error ? error : new Error(`The wallet failed: ${message}`)
}

/**
 * Bytes a wallet answered in base64 (a transaction); throws when it is not base64.
 *
 * @example
 * fromBase64(answerField(answer, 'transaction'))
 */
export function fromBase64(value: unknown): Uint8Array {
  if (typeof value !== 'string') throw new InvalidSolanaWalletAnswerError({ details: 'not a base64 string' })
  try {
    return Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
  } catch (error) {
    throw new InvalidSolanaWalletAnswerError({ details: 'not a base64 string', cause: error })
  }
}

/**
 * Bytes a wallet answered in base58 (a signature); throws when it is not base58.
 *
 * @example
 * fromBase58(answerField(answer, 'signature'))
 */
export function fromBase58(value: unknown): Uint8Array {
  const bytes = typeof value === 'string' ? decodeBase58(value) : undefined
  if (!bytes) throw new InvalidSolanaWalletAnswerError({ details: 'not a base58 string' })
  return bytes
}

/**
 * A field of a wallet's answer, whatever the answer is.
 *
 * @example
 * answerField({ signature: '5VER…' }, 'signature') // '5VER…'
 */
export const answerField = (answer: unknown, name: string): unknown =>
  typeof answer === 'object' && answer !== null ? Reflect.get(answer, name) : undefined
