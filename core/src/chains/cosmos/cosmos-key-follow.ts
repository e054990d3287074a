import type { CaipNetworkId } from '../../networks/network.types.js'
import type { Account, AccountEvent } from '../adapter.types.js'
import { missingOf } from './connect/cosmos-connect.rules.js'
import type { MissingChain } from './connect/cosmos-connect.types.js'
import { CosmosWalletRequestTimeoutError, toCosmosWalletError } from './cosmos.errors.js'
import type { CosmosWalletPort } from './cosmos.types.js'
import { accountOfKeys } from './cosmos-connection.js'
import type { CosmosChain } from './cosmos-networks.js'
import { loadKeyChecks } from './key-checks.load.js'
import type { CosmosKey } from './wallet-answers.js'
import { within } from './within.js'

// Following a Cosmos connection's key after the connect: a visitor who switches keys in the wallet
// changes the account on every chain the connection reaches, so each chain's key is read again (no
// prompt: the chains are enabled) and checked as at the connect.

/**
 * What the adapter keeps of a live connection: the chain it is on, the chains it reaches, its key.
 *
 * @example
 * const session: CosmosSession = { caipNetworkId: 'cosmos:cosmoshub-4', reached: ['cosmos:cosmoshub-4'], publicKey: '02…' }
 */
export type CosmosSession = {
  caipNetworkId: CaipNetworkId<'cosmos'>
  reached: readonly CaipNetworkId<'cosmos'>[]
  publicKey: string | undefined
}

/**
 * One key read without a prompt (the chain is enabled), checked; the failure as a missing chain.
 *
 * @example
 * const key = await readCheckedKey(port, hubChain, 120_000) // { chainId, address, publicKey } or { reason, error }
 */
export async function readCheckedKey(
  port: CosmosWalletPort,
  chain: CosmosChain,
  timeoutMs: number,
): Promise<CosmosKey | MissingChain> {
  try {
    const answer = await within(
      port.getKey(chain.chainId),
      timeoutMs,
      () => new CosmosWalletRequestTimeoutError({ details: `getKey(${chain.chainId})` }),
    )
    return (await loadKeyChecks()).cosmosKeyOf(answer, chain)
  } catch (error) {
    return missingOf(toCosmosWalletError(error, `getKey(${chain.chainId})`))
  }
}

/**
 * After a key switch in the wallet: the session with the keys of the chains it reaches, read again;
 * `null` when the connection's own chain has no key any more (the connection ends). Another chain
 * without one is no longer reached.
 *
 * @example
 * const next = await afterKeySwitch(port, session, chains, 120_000) // { session, account } or null
 */
export async function afterKeySwitch(
  port: CosmosWalletPort,
  session: CosmosSession,
  chains: readonly CosmosChain[],
  timeoutMs: number,
): Promise<{ session: CosmosSession; account: Account } | null> {
  const chainOf = (id: CaipNetworkId) => chains.find((chain) => chain.caipNetworkId === id)
  const reached = session.reached.flatMap((id) => chainOf(id) ?? [])
  const answers = await Promise.all(reached.map((chain) => readCheckedKey(port, chain, timeoutMs)))
  const keys: Record<string, CosmosKey> = {}
  answers.forEach((answer, index) => {
    const chain = reached[index]
    if (chain && 'address' in answer) keys[chain.chainId] = answer
  })
  const primary = chainOf(session.caipNetworkId)
  const made = primary && accountOfKeys({ chains: reached, primary, keys, missing: {} })
  if (!made) return null
  const { account } = made
  const stillReached = session.reached.filter((id) => account.networkAddresses?.[id] !== undefined)
  return { session: { ...session, reached: stillReached, publicKey: account.publicKey }, account }
}

/**
 * Follows the wallet's key switches for one connection: each switch reads the keys again and reports
 * the account that changed (`accountsChanged`), or none when the connection's own chain lost its key
 * (the connection ends). Of switches in a row only the last one's keys are reported, and none once the
 * session changed meanwhile (a switch of network, a disconnect). Returns the stop function.
 *
 * @example
 * const stop = followKeySwitches({ port, connectorId, sessions, chains, timeoutMs, onEvent })
 */
export function followKeySwitches(p: {
  port: CosmosWalletPort
  connectorId: string
  sessions: Map<string, CosmosSession>
  chains: readonly CosmosChain[]
  timeoutMs: number
  onEvent: (event: AccountEvent<'cosmos'>) => void
}): () => void {
  const { port, connectorId, sessions, onEvent } = p
  let latest = 0
  return port.watch(() => {
    const session = sessions.get(connectorId)
    if (!session) return
    const mine = ++latest
    void afterKeySwitch(port, session, p.chains, p.timeoutMs).then((next) => {
      if (mine !== latest || sessions.get(connectorId) !== session) return
      if (!next) {
        sessions.delete(connectorId)
        onEvent({ type: 'accountsChanged', accounts: [] })
      } else if (
        next.session.publicKey !== session.publicKey ||
        next.session.reached.length !== session.reached.length
      ) {
        sessions.set(connectorId, next.session)
        onEvent({ type: 'accountsChanged', accounts: [next.account] })
      }
    })
  })
}
