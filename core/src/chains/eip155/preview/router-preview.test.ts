import { createRequire } from 'node:module'
import { type Abi, encodeAbiParameters, encodeFunctionData, erc20Abi, maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import type { RequestContext } from './previewed-request.js'
import { sendCallsPreview } from './send-calls-preview.js'
import type { ChainReader } from './token-facts.js'
import { sendTransactionPreview } from './transaction-preview.js'

const { abi: routerAbi } = createRequire(import.meta.url)(
  '@uniswap/v2-periphery/build/UniswapV2Router02.json',
) as {
  abi: Abi
}

const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const LOOKALIKE = '0x000000000000000000000000000000000000dEaD'
const FUSD = '0x000000000000000000000000000000000000F00D'
const WETH = '0x000000000000000000000000000000000000EEEe'
const FOY = '0x000000000000000000000000000000000000f0F0'
const ME = '0x000000000000000000000000000000000000aaaa'
const THIEF = '0x000000000000000000000000000000000000BbBB'
// 2026-11-29 07:00:00 UTC, and the review's "now" ten minutes earlier.
const DEADLINE = 1_795_935_600n
const NOW = Number(DEADLINE - 600n) * 1000

// A chain with three 18-decimal tokens, answering as a node would (ABI-encoded, '0x' otherwise).
const symbols: Record<string, string> = { [FUSD]: 'FUSD', [WETH]: 'WETH', [FOY]: 'FOY' }
const chain: ChainReader = async ({ to, data }) => {
  const symbol = symbols[to]
  if (symbol && data === '0x95d89b41') return encodeAbiParameters([{ type: 'string' }], [symbol])
  if (symbol && data === '0x313ce567') return encodeAbiParameters([{ type: 'uint8' }], [18])
  if (to === ROUTER && data === '0xad5c4648') return encodeAbiParameters([{ type: 'address' }], [WETH])
  return '0x'
}
const context: RequestContext = {
  network: { name: 'Foyer Devnet A', symbol: 'ETH', swapRouter: ROUTER },
  chainId: 31337,
  read: chain,
  account: ME,
  now: NOW,
}
const swapData = (functionName: string, args: readonly unknown[]) =>
  encodeFunctionData({ abi: routerAbi, functionName, args } as never)
const tokens = (amount: string) => parseUnits(amount, 18)
const send = (transaction: unknown, at: RequestContext = context) => sendTransactionPreview([transaction], at)
/** A line's words as data (its English wording and values), as core gives them beside the English. */
const words = (text: string, values?: Record<string, unknown>) => ({
  detailText: values ? { text, values } : { text },
})
const ROUTER_NAME = { text: 'The Uniswap router' }

describe('a Uniswap v2 router swap, in words', () => {
  it('swapExactTokensForTokens to this wallet: the amounts, the path by symbol and address, the deadline', async () => {
    const data = swapData('swapExactTokensForTokens', [
      tokens('10'),
      tokens('9.85'),
      [FUSD, FOY],
      ME,
      DEADLINE,
    ])
    const { preview, params } = await send({ to: ROUTER, data })
    expect(preview.sections).toEqual([
      {
        heading: 'To',
        rows: [
          {
            address: ROUTER,
            detail: 'The Uniswap router (declared by this network)',
            ...words('{router} (declared by this network)', { router: ROUTER_NAME }),
            amount: '0 ETH',
            figure: { amount: '0', symbol: 'ETH' },
          },
        ],
      },
      {
        heading: 'Swap',
        rows: [
          {
            address: undefined,
            detail: 'Swap exactly 10 FUSD for at least 9.85 FOY',
            ...words('Swap exactly {paid} for at least {received}', {
              paid: { amount: '10', symbol: 'FUSD' },
              received: { amount: '9.85', symbol: 'FOY' },
            }),
            amount: '10 FUSD',
            figure: { amount: '10', symbol: 'FUSD' },
            note: undefined,
          },
          { address: FUSD, detail: 'Pays FUSD', ...words('Pays {token}', { token: 'FUSD' }), amount: '' },
          {
            address: FOY,
            detail: 'Receives FOY',
            ...words('Receives {token}', { token: 'FOY' }),
            amount: '',
          },
          {
            address: ME,
            detail: 'Receives at least 9.85 FOY: this wallet',
            // What is received is a phrase inside the line, translated the same way.
            ...words('Receives {amount}: this wallet', {
              amount: { text: 'at least {amount}', values: { amount: { amount: '9.85', symbol: 'FOY' } } },
            }),
            amount: '',
            note: undefined,
          },
          {
            address: undefined,
            detail: 'Valid until 2026-11-29 07:00:00 UTC',
            ...words('Valid until {deadline}', { deadline: '2026-11-29 07:00:00 UTC' }),
            amount: '',
          },
        ],
      },
    ])
    expect(preview.warnings).toBeUndefined()
    expect(preview.refusal).toBeUndefined()
    expect(params).toEqual([{ to: ROUTER, value: '0x0', data }])
  })

  it('a path of three tokens names the one in between', async () => {
    const data = swapData('swapExactTokensForTokens', [
      tokens('1'),
      tokens('0.5'),
      [FUSD, WETH, FOY],
      ME,
      DEADLINE,
    ])
    const { preview } = await send({ to: ROUTER, data })
    expect(preview.sections[1]?.rows.map((row) => [row.address, row.detail])).toEqual([
      [undefined, 'Swap exactly 1 FUSD for at least 0.5 FOY'],
      [FUSD, 'Pays FUSD'],
      [WETH, 'Through WETH'],
      [FOY, 'Receives FOY'],
      [ME, 'Receives at least 0.5 FOY: this wallet'],
      [undefined, 'Valid until 2026-11-29 07:00:00 UTC'],
    ])
  })

  it('ETH in is the transaction’s value; ETH out is unwrapped for the recipient', async () => {
    const ethIn = swapData('swapExactETHForTokens', [tokens('5'), [WETH, FOY], ME, DEADLINE])
    const bought = await send({ to: ROUTER, data: ethIn, value: '0xde0b6b3a7640000' })
    expect(bought.preview.sections[1]?.rows[0]?.detail).toBe('Swap exactly 1 ETH for at least 5 FOY')
    expect(bought.preview.sections[1]?.rows[1]?.detail).toBe('Wraps the ETH paid (WETH)')
    const ethOut = swapData('swapExactTokensForETH', [
      tokens('10'),
      tokens('0.01'),
      [FUSD, WETH],
      ME,
      DEADLINE,
    ])
    const sold = await send({ to: ROUTER, data: ethOut })
    expect(sold.preview.sections[1]?.rows[0]?.detail).toBe('Swap exactly 10 FUSD for at least 0.01 ETH')
    expect(sold.preview.sections[1]?.rows[2]?.detail).toBe('Unwrapped into ETH (WETH)')
    const exactOut = swapData('swapTokensForExactTokens', [
      tokens('2'),
      tokens('3'),
      [FUSD, FOY],
      ME,
      DEADLINE,
    ])
    const boundRow = (await send({ to: ROUTER, data: exactOut })).preview.sections[1]?.rows[0]
    expect(boundRow?.detail).toBe('Swap at most 3 FUSD for exactly 2 FOY')
    // The bound in the amount column: its words as data, the amount a figure inside them.
    expect(boundRow).toMatchObject({
      amount: 'at most 3 FUSD',
      amountText: { text: 'at most {amount}', values: { amount: { amount: '3', symbol: 'FUSD' } } },
    })
  })

  it('ETH in or out through a token other than the router’s WETH: warned that the router will refuse it', async () => {
    const ethIn = swapData('swapExactETHForTokens', [tokens('5'), [FUSD, FOY], ME, DEADLINE])
    expect((await send({ to: ROUTER, data: ethIn, value: '0x1' })).preview.warnings).toEqual([
      `The router swaps ETH only through its WETH (${WETH}); this path starts with ${FUSD}: the router will refuse this swap, and only the network fee is spent.`,
    ])
    const ethOut = swapData('swapExactTokensForETH', [tokens('1'), tokens('1'), [FUSD, FOY], ME, DEADLINE])
    expect((await send({ to: ROUTER, data: ethOut })).preview.warnings).toEqual([
      `The router swaps ETH only through its WETH (${WETH}); this path ends with ${FOY}: the router will refuse this swap, and only the network fee is spent.`,
    ])
  })

  it('no minimum: says you may receive nothing, and warns', async () => {
    const data = swapData('swapExactTokensForTokens', [tokens('10'), 0n, [FUSD, FOY], ME, DEADLINE])
    const { preview } = await send({ to: ROUTER, data })
    expect(preview.sections[1]?.rows[0]?.detail).toBe(
      'Swap exactly 10 FUSD for any amount of FOY (no minimum: you may receive nothing)',
    )
    expect(preview.warnings).toEqual(['No minimum: you may receive nothing for the 10 FUSD you pay.'])
  })

  it('a deadline already past is warned of: the router will refuse it', async () => {
    const data = swapData('swapExactTokensForTokens', [tokens('10'), tokens('9'), [FUSD, FOY], ME, DEADLINE])
    const { preview } = await send({ to: ROUTER, data }, { ...context, now: Number(DEADLINE) * 1000 })
    expect(preview.warnings).toEqual([
      'The deadline (2026-11-29 07:00:00 UTC) has passed: the router will refuse this swap, and only the network fee is spent.',
    ])
  })

  it('a deadline no date can write (2^256 − 1) reads as no deadline', async () => {
    const data = swapData('swapExactTokensForTokens', [
      tokens('10'),
      tokens('9'),
      [FUSD, FOY],
      ME,
      maxUint256,
    ])
    const { preview } = await send({ to: ROUTER, data })
    expect(preview.sections[1]?.rows.at(-1)?.detail).toBe(
      'No deadline: the router accepts it at any time, at whatever price then',
    )
    expect(preview.warnings).toBeUndefined()
  })

  it('tokens going to another account than the signer’s: a loud warning, whatever `from` the site wrote', async () => {
    const data = swapData('swapExactTokensForTokens', [
      tokens('10'),
      tokens('9'),
      [FUSD, FOY],
      THIEF,
      DEADLINE,
    ])
    const { preview } = await send({ from: THIEF, to: ROUTER, data })
    expect(preview.warnings).toEqual([`The FOY go to ${THIEF}, not to your account.`])
    expect(preview.sections[1]?.rows[3]).toMatchObject({
      address: THIEF,
      detail: 'Receives at least 9 FOY: NOT this wallet',
    })
  })

  it('tokens without a symbol going to another account: the warning says “the tokens”', async () => {
    const NAMELESS = '0x000000000000000000000000000000000000cafe'
    const data = swapData('swapExactTokensForTokens', [
      tokens('10'),
      tokens('9'),
      [FUSD, NAMELESS],
      THIEF,
      DEADLINE,
    ])
    const { preview } = await send({ to: ROUTER, data })
    expect(preview.warnings).toEqual([`The tokens go to ${THIEF}, not to your account.`])
    expect(preview.warningTexts?.[0]?.values?.token).toEqual({ text: 'tokens' })
  })

  it('the same call to another contract, or with no router declared, stays an unverified contract call', async () => {
    const data = swapData('swapExactTokensForTokens', [tokens('10'), tokens('9'), [FUSD, FOY], ME, DEADLINE])
    for (const [to, at] of [
      [LOOKALIKE, context],
      [ROUTER, { ...context, network: { name: 'Foyer Devnet A', symbol: 'ETH' } }],
    ] as const) {
      const { preview } = await send({ to, data }, at)
      expect(preview.sections).toEqual([
        {
          heading: 'To',
          rows: [
            {
              address: to,
              detail: 'Calls a contract (unverified): it may move any of your assets · function 0x38ed1739',
              ...words(
                'Calls a contract (unverified): it may move any of your assets · function {selector}',
                {
                  selector: '0x38ed1739',
                },
              ),
              amount: '0 ETH',
              figure: { amount: '0', symbol: 'ETH' },
            },
          ],
        },
      ])
      expect(preview.warnings).toEqual([
        `This calls function 0x38ed1739 of ${to}, which Foyer cannot read: it may move any of your assets.`,
      ])
    }
  })

  it('an allowance for the declared router names it; unlimited is flagged with its name', async () => {
    const exact = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, tokens('10')] })
    const { preview } = await send({ to: FUSD, data: exact })
    expect(preview.sections[1]).toEqual({
      heading: 'Allowance',
      rows: [
        {
          address: ROUTER,
          detail: 'The Uniswap router may spend this wallet’s FUSD',
          ...words('{router} may spend this wallet’s {name}', { router: ROUTER_NAME, name: 'FUSD' }),
          amount: '10 FUSD',
          figure: { amount: '10', symbol: 'FUSD' },
          note: undefined,
        },
      ],
    })
    expect(preview.warnings).toBeUndefined()
    const unlimited = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [ROUTER, maxUint256],
    })
    const flagged = (await send({ to: FUSD, data: unlimited })).preview
    expect(flagged.warnings).toEqual([
      `Unlimited allowance: The Uniswap router (${ROUTER}) may spend all of this wallet’s FUSD (token ${FUSD}), now and later, until the allowance is revoked.`,
    ])
    // The router's name inside the warning is a phrase a UI translates; its address stays as it is.
    expect(flagged.warningTexts?.[0]?.values?.spender).toEqual({
      text: '{router} ({address})',
      values: { router: ROUTER_NAME, address: ROUTER },
    })
    // Another spender is its address alone.
    const other = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [LOOKALIKE, 1n] })
    expect((await send({ to: FUSD, data: other })).preview.sections[1]?.rows[0]?.detail).toBe(
      'May spend this wallet’s FUSD',
    )
  })

  it('an approval and a swap in one call bundle: each call in words, the swap’s recipient checked against the signer', async () => {
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [ROUTER, tokens('10')],
    })
    const swap = swapData('swapExactTokensForTokens', [
      tokens('10'),
      tokens('9'),
      [FUSD, FOY],
      THIEF,
      DEADLINE,
    ])
    const { preview } = await sendCallsPreview(
      [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: ME,
          calls: [
            { to: FUSD, data: approve },
            { to: ROUTER, data: swap },
          ],
        },
      ],
      context,
    )
    expect(preview.sections.map((section) => section.heading)).toEqual([
      'Call 1',
      'Call 1: Allowance',
      'Call 2',
      'Call 2: Swap',
    ])
    expect(preview.sections[1]?.rows[0]?.detail).toBe('The Uniswap router may spend this wallet’s FUSD')
    expect(preview.sections[3]?.rows[0]?.detail).toBe('Swap exactly 10 FUSD for at least 9 FOY')
    expect(preview.warnings).toEqual([`The FOY go to ${THIEF}, not to your account.`])
  })
})
