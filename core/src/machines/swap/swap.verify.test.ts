import { type Address, encodeFunctionData, erc20Abi, getAddress, type Hex, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { ApprovalTransaction, SwapToken, SwapTransaction } from '../../api/blockchain/convert.types.js'
import { routerSwapAbi } from '../../chains/eip155/preview/router-calls.js'
import { reviewEnglish } from '../../chains/review-text.js'
import { mainnet } from '../../networks/definitions/index.js'
import { EVM_ADDRESS, evmMock } from '../connection/connection.fixtures.js'
import type { SwapRequest } from './swap.actors.js'
import { swapFailureText } from './swap.failure-words.js'
import { swapFailure } from './swap.failures.js'
import { ETH, FOY, FUSD } from './swap.fixtures.js'
import { SwapCallMismatchError, swapMismatch } from './swap.mismatch.js'
import { isWithinSlippage } from './swap.rules.js'
import { verifySwapApproval, verifySwapTransaction } from './swap.verify.js'

// A swap service that lies must not get a wallet to send anything but the swap shown: each rewrite
// of an honest approval or router call below is refused, and each honest one passes. The calls are
// real encodings (viem's, of ERC-20's and Uniswap v2 Router02's functions).

const E18 = 10n ** 18n
const ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const ATTACKER: Address = '0x00000000000000000000000000000000000bad00'
const user = EVM_ADDRESS as Address
const NOW = 1_800_000_000
const DEADLINE = BigInt(NOW + 1200)

const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

/** Mainnet with the router declared (as a site declares it), or without. */
function accountOn(router: Address | undefined): ActiveAccount {
  const network = router ? { ...mainnet, contracts: { uniswapV2Router02: { address: router } } } : mainnet
  return { address: user, network, adapter: evmMock() }
}

const amount = 10n * E18
const shown = 40n * E18
/** The minimum shown for the quote: 1 % less. */
const minimum = (shown * 99n) / 100n

function request(from: SwapToken, to: SwapToken, router: Address | 'none' = ROUTER): SwapRequest {
  return { account: accountOn(router === 'none' ? undefined : router), network: 'eip155:1', from, to, amount }
}

const approve = (spender: Address, value: bigint, to: Address = FUSD.address): ApprovalTransaction => ({
  to,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, value] }),
  value: 0n,
  gasPrice: undefined,
})

type RouterArgs = { amountIn?: bigint; min?: bigint; path?: Address[]; to?: Address; deadline?: bigint }

function routerCall(
  name:
    | 'swapExactTokensForTokens'
    | 'swapExactETHForTokens'
    | 'swapExactTokensForETH'
    | 'swapTokensForExactTokens',
  {
    amountIn = amount,
    min = minimum,
    path = [FUSD.address, FOY.address],
    to = user,
    deadline = DEADLINE,
  }: RouterArgs = {},
): Hex {
  const args =
    name === 'swapExactETHForTokens' ? [min, path, to, deadline] : [amountIn, min, path, to, deadline]
  return encodeFunctionData({ abi: routerSwapAbi, functionName: name, args } as never)
}

const built = (data: Hex, overrides: Partial<SwapTransaction> = {}): SwapTransaction => ({
  from: user,
  to: ROUTER,
  data,
  value: 0n,
  toAmount: shown,
  gas: 200_000n,
  gasPrice: undefined,
  ...overrides,
})

/** Whether the check refuses, and in which words (what differs). */
function refusal(check: () => unknown): string | undefined {
  try {
    check()
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(SwapCallMismatchError)
    return (error as SwapCallMismatchError).details
  }
}

const verify = (tx: SwapTransaction, swap = request(FUSD, FOY), spender?: Address) =>
  refusal(() => verifySwapTransaction(tx, swap, { spender, now: NOW }))
const leastOf = (tx: SwapTransaction, swap = request(FUSD, FOY)) =>
  verifySwapTransaction(tx, swap, { now: NOW })

