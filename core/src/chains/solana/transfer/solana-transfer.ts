import type { Transaction } from '@solana/web3.js'
import {
  SendNetworkNotOfferedError,
  SolanaRentError,
  TransferNetworkChangedError,
} from '../../../errors/transfer.js'
import type { Network } from '../../../networks/network.types.js'
import { activeAccountOf } from '../../account.js'
import type { Connection } from '../../adapter.types.js'
import { createNetworkTransport, type RpcOptions } from '../../rpc-transport.js'
import type { PreparedTransfer, Transfer, TransferSender } from '../../transfer.types.js'
import { SOLANA_PING } from '../solana.rpc.js'
import {
  balanceOf,
  blockhashOf,
  messageFeeOf,
  minimumText,
  type Rpc,
  refuseSenderDust,
  rentMinimumOf,
} from './solana-rpc.js'

// Sending SOL and SPL tokens from a connection (the Send form's), loaded with the first Send form on
// Solana. A SOL transfer is one System Program instruction signed by the sender alone; its fee is
// what the network says for exactly that message (`getFeeForMessage`), and balances are read at the
// `confirmed` commitment, as the modal reads them. Tokens are spl-transfer.ts's, downloaded with the
// first token picked.

/**
 * The transfer's one instruction, in a transaction the sender pays for, dated by `blockhash`. web3.js
 * is a download of its own (the Solana adapter's other transactions share it).
 */
async function transactionOf(from: string, transfer: Transfer, blockhash: string): Promise<Transaction> {
  const { PublicKey, SystemProgram, Transaction } = await import('@solana/web3.js')
  const transaction = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash })
  return transaction.add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(from),
      toPubkey: new PublicKey(transfer.to),
      lamports: transfer.amount,
    }),
  )
}

/**
 * Prepares a SOL transfer: the sender's balance, the fee the network asks for exactly this message,
 * and Solana's rent rule, said before any wallet is asked: an account that holds any lamports must hold
 * at least the rent-exempt minimum, so a transfer that would leave the receiver (a new account) or the
 * sender with less than that, but more than nothing, is refused by the network (`SolanaRentError`).
 *
 * @example
 * const prepared = await prepareSolanaTransfer({ from, network, transfer, rpcOf })
 */
export async function prepareSolanaTransfer({
  from,
  network,
  transfer,
  rpcOf,
}: {
  from: string
  network: Network<'solana'> | undefined
  transfer: Transfer
  rpcOf: (network: Network<'solana'>) => Rpc
}): Promise<PreparedTransfer> {
  if (!network) throw new SendNetworkNotOfferedError()
  const rpc = rpcOf(network)
  if (transfer.token) {
    const { prepareSplTransfer } = await import('./spl-transfer.js')
    return prepareSplTransfer({ from, network, transfer, token: transfer.token, rpc })
  }
  const [balance, receiverBalance, rentMinimum, blockhash] = await Promise.all([
    balanceOf(rpc, from),
    balanceOf(rpc, transfer.to),
    rentMinimumOf(rpc, 0),
    blockhashOf(rpc),
  ])
  const fee = await messageFeeOf(rpc, (await transactionOf(from, transfer, blockhash)).serializeMessage())
  const covered = transfer.amount + fee <= balance
  if (covered && transfer.amount > 0n) {
    refuseSenderDust({ left: balance - transfer.amount - fee, rentMinimum, network })
    if (receiverBalance === 0n && transfer.amount < rentMinimum)
      throw new SolanaRentError('receiver', minimumText(rentMinimum, network), {
        details: `the receiver's new account would hold ${transfer.amount} lamports`,
      })
  }
  return {
    ...transfer,
    caipNetworkId: network.caipNetworkId,
    from,
    fee,
    balance,
    nativeBalance: balance,
    symbol: network.nativeCurrency.symbol,
    feeTerms: { fee },
  }
}

/**
 * The Solana adapter's sending, bound to its networks and its wallets' `signAndSendTransaction`: each
 * transfer is prepared on the network the connection's wallet is on and sent from its active account,
 * on a fresh blockhash (the message, and so its fee, is the same as the one quoted).
 *
 * @example
 * loadTransfers: () => import('./transfer/solana-transfer.js').then((t) => t.solanaTransfers({ networks, rpc, signAndSendTransaction }))
 */
export function solanaTransfers({
  networks,
  rpc,
  signAndSendTransaction,
}: {
  networks: readonly Network<'solana'>[]
  rpc: RpcOptions | undefined
  signAndSendTransaction(connection: Connection<'solana'>, transaction: Transaction): Promise<string>
}): TransferSender<'solana'> {
  const rpcOf =
    (network: Network<'solana'>): Rpc =>
    (method, params) =>
      createNetworkTransport(network, rpc, SOLANA_PING)({}).request({ method, params: [...params] })
  const networkOf = (connection: Connection<'solana'>) =>
    networks.find((each) => each.caipNetworkId === connection.caipNetworkId)
  return {
    prepareTransfer: (connection, transfer) =>
      prepareSolanaTransfer({
        from: activeAccountOf(connection).address,
        network: networkOf(connection),
        transfer,
        rpcOf,
      }),
    async sendTransfer(connection, prepared) {
      // A transfer prepared on another network would pay what was never shown there.
      if (connection.caipNetworkId !== prepared.caipNetworkId)
        throw new TransferNetworkChangedError({
          details: `prepared on ${prepared.caipNetworkId}, the wallet is on ${connection.caipNetworkId}`,
        })
      const network = networkOf(connection)
      if (!network) throw new SendNetworkNotOfferedError()
      const from = activeAccountOf(connection).address
      const rpc = rpcOf(network)
      const blockhash = await blockhashOf(rpc)
      if (!prepared.token)
        return signAndSendTransaction(connection, await transactionOf(from, prepared, blockhash))
      const { splTransaction } = await import('./spl-transfer.js')
      return signAndSendTransaction(connection, await splTransaction(rpc, { from, prepared, blockhash }))
    },
  }
}
