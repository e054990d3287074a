import {
  type Address,
  formatUnits,
  getAddress,
  type Hash,
  isAddressEqual,
  parseAbiItem,
  type Transaction,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { priceOf, type ReadableChain, tokenIconUrl } from './account-chains.js'
import { nftImageUrl, nftName } from './token-art.js'

/**
 * A transfer of a history entry, in the Blockchain API's wire shape: a fungible token's
 * (`fungible_info`, with `value` and `price` in US dollars) or an NFT's (`nft_info`).
 *
 * @example
 * const out: WireTransfer = { direction: 'out', quantity: { numeric: '10' }, fungible_info: { name: 'Foyer Dollar', symbol: 'FUSD', icon: { url } }, value: 10, price: 1 }
 */
export type WireTransfer = {
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: {
    name: string
    content: { preview: WireImage; detail: WireImage }
    flags: { is_spam: boolean }
  }
  value?: number
  price?: number
}

type WireImage = { url: string; content_type: string }

/**
 * A transaction of `GET /v1/account/{address}/history`'s `data`, in the Blockchain API's wire shape.
 *
 * @example
 * const entry: WireTransaction = { id: hash, metadata: { operationType: 'send', hash, chain: 'eip155:31337', minedAt, sentFrom, sentTo, status: 'confirmed', nonce: 3, application: { name: null, iconUrl: null } }, transfers: [out] }
 */
export type WireTransaction = {
  id: string
  metadata: {
    operationType: string
    hash: Hash
    chain: string
    /** ISO 8601, from the block's timestamp. */
    minedAt: string
    sentFrom: Address
    /** The transaction's `to`; for a deployment, the contract it created. */
    sentTo: Address
    status: 'confirmed' | 'failed'
    nonce: number
    application: { name: null; iconUrl: null }
  }
  transfers: WireTransfer[]
}

/**
 * A transaction of the history and where it sits on the chain (for cursors).
 *
 * @example
 * const entry: HistoryEntry = { block: 12n, index: 0, transaction }
 */
export type HistoryEntry = { block: bigint; index: number; transaction: WireTransaction }

const erc20Transfer = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')
const erc721Transfer = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
)
const approvals = new Set<string>([
  toFunctionSelector('approve(address,uint256)'),
  toFunctionSelector('setApprovalForAll(address,bool)'),
])

/** A devnet token moving, read from a `Transfer` log. */
type Move = { hash: Hash; logIndex: number; from: Address; to: Address } & (
  | { kind: 'fungible'; token: Address; amount: bigint }
  | { kind: 'nft'; tokenId: bigint }
)

/**
 * Reads an account's history on a devnet, newest first: every transaction it sent or that sent it
 * ETH (from a scan of all blocks, fine on a small devnet), and every one that moved a devnet ERC-20
 * or Foyer Friend from or to it (from the contracts' `Transfer` logs). A transaction's transfers are
 * its ETH value (when it succeeded) and its token moves that involve the account; its operation type
 * follows from them (`mint`, `burn`, `trade`, `send`, `receive`) or, without any, from what the
 * account sent (`deploy`, `approve`, `send`, `execute`).
 *
 * @example
 * const [latest] = await readHistory(chain, ANVIL_ADDRESS_0, service.url)
 * latest?.transaction.metadata.operationType // 'send'
 */
