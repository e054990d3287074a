import { StargateClient } from '@cosmjs/stargate'
import { CosmosRpcTimeoutError } from '../cosmos.errors.js'
import { within } from '../within.js'
import type { CosmosChainReader } from './chain-reader.js'

// CosmJS's StargateClient as the Cosmos adapter's chain reader: loaded with the first balance read
// (CosmJS is most of this chunk), one client per chain kept open for the next reads, each request
// under the reader's timeout so a node that does not answer gives a clear error instead of a wait.

/** What the reader needs of a client (StargateClient's own methods). */
export type BalanceClient = {
  getBalance(address: string, denom: string): Promise<{ denom: string; amount: string }>
  disconnect(): void
}

/**
 * How the reader works: its timeout, and how it opens a client (`StargateClient.connect`, which asks
 * the node's `status` to pick its CometBFT dialect, by default; tests give their own).
 *
 * @example
 * const options: StargateReaderOptions = { timeoutMs: 10_000 }
 */
export type StargateReaderOptions = {
  timeoutMs: number
  connect?: ((rpcUrl: string) => Promise<BalanceClient>) | undefined
}

const amountPattern = /^\d{1,78}$/

/**
 * A chain reader over CosmJS: balances through the bank module's `Balance` query. A client that could
 * not connect is not kept (the next read tries again); `dispose` disconnects every client.
 *
 * @example
 * const reader = stargateReader({ timeoutMs: 10_000 })
 * await reader.balance({ rpcUrl, address: 'cosmos1…', denom: 'uatom' }) // 1500000n
 */
export function stargateReader(options: StargateReaderOptions): CosmosChainReader {
  const { timeoutMs, connect = (rpcUrl: string) => StargateClient.connect(rpcUrl) } = options
  const clients = new Map<string, Promise<BalanceClient>>()
  const timedOut = (rpcUrl: string, what: string) => () =>
    new CosmosRpcTimeoutError({ details: `${rpcUrl}: ${what} took longer than ${timeoutMs} ms` })

  function clientOf(rpcUrl: string): Promise<BalanceClient> {
    const known = clients.get(rpcUrl)
    if (known) return known
    const client = within(connect(rpcUrl), timeoutMs, timedOut(rpcUrl, 'connecting'), (late) =>
      late.disconnect(),
    )
    clients.set(rpcUrl, client)
    client.catch(() => {
      if (clients.get(rpcUrl) === client) clients.delete(rpcUrl)
    })
    return client
  }

  return {
    async balance({ rpcUrl, address, denom }) {
      const client = await clientOf(rpcUrl)
      const coin = await within(client.getBalance(address, denom), timeoutMs, timedOut(rpcUrl, 'getBalance'))
      if (coin?.denom !== denom || !amountPattern.test(String(coin?.amount)))
        throw new Error(`${rpcUrl} answered the ${denom} balance with ${JSON.stringify(coin)}`)
      return BigInt(coin.amount)
    },
    dispose() {
      for (const client of clients.values())
        client.then(
          (open) => open.disconnect(),
          () => {},
        )
      clients.clear()
    },
  }
}