describe('the approval a swap service builds', () => {
  it('passes when it approves exactly the amount, on the token paid, to the declared router; its spender is named', () => {
    expect(verifySwapApproval(approve(ROUTER, amount), request(FUSD, FOY)).toLowerCase()).toBe(
      ROUTER.toLowerCase(),
    )
    // No router declared: any exchange may be approved, for exactly the amount.
    expect(verifySwapApproval(approve(ATTACKER, amount), request(FUSD, FOY, 'none'))).toBe(
      ATTACKER.toLowerCase(),
    )
  })

  it('is refused when it is anything else', () => {
    const swap = request(FUSD, FOY)
    expect(refusal(() => verifySwapApproval(approve(ROUTER, maxUint256), swap))).toContain(
      'not an approval of exactly 10 FUSD',
    )
    expect(refusal(() => verifySwapApproval(approve(ROUTER, amount + 1n), swap))).toBeDefined()
    expect(refusal(() => verifySwapApproval(approve(ATTACKER, amount), swap))).toContain(
      `lets ${ATTACKER.toLowerCase()} spend, not the network's swap router`,
    )
    expect(refusal(() => verifySwapApproval(approve(ROUTER, amount, FOY.address), swap))).toContain(
      'not to the FUSD contract',
    )
    expect(refusal(() => verifySwapApproval({ ...approve(ROUTER, amount), value: 1n }, swap))).toContain(
      "sends 1 wei of the network's coin",
    )
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ATTACKER, amount] })
    expect(
      refusal(() => verifySwapApproval({ ...approve(ROUTER, amount), data: transfer }, swap)),
    ).toBeDefined()
    // Trailing bytes a token contract might read differently.
    const padded = `${approve(ROUTER, amount).data}00` as Hex
    expect(
      refusal(() => verifySwapApproval({ ...approve(ROUTER, amount), data: padded }, swap)),
    ).toBeDefined()
    // Dirty padding in the spender's word.
    const dirty = approve(ROUTER, amount).data.replace('095ea7b3000000', '095ea7b3ff0000') as Hex
    expect(refusal(() => verifySwapApproval({ ...approve(ROUTER, amount), data: dirty }, swap))).toBeDefined()
  })
})

