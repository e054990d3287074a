import { type Address, type Hex, parseAbi } from 'viem'

// Where the devnets keep BatchExecutor (BatchExecutor.sol beside this file) and how it is called.
// Imports viem only: the scripted wallet reads it in Node and in a browser page alike.

/**
 * The address the devnets install BatchExecutor's runtime code at (with `anvil_setCode`, so no
 * deployer's nonce moves), and that the scripted wallet delegates its account to (EIP-7702).
 *
 * @example
 * await anvil.request({ method: 'anvil_setCode', params: [BATCH_EXECUTOR_ADDRESS, BATCH_EXECUTOR_RUNTIME] })
 */
export const BATCH_EXECUTOR_ADDRESS: Address = '0x00000000000000000000000000000000000ba7c4'

/**
 * BatchExecutor's ABI: `execute((to, value, data)[])`, which only the account itself may call, and
 * its two errors.
 *
 * @example
 * encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [calls] })
 */
export const batchExecutorAbi = parseAbi([
  'struct Call { address to; uint256 value; bytes data; }',
  'function execute(Call[] calls) payable',
  'error Unauthorised(address caller)',
  'error CallFailed(uint256 index, bytes reason)',
])

/**
 * The code an EOA holds once delegated to BatchExecutor (EIP-7702): `0xef0100` and the address.
 *
 * @example
 * (await client.getCode({ address })) === DELEGATED_TO_BATCH_EXECUTOR // true once delegated
 */
export const DELEGATED_TO_BATCH_EXECUTOR: Hex = `0xef0100${BATCH_EXECUTOR_ADDRESS.slice(2)}`
