import type { Client } from 'viem'
import { BaseError } from '../../../errors/base.js'
import {
  InvalidTransactionHashAnswerError,
  SendNetworkNotOfferedError,
  TokenDecimalsMismatchError,
  TransferNetworkChangedError,
} from '../../../errors/transfer.js'
import type { Network } from '../../../networks/network.types.js'
import type { Connection } from '../../adapter.types.js'
import type { ContractCall, PreparedTransfer, Transfer, TransferSender } from '../../transfer.types.js'
import { decodeAbiString } from '../abi-string.js'
import { universalResolverOf } from '../chain-contracts.js'
import { addressWord, type Hex, isHexAddress, uint256Of } from '../contract-calls.js'
import { type Keccak256, readEnsReceiver } from './ens-address.js'
import { evmAtomicBatchStatus, sendEvmAtomicBatch, supportsEvmAtomicBatch } from './evm-batch.js'
import { checksummed, confirmEvmTransfer, readEvmToken } from './evm-payment.js'
import { callOf } from './evm-transfer-call.js'
import { transactionErrorOf } from './transaction-errors.js'

// Everything below is plain JSON-RPC over the clients the adapter hands in, and imports nothing of the
// page's first download but Foyer's base error: viem's actions, or a module of the page's own, shared
// with this lazy file, make the bundler split that download into more files. Loaded with `import()`
// on the first Send form.

/** ERC-20 `balanceOf(address)`, `decimals()`, `symbol()` (`transfer` is in evm-transfer-call.ts). */
const BALANCE_OF: Hex = '0x70a08231'
const DECIMALS: Hex = '0x313ce567'
const SYMBOL: Hex = '0x95d89b41'

/**
 * The fee cap asked for is the base fee of the latest block twice over, plus the tip: the base fee
 * rises by at most 1/8 per full block, so doubling it keeps the transaction valid for about six full
 * blocks in a row, and the visitor pays only the base fee of the block that includes it (plus the
 * tip); the difference is never spent. The fee shown and Max use this cap, so neither can be short.
 */
const BASE_FEE_HEADROOM = 2n

/** Whether a wallet's answer is a transaction hash: `0x` and 64 hex digits. */
const isTransactionHash = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)

/** A JSON-RPC quantity (`0x…`) as a bigint; anything else throws (a node answering junk). */
function quantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value))
    throw new TypeError(`${what}: the node answered ${JSON.stringify(value)}, not a quantity`)
  return BigInt(value)
}

const hex = (value: bigint): Hex => `0x${value.toString(16)}`

/** The sending account's address, which the adapter gives from the connection: an EVM address. */
function sender(from: string): Hex {
  if (!isHexAddress(from)) throw new TypeError(`Not an EVM address: ${from}`)
  return from
}

/** The smaller of two bigints (`Math.min` takes numbers only). */
function smaller(a: bigint, b: bigint): bigint {
  if (a < b) return a
  return b
}

/** The fee terms for one gas limit: EIP-1559's cap and tip where the chain has a base fee, a gas price otherwise. */
async function feeTermsOf(client: Pick<Client, 'request'>, gas: bigint): Promise<Record<string, bigint>> {
  const block: unknown = await client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] })
  const baseFee =
    typeof block === 'object' && block !== null && 'baseFeePerGas' in block && block.baseFeePerGas != null
      ? quantity(block.baseFeePerGas, 'baseFeePerGas')
      : undefined
  if (baseFee === undefined) {
    const gasPrice = quantity(await client.request({ method: 'eth_gasPrice' }), 'eth_gasPrice')
    return { gas, gasPrice }
  }
  const tip = await client
    .request({ method: 'eth_maxPriorityFeePerGas' })
    .then((answer) => quantity(answer, 'eth_maxPriorityFeePerGas'))
    // Nodes without the method: the gas price less the base fee is the tip the chain expects.
    .catch(async () => {
      const gasPrice = quantity(await client.request({ method: 'eth_gasPrice' }), 'eth_gasPrice')
      return gasPrice > baseFee ? gasPrice - baseFee : 0n
    })
  return { gas, maxFeePerGas: baseFee * BASE_FEE_HEADROOM + tip, maxPriorityFeePerGas: tip }
}

