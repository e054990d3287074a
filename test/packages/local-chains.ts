import { type Anvil, startAnvil } from '../devnet/anvil.js'
import { DEVNET_A, DEVNET_B } from '../devnet/local-networks.js'

/**
 * The two local EVM chains a consumer app is driven on: chain A (31337), the one every site knows, and
 * chain B (31338), the one the Vite sites switch to.
 *
 * @example
 * const chains = await startLocalChains()
 * chains.a.rpcUrl // 'http://127.0.0.1:40213'
 * await chains.stop()
 */
export type LocalChains = { a: Anvil; b: Anvil; stop(): Promise<void> }

/**
 * Starts both chains on free ports. When one fails to start, the other is stopped before the error
 * is thrown, so a failed start leaves no chain running.
 */
export async function startLocalChains(): Promise<LocalChains> {
  const started = await Promise.allSettled([
    startAnvil({ chainId: DEVNET_A, port: 0 }),
    startAnvil({ chainId: DEVNET_B, port: 0 }),
  ])
  const [a, b] = started
  if (a?.status === 'fulfilled' && b?.status === 'fulfilled') {
    const chains = [a.value, b.value]
    return {
      a: a.value,
      b: b.value,
      stop: async () => {
        await Promise.all(chains.map((chain) => chain.stop()))
      },
    }
  }
  for (const result of started) if (result.status === 'fulfilled') await result.value.stop()
  const failure = started.find((result) => result.status === 'rejected')
  throw failure?.reason ?? new Error('the two local chains did not start')
}
