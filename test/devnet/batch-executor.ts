import { BATCH_EXECUTOR_RUNTIME } from './contracts/batch-executor.bytecode.js'
import { BATCH_EXECUTOR_ADDRESS } from './contracts/batch-executor.js'

/**
 * Installs BatchExecutor (compiled from `contracts/BatchExecutor.sol`) at
 * {@link BATCH_EXECUTOR_ADDRESS} on an anvil chain, with `anvil_setCode`: the scripted wallet
 * reports atomic batching (EIP-5792) on a chain where it finds this code, and runs a batch as one
 * EIP-7702 transaction delegated to it.
 *
 * @example
 * await installBatchExecutor(anvil.rpcUrl)
 */
export async function installBatchExecutor(rpcUrl: string): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setCode',
      params: [BATCH_EXECUTOR_ADDRESS, BATCH_EXECUTOR_RUNTIME],
    }),
  })
  const answer = (await response.json()) as { error?: { message?: string } }
  if (answer.error) throw new Error(`installBatchExecutor on ${rpcUrl}: ${answer.error.message}`)
}

export { BATCH_EXECUTOR_ADDRESS }
