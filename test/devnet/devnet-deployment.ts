import {
  type Address,
  type Chain,
  createTestClient,
  type Hex,
  type HttpTransport,
  type PublicActions,
  publicActions,
  type TestClient,
  type TransactionReceipt,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

/** A client of one devnet that reads, waits for receipts and calls anvil's own methods. */
export function devnetClient(chain: Chain, transport: HttpTransport): DevnetClient {
  return createTestClient({ mode: 'anvil', chain, transport, pollingInterval: 50 }).extend(publicActions)
}

export type DevnetClient = TestClient<'anvil', HttpTransport, Chain> & PublicActions<HttpTransport, Chain>

/** One transaction of a deployment: a contract creation when `to` is left out. */
export type DeploymentCall = { to?: Address; data: Hex; gas: bigint; value?: bigint }

type SendOptions = {
  chainId: number
  firstNonce: number
  fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
}

/**
 * Signs the calls locally with consecutive nonces (explicit gas and fees, so nothing waits for an
 * estimate), then sends them one after the other in nonce order: each arrives when the one before is
 * already in the pool, so none waits in the queue for a nonce gap to close.
 *
 * @example
 * const hashes = await sendInNonceOrder(client, deployer, calls, { chainId, firstNonce: 0, fees })
 */
export async function sendInNonceOrder(
  client: DevnetClient,
  account: PrivateKeyAccount,
  calls: readonly DeploymentCall[],
  { chainId, firstNonce, fees }: SendOptions,
): Promise<Hex[]> {
  const signed = await Promise.all(
    calls.map((call, index) =>
      account.signTransaction({ ...call, ...fees, type: 'eip1559', chainId, nonce: firstNonce + index }),
    ),
  )
  const hashes: Hex[] = []
  for (const serializedTransaction of signed)
    hashes.push(await client.sendRawTransaction({ serializedTransaction }))
  return hashes
}

/** How long a deployment may take before it is a stuck one, and how often a missing receipt is nudged. */
const DEPLOYMENT_DEADLINE_MS = 60_000
const NUDGE_EVERY_MS = 2_000

/**
 * The receipts of a deployment's transactions, in the order of `hashes`; fails when one reverted or
 * when one is not mined within a minute (naming the chain and whether the node still holds it).
 *
 * anvil mines each transaction as it arrives, but its instant miner once left a ready transaction in
 * the pool with no block coming (a clean CI run waited its full minute for a receipt). While a receipt
 * is missing, a block is mined every two seconds, which takes in whatever the pool holds ready.
 *
 * @example
 * const receipts = await settleDeployment(client, hashes, 'deployDevnetTokens')
 */
export async function settleDeployment(
  client: DevnetClient,
  hashes: readonly Hex[],
  who: string,
): Promise<TransactionReceipt[]> {
  const receipts = new Map<Hex, TransactionReceipt>()
  const deadline = Date.now() + DEPLOYMENT_DEADLINE_MS
  let nextNudge = Date.now() + NUDGE_EVERY_MS
  for (;;) {
    const missing = hashes.filter((hash) => !receipts.has(hash))
    const found = await Promise.all(
      missing.map((hash) => client.getTransactionReceipt({ hash }).catch(() => undefined)),
    )
    for (const receipt of found) if (receipt) receipts.set(receipt.transactionHash, receipt)
    const stuck = missing.find((hash) => !receipts.has(hash))
    if (stuck === undefined) break
    if (Date.now() > deadline) {
      const held = await client.getTransaction({ hash: stuck }).then(
        () => 'the node still holds it',
        () => 'the node does not know it',
      )
      throw new Error(
        `${who}: transaction ${stuck} was not mined within ${DEPLOYMENT_DEADLINE_MS / 1000} s on chain ` +
          `${client.chain.id} (${held}).`,
      )
    }
    if (Date.now() >= nextNudge) {
      await client.mine({ blocks: 1 })
      nextNudge = Date.now() + NUDGE_EVERY_MS
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const ordered = hashes.flatMap((hash) => receipts.get(hash) ?? [])
  const reverted = ordered.find((receipt) => receipt.status !== 'success')
  if (reverted)
    throw new Error(`${who}: transaction ${reverted.transactionHash} reverted on chain ${client.chain.id}.`)
  return ordered
}
