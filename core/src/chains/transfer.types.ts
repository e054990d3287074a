import type { CaipNetworkId, Namespace } from '../networks/network.types.js'
import type { AnyChainAdapter, ChainAdapter, Connection } from './adapter.types.js'

/**
 * The token a transfer moves, as the Send form read it: its contract (EVM) or mint (Solana) address
 * and the decimals the amount was typed with. The chain is asked again before anything is signed: a
 * token list (an indexer's answer) that lies about decimals would otherwise turn "1" into 10^12 times
 * more, or less, than the visitor typed. `symbol` is the list's, used where the chain gives none
 * (an SPL mint); an EVM token's comes from its contract.
 *
 * @example
 * const fusd: TransferToken = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 18, symbol: 'FUSD' }
 */
export type TransferToken = { address: string; decimals: number; symbol?: string | undefined }

/**
 * A payment the visitor asked for: `amount` in the token's smallest unit (wei, lamports, sats), as a
 * bigint from the field to the wallet. No `token` is the network's own coin.
 *
 * @example
 * const transfer: Transfer = { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: 10n ** 16n }
 */
export type Transfer = { to: string; amount: bigint; token?: TransferToken | undefined }

/**
 * A transfer ready for the wallet: what it costs at most and what it draws on, read from the chain as
 * it was prepared, and the fee terms the wallet is asked to keep, so the fee shown is the most it can
 * be (Max leaves exactly that).
 *
 * @example
 * const prepared = await adapter.prepareTransfer(connection, transfer)
 * shortfallOf({ ...prepared, native: !prepared.token })
 */
export type PreparedTransfer = Transfer & {
  /** The network it was prepared on: the wallet must still be on it when asked to send. */
  caipNetworkId: CaipNetworkId
  /** The account it is sent from. */
  from: string
  /** The network fee at most, in the native coin's smallest unit. */
  fee: bigint
  /** The sender's balance of the token sent (of the coin, without a token), as the chain holds it. */
  balance: bigint
  /** The sender's balance of the native coin, which pays the fee. */
  nativeBalance: bigint
  /** The token's symbol as its contract gives it, or the coin's; what the review names. */
  symbol: string
  /**
   * The namespace's fee terms (EVM: `gas`, `maxFeePerGas`, `maxPriorityFeePerGas`, or `gasPrice` on a
   * chain without EIP-1559), sent to the wallet as they are. Only the adapter that prepared them reads them.
   */
  feeTerms: Readonly<Record<string, bigint>>
  /**
   * Solana: the rent deposit of the receiver's token account, opened in the same transaction because
   * the receiver has none for the token yet. `fee` includes it.
   */
  receiverAccountRent?: bigint | undefined
}

/**
 * A contract call for the wallet to send: the contract, the calldata, the coin sent with it (base
 * units) and, where known, a gas limit.
 *
 * @example
 * const call: ContractCall = { to: '0x7a25…488D', data: '0x38ed1739…', value: 0n, gas: 200_000n }
 */
export type ContractCall = { to: string; data: string; value: bigint; gas?: bigint | undefined }

/**
 * Where a batch of calls sent as one (EIP-5792 on EVM) is: still `pending`; `confirmed`, with the
 * transaction that carried it as the chain shows it (`id`); `reverted`, the chain showing that
 * transaction (`id`) reverted (it paid its fee; being atomic, none of its calls stayed); or `failed`,
 * with why in words, where the chain shows none of it done (the wallet reports a failure and names
 * no transaction, or the receipts it names do not show what the batch was to do).
 *
 * @example
 * if (status.status === 'confirmed') console.log(status.id)
 */
export type BatchStatus =
  | { status: 'pending' }
  | { status: 'confirmed'; id: string }
  | { status: 'reverted'; id: string }
  | { status: 'failed'; reason: string }

/**
 * What proves on chain that a batch did its job: `amount` of `token` left `from` (a swap pays the
 * token in; a wallet that reports success for a transaction that did not move it is not believed).
 *
 * @example
 * const proof: BatchProof = { token: fusd, from: account, amount: 10n ** 19n }
 */
export type BatchProof = { token: string; from: string; amount: bigint }

/**
 * Sending calls as one atomic batch where the wallet can (EIP-5792 on EVM): every call runs or none
 * does, and the visitor sees one prompt.
 *
 * @example
 * if (await batcher.supportsAtomicBatch(connection)) const id = await batcher.sendAtomicBatch(connection, calls)
 */
export type AtomicBatcher<ns extends Namespace = Namespace> = {
  /**
   * Whether the wallet says it runs a batch atomically for the connection's account on its network.
   * `false` for a wallet that does not know the question, fails, or answers anything unreadable:
   * never an error.
   */
  supportsAtomicBatch(connection: Connection<ns>): Promise<boolean>
  /** Asks the wallet to send `calls` in order as one atomic batch; the batch's id (the wallet's). */
  sendAtomicBatch(connection: Connection<ns>, calls: readonly ContractCall[]): Promise<string>
  /**
   * Where the batch `id` is: the wallet is asked, and what it reports is checked against the chain's
   * own receipts where it names the transactions (a wallet's word alone never makes a swap succeed).
   */
  atomicBatchStatus(connection: Connection<ns>, id: string, proof: BatchProof): Promise<BatchStatus>
}

