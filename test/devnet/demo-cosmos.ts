import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { type CosmosDevnets, type CosmosNode, startCosmosDevnets } from './cosmos/cosmos-node.js'
import { COSMOS_DEV_MNEMONIC } from './local-networks.js'

// The demo stack's two local Cosmos chains, with the Cosmos dev wallet's key funded on both.

/** What the demo stack gives the Cosmos dev wallet on each chain: 1,000 of its coin (6 decimals). */
export const DEV_WALLET_COSMOS_FUNDS = 1_000_000_000n

// The dev wallet's address by prefix, derived once per process: cosmjs's BIP-39 seed is 1.5–2 s of
// JavaScript PBKDF2 on a busy 2-core machine, and every browser test file starts a stack of its own
// (a worker's files share this module), so deriving it per stack cost each file 3–4 s.
const devAddresses = new Map<string, Promise<string>>()

/** The dev wallet's address on `node`'s chain: the mnemonic's key on m/44'/118'/0'/0/0, as Keplr derives it. */
export function cosmosDevAddress(node: Pick<CosmosNode, 'prefix'>): Promise<string> {
  let address = devAddresses.get(node.prefix)
  if (!address) {
    address = deriveDevAddress(node.prefix)
    devAddresses.set(node.prefix, address)
    // A failure is not kept: the next stack derives again.
    address.catch(() => devAddresses.delete(node.prefix))
  }
  return address
}

async function deriveDevAddress(prefix: string): Promise<string> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(COSMOS_DEV_MNEMONIC, { prefix })
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