/** The most `terms` can cost: the gas limit at the fee cap (or the gas price). */
function feeOf(terms: Readonly<Record<string, bigint>>): bigint {
  const gas = terms.gas ?? 0n
  return gas * (terms.maxFeePerGas ?? terms.gasPrice ?? 0n)
}

/** The token's `decimals()` and `symbol()` from its contract, and the sender's balance of it. */
async function readToken(
  client: Pick<Client, 'request'>,
  token: { address: Hex },
  from: string,
): Promise<{ decimals: bigint | undefined; symbol: string | undefined; balance: bigint | undefined }> {
  const call = (data: Hex) =>
    client.request({ method: 'eth_call', params: [{ to: token.address, data }, 'latest'] })
  const [decimals, symbol, balance] = await Promise.all([
    call(DECIMALS),
    call(SYMBOL).catch(() => undefined),
    call(`${BALANCE_OF}${addressWord(from)}`),
  ])
  return { decimals: uint256Of(decimals), symbol: decodeAbiString(symbol), balance: uint256Of(balance) }
}

/**
 * Prepares an EVM transfer from `from` on `network`: the balances it draws on, the gas the node
 * estimates for it and the fee terms (see `BASE_FEE_HEADROOM`), so the fee is the most it can cost. A
 * token's `decimals()` must be the decimals the amount was typed with (`TokenDecimalsMismatchError`
 * otherwise: a token list that lies about them would change the amount by powers of ten). Gas is
 * estimated for at most what the sender holds, so an amount over the balance still shows its fee (the
 * form then says what is lacking). What the node refuses is a transaction error in words.
 *
 * @example
 * const prepared = await prepareEvmTransfer({ from, network, transfer: { to, amount: 10n ** 16n }, clientOf: publicClientOf })
 */
export async function prepareEvmTransfer({
  from,
  network,
  transfer,
  clientOf,
}: {
  from: string
  /** The network the wallet is on, as the site configured it; none when it is on another. */
  network: Network<'eip155'> | undefined
  transfer: Transfer
  clientOf: (network: Network<'eip155'>) => Pick<Client, 'request'>
}): Promise<PreparedTransfer> {
  if (!network) throw new SendNetworkNotOfferedError()
  const client = clientOf(network)
  try {
    const { to: target } = callOf(transfer)
    const nativeBalance = quantity(
      await client.request({ method: 'eth_getBalance', params: [sender(from), 'latest'] }),
      'eth_getBalance',
    )
    let balance = nativeBalance
    let symbol = network.nativeCurrency.symbol
    if (transfer.token) {
      const read = await readToken(client, { address: target }, from)
      if (read.decimals !== BigInt(transfer.token.decimals) || read.balance === undefined)
        throw new TokenDecimalsMismatchError({
          details: `${transfer.token.address}: typed with ${transfer.token.decimals} decimals, the contract answers ${read.decimals ?? 'nothing'}`,
        })
      balance = read.balance
      symbol = read.symbol ?? symbol
    }
    // Estimated for what can be sent: an amount over the balance would fail the estimate itself.
    const estimated = smaller(transfer.amount, balance)
    const estimate = callOf({ ...transfer, amount: estimated })
    const gas = quantity(
      await client.request({
        method: 'eth_estimateGas',
        params: [
          {
            from: sender(from),
            to: estimate.to,
            value: hex(estimate.value),
            ...(estimate.data ? { data: estimate.data } : {}),
          },
        ],
      }),
      'eth_estimateGas',
    )
    const feeTerms = await feeTermsOf(client, gas)
    return {
      ...transfer,
      caipNetworkId: network.caipNetworkId,
      from,
      fee: feeOf(feeTerms),
      balance,
      nativeBalance,
      symbol,
      feeTerms,
    }
  } catch (error) {
    throw error instanceof BaseError ? error : (transactionErrorOf(error) ?? error)
  }
}

