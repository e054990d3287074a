import type { Client } from 'viem'
import type { ListedCollection, ListedToken } from '../../account-data/account-data.types.js'
import { exactAmount } from '../../account-data/amount.js'
import type {
  AccountTransaction,
  AccountTransfer,
  TransferDirection,
} from '../../api/blockchain/blockchain-api.types.js'
import type { Network } from '../../networks/network.types.js'
import { decodeAbiString } from './abi-string.js'
import { addressWord, callAll, type Hex, isHexAddress, uint256Of } from './contract-calls.js'

/**
 * How many of a local chain's newest blocks are read for an account's history: a developer's chain
 * holds a few hundred; a chain longer than that shows its recent past.
 */
export const LOCAL_HISTORY_BLOCKS = 2_000

/** `Transfer(address,address,uint256)`, the same topic for ERC-20 and ERC-721 (whose id is indexed). */
const TRANSFER_TOPIC: Hex = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const ZERO_WORD: Hex = `0x${'0'.repeat(64)}`
/** `approve(address,uint256)` and `setApprovalForAll(address,bool)`. */
const APPROVALS = new Set(['0x095ea7b3', '0xa22cb465'])
/** `name()`, `symbol()`, `decimals()`. */
const NAME = '0x06fdde03'
const SYMBOL = '0x95d89b41'
const DECIMALS = '0x313ce567'

/**
 * An account's history on a local chain and the ERC-20 tokens it saw move there (listed or not, so
 * the Tokens list can read their balances too).
 *
 * @example
 * const { transactions, tokensSeen } = await readLocalHistory(client, { address, network, tokens, collections })
 */
export type LocalHistory = { transactions: AccountTransaction[]; tokensSeen: ListedToken[] }

/** What is read of a block's transaction. */
type RpcTransaction = { hash: Hex; from: Hex; to: Hex | null; value: Hex; input: Hex }
/** What is read of a log. */
type RpcLog = {
  address: Hex
  topics: readonly (Hex | null)[]
  data: Hex
  transactionHash: Hex | null
  logIndex: Hex | null
}
/** A token moving from or to the account, read from a `Transfer` log. */
type Move = { hash: Hex; logIndex: number; contract: Hex; from: string; to: string } & (
  | { kind: 'fungible'; amount: bigint }
  | { kind: 'nft'; tokenId: bigint }
)

/**
 * Reads an account's history from a local chain itself, newest first: every transaction of the
 * newest {@link LOCAL_HISTORY_BLOCKS} blocks the account sent or received (a block-by-block read, fine
 * on a developer's chain, far too slow on a public one), and every one that moved an ERC-20 or ERC-721
 * from or to it (from the chain's `Transfer` logs, whatever the contract). A transaction's transfers
 * are its native value (when it succeeded) and its token moves; its operation type follows from them
 * (`mint`, `burn`, `trade`, `send`, `receive`) or, without any, from what the account sent (`deploy`,
 * `approve`, `send`, `execute`). A token that is not listed is named by its own `name`, `symbol` and
 * `decimals`; an NFT by its listed collection's name and its id.
 *
 * @example
 * const { transactions } = await readLocalHistory(client, { address, network, tokens: [], collections: [] })
 */
