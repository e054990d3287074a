import type { CaipAddress, CaipNetworkId } from '../../networks/network.types.js'

/**
 * A token amount as the Blockchain API writes it: `numeric` is the amount in whole tokens as a decimal
 * string (`'1.5'`), `decimals` the token's decimals as a string of digits.
 *
 * @example
 * const quantity: TokenQuantity = { decimals: '6', numeric: '12.5' }
 */
export type TokenQuantity = { decimals: string; numeric: string }

/**
 * A token the account holds on one network (SPEC §3 Token), from `GET /v1/account/{address}/balance`:
 * the native currency has no `address`; an ERC-20 or SPL token's is its CAIP-10 contract address.
 * `price` and `value` are in US dollars: the API always gives a price (`value` missing when it has
 * none to give); a source that knows no prices (the chain) leaves both out.
 *
 * @example
 * const usdc: TokenBalance = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: 'eip155:1:0xa0b8…', price: 1, value: 12.5, quantity: { decimals: '6', numeric: '12.5' }, iconUrl: 'https://…/usdc.png' }
 */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: CaipNetworkId
  address?: CaipAddress | undefined
  value?: number | undefined
  price?: number | undefined
  quantity: TokenQuantity
  /** `''` when the API has no icon. */
  iconUrl: string
}

/** A transaction's state (SPEC §3 Transaction metadata status). */
export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/** Which way a transfer went for the account. */
export type TransferDirection = 'in' | 'out' | 'self'

/**
 * One movement of a transaction: a fungible token's (`fungible`) or an NFT's (`nft`), with its amount.
 *
 * @example
 * const transfer: AccountTransfer = { kind: 'fungible', direction: 'in', quantity: '0.01', symbol: 'ETH', name: 'Ether', iconUrl: undefined, value: 30.1 }
 */
export type AccountTransfer =
  | {
      kind: 'fungible'
      direction: TransferDirection
      /** Whole tokens, as a decimal string. */
      quantity: string
      name?: string | undefined
      symbol?: string | undefined
      iconUrl?: string | undefined
      /** In US dollars, when the API knows a price. */
      value?: number | undefined
    }
  | {
      kind: 'nft'
      direction: TransferDirection
      quantity: string
      name?: string | undefined
      /** The NFT's preview image. */
      imageUrl?: string | undefined
    }

/**
 * A transaction of the account's history (SPEC §3 Transaction), from
 * `GET /v1/account/{account}/history`.
 *
 * @example
 * const tx: AccountTransaction = { id: '0xab…', hash: '0xab…', chainId: 'eip155:1', operationType: 'receive', status: 'confirmed', minedAt: '2026-11-02T10:00:00Z', sentFrom: '0x12…', sentTo: '0x34…', transfers: [] }
 */
export type AccountTransaction = {
  id: string
  hash: string
  chainId: CaipNetworkId
  /** `send`, `receive`, `deposit`, `withdraw`, `mint`, `burn`, … as the API names them. */
  operationType: string
  status: TransactionStatus
  /** ISO 8601. */
  minedAt: string
  sentFrom: string
  sentTo: string
  transfers: readonly AccountTransfer[]
}

/**
 * A page of the account's history and the cursor of the next one (`undefined` on the last page).
 *
 * @example
 * const page: HistoryPage = { transactions: [], next: undefined }
 */
export type HistoryPage = { transactions: readonly AccountTransaction[]; next: string | undefined }

/**
 * The name and avatar an address is known by (`GET /v1/identity/{address}`), each `undefined` when
 * it has none.
 *
 * @example
 * const identity: AccountIdentity = { name: 'vitalik.eth', avatar: 'https://…/avatar.png' }
 */
export type AccountIdentity = { name: string | undefined; avatar: string | undefined }

/**
 * A name the name service offers for what the visitor typed (`GET /v1/profile/suggestions/{name}`),
 * with its zone (`'satoshi.reown.id'`), and whether someone already holds it.
 *
 * @example
 * const suggestion: NameSuggestion = { name: 'satoshi.reown.id', registered: false }
 */
export type NameSuggestion = { name: string; registered: boolean }

/**
 * A registered name (`GET /v1/profile/account/{name}`, `GET /v1/profile/reverse/{address}`) and the
 * addresses it points to, by coin type (ENSIP-11: `'60'` for Ethereum, `0x80000000 | chainId` for
 * other EVM chains).
 *
 * @example
 * const name: RegisteredName = { name: 'satoshi.reown.id', addresses: { '2147483649': '0xf39F…2266' } }
 */
export type RegisteredName = {
  name: string
  addresses: Readonly<Record<string, string>>
  /** The profile picture the name's owner set, an https URL. */
  avatar?: string | undefined
}

/**
 * The networks the Blockchain API serves (`GET /v1/supported-chains`): over HTTP (balances,
 * history) and over WebSocket.
 *
 * @example
 * const supported: SupportedChains = { http: ['eip155:1', 'eip155:8453'], ws: ['eip155:1'] }
 */
export type SupportedChains = { http: readonly CaipNetworkId[]; ws: readonly CaipNetworkId[] }

/**
 * A token's dollar price, from `POST /v1/fungible/price` (for the value beside an amount to send).
 *
 * @example
 * const price: TokenPrice = { name: 'Foyer Dollar', symbol: 'FUSD', iconUrl: 'https://…/FUSD.svg', price: 1 }
 */
export type TokenPrice = { name: string; symbol: string; iconUrl: string; price: number }
