import { type PolkadotDevnet, startPolkadotDevnet } from './polkadot/polkadot-devnet.js'

// The demo stack's local Polkadot chain. Its dev keys (//Alice, //Bob and the Foyer dev key in each
// scheme, the Polkadot dev wallet's accounts among them) are funded by the chain itself at start.

/**
 * Starts the local Polkadot chain on `port` (chopsticks tries the 9 ports after it when it is taken),
 * else on a free one.
 *
 * @example
 * const polkadot = await startDemoPolkadotChain(9944)
 * await polkadot.stop()
 */
export async function startDemoPolkadotChain(port: number): Promise<PolkadotDevnet> {
  try {
    return await startPolkadotDevnet({ port })
  } catch (error) {
    if (port === 0) throw error
    return startPolkadotDevnet({ port: 0 })
  }
}
