import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { type CosmosDevnets, type CosmosNode, startCosmosDevnets } from './cosmos/cosmos-node.js'
import { COSMOS_DEV_MNEMONIC } from './local-networks.js'

// The demo stack's two local Cosmos chains, with the Cosmos dev wallet's key funded on both.

/** What the demo stack gives the Cosmos dev wallet on each chain: 1,000 of its coin (6 decimals). */
export const DEV_WALLET_COSMOS_FUNDS = 1_000_000_000n

/** The dev wallet's address on `node`'s chain: the mnemonic's key on m/44'/118'/0'/0/0, as Keplr derives it. */
export async function cosmosDevAddress(node: Pick<CosmosNode, 'prefix'>): Promise<string> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(COSMOS_DEV_MNEMONIC, { prefix: node.prefix })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('an HD wallet has an account at its first path')
  return account.address
}

/**
 * Starts both local Cosmos chains on `ports` (free ones instead when either is taken) and funds the
 * dev wallet's key on each with {@link DEV_WALLET_COSMOS_FUNDS} of the chain's coin.
 *
 * @example
 * const cosmos = await startDemoCosmosChains([26657, 26667])
 * await cosmos.stop()
 */
export async function startDemoCosmosChains(ports: readonly [number, number]): Promise<CosmosDevnets> {
  const devnets = await startCosmosDevnets({ ports }).catch((error) => {
    if (ports[0] === 0 && ports[1] === 0) throw error
    return startCosmosDevnets({ ports: [0, 0] })
  })
  for (const node of [devnets.cosmos, devnets.osmosis])
    node.fund(await cosmosDevAddress(node), [
      { denom: node.denom, amount: DEV_WALLET_COSMOS_FUNDS.toString() },
    ])
  return devnets
}