/**
 * Sending a namespace's coin and tokens from a connection (the Send view), as an adapter hands it
 * out once its code downloaded. Both reject with Foyer errors: the transaction-error classes for what
 * the chain refuses, the wallet's own refusal (4001) as it is.
 *
 * @example
 * const transfers = await adapter.loadTransfers()
 * await transfers.sendTransfer(connection, await transfers.prepareTransfer(connection, transfer))
 */
export type TransferSender<ns extends Namespace = Namespace> = {
  /**
   * Reads the balances the transfer draws on and what the network will charge for it at most, from the
   * network the connection is on; checks the token's decimals against its contract. Never asks the wallet.
   */
  prepareTransfer(connection: Connection<ns>, transfer: Transfer): Promise<PreparedTransfer>
  /** Asks the wallet to sign and send the prepared transfer, with its fee terms; the transaction's id. */
  sendTransfer(connection: Connection<ns>, prepared: PreparedTransfer): Promise<string>
  /**
   * Asks the wallet to send a contract call built elsewhere (a swap service's approval or swap), on
   * the network the connection is on; the transaction's id. Present where the namespace has contracts (EVM).
   */
  sendCall?(connection: Connection<ns>, call: ContractCall): Promise<string>
  /**
   * The gas the network estimates a contract call needs, sent from the connection's account on the
   * network it is on (its RPC, never the wallet). Present where `sendCall` is.
   */
  estimateCall?(connection: Connection<ns>, call: ContractCall): Promise<bigint>
  /** Calls as one atomic batch, where the namespace has a way to ask the wallet (EVM: EIP-5792). */
  batch?: AtomicBatcher<ns> | undefined
  /**
   * The address a name of the namespace's own name system points to on the connection's network
   * (EVM: ENS, where the network has ENS's Universal Resolver), with the picture the name's owner set
   * (an https URL); `undefined` when none. Absent where the namespace has no names.
   */
  resolveName?(
    connection: Connection<ns>,
    name: string,
  ): Promise<{ address: string; avatar?: string | undefined } | undefined>
  /**
   * A token's decimals and symbol as its contract (or mint) gives them, on the network the connection
   * is on: a payment a site asks for names the token only, and its amount is read in these decimals.
   * Absent where the namespace has no tokens the modal sends.
   */
  readToken?(connection: Connection<ns>, address: string): Promise<{ decimals: number; symbol: string }>
  /**
   * The CAIP-19 asset namespace of the namespace's fungible tokens (`erc20` on EVM): a payment a site
   * asks for names its token as `<caip-2>/<tokenStandard>:<address>`. Absent where tokens are not paid.
   */
  readonly tokenStandard?: string
  /**
   * An address as a review shows it for the visitor to check, in full (EVM: its EIP-55 checksummed
   * form, so a look-alike differs in its letters' case too). Absent: the address as given.
   */
  displayAddress?(address: string): string
  /**
   * Waits until the transaction `id` the wallet answered for `prepared` has landed, over the network's
   * own RPC (the site's, the one it was prepared on), and says how it went: `succeeded`, `failed` (it
   * landed and reverted), or `differs` (the transaction with that id is not the prepared transfer:
   * another receiver, amount, token, sender or network). Needs no connection: the wallet may be gone. Rejects when it has not landed within `timeoutMs`, or as `signal` aborts.
   * Absent where the namespace cannot tell (a payment is then not offered there).
   */
  confirmTransfer?(
    sent: { id: string; prepared: PreparedTransfer },
    options: { timeoutMs: number; signal: AbortSignal },
  ): Promise<TransferOutcome>
}

/**
 * How a sent transfer went, once landed (see `TransferSender.confirmTransfer`).
 *
 * @example
 * const outcome: TransferOutcome = 'succeeded'
 */
export type TransferOutcome = 'succeeded' | 'failed' | 'differs'

/**
 * What an adapter adds when its namespace can send: its sending code, downloaded on first use (the
 * first Send form), so a page that never sends never downloads it.
 *
 * @example
 * if (sendsTransfers(adapter)) const transfers = await adapter.loadTransfers()
 */
export type TransferLoader<ns extends Namespace = Namespace> = {
  loadTransfers(): Promise<TransferSender<ns>>
}

/**
 * Whether an adapter can send transfers (its namespace has a Send form).
 *
 * @example
 * const canSend = sendsTransfers(adapter)
 */
export function sendsTransfers<ns extends Namespace>(
  adapter: ChainAdapter<ns> | AnyChainAdapter,
): adapter is ChainAdapter<ns> & TransferLoader<ns> {
  return 'loadTransfers' in adapter && typeof adapter.loadTransfers === 'function'
}
