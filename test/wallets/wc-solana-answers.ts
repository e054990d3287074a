import { ed25519 } from '@noble/curves/ed25519'
import { readWireTransaction, withSignature } from '../../core/src/chains/solana/wire-transaction.js'
import { decodeBase58, encodeBase58 } from '../../core/src/networks/base58.js'
import { SolanaSendError, sendWireTransaction } from './solana-send.js'

// The Solana half of the scripted WalletConnect wallet: WalletConnect's Solana JSON-RPC methods
// answered with a real ed25519 key (messages base58, transactions base64, signatures base58), and
// `solana_signAndSendTransaction` sent to the chain's RPC.

/** A Solana chain the wallet holds an account on (CAIP-2) and the RPC it sends transactions to. */
export type WcSolanaChain = { caipNetworkId: `solana:${string}`; rpcUrl: string }

/** What a method call failed with, as the wallet answers it over WalletConnect. */
export class WcSolanaError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const fromBase64 = (value: unknown) => new Uint8Array(Buffer.from(String(value), 'base64'))
const field = (params: unknown, name: string): unknown =>
  typeof params === 'object' && params !== null ? Reflect.get(params, name) : undefined

/**
 * The Solana answers of a wallet holding `secretKey` on `chains`.
 *
 * @example
 * const solana = wcSolanaAnswers({ secretKey, chains: [{ caipNetworkId: 'solana:Foyer…', rpcUrl }] })
 * await solana.answer('solana_signMessage', { message, pubkey })
 */
export function wcSolanaAnswers({
  secretKey,
  chains,
}: {
  secretKey: Uint8Array
  chains: readonly WcSolanaChain[]
}) {
  const publicKey = ed25519.getPublicKey(secretKey)
  const address = encodeBase58(publicKey)
  const sign = (transaction: Uint8Array) =>
    withSignature(transaction, publicKey, ed25519.sign(readWireTransaction(transaction).message, secretKey))
  function checkSigner(params: unknown) {
    const pubkey = field(params, 'pubkey')
    if (pubkey !== undefined && pubkey !== address)
      throw new WcSolanaError(4100, `The wallet does not hold ${String(pubkey)}.`)
  }
  async function send(chainId: string, transaction: Uint8Array): Promise<string> {
    const chain = chains.find((candidate) => candidate.caipNetworkId === chainId)
    if (!chain) throw new WcSolanaError(4200, `The wallet has no RPC for ${chainId}.`)
    try {
      return await sendWireTransaction(chain.rpcUrl, transaction)
    } catch (error) {
      if (error instanceof SolanaSendError) throw new WcSolanaError(error.code, error.message)
      throw error
    }
  }
  return {
    address,
    holds: (chain: string) => chains.some((candidate) => candidate.caipNetworkId === chain),
    async answer(method: string, params: unknown, chainId: string): Promise<unknown> {
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: address }]
        case 'solana_signMessage': {
          checkSigner(params)
          const message = decodeBase58(String(field(params, 'message')))
          if (!message) throw new WcSolanaError(-32602, 'The message is not base58.')
          return { signature: encodeBase58(ed25519.sign(message, secretKey)) }
        }
        case 'solana_signTransaction': {
          checkSigner(params)
          const signed = sign(fromBase64(field(params, 'transaction')))
          return {
            signature: encodeBase58(readWireTransaction(signed).signatures[0] ?? new Uint8Array()),
            transaction: base64(signed),
          }
        }
        case 'solana_signAllTransactions': {
          const transactions = field(params, 'transactions')
          if (!Array.isArray(transactions)) throw new WcSolanaError(-32602, 'No transactions.')
          return { transactions: transactions.map((transaction) => base64(sign(fromBase64(transaction)))) }
        }
        case 'solana_signAndSendTransaction':
          return { signature: await send(chainId, sign(fromBase64(field(params, 'transaction')))) }
        default:
          throw new WcSolanaError(4200, `The wallet does not support ${method}.`)
      }
    },
  }
}
