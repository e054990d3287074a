import type { NativeCurrency } from '../../networks/network.types.js'
import { isRecord } from '../../utils/is-record.js'
import type { Balance } from '../adapter.types.js'
import { PolkadotApiUnavailableError, type PolkadotChainApi } from './chain-api.js'

// Reading a Polkadot network, downloaded with the first balance read (the adapter's entry carries only
// what it needs before): connecting with `@polkadot/api` (itself downloaded then) and the free balance.

/** A codec's value as a bigint: `toBigInt()` of `@polkadot/types` numbers, or a bigint as it is. */
function bigintOf(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  const toBigInt = isRecord(value) ? value.toBigInt : undefined
  const result: unknown = typeof toBigInt === 'function' ? toBigInt.call(value) : undefined
  return typeof result === 'bigint' ? result : undefined
}

/**
 * The free balance of the account `accountId` (0x hex of its 32 bytes, which every network reads alike),
 * in the chain's native token with the decimals and symbol the chain reports (its first token;
 * `fallback`, the network's configured currency, where it reports none).
 *
 * An account's `System.Account` data holds `free`, `reserved` and `frozen`. `free` is what the account
 * holds and the chain does not: part of it may be frozen (staking, vesting and governance locks keep
 * it from leaving, but it is still the account's). `reserved` is held by the chain for the account's
 * deposits (identity, proxies, multisig, …) and comes back to `free` only when the chain releases it.
 * The modal shows `free`, as wallets show the balance; it is not necessarily all transferable.
 *
 * @example
 * await readFreeBalance(api, '0xd43593c7…a56da27d', polkadot.nativeCurrency) // { value: 10_000_000_000n, decimals: 10, symbol: 'DOT' }
 */
export async function readFreeBalance(
  api: PolkadotChainApi,
  accountId: string,
  fallback: Pick<NativeCurrency, 'decimals' | 'symbol'>,
): Promise<Balance> {
  const system = api.query.system
  if (typeof system?.account !== 'function') throw new Error('the chain has no System.Account storage')
  const info = await system.account(accountId)
  const data = isRecord(info) ? info.data : undefined
  const free = bigintOf(isRecord(data) ? data.free : undefined)
  if (free === undefined || free < 0n) throw new Error(`System.Account of ${accountId} has no free balance`)
  const decimals = api.registry.chainDecimals[0]
  const symbol = api.registry.chainTokens[0]
  return {
    value: free,
    decimals:
      Number.isInteger(decimals) && (decimals as number) >= 0 ? (decimals as number) : fallback.decimals,
    symbol: typeof symbol === 'string' && symbol.length > 0 ? symbol : fallback.symbol,
  }
}

/**
 * Connects to a Polkadot network over WebSocket with `@polkadot/api`, which is downloaded here, with
 * the first balance read on a Polkadot network (it is far larger than the adapter). Resolves once the
 * chain's metadata is read; rejects with {@link PolkadotApiUnavailableError} when that takes longer
 * than `timeoutMs` or the endpoints refuse, after closing the connection (it would otherwise retry
 * forever). Endpoints after the first are tried in turn when one fails.
 *
 * @example
 * const api = await connectPolkadotApi(['wss://rpc.polkadot.io'], POLKADOT_API_TIMEOUT_MS)
 */
export async function connectPolkadotApi(
  endpoints: readonly string[],
  timeoutMs: number,
): Promise<PolkadotChainApi> {
  const { ApiPromise, WsProvider } = await import('@polkadot/api')
  const provider = new WsProvider([...endpoints], 1_000, undefined, timeoutMs)
  const api = new ApiPromise({ provider, noInitWarn: true, throwOnConnect: true })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new PolkadotApiUnavailableError({
            details: `${endpoints.join(', ')}: not ready within ${timeoutMs} ms`,
          }),
        ),
      timeoutMs,
    )
  })
  try {
    await Promise.race([api.isReadyOrError, timeout])
    return api
  } catch (error) {
    await api.disconnect().catch(() => {})
    throw error instanceof PolkadotApiUnavailableError
      ? error
      : new PolkadotApiUnavailableError({ details: endpoints.join(', '), cause: error })
  } finally {
    clearTimeout(timer)
  }
}
