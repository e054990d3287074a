import type { TransactionPreview } from '../../transaction-preview.types.js'
import { readableText } from '../preview/readable-text.js'

// What the embedded wallet's Solana side shows before it asks the login frame to sign: a message as
// text, a transaction decoded instruction by instruction (in `../preview/`). This file is the chunk
// the wallet downloads with its first request.

export { rpcAccountReader } from '../preview/account-reader.js'
export { solanaTransactionPreview } from '../preview/transaction-preview.js'

/**
 * A message as people read it: its UTF-8 text when it is text without control characters (line
 * breaks allowed), else its bytes in base58.
 *
 * @example
 * readableSolanaMessage(new TextEncoder().encode('Hello')) // 'Hello'
 */
export const readableSolanaMessage = readableText

/**
 * A message the embedded wallet is asked to sign on Solana, in words for the ApproveTransaction view.
 *
 * @example
 * solanaMessagePreview(bytes, 'B62q…', 'Solana')
 */
export function solanaMessagePreview(
  message: Uint8Array,
  signer: string,
  network: string,
): TransactionPreview {
  return {
    title: 'Sign a message',
    network,
    sections: [
      { heading: 'Message', rows: [{ address: undefined, detail: readableText(message), amount: '' }] },
    ],
    totals: [{ label: 'Signed by', value: signer }],
  }
}