/**
 * Asks the wallet to send a prepared EVM transfer from `from` (`eth_sendTransaction`, with the gas
 * and fee terms it was prepared with, so the fee cannot exceed the one shown); the transaction hash.
 * A wallet's refusal keeps its RPC code (4001); what the chain refuses is a transaction error; an
 * answer that is no transaction hash is refused (`InvalidTransactionHashAnswerError`).
 *
 * @example
 * const hash = await sendEvmTransfer(walletClient, { from, prepared, caipNetworkId: connection.caipNetworkId })
 */
export async function sendEvmTransfer(
  client: Pick<Client, 'request'>,
  { from, prepared, caipNetworkId }: { from: string; prepared: PreparedTransfer; caipNetworkId: string },
): Promise<Hex> {
  // Fee terms are a network's: sent on another, they would pay what was never shown.
  if (caipNetworkId !== prepared.caipNetworkId)
    throw new TransferNetworkChangedError({
      details: `prepared on ${prepared.caipNetworkId}, the wallet is on ${caipNetworkId}`,
    })
  const chainId = BigInt(prepared.caipNetworkId.split(':')[1] ?? '0')
  const { to, value, data } = callOf(prepared)
  const terms = Object.fromEntries(Object.entries(prepared.feeTerms).map(([key, each]) => [key, hex(each)]))
  let answer: unknown
  try {
    answer = await client.request({
      method: 'eth_sendTransaction',
      // With its chain id, so a wallet that moved to another chain meanwhile refuses it (EIP-1474).
      params: [
        {
          from: sender(from),
          to,
          value: hex(value),
          ...(data ? { data } : {}),
          ...terms,
          chainId: hex(chainId),
        },
      ],
    })
  } catch (error) {
    // A refusal keeps its RPC code where it is (4001 in its cause chain), which the form reads.
    throw transactionErrorOf(error) ?? error
  }
  if (!isTransactionHash(answer))
    throw new InvalidTransactionHashAnswerError({
      details: `eth_sendTransaction returned ${JSON.stringify(answer)}`,
    })
  return answer
}

/**
 * Asks the wallet to send a contract call built elsewhere (a swap service's approval or swap) from
 * `from` on `caipNetworkId` (`eth_sendTransaction` with its chain id, so a wallet that moved to
 * another chain refuses it); the wallet picks the fee. The transaction hash; errors as for a transfer.
 *
 * @example
 * const hash = await sendEvmCall(walletClient, { from, call: { to, data, value: 0n }, caipNetworkId: 'eip155:1' })
 */
export async function sendEvmCall(
  client: Pick<Client, 'request'>,
  { from, call, caipNetworkId }: { from: string; call: ContractCall; caipNetworkId: string },
): Promise<Hex> {
  if (!isHexAddress(call.to) || !/^0x([0-9a-fA-F]{2})*$/.test(call.data))
    throw new TypeError(
      `sendEvmCall: not a contract call: ${JSON.stringify({ to: call.to, data: call.data })}`,
    )
  const chainId = BigInt(caipNetworkId.split(':')[1] ?? '0')
  let answer: unknown
  try {
    answer = await client.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: sender(from),
          to: call.to,
          value: hex(call.value),
          data: call.data as Hex,
          ...(call.gas === undefined ? {} : { gas: hex(call.gas) }),
          chainId: hex(chainId),
        },
      ],
    })
  } catch (error) {
    throw transactionErrorOf(error) ?? error
  }
  if (!isTransactionHash(answer))
    throw new InvalidTransactionHashAnswerError({
      details: `eth_sendTransaction returned ${JSON.stringify(answer)}`,
    })
  return answer
}

/**
 * The gas the network estimates for a contract call from `from` (`eth_estimateGas` on the network's
 * own RPC; the wallet is not asked): what a swap's fee is estimated from where its service gives no
 * gas limit, and its approval's. What the node refuses is a transaction error in words.
 *
 * @example
 * const gas = await estimateEvmCall(publicClient, { from, call: { to, data, value: 0n } })
 */
export async function estimateEvmCall(
  client: Pick<Client, 'request'>,
  { from, call }: { from: string; call: ContractCall },
): Promise<bigint> {
  try {
    const params = { from: sender(from), to: call.to as Hex, value: hex(call.value), data: call.data as Hex }
    return quantity(await client.request({ method: 'eth_estimateGas', params: [params] }), 'eth_estimateGas')
  } catch (error) {
    throw error instanceof BaseError ? error : (transactionErrorOf(error) ?? error)
  }
}