export async function readLocalHistory(
  client: Pick<Client, 'request'>,
  request: {
    address: string
    network: Network<'eip155'>
    tokens: readonly ListedToken[]
    collections: readonly ListedCollection[]
  },
): Promise<LocalHistory> {
  const { address, network } = request
  const latest = BigInt(await client.request({ method: 'eth_blockNumber' }))
  const first = latest >= BigInt(LOCAL_HISTORY_BLOCKS) ? latest - BigInt(LOCAL_HISTORY_BLOCKS) + 1n : 0n
  const range = { fromBlock: hexOf(first), toBlock: hexOf(latest) }
  const account: Hex = `0x${addressWord(address)}`
  const numbers = Array.from({ length: Number(latest - first) + 1 }, (_, at) => first + BigInt(at))
  const [blocks, sentLogs, receivedLogs] = await Promise.all([
    Promise.all(
      numbers.map((number) =>
        client.request({ method: 'eth_getBlockByNumber', params: [hexOf(number), true] }),
      ),
    ),
    client.request({ method: 'eth_getLogs', params: [{ ...range, topics: [TRANSFER_TOPIC, account] }] }),
    client.request({
      method: 'eth_getLogs',
      params: [{ ...range, topics: [TRANSFER_TOPIC, null, account] }],
    }),
  ])
  const isAccount = (value: string | null | undefined) => value?.toLowerCase() === address.toLowerCase()
  const moves = uniqueMoves([...logsOf(sentLogs), ...logsOf(receivedLogs)])
  const moved = new Set(moves.map((move) => move.hash))
  const involved = blocks
    .flatMap((block) => (block ? fullTransactions(block.transactions).map((tx) => ({ block, tx })) : []))
    .filter(({ tx }) => isAccount(tx.from) || isAccount(tx.to) || moved.has(tx.hash))
    .reverse()
  const [receipts, tokensSeen] = await Promise.all([
    Promise.all(
      involved.map(({ tx }) => client.request({ method: 'eth_getTransactionReceipt', params: [tx.hash] })),
    ),
    tokensOf(client, network, request.tokens, moves),
  ])
  const tokenAt = (contract: string) =>
    tokensSeen.find((token) => token.address.toLowerCase() === contract.toLowerCase())
  const collectionAt = (contract: string) =>
    request.collections.find((collection) => collection.address.toLowerCase() === contract.toLowerCase())
  const direction = (from: string, to: string | null): TransferDirection =>
    isAccount(from) && isAccount(to) ? 'self' : isAccount(from) ? 'out' : 'in'

  const transactions = involved.map(({ block, tx }, index): AccountTransaction => {
    const receipt = receipts[index]
    const succeeded = receipt?.status === '0x1'
    const value = BigInt(tx.value)
    const ownMoves = moves.filter((move) => move.hash === tx.hash)
    const transfers: AccountTransfer[] = [
      ...(succeeded && value > 0n
        ? [
            {
              kind: 'fungible' as const,
              direction: direction(tx.from, tx.to),
              quantity: exactAmount(value, network.nativeCurrency.decimals),
              name: network.nativeCurrency.name,
              symbol: network.nativeCurrency.symbol,
            },
          ]
        : []),
      ...ownMoves.map((move): AccountTransfer => {
        if (move.kind === 'nft') {
          const collection = collectionAt(move.contract)
          const name = `${collection?.name ?? 'NFT'} #${move.tokenId}`
          return { kind: 'nft', direction: direction(move.from, move.to), quantity: '1', name }
        }
        const token = tokenAt(move.contract)
        return {
          kind: 'fungible',
          direction: direction(move.from, move.to),
          quantity: exactAmount(move.amount, token?.decimals ?? 18),
          name: token?.name,
          symbol: token?.symbol,
          iconUrl: token?.iconUrl,
        }
      }),
    ]
    const created = isHexAddress(receipt?.contractAddress) ? receipt.contractAddress : undefined
    return {
      id: tx.hash,
      hash: tx.hash,
      chainId: network.caipNetworkId,
      operationType:
        operationOf(transfers, ownMoves, isAccount) ?? (isAccount(tx.from) ? intentOf(tx) : 'receive'),
      status: succeeded ? 'confirmed' : 'failed',
      minedAt: new Date(Number(BigInt(block.timestamp)) * 1000).toISOString(),
      sentFrom: tx.from,
      sentTo: tx.to ?? created ?? '',
      transfers,
    }
  })
  return { transactions, tokensSeen }
}

const hexOf = (value: bigint): Hex => `0x${value.toString(16)}`

