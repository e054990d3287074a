import { type Abi, type Address, decodeFunctionData, encodeFunctionData, type Hex } from 'viem'

/**
 * The swaps of Uniswap v2's Router02 (the functions that take the caller's tokens or ETH), as the
 * published `@uniswap/v2-periphery` build declares them: only these few entries, not the whole
 * artifact, so the page carries a few hundred bytes rather than the router's compiled JSON. A test
 * checks them against the published ABI.
 */
const routerAbi = [
  {
    type: 'function',
    name: 'swapExactTokensForTokens',
    inputs: [
      { name: 'amountIn', type: 'uint256' },
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
    inputs: [
      { name: 'amountIn', type: 'uint256' },
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'swapExactETHForTokens',
    inputs: [
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'payable',
  },
  {
    type: 'function',
    name: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
    inputs: [
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'payable',
  },
  {
    type: 'function',
    name: 'swapExactTokensForETH',
    inputs: [
      { name: 'amountIn', type: 'uint256' },
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
    inputs: [
      { name: 'amountIn', type: 'uint256' },
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'swapTokensForExactTokens',
    inputs: [
      { name: 'amountOut', type: 'uint256' },
      { name: 'amountInMax', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'swapTokensForExactETH',
    inputs: [
      { name: 'amountOut', type: 'uint256' },
      { name: 'amountInMax', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'swapETHForExactTokens',
    inputs: [
      { name: 'amountOut', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'payable',
  },
] as const satisfies Abi

/**
 * A router swap, decoded. `exact: 'in'`: exactly `amountIn` is paid for at least `amountOutMin`;
 * `exact: 'out'`: exactly `amountOut` is received for at most `amountInMax`. An amount paid in ETH is
 * `undefined` here: it is the transaction's value (what the router wraps; for an exact output, what
 * it does not use goes back to the sender). `ethIn` / `ethOut`: the router wraps the ETH sent into
 * the path's first token, or unwraps the path's last token into ETH for the recipient.
 * `feeOnTransfer`: the variant for tokens that take a fee when moved (the minimum is checked on what
 * arrives).
 *
 * @example
 * const call: RouterSwap = { function: 'swapExactTokensForTokens', exact: 'in', amountIn: 10n, amountOutMin: 9n, path: [FUSD, FOY], to, deadline: 1700000000n, ethIn: false, ethOut: false, feeOnTransfer: false }
 */
export type RouterSwap = {
  function: (typeof routerAbi)[number]['name']
  path: readonly Address[]
  to: Address
  deadline: bigint
  ethIn: boolean
  ethOut: boolean
  feeOnTransfer: boolean
} & (
  | { exact: 'in'; amountIn: bigint | undefined; amountOutMin: bigint }
  | { exact: 'out'; amountOut: bigint; amountInMax: bigint | undefined }
)

type Decoded = ReturnType<typeof decodeFunctionData<typeof routerAbi>>

function named(decoded: Decoded): RouterSwap {
  const name = decoded.functionName
  const kind = {
    function: name,
    ethIn: name.includes('ETHFor'),
    ethOut: name.includes('ForETH') || name.includes('ForExactETH'),
    feeOnTransfer: name.endsWith('SupportingFeeOnTransferTokens'),
  }
  const exactIn = name.startsWith('swapExact')
  const args = decoded.args
  if (args.length === 4) {
    // ETH in: what is paid is the transaction's value.
    const [amount, path, to, deadline] = args
    return exactIn
      ? { ...kind, exact: 'in', amountIn: undefined, amountOutMin: amount, path, to, deadline }
      : { ...kind, exact: 'out', amountOut: amount, amountInMax: undefined, path, to, deadline }
  }
  const [first, second, path, to, deadline] = args
  return exactIn
    ? { ...kind, exact: 'in', amountIn: first, amountOutMin: second, path, to, deadline }
    : { ...kind, exact: 'out', amountOut: first, amountInMax: second, path, to, deadline }
}

/**
 * The Uniswap v2 router swap `data` makes, or `undefined` when it is none of them. As for token
 * calls, a call counts only when its data is exactly that call's encoding (no extra bytes, clean
 * padding, canonical offsets), and its path has at least two tokens (the router refuses a shorter
 * one). Whether the contract called is the router is the caller's question, not this one.
 *
 * @example
 * decodeRouterSwap('0x38ed1739…') // { function: 'swapExactTokensForTokens', exact: 'in', amount: 10n, … }
 */
export function decodeRouterSwap(data: Hex): RouterSwap | undefined {
  let decoded: Decoded
  try {
    decoded = decodeFunctionData({ abi: routerAbi, data })
  } catch {
    return undefined
  }
  const again = encodeFunctionData({
    abi: routerAbi,
    functionName: decoded.functionName,
    args: decoded.args,
  } as never)
  if (again.toLowerCase() !== data.toLowerCase()) return undefined
  const swap = named(decoded)
  return swap.path.length >= 2 ? swap : undefined
}

/**
 * The router ABI's entries, for the test that checks them against the published build.
 *
 * @example
 * routerSwapAbi.map((entry) => entry.name) // ['swapExactTokensForTokens', …]
 */
export const routerSwapAbi: Abi = routerAbi
