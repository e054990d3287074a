import type { Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { ConnectionConnectorNotFoundError } from '../../errors/connection.js'
import type { Network } from '../../networks/network.types.js'
import { accountOf } from '../account.js'
import type { Connection } from '../adapter.types.js'
import { createNetworkTransport, type RpcOptions } from '../rpc-transport.js'
import { SOLANA_PING } from './solana.rpc.js'
import { InvalidSolanaWalletAnswerError, signatureOf, toSolanaWalletError } from './wallet-answers.js'
import { walletChainOf } from './wallet-chains.js'
import { featureOf } from './wallet-features.js'
import { toBase64 } from './wire-transaction.js'

/** A transaction as `@solana/web3.js` builds it: legacy or versioned (v0). */
export type SolanaTransaction = Transaction | VersionedTransaction

/**
 * What the Solana adapter adds to the common contract: the wallet signs transactions, or signs and
 * sends them on the connection's network. The site builds transactions with `@solana/web3.js`; the
 * adapter hands the wallet their wire bytes, so web3.js is loaded only when a signed transaction has
 * to be read back.
 *
 * @example
 * const signature = await adapter.signAndSendTransaction(connection, transaction)
 */
export type SolanaTransactionActions = {
  /** Asks the wallet to sign; resolves with the signed transaction, of the same kind as given. */
  signTransaction<tx extends SolanaTransaction>(
    connection: Connection<'solana'>,
    transaction: tx,
  ): Promise<tx>
  /** Asks the wallet to sign several transactions with one prompt. */
  signAllTransactions<tx extends SolanaTransaction>(
    connection: Connection<'solana'>,
    transactions: readonly tx[],
  ): Promise<tx[]>
  /**
   * Asks the wallet to sign and send; resolves with the transaction's signature (base58). A wallet
   * without `solana:signAndSendTransaction` signs, and Foyer sends over the network's RPC.
   */
  signAndSendTransaction(connection: Connection<'solana'>, transaction: SolanaTransaction): Promise<string>
}

/** The wire bytes of a transaction, signed or not (a wallet adds its own signature). */
function wireOf(transaction: SolanaTransaction): Uint8Array {
  if ('version' in transaction) return transaction.serialize()
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/** Reads signed wire bytes back as the kind of transaction the site gave. */
async function transactionOf<tx extends SolanaTransaction>(original: tx, bytes: unknown): Promise<tx> {
  if (!(bytes instanceof Uint8Array))
    throw new InvalidSolanaWalletAnswerError({ details: 'the signed transaction is not bytes' })
  const { Transaction, VersionedTransaction } = await import('@solana/web3.js')
  try {
    const signed = 'version' in original ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)
    return signed as tx
  } catch (error) {
    throw new InvalidSolanaWalletAnswerError({
      details: 'the signed transaction cannot be read',
      cause: error,
    })
  }
}

/**
 * The Solana adapter's transaction actions, over the wallets `walletOf` finds and the networks' RPC.
 *
 * @example
 * const transactions = createSolanaTransactions({ walletOf, networks, rpc })
 */
export function createSolanaTransactions({
  walletOf,
  networks,
  rpc,
}: {
  walletOf: (connectorId: string) => Wallet | undefined
  networks: readonly Network<'solana'>[]
  rpc: RpcOptions | undefined
}): SolanaTransactionActions {
  /** The wallet and its account for the connection's active account. */
  function signerOf(connection: Connection<'solana'>): { wallet: Wallet; account: WalletAccount } {
    const { address } = accountOf(connection, undefined)
    const wallet = walletOf(connection.connectorId)
    const account = wallet?.accounts.find((candidate) => candidate.address === address)
    if (!wallet || !account) throw new ConnectionConnectorNotFoundError({ details: connection.connectorId })
    return { wallet, account }
  }

  async function signAll<tx extends SolanaTransaction>(
    connection: Connection<'solana'>,
    transactions: readonly tx[],
  ): Promise<tx[]> {
    const { wallet, account } = signerOf(connection)
    const sign = featureOf(wallet, 'solana:signTransaction')
    if (!sign)
      throw new ConnectionConnectorNotFoundError({ details: `${wallet.name}: solana:signTransaction` })
    const chain = walletChainOf(connection.caipNetworkId)
    let outputs: Awaited<ReturnType<typeof sign.signTransaction>>
    try {
      outputs = await sign.signTransaction(
        ...transactions.map((transaction) => ({ account, chain, transaction: wireOf(transaction) })),
      )
    } catch (error) {
      throw toSolanaWalletError(error)
    }
    if (!Array.isArray(outputs) || outputs.length !== transactions.length)
      throw new InvalidSolanaWalletAnswerError({ details: 'not one signed transaction per transaction' })
    return Promise.all(
      transactions.map((transaction, index) => transactionOf(transaction, outputs[index]?.signedTransaction)),
    )
  }

  async function sendSigned(connection: Connection<'solana'>, signed: SolanaTransaction): Promise<string> {
    const network = networks.find((candidate) => candidate.caipNetworkId === connection.caipNetworkId)
    if (!network) throw new ConnectionConnectorNotFoundError({ details: connection.caipNetworkId })
    const transport = createNetworkTransport(network, rpc, SOLANA_PING)({})
    const signature: unknown = await transport.request({
      method: 'sendTransaction',
      params: [toBase64(wireOf(signed)), { encoding: 'base64' }],
    })
    if (typeof signature !== 'string')
      throw new InvalidSolanaWalletAnswerError({ details: 'the network answered no signature' })
    return signature
  }

  return {
    async signTransaction(connection, transaction) {
      const [signed] = await signAll(connection, [transaction])
      if (!signed) throw new InvalidSolanaWalletAnswerError({ details: 'no signed transaction' })
      return signed
    },
    signAllTransactions: signAll,
    async signAndSendTransaction(connection, transaction) {
      const { wallet, account } = signerOf(connection)
      const send = featureOf(wallet, 'solana:signAndSendTransaction')
      if (!send) {
        const [signed] = await signAll(connection, [transaction])
        if (!signed) throw new InvalidSolanaWalletAnswerError({ details: 'no signed transaction' })
        return sendSigned(connection, signed)
      }
      let outputs: Awaited<ReturnType<typeof send.signAndSendTransaction>>
      try {
        outputs = await send.signAndSendTransaction({
          account,
          chain: walletChainOf(connection.caipNetworkId),
          transaction: wireOf(transaction),
        })
      } catch (error) {
        throw toSolanaWalletError(error)
      }
      return signatureOf(outputs?.[0]?.signature)
    },
  }
}