/** A block's transactions as objects (a node asked for full transactions gives them so). */
function fullTransactions(transactions: readonly (Hex | RpcTransaction)[]): RpcTransaction[] {
  return transactions.filter((tx): tx is RpcTransaction => typeof tx === 'object' && tx !== null)
}

/** The token moves in `eth_getLogs` answers; a log that is not a `Transfer` of that shape is left out. */
function logsOf(logs: readonly RpcLog[]): Move[] {
  return logs.flatMap((log): Move[] => {
    const [topic, from, to, id] = log.topics
    if (topic !== TRANSFER_TOPIC || !from || !to || !log.transactionHash || !isHexAddress(log.address))
      return []
    const common = {
      hash: log.transactionHash,
      logIndex: Number(log.logIndex ?? 0),
      contract: log.address,
      from: `0x${from.slice(-40)}`,
      to: `0x${to.slice(-40)}`,
    }
    if (id) return [{ ...common, kind: 'nft', tokenId: BigInt(id) }]
    const amount = uint256Of(log.data)
    return amount === undefined ? [] : [{ ...common, kind: 'fungible', amount }]
  })
}

/** Each move once (a transfer to oneself is in both answers), in the order the chain made them. */
function uniqueMoves(moves: readonly Move[]): Move[] {
  const seen = new Map(moves.map((move) => [`${move.hash} ${move.logIndex}`, move]))
  return [...seen.values()].sort((a, b) => a.logIndex - b.logIndex)
}

/**
 * The ERC-20 tokens that moved: the listed ones as listed, the others named by their own contract
 * (`name`, `symbol`, `decimals`, read all at once); one that does not answer all three is left out.
 */
async function tokensOf(
  client: Pick<Client, 'request'>,
  network: Network<'eip155'>,
  listed: readonly ListedToken[],
  moves: readonly Move[],
): Promise<ListedToken[]> {
  const contracts = [
    ...new Set(moves.flatMap((move) => (move.kind === 'fungible' ? [move.contract.toLowerCase()] : []))),
  ]
  const isListed = (contract: string) => listed.some((token) => token.address.toLowerCase() === contract)
  const unknown = contracts.filter((contract) => !isListed(contract)) as Hex[]
  const answers = await callAll(
    client,
    network,
    unknown.flatMap((target) => [NAME, SYMBOL, DECIMALS].map((data) => ({ target, data: data as Hex }))),
  )
  const found = unknown.flatMap((address, at): ListedToken[] => {
    const name = decodeAbiString(answers[at * 3])
    const symbol = decodeAbiString(answers[at * 3 + 1])
    const decimals = uint256Of(answers[at * 3 + 2])
    return name && symbol && decimals !== undefined && decimals <= 255n
      ? [{ address, name, symbol, decimals: Number(decimals) }]
      : []
  })
  const seen = listed.filter((token) => contracts.includes(token.address.toLowerCase()))
  return [...seen, ...found]
}

/** What the transfers say the transaction was, or `undefined` when nothing of the account moved. */
function operationOf(
  transfers: readonly AccountTransfer[],
  moves: readonly Move[],
  isAccount: (address: string) => boolean,
): string | undefined {
  const isZero = (address: string) => `0x${addressWord(address)}` === ZERO_WORD
  if (moves.some((move) => isZero(move.from) && isAccount(move.to))) return 'mint'
  if (moves.some((move) => isZero(move.to) && isAccount(move.from))) return 'burn'
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.has('out') && directions.has('in')) return 'trade'
  if (directions.has('out') || directions.has('self')) return 'send'
  if (directions.has('in')) return 'receive'
  return undefined
}

/** What a transaction the account sent was meant to do when none of its tokens moved (it failed, or approved). */
function intentOf(tx: RpcTransaction): string {
  if (tx.to === null) return 'deploy'
  if (APPROVALS.has(tx.input.slice(0, 10))) return 'approve'
  return BigInt(tx.value) > 0n ? 'send' : 'execute'
}