describe('the swap a swap service builds', () => {
  it('passes the honest router calls: token → token, ETH → token, token → ETH', () => {
    expect(verify(built(routerCall('swapExactTokensForTokens')))).toBeUndefined()
    const ethIn = routerCall('swapExactETHForTokens', { path: [WETH, FOY.address] })
    expect(verify(built(ethIn, { value: amount }), request(ETH, FOY))).toBeUndefined()
    const ethOut = routerCall('swapExactTokensForETH', { path: [FUSD.address, WETH] })
    expect(verify(built(ethOut), request(FUSD, ETH))).toBeUndefined()
    // What the call accepts at least is read from it, for the slippage guard.
    expect(leastOf(built(routerCall('swapExactTokensForTokens', { min: shown - 1n })))).toBe(shown - 1n)
    expect(leastOf(built(ethOut), request(FUSD, ETH))).toBe(minimum)
  })

  it('hands the least the call accepts to the slippage guard, which holds it to the minimum shown', () => {
    const least = (min: bigint) => leastOf(built(routerCall('swapExactTokensForTokens', { min })))
    // The service's estimate is the quote itself: only the call's own minimum tells these apart.
    expect(isWithinSlippage({ shown, built: shown, acceptsAtLeast: least(minimum) })).toBe(true)
    expect(isWithinSlippage({ shown, built: shown, acceptsAtLeast: least(shown) })).toBe(true)
    expect(isWithinSlippage({ shown, built: shown, acceptsAtLeast: least(minimum - 1n) })).toBe(false)
    expect(isWithinSlippage({ shown, built: shown, acceptsAtLeast: least(0n) })).toBe(false)
    // Where the call is not read, the estimate alone.
    expect(leastOf(built('0x12345678', { to: ATTACKER }), request(FUSD, FOY, 'none'))).toBeUndefined()
  })

  it('is refused when it pays another recipient or another amount', () => {
    expect(verify(built(routerCall('swapExactTokensForTokens', { to: ATTACKER })))).toMatch(
      new RegExp(`pays what it gives to ${ATTACKER}`, 'i'),
    )
    expect(verify(built(routerCall('swapExactTokensForTokens', { amountIn: amount * 2n })))).toContain(
      'pays 20 FUSD, not the amount shown',
    )
  })

  it('is refused on another path, another contract, another sender, value or deadline, or an exact-output swap', () => {
    expect(
      verify(built(routerCall('swapExactTokensForTokens', { path: [FUSD.address, ATTACKER] }))),
    ).toContain('ends at')
    expect(
      verify(built(routerCall('swapExactTokensForTokens', { path: [FOY.address, FOY.address] }))),
    ).toContain('starts at')
    expect(verify(built(routerCall('swapExactTokensForTokens'), { to: ATTACKER }))).toContain(
      "not to the network's swap router",
    )
    expect(verify(built(routerCall('swapExactTokensForTokens'), { from: ATTACKER }))).toContain('sent from')
    expect(verify(built(routerCall('swapExactTokensForTokens'), { value: 1n }))).toContain('sends 1 wei')
    expect(verify(built(routerCall('swapExactTokensForTokens', { deadline: BigInt(NOW) })))).toContain(
      'deadline has passed',
    )
    expect(verify(built(routerCall('swapTokensForExactTokens')))).toContain('exact amount')
    // The coin paid is the value, exactly; an ETH swap for a token-paying request is another swap.
    const ethIn = routerCall('swapExactETHForTokens', { path: [WETH, FOY.address] })
    expect(verify(built(ethIn, { value: amount - 1n }), request(ETH, FOY))).toBeDefined()
    expect(verify(built(ethIn), request(FUSD, FOY))).toContain('does not pay FUSD for FOY')
    expect(verify(built('0xdeadbeef'))).toContain('not one of the router')
  })

  it("without a declared router: the sender, the value and, in a batch, the approval's spender are held to", () => {
    const undeclared = request(FUSD, FOY, 'none')
    // The exchange's own calldata is the wallet's to show.
    expect(verify(built('0x12345678', { to: ATTACKER }), undeclared)).toBeUndefined()
    expect(verify(built('0x12345678', { to: ATTACKER }), undeclared, ROUTER)).toContain(
      'which the approval lets spend',
    )
    expect(verify(built('0x12345678', { value: 5n }), undeclared)).toBeDefined()
  })

  it('is said on its own, with what differs as data, never as a failed build', () => {
    const error = new SwapCallMismatchError(swapMismatch('recipient', { to: ATTACKER, account: user }))
    const details = {
      check: 'recipient',
      text: 'the swap pays what it gives to {to}, not to {account}',
      values: { to: ATTACKER, account: user },
    }
    expect(swapFailure.build(error)).toEqual({ kind: 'mismatch', details })
    expect(error.message).toBe(
      `The swap service built a transaction that is not the swap shown, so it was not sent\n\nDetails: the swap pays what it gives to ${ATTACKER}, not to ${user}`,
    )
    expect(swapFailureText(swapFailure.build(error))).toBe(
      `The swap service built a transaction that is not the swap shown, so it was not sent: the swap pays what it gives to ${ATTACKER}, not to ${user}.`,
    )
    expect(swapFailure.approve(error, 'FUSD')).toEqual(swapFailure.build(error))
  })
})