/**
 * The EVM adapter's sending, bound to its wallets and networks: each transfer is prepared on the
 * network the connection's wallet is on and sent from its active account.
 *
 * @example
 * loadTransfers: () => import('./transfer/evm-transfer.js').then((t) => t.evmTransfers({ networks, signerOf, walletClientOf, publicClientOf }))
 */
export function evmTransfers({
  networks,
  signerOf,
  walletClientOf,
  publicClientOf,
  keccak,
}: {
  networks: readonly Network<'eip155'>[]
  signerOf: (connection: Connection<'eip155'>) => string
  walletClientOf: (connection: Connection<'eip155'>) => Pick<Client, 'request'>
  publicClientOf: (network: Network<'eip155'>) => Pick<Client, 'request'>
  /** Keccak-256 (viem's, which the page already has): ENS names are hashed with it. */
  keccak: Keccak256
}): TransferSender<'eip155'> {
  return {
    prepareTransfer: (connection, transfer) =>
      prepareEvmTransfer({
        from: signerOf(connection),
        network: networks.find((each) => each.caipNetworkId === connection.caipNetworkId),
        transfer,
        clientOf: publicClientOf,
      }),
    sendTransfer: (connection, prepared) =>
      sendEvmTransfer(walletClientOf(connection), {
        from: signerOf(connection),
        prepared,
        caipNetworkId: connection.caipNetworkId,
      }),
    sendCall: (connection, call) =>
      sendEvmCall(walletClientOf(connection), {
        from: signerOf(connection),
        call,
        caipNetworkId: connection.caipNetworkId,
      }),
    async estimateCall(connection, call) {
      const network = networks.find((each) => each.caipNetworkId === connection.caipNetworkId)
      if (!network) throw new SendNetworkNotOfferedError()
      return estimateEvmCall(publicClientOf(network), { from: signerOf(connection), call })
    },
    // EIP-5792: the wallet is asked about batching through the connection's provider; the receipts
    // it names are checked on the network's own RPC.
    batch: {
      supportsAtomicBatch: (connection) =>
        supportsEvmAtomicBatch(walletClientOf(connection), {
          from: signerOf(connection),
          caipNetworkId: connection.caipNetworkId,
        }),
      sendAtomicBatch: (connection, calls) =>
        sendEvmAtomicBatch(walletClientOf(connection), {
          from: sender(signerOf(connection)),
          calls,
          caipNetworkId: connection.caipNetworkId,
        }),
      async atomicBatchStatus(connection, id, proof) {
        const network = networks.find((each) => each.caipNetworkId === connection.caipNetworkId)
        if (!network) throw new SendNetworkNotOfferedError()
        return evmAtomicBatchStatus(walletClientOf(connection), publicClientOf(network), { id, proof })
      },
    },
    tokenStandard: 'erc20',
    displayAddress: (address) => checksummed(address, keccak),
    async readToken(connection, address) {
      const network = networks.find((each) => each.caipNetworkId === connection.caipNetworkId)
      if (!network) throw new SendNetworkNotOfferedError()
      return readEvmToken(publicClientOf(network), address)
    },
    async confirmTransfer(sent, options) {
      const network = networks.find((each) => each.caipNetworkId === sent.prepared.caipNetworkId)
      if (!network) throw new SendNetworkNotOfferedError()
      return confirmEvmTransfer(publicClientOf(network), { ...sent, from: sent.prepared.from }, options)
    },
    // ENS names, on a network that has ENS (its Universal Resolver): its Ethereum address (coin type
    // 60), which is the account's on that network, and its picture. Elsewhere no name resolves.
    async resolveName(connection, name) {
      const network = networks.find((each) => each.caipNetworkId === connection.caipNetworkId)
      const universalResolver = network && universalResolverOf(network)
      if (!network || !universalResolver) return undefined
      return readEnsReceiver(publicClientOf(network), { name, universalResolver, keccak })
    },
  }
}
