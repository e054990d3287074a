import { createRequire } from 'node:module'
import { type Abi, type AbiFunction, encodeFunctionData, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeRouterSwap, routerSwapAbi } from './router-calls.js'

// The published router build (as installed), read only by this test: the page carries the few
// entries `router-calls.ts` declares, which must be the published ones.
const published = createRequire(import.meta.url)('@uniswap/v2-periphery/build/UniswapV2Router02.json') as {
  abi: Abi
}
const publishedSwaps = published.abi.filter(
  (entry): entry is AbiFunction => entry.type === 'function' && entry.name.startsWith('swap'),
)

const FUSD = '0x000000000000000000000000000000000000F00D'
const WETH = '0x000000000000000000000000000000000000EEEe'
const FOY = '0x000000000000000000000000000000000000f0F0'
const ME = '0x000000000000000000000000000000000000aaaa'

describe('the Uniswap v2 router swaps a call makes', () => {
  it('declares exactly the published router’s swap functions (names, inputs, payability, selectors)', () => {
    const declared = routerSwapAbi as readonly AbiFunction[]
    expect(declared.map((entry) => entry.name).sort()).toEqual(
      publishedSwaps.map((entry) => entry.name).sort(),
    )
    for (const entry of declared) {
      const twin = publishedSwaps.find((each) => each.name === entry.name)
      expect(twin?.stateMutability).toBe(entry.stateMutability)
      expect(twin?.inputs.map(({ name, type }) => ({ name, type }))).toEqual(
        entry.inputs.map(({ name, type }) => ({ name, type })),
      )
      if (twin) expect(toFunctionSelector(entry)).toBe(toFunctionSelector(twin))
    }
  })

  it('decodes each swap as the published ABI encodes it: exact in or out, ETH in or out', () => {
    const encode = (functionName: string, args: readonly unknown[]) =>
      encodeFunctionData({ abi: published.abi, functionName, args } as never)
    expect(decodeRouterSwap(encode('swapExactTokensForTokens', [10n, 9n, [FUSD, FOY], ME, 99n]))).toEqual({
      function: 'swapExactTokensForTokens',
      exact: 'in',
      amountIn: 10n,
      amountOutMin: 9n,
      path: [FUSD, FOY],
      to: ME,
      deadline: 99n,
      ethIn: false,
      ethOut: false,
      feeOnTransfer: false,
    })
    expect(decodeRouterSwap(encode('swapExactETHForTokens', [9n, [WETH, FOY], ME, 99n]))).toMatchObject({
      exact: 'in',
      amountIn: undefined,
      amountOutMin: 9n,
      ethIn: true,
      ethOut: false,
    })
    expect(decodeRouterSwap(encode('swapExactTokensForETH', [10n, 1n, [FUSD, WETH], ME, 99n]))).toMatchObject(
      {
        exact: 'in',
        amountIn: 10n,
        ethIn: false,
        ethOut: true,
      },
    )
    expect(
      decodeRouterSwap(
        encode('swapExactTokensForTokensSupportingFeeOnTransferTokens', [10n, 9n, [FUSD, FOY], ME, 99n]),
      ),
    ).toMatchObject({ feeOnTransfer: true, exact: 'in' })
    expect(decodeRouterSwap(encode('swapTokensForExactETH', [5n, 11n, [FUSD, WETH], ME, 99n]))).toMatchObject(
      {
        exact: 'out',
        amountOut: 5n,
        amountInMax: 11n,
        ethOut: true,
      },
    )
    expect(decodeRouterSwap(encode('swapETHForExactTokens', [5n, [WETH, FOY], ME, 99n]))).toMatchObject({
      exact: 'out',
      amountOut: 5n,
      amountInMax: undefined,
      ethIn: true,
    })
    // A path of three tokens (through WETH) stays whole.
    expect(
      decodeRouterSwap(encode('swapExactTokensForTokens', [10n, 9n, [FUSD, WETH, FOY], ME, 99n]))?.path,
    ).toEqual([FUSD, WETH, FOY])
  })

  it('reads nothing from a path of one token, extra bytes, dirty padding or another function', () => {
    const encode = (path: readonly string[]) =>
      encodeFunctionData({
        abi: published.abi,
        functionName: 'swapExactTokensForTokens',
        args: [10n, 9n, path, ME, 99n],
      } as never)
    expect(decodeRouterSwap(encode([FUSD]))).toBeUndefined()
    expect(decodeRouterSwap(encode([]))).toBeUndefined()
    const good = encode([FUSD, FOY])
    expect(decodeRouterSwap(`${good}00`)).toBeUndefined()
    expect(decodeRouterSwap(good.slice(0, -2) as `0x${string}`)).toBeUndefined()
    // The recipient's padding (the 4th word) made dirty: a contract could read another address.
    const words = good.slice(10).match(/.{64}/g) ?? []
    words[3] = `ff${(words[3] ?? '').slice(2)}`
    expect(decodeRouterSwap(`${good.slice(0, 10)}${words.join('')}` as `0x${string}`)).toBeUndefined()
    const addLiquidity = encodeFunctionData({
      abi: published.abi,
      functionName: 'getAmountsOut',
      args: [10n, [FUSD, FOY]],
    } as never)
    expect(decodeRouterSwap(addLiquidity)).toBeUndefined()
  })
})
