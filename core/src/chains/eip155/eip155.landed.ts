import type { WaitUntilLanded } from '../kit.types.js'
import { pollUntilLanded } from '../landed-wait.js'
import { receiptOutcome } from './eip155.receipt.js'

// The receipt is asked for this often while it is missing: Ethereum makes a block every 12 s, most
// rollups one every 2 s or less, and a local chain mines at once. Asking every second finds it soon
// after its block without a flood of requests.
const RECEIPT_POLL_MS = 1_000

const transactionHash = /^0x[0-9a-fA-F]{64}$/

/**
 * Waits until the EVM transaction `id` (its hash) has a receipt on its network, asked with
 * `eth_getTransactionReceipt` over the network's own RPC, where the modal reads balances: from then on
 * they include what it moved and the fee it paid. Answers whether it succeeded or reverted (the
 * receipt's status). Gives up after `timeoutMs` (rejects), or as soon as `signal` aborts. Loaded with
 * `import()` by the eip155 kit with the first transaction sent.
 *
 * The loop is written out rather than made with viem's `waitForTransactionReceipt`: that action's
 * modules (viem's client, transports and retries) are also in the page's first download, and a
 * module shared by the page and a lazy file makes the bundler split the page into many small files.
 *
 * @example
 * await waitUntilLanded({ id: '0x5c50…a1f3', rpcUrls: networks.mainnet.rpcUrls.default.http, timeoutMs: 60_000 }, signal) // 'succeeded'
 */
export const waitUntilLanded: WaitUntilLanded = ({ id, rpcUrls, timeoutMs }, signal) => {
  if (!transactionHash.test(id)) return Promise.reject(new Error(`${id} is not an EVM transaction hash`))
  // The receipt is `null` until a block holds the transaction (whether it succeeded or reverted).
  return pollUntilLanded(async (rpc) => receiptOutcome(await rpc('eth_getTransactionReceipt', [id])), {
    rpcUrls,
    intervalMs: RECEIPT_POLL_MS,
    timeoutMs,
    signal,
    what: `receipt of ${id}`,
  })
}
