import type { OfflineDirectSigner } from '@cosmjs/proto-signing'
import { BroadcastTxError, SigningStargateClient } from '@cosmjs/stargate'
import { TransactionFailedError } from '../../../errors/transaction.js'
import { CosmosRpcTimeoutError } from '../cosmos.errors.js'
import { within } from '../within.js'
import { nodeRefusalError } from './cosmos-transfer.errors.js'
import { MSG_SEND_TYPE_URL, type ReviewedSend } from './send-document.js'

// What sending reads from and writes to a Cosmos chain, over its CometBFT RPC with CosmJS (downloaded
// with the sender, sharing the balance reader's CosmJS): the sender's account, its balance, a
// simulation of the send for its gas, and the broadcast. Each request is bounded by the adapter's RPC
// timeout, so a node that does not answer is a clear error rather than a wait.
//
// CosmJS simulates through its SigningStargateClient only, which asks its signer for nothing but the
// account's public key: it gets a signer that knows the key and never signs. The wallet signs, through
// the adapter, and what it signed is checked before `broadcast` is called.

/** The sender's account as the chain numbers it: the account number and the next sequence. */
export type ChainAccount = { accountNumber: bigint; sequence: bigint }

/**
 * The chain as one send sees it, for one sender, opened for one preparation or one send and closed
 * after it.
 *
 * @example
 * const chain = await openSendChain({ rpcUrl, address, publicKey, timeoutMs: 10_000 })
 */
export type SendChain = {
  /** The sender's account; `null` when the chain does not know it (it never received anything). */
  account(): Promise<ChainAccount | null>
  /** The sender's balance of `denom`. */
  balance(denom: string): Promise<bigint>
  /** The gas a simulation of the send used (signed by the sender's key, at its current sequence). */
  simulate(send: Pick<ReviewedSend, 'from' | 'to' | 'amount' | 'denom' | 'memo'>): Promise<bigint>
  /** Broadcasts signed transaction bytes (`broadcast_tx_sync`); its hash as CometBFT writes it. */
  broadcast(txBytes: Uint8Array): Promise<string>
  close(): void
}

/** Opens the chain at `rpcUrl` for the sender `address` with `publicKey`, each request under `timeoutMs`. */
export type OpenSendChain = (p: {
  rpcUrl: string
  address: string
  publicKey: Uint8Array
  timeoutMs: number
}) => Promise<SendChain>

const amountPattern = /^\d{1,78}$/

/**
 * The chain over CosmJS's SigningStargateClient. A refusal at broadcast (CheckTx's code) is the error
 * {@link nodeRefusalError} names; a simulation the node fails is a `TransactionFailedError` with its
 * words in `details`.
 *
 * @example
 * const chain = await openSendChain({ rpcUrl: 'http://127.0.0.1:26657', address, publicKey, timeoutMs: 10_000 })
 * await chain.balance('uatom') // 5_000_000n
 */
export const openSendChain: OpenSendChain = async ({ rpcUrl, address, publicKey, timeoutMs }) => {
  const timedOut = (what: string) => () =>
    new CosmosRpcTimeoutError({ details: `${rpcUrl}: ${what} took longer than ${timeoutMs} ms` })
  const keyOnly: OfflineDirectSigner = {
    getAccounts: async () => [{ address, algo: 'secp256k1', pubkey: publicKey }],
    signDirect: () => Promise.reject(new Error('The chain client never signs: the wallet does')),
  }
  const client = await within(
    SigningStargateClient.connectWithSigner(rpcUrl, keyOnly),
    timeoutMs,
    timedOut('connecting'),
    (late) => late.disconnect(),
  )
  const ask = <value>(request: Promise<value>, what: string) => within(request, timeoutMs, timedOut(what))
  return {
    async account() {
      const account = await ask(client.getAccount(address), 'getAccount')
      return account && { accountNumber: BigInt(account.accountNumber), sequence: BigInt(account.sequence) }
    },
    async balance(denom) {
      const coin = await ask(client.getBalance(address, denom), 'getBalance')
      if (coin?.denom !== denom || !amountPattern.test(String(coin?.amount)))
        throw new Error(`${rpcUrl} answered the ${denom} balance with ${JSON.stringify(coin)}`)
      return BigInt(coin.amount)
    },
    async simulate(send) {
      const message = {
        typeUrl: MSG_SEND_TYPE_URL,
        value: {
          fromAddress: send.from,
          toAddress: send.to,
          amount: [{ denom: send.denom, amount: send.amount.toString() }],
        },
      }
      try {
        return BigInt(await ask(client.simulate(address, [message], send.memo), 'simulate'))
      } catch (error) {
        if (error instanceof CosmosRpcTimeoutError) throw error
        throw new TransactionFailedError({ cause: error })
      }
    },
    async broadcast(txBytes) {
      try {
        return await ask(client.broadcastTxSync(txBytes), 'broadcastTxSync')
      } catch (error) {
        if (error instanceof BroadcastTxError) throw nodeRefusalError(error.code, error.codespace, error.log)
        throw error
      }
    },
    close: () => client.disconnect(),
  }
}