describe('a refusal as data', () => {
  /** The refusal's data and its English details, or `undefined` when the call passes. */
  function refused(check: () => unknown) {
    try {
      check()
      return undefined
    } catch (error) {
      expect(error).toBeInstanceOf(SwapCallMismatchError)
      const { mismatch, details } = error as SwapCallMismatchError
      return { ...mismatch, english: details }
    }
  }
  const swap = request(FUSD, FOY)
  const approval = (tx: ApprovalTransaction) => refused(() => verifySwapApproval(tx, swap))
  const call = (tx: SwapTransaction, on = swap, spender?: Address) =>
    refused(() => verifySwapTransaction(tx, on, { spender, now: NOW }))
  const path = (path: Address[]) => built(routerCall('swapExactTokensForTokens', { path }))
  const ethIn = routerCall('swapExactETHForTokens', { path: [WETH, FOY.address] })

  it('names each check and the very values it compared; the English reads as it always did, word for word', () => {
    const cases = [
      [
        approval(approve(ROUTER, amount, FOY.address)),
        'approvalToken',
        { to: FOY.address, symbol: 'FUSD', token: FUSD.address },
        `the approval goes to ${FOY.address}, not to the FUSD contract ${FUSD.address}`,
      ],
      [
        approval({ ...approve(ROUTER, amount), value: 7n }),
        'approvalValue',
        { wei: '7' },
        "the approval sends 7 wei of the network's coin",
      ],
      [
        approval(approve(ROUTER, maxUint256)),
        'approvalAmount',
        { amount: { amount: '10', symbol: 'FUSD' } },
        'the approval is not an approval of exactly 10 FUSD',
      ],
      [
        approval(approve(ATTACKER, amount)),
        'approvalSpender',
        { spender: ATTACKER.toLowerCase(), router: ROUTER },
        `the approval lets ${ATTACKER.toLowerCase()} spend, not the network's swap router ${ROUTER}`,
      ],
      [
        call(built(routerCall('swapExactTokensForTokens'), { from: ATTACKER })),
        'sender',
        { from: ATTACKER, account: user },
        `the swap is sent from ${ATTACKER}, not from ${user}`,
      ],
      [
        call(built(ethIn, { value: amount - 1n }), request(ETH, FOY)),
        'value',
        { wei: `${amount - 1n}`, expected: `${amount}` },
        `the swap sends 9999999999999999999 wei of the network's coin, not 10000000000000000000`,
      ],
      [
        call(built('0x12345678', { to: ATTACKER }), request(FUSD, FOY, 'none'), ROUTER),
        'spender',
        { to: ATTACKER, spender: ROUTER },
        `the swap goes to ${ATTACKER}, not to ${ROUTER}, which the approval lets spend`,
      ],
      [
        call(built(routerCall('swapExactTokensForTokens'), { to: ATTACKER })),
        'router',
        { to: ATTACKER, router: ROUTER },
        `the swap goes to ${ATTACKER}, not to the network's swap router ${ROUTER}`,
      ],
      [
        call(built(routerCall('swapTokensForExactTokens'))),
        'exactIn',
        {},
        'the swap is not one of the router’s swaps of an exact amount',
      ],
      [
        call(built(ethIn), swap),
        'tokens',
        { function: 'swapExactETHForTokens', from: 'FUSD', to: 'FOY' },
        'the swap (swapExactETHForTokens) does not pay FUSD for FOY',
      ],
      [
        call(built(routerCall('swapExactTokensForTokens', { amountIn: amount * 2n + 1n }))),
        'amountIn',
        { amount: { amount: '20.000000000000000001', symbol: 'FUSD' } },
        'the swap pays 20.000000000000000001 FUSD, not the amount shown',
      ],
      [
        call(path([FOY.address, FOY.address])),
        'pathStart',
        { address: FOY.address, symbol: 'FUSD' },
        `the swap's path starts at ${FOY.address}, not at FUSD`,
      ],
      [
        call(path([FUSD.address, ATTACKER])),
        'pathEnd',
        { address: getAddress(ATTACKER), symbol: 'FOY' },
        `the swap's path ends at ${getAddress(ATTACKER)}, not at FOY`,
      ],
      [
        call(built(routerCall('swapExactTokensForTokens', { to: ATTACKER }))),
        'recipient',
        { to: getAddress(ATTACKER), account: user },
        `the swap pays what it gives to ${getAddress(ATTACKER)}, not to ${user}`,
      ],
      [
        call(built(routerCall('swapExactTokensForTokens', { deadline: BigInt(NOW) }))),
        'deadline',
        {},
        'the swap’s deadline has passed',
      ],
    ] as const
    for (const [mismatch, check, values, english] of cases) {
      expect(mismatch).toMatchObject({ check, values, english })
      expect(mismatch && reviewEnglish(mismatch)).toBe(english)
    }
    // Every check is exercised once.
    expect(new Set(cases.map(([, check]) => check)).size).toBe(15)
  })
})
