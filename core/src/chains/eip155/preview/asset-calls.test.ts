import { encodeFunctionData, erc20Abi, erc721Abi, maxUint256, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeAssetCall } from './asset-calls.js'

const A = '0x000000000000000000000000000000000000aaaa'
const B = '0x000000000000000000000000000000000000BbBB'
const erc1155Abi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
])
const extraAbi = parseAbi([
  'function increaseAllowance(address spender, uint256 added)',
  'function safeTransferFrom(address from, address to, uint256 id, bytes data)',
])

describe('the asset calls a transaction makes', () => {
  it('decodes ERC-20, ERC-721 and ERC-1155 calls, every safeTransferFrom overload', () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [A, maxUint256] })
    expect(decodeAssetCall(approve)).toEqual({ name: 'approve', spender: A, amount: maxUint256 })
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [B, 5n] })
    expect(decodeAssetCall(transfer)).toEqual({ name: 'transfer', to: B, amount: 5n })
    const from = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [A, B, 7n] })
    expect(decodeAssetCall(from)).toEqual({ name: 'transferFrom', from: A, to: B, amount: 7n })
    const more = encodeFunctionData({ abi: extraAbi, functionName: 'increaseAllowance', args: [A, 1n] })
    expect(decodeAssetCall(more)).toEqual({ name: 'increaseAllowance', spender: A, amount: 1n })
    const all = encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [B, true] })
    expect(decodeAssetCall(all)).toEqual({ name: 'setApprovalForAll', operator: B, approved: true })
    const safe = encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [A, B, 3n] })
    expect(decodeAssetCall(safe)).toEqual({
      name: 'safeTransferFrom',
      from: A,
      to: B,
      id: 3n,
      data: undefined,
    })
    const safeData = encodeFunctionData({
      abi: extraAbi,
      functionName: 'safeTransferFrom',
      args: [A, B, 3n, '0x1234'],
    })
    expect(decodeAssetCall(safeData)).toEqual({
      name: 'safeTransferFrom',
      from: A,
      to: B,
      id: 3n,
      data: '0x1234',
    })
    const single = encodeFunctionData({
      abi: erc1155Abi,
      functionName: 'safeTransferFrom',
      args: [A, B, 9n, 2n, '0x'],
    })
    expect(decodeAssetCall(single)).toEqual({
      name: 'safeTransferFromMulti',
      from: A,
      to: B,
      items: [{ id: 9n, amount: 2n }],
      data: '0x',
    })
    const batch = encodeFunctionData({
      abi: erc1155Abi,
      functionName: 'safeBatchTransferFrom',
      args: [A, B, [1n, 2n], [10n, 20n], '0x'],
    })
    expect(decodeAssetCall(batch)).toMatchObject({
      items: [
        { id: 1n, amount: 10n },
        { id: 2n, amount: 20n },
      ],
    })
  })

  it('calldata whose length or padding does not fit the ABI is not that call', () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [A, 1n] })
    expect(decodeAssetCall(`${approve}00`)).toBeUndefined()
    expect(decodeAssetCall(`${approve}${'00'.repeat(32)}`)).toBeUndefined()
    expect(decodeAssetCall(approve.slice(0, -2) as `0x${string}`)).toBeUndefined()
    // A spender word with dirty high bits: a contract may read another address than the one shown.
    const dirty = `0x095ea7b3${'ff'.repeat(12)}${A.slice(2)}${'00'.repeat(31)}01` as const
    expect(decodeAssetCall(dirty)).toBeUndefined()
    // A bool that is neither 0 nor 1.
    const all = encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [B, true] })
    expect(decodeAssetCall(`${all.slice(0, -2)}02` as `0x${string}`)).toBeUndefined()
    expect(decodeAssetCall('0x12345678')).toBeUndefined()
  })
})