export async function readHistory(
  chain: ReadableChain,
  account: Address,
  serviceUrl: string,
): Promise<HistoryEntry[]> {
  const { client, tokens } = chain
  const latest = await client.getBlockNumber()
  const numbers = Array.from({ length: Number(latest) + 1 }, (_, index) => BigInt(index))
  const [blocks, fungibleLogs, nftLogs] = await Promise.all([
    Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }))),
    client.getLogs({
      address: tokens.tokens.map((token) => token.address),
      event: erc20Transfer,
      fromBlock: 0n,
      toBlock: latest,
    }),
    client.getLogs({ address: tokens.nft.address, event: erc721Transfer, fromBlock: 0n, toBlock: latest }),
  ])
  const isAccount = (address: Address | null | undefined) => !!address && isAddressEqual(address, account)
  const moves: Move[] = [
    ...fungibleLogs.map(
      ({ transactionHash: hash, logIndex, address: token, args }): Move => ({
        kind: 'fungible',
        hash,
        logIndex,
        token,
        from: args.from ?? zeroAddress,
        to: args.to ?? zeroAddress,
        amount: args.value ?? 0n,
      }),
    ),
    ...nftLogs.map(
      ({ transactionHash: hash, logIndex, args }): Move => ({
        kind: 'nft',
        hash,
        logIndex,
        from: args.from ?? zeroAddress,
        to: args.to ?? zeroAddress,
        tokenId: args.tokenId ?? 0n,
      }),
    ),
  ]
    .filter((move) => isAccount(move.from) || isAccount(move.to))
    .sort((a, b) => a.logIndex - b.logIndex)

  const moved = new Set(moves.map((move) => move.hash))
  const involved = blocks
    .flatMap((block) => block.transactions.map((tx) => ({ block, tx })))
    .filter(({ tx }) => isAccount(tx.from) || isAccount(tx.to) || moved.has(tx.hash))
    .reverse()
  const receipts = await Promise.all(
    involved.map(({ tx }) => client.getTransactionReceipt({ hash: tx.hash })),
  )
  const tokenAddresses = [...tokens.tokens.map((token) => token.address), tokens.nft.address]
  const direction = (from: Address, to: Address | null) =>
    isAccount(from) && isAccount(to) ? 'self' : isAccount(from) ? 'out' : 'in'

  return involved.map(({ block, tx }, index): HistoryEntry => {
    const receipt = receipts[index]
    const succeeded = receipt?.status === 'success'
    const ownMoves = moves.filter((move) => move.hash === tx.hash)
    const transfers: WireTransfer[] = [
      ...(succeeded && tx.value > 0n && (isAccount(tx.from) || isAccount(tx.to))
        ? [fungible(direction(tx.from, tx.to), 'Ether', 'ETH', formatUnits(tx.value, 18), serviceUrl)]
        : []),
      ...ownMoves.map((move) => {
        if (move.kind === 'nft') return nft(direction(move.from, move.to), move.tokenId, serviceUrl)
        const token = tokens.tokens.find((known) => isAddressEqual(known.address, move.token))
        const numeric = formatUnits(move.amount, token?.decimals ?? 18)
        return fungible(
          direction(move.from, move.to),
          token?.name ?? '',
          token?.symbol ?? '',
          numeric,
          serviceUrl,
        )
      }),
    ]
    const operationType =
      operationOf(transfers, ownMoves, isAccount) ??
      (isAccount(tx.from) ? intentOf(tx, tokenAddresses) : 'receive')
    return {
      block: block.number ?? 0n,
      index: tx.transactionIndex ?? 0,
      transaction: {
        id: tx.hash,
        metadata: {
          operationType,
          hash: tx.hash,
          chain: chain.caipNetworkId,
          minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
          sentFrom: getAddress(tx.from),
          sentTo: getAddress(tx.to ?? receipt?.contractAddress ?? zeroAddress),
          status: succeeded ? 'confirmed' : 'failed',
          nonce: tx.nonce,
          application: { name: null, iconUrl: null },
        },
        transfers,
      },
    }
  })
}

function fungible(
  direction: WireTransfer['direction'],
  name: string,
  symbol: string,
  numeric: string,
  serviceUrl: string,
): WireTransfer {
  const price = priceOf(symbol)
  return {
    direction,
    quantity: { numeric },
    fungible_info: { name, symbol, icon: { url: tokenIconUrl(serviceUrl, symbol) } },
    ...(price === undefined ? {} : { value: price * Number(numeric), price }),
  }
}

function nft(direction: WireTransfer['direction'], tokenId: bigint, serviceUrl: string): WireTransfer {
  const image = { url: nftImageUrl(serviceUrl, tokenId), content_type: 'image/svg+xml' }
  return {
    direction,
    quantity: { numeric: '1' },
    nft_info: {
      name: nftName(tokenId),
      content: { preview: image, detail: image },
      flags: { is_spam: false },
    },
  }
}

/** What the transfers say the transaction was, or `undefined` when nothing of the account moved. */
function operationOf(
  transfers: readonly WireTransfer[],
  moves: readonly Move[],
  isAccount: (address: Address) => boolean,
): string | undefined {
  const isZero = (address: Address) => isAddressEqual(address, zeroAddress)
  if (moves.some((move) => isZero(move.from) && isAccount(move.to))) return 'mint'
  if (moves.some((move) => isZero(move.to) && isAccount(move.from))) return 'burn'
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.has('out') && directions.has('in')) return 'trade'
  if (directions.has('out') || directions.has('self')) return 'send'
  if (directions.has('in')) return 'receive'
  return undefined
}

/** What a transaction the account sent was meant to do, when none of its tokens moved (it failed, or approved). */
function intentOf(tx: Transaction, tokenAddresses: readonly Address[]): string {
  if (tx.to === null) return 'deploy'
  if (approvals.has(tx.input.slice(0, 10))) return 'approve'
  const to = tx.to
  if (tx.value > 0n || tokenAddresses.some((token) => isAddressEqual(token, to))) return 'send'
  return 'execute'
}
