import { defineError } from '../../errors/define.js'

/**
 * What balances need of a connection to a Polkadot network: the chain's token facts and its storage
 * queries by pallet (`query.system.account`). An `ApiPromise` of `@polkadot/api` has this shape, with
 * or without its chain-specific types; tests pass a small fake.
 *
 * @example
 * const api: PolkadotChainApi = await ApiPromise.create({ provider: new WsProvider('wss://rpc.polkadot.io') })
 */
export type PolkadotChainApi = {
  readonly registry: { readonly chainDecimals: readonly number[]; readonly chainTokens: readonly string[] }
  readonly query: Readonly<Record<string, Readonly<Record<string, (key: string) => Promise<unknown>>>>>
  disconnect?(): Promise<void>
}

/**
 * How long Foyer waits for a Polkadot network to connect (WebSocket open, metadata read) before a
 * balance read there fails: SPEC §9's RPC timeout, 10 s. The next read tries again.
 */
export const POLKADOT_API_TIMEOUT_MS = 10_000

/**
 * A Polkadot network did not connect in time (`POLKADOT_API_TIMEOUT_MS` by default), or refused to.
 *
 * @example
 * throw new PolkadotApiUnavailableError({ details: 'wss://rpc.polkadot.io: no answer within 10000 ms' })
 */
export class PolkadotApiUnavailableError extends defineError(
  'POLKADOT_API_UNAVAILABLE',
  'The Polkadot network could not be reached',
  'PolkadotApiUnavailableError',
) {}

/**
 * A network's WebSocket endpoint for an RPC URL: `https` becomes `wss` and `http` becomes `ws`
 * (Substrate nodes serve both on one address); `ws(s)` URLs stay as they are.
 *
 * @example
 * webSocketUrlOf('https://rpc.polkadot.io') // 'wss://rpc.polkadot.io'
 */
export const webSocketUrlOf = (url: string): string => url.replace(/^http(s?):\/\//i, 'ws$1://')
