import { type Abi, type Address, decodeFunctionData, encodeFunctionData, type Hex } from 'viem'

/**
 * The calls that move or expose a wallet's tokens (ERC-20, ERC-721, ERC-1155). `transferFrom` and
 * `approve` have the same selector in ERC-20 and ERC-721: which one a call is depends on the contract
 * (see `token-facts.ts`).
 */
const assetAbi = [
  {
    type: 'function',
    name: 'transfer',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'transferFrom',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'approve',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'increaseAllowance',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'added', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'setApprovalForAll',
    inputs: [
      { name: 'operator', type: 'address' },
      { name: 'approved', type: 'bool' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'safeTransferFrom',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'id', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'safeTransferFrom',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'id', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'safeTransferFrom',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'id', type: 'uint256' },
      { name: 'amount', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'safeBatchTransferFrom',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'ids', type: 'uint256[]' },
      { name: 'amounts', type: 'uint256[]' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
] as const satisfies Abi

/**
 * One asset call, decoded.
 *
 * @example
 * const call: AssetCall = { name: 'approve', spender: '0x…', amount: 2n ** 256n - 1n }
 */
export type AssetCall =
  | { name: 'transfer'; to: Address; amount: bigint }
  | { name: 'transferFrom'; from: Address; to: Address; amount: bigint }
  | { name: 'approve'; spender: Address; amount: bigint }
  | { name: 'increaseAllowance'; spender: Address; amount: bigint }
  | { name: 'setApprovalForAll'; operator: Address; approved: boolean }
  /** ERC-721's `safeTransferFrom`, with or without data for the receiver. */
  | { name: 'safeTransferFrom'; from: Address; to: Address; id: bigint; data: Hex | undefined }
  /** ERC-1155's, one id or several. */
  | {
      name: 'safeTransferFromMulti'
      from: Address
      to: Address
      items: readonly { id: bigint; amount: bigint }[]
      data: Hex
    }

function named(decoded: ReturnType<typeof decodeFunctionData<typeof assetAbi>>): AssetCall | undefined {
  switch (decoded.functionName) {
    case 'transfer': {
      const [to, amount] = decoded.args
      return { name: 'transfer', to, amount }
    }
    case 'transferFrom': {
      const [from, to, amount] = decoded.args
      return { name: 'transferFrom', from, to, amount }
    }
    case 'approve': {
      const [spender, amount] = decoded.args
      return { name: 'approve', spender, amount }
    }
    case 'increaseAllowance': {
      const [spender, amount] = decoded.args
      return { name: 'increaseAllowance', spender, amount }
    }
    case 'setApprovalForAll': {
      const [operator, approved] = decoded.args
      return { name: 'setApprovalForAll', operator, approved }
    }
    case 'safeTransferFrom': {
      const args = decoded.args
      if (args.length === 5) {
        const [from, to, id, amount, data] = args
        return { name: 'safeTransferFromMulti', from, to, items: [{ id, amount }], data }
      }
      const [from, to, id, data] = args
      return { name: 'safeTransferFrom', from, to, id, data }
    }
    case 'safeBatchTransferFrom': {
      const [from, to, ids, amounts, data] = decoded.args
      if (ids.length !== amounts.length) return undefined
      return {
        name: 'safeTransferFromMulti',
        from,
        to,
        items: ids.map((id, index) => ({ id, amount: amounts[index] ?? 0n })),
        data,
      }
    }
  }
}

/**
 * The asset call `data` makes, or `undefined` when it is none of them. A call counts only when its
 * data is exactly that call's encoding: extra bytes, missing ones or dirty padding mean a contract
 * may read it differently, so it is not shown as that call.
 *
 * @example
 * decodeAssetCall('0x095ea7b3…') // { name: 'approve', spender: '0x…', amount: 2n ** 256n - 1n }
 */
export function decodeAssetCall(data: Hex): AssetCall | undefined {
  let decoded: ReturnType<typeof decodeFunctionData<typeof assetAbi>>
  try {
    decoded = decodeFunctionData({ abi: assetAbi, data })
  } catch {
    return undefined
  }
  // The call re-encoded must be the very bytes sent (same length, same padding, same offsets).
  const again = encodeFunctionData({
    abi: assetAbi,
    functionName: decoded.functionName,
    args: decoded.args,
  } as never)
  if (again.toLowerCase() !== data.toLowerCase()) return undefined
  return named(decoded)
}
