import { encodeAbiParameters, encodeFunctionData, erc20Abi, erc721Abi, maxUint256, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { FeeReader } from './network-fee.js'
import { sendCallsPreview } from './send-calls-preview.js'
import type { ChainReader } from './token-facts.js'
import { sendTransactionPreview } from './transaction-preview.js'

const TOKEN = '0x000000000000000000000000000000000000F00D'
const NFT = '0x000000000000000000000000000000000000aaaa'
const SPENDER = '0x000000000000000000000000000000000000BbBB'

// A chain with an 18-decimal token FUSD at TOKEN and an ERC-721 collection FRND at NFT, answering
// as a node would (ABI-encoded results, '0x' from anything else).
const chain: ChainReader = async ({ to, data }) => {
  const string = (value: string) => encodeAbiParameters([{ type: 'string' }], [value])
  if (to === TOKEN && data === '0x95d89b41') return string('FUSD')
  if (to === TOKEN && data === '0x313ce567') return encodeAbiParameters([{ type: 'uint8' }], [18])
  if (to === NFT && data === '0x95d89b41') return string('FRND')
  if (to === NFT && data.startsWith('0x01ffc9a780ac58cd'))
    return encodeAbiParameters([{ type: 'bool' }], [true])
  return '0x'
}
const context = { network: { name: 'Foyer Devnet A', symbol: 'ETH' }, chainId: 31337, read: chain }
const send = (transaction: unknown) => sendTransactionPreview([transaction], context)

describe('a transaction that moves or exposes tokens, in words', () => {
  it('approve(spender, 2^256 − 1) reads "unlimited", the spender in full, and warns (it read "0 ETH" before)', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] })
    const { preview, params } = await send({ to: TOKEN, data })
    expect(preview.sections).toEqual([
      {
        heading: 'To',
        rows: [
          {
            address: TOKEN,
            detail: 'Token contract (FUSD)',
            detailText: { text: 'Token contract ({symbol})', values: { symbol: 'FUSD' } },
            amount: '0 ETH',
            figure: { amount: '0', symbol: 'ETH' },
          },
        ],
      },
      {
        heading: 'Allowance',
        rows: [
          {
            address: SPENDER,
            detail: 'May spend this wallet’s FUSD',
            detailText: { text: 'May spend this wallet’s {name}', values: { name: 'FUSD' } },
            amount: 'unlimited FUSD',
            // As data too: 'unlimited' in the visitor's words, the symbol as it is.
            amountText: { text: 'unlimited {token}', values: { token: 'FUSD' } },
            note: undefined,
          },
        ],
      },
    ])
    expect(preview.warnings).toEqual([
      `Unlimited allowance: ${SPENDER} may spend all of this wallet’s FUSD (token ${TOKEN}), now and later, until the allowance is revoked.`,
    ])
    expect(preview.totals).toEqual([
      { label: 'Leaves this wallet', value: '0 ETH', figure: { amount: '0', symbol: 'ETH' } },
      { label: 'Network fee', value: 'Could not be read' },
      {
        label: 'Total',
        value: '0 ETH plus the network fee',
        figure: { amount: '0', symbol: 'ETH' },
        qualifier: 'plusNetworkFee',
      },
    ])
    expect(params).toEqual([{ to: TOKEN, value: '0x0', data }])
  })

  it('setApprovalForAll(operator, true) names the operator and warns', async () => {
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [SPENDER, true],
    })
    const { preview } = await send({ to: NFT, data })
    expect(preview.sections[1]).toEqual({
      heading: 'Operator',
      rows: [
        {
          address: SPENDER,
          detail: `May move every token this wallet holds in FRND (${NFT})`,
          detailText: {
            text: 'May move every token this wallet holds in {name} ({token})',
            values: { name: 'FRND', token: NFT },
          },
          amount: 'all tokens',
          amountText: { text: 'all tokens' },
        },
      ],
    })
    expect(preview.warnings).toEqual([
      `${SPENDER} may move every token this wallet holds in the collection ${NFT}, now and later, until this is revoked.`,
    ])
  })

  it('a transfer in the token’s decimals; an NFT’s transferFrom as its token id', async () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [SPENDER, 1_234_500_000_000_000_000n],
    })
    expect((await send({ to: TOKEN, data: transfer })).preview.sections[1]?.rows[0]).toMatchObject({
      address: SPENDER,
      amount: '1.2345 FUSD',
      figure: { amount: '1.2345', symbol: 'FUSD' },
    })
    const moved = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [TOKEN, SPENDER, 7n],
    })
    expect((await send({ to: NFT, data: moved })).preview.sections[1]?.rows[0]).toMatchObject({
      amount: 'token #7',
      amountText: { text: 'token #{id}', values: { id: '7' } },
    })
  })

  it('an operator revoked and an ERC-1155 batch: their amounts in words, as data a UI translates', async () => {
    const revoke = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [SPENDER, false],
    })
    expect((await send({ to: NFT, data: revoke })).preview.sections[1]?.rows[0]).toMatchObject({
      amount: 'none',
      amountText: { text: 'none' },
    })
    const batch = encodeFunctionData({
      abi: parseAbi([
        'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
      ]),
      functionName: 'safeBatchTransferFrom',
      args: [TOKEN, SPENDER, [7n, 8n], [3n, 1n], '0x'],
    })
    const rows = (await send({ to: NFT, data: batch })).preview.sections[1]?.rows
    expect(rows?.map((row) => row.amount)).toEqual(['3 × token #7', '1 × token #8'])
    // How many a bare number for the visitor's locale, the token's id as it is.
    expect(rows?.[0]?.amountText).toEqual({
      text: '{count} × token #{id}',
      values: { count: { amount: '3', symbol: '' }, id: '7' },
    })
  })

  it('a token the chain says nothing of: raw units, said so', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 5n] })
    const { preview } = await send({ to: SPENDER, data })
    expect(preview.sections[0]?.rows[0]?.detail).toBe('Token contract')
    expect(preview.sections[1]?.rows[0]).toMatchObject({
      amount: '5 raw units',
      // The count a bare number the words name the unit of.
      amountText: { text: '{amount} raw units', values: { amount: { amount: '5', symbol: '' } } },
      note: 'The chain did not tell this token’s decimals: raw units',
    })
  })

  it('a token without a symbol is "the token" in a warning: a phrase of its own, for a UI to translate', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] })
    // A contract that answers neither symbol nor decimals.
    const token = '0x000000000000000000000000000000000000cccc'
    const { preview } = await send({ to: token, data })
    expect(preview.warnings).toEqual([
      `Unlimited allowance: ${SPENDER} may spend all of this wallet’s the token (token ${token}), now and later, until the allowance is revoked.`,
    ])
    expect(preview.warningTexts?.[0]?.values).toEqual({
      spender: SPENDER,
      name: { text: 'the token' },
      token,
    })
    expect(preview.sections[1]?.rows[0]).toMatchObject({
      detail: 'May spend this wallet’s the token',
      detailText: { text: 'May spend this wallet’s {name}', values: { name: { text: 'the token' } } },
    })
  })

  it('"Leaves this wallet" is the exact native value; the fee and the total follow it', async () => {
    // Gas and fee per gas set by the transaction: the fee is bounded, nothing is asked.
    const { preview } = await send({ to: SPENDER, value: '0x1', gas: '0x5208', gasPrice: '0x3b9aca00' })
    expect(preview.totals).toEqual([
      {
        label: 'Leaves this wallet',
        value: '0.000000000000000001 ETH',
        figure: { amount: '0.000000000000000001', symbol: 'ETH' },
      },
      {
        label: 'Network fee',
        value: 'At most 0.000021 ETH',
        figure: { amount: '0.000021', symbol: 'ETH' },
        qualifier: 'atMost',
      },
      {
        label: 'Total',
        value: 'At most 0.000021000000000001 ETH',
        figure: { amount: '0.000021000000000001', symbol: 'ETH' },
        qualifier: 'atMost',
      },
    ])
  })

  it("the fee is the node's estimate (gas limit × fee per gas) when the transaction does not bound it", async () => {
    const asked: string[] = []
    const fee: FeeReader = async (method, params) => {
      asked.push(`${method} ${JSON.stringify(params)}`)
      return method === 'eth_estimateGas' ? '0x5208' : '0x77359400' // 21000 gas, 2 gwei
    }
    const { preview } = await sendTransactionPreview([{ to: SPENDER, value: '0x2386f26fc10000' }], {
      ...context,
      fee,
    })
    expect(preview.totals).toEqual([
      { label: 'Leaves this wallet', value: '0.01 ETH', figure: { amount: '0.01', symbol: 'ETH' } },
      {
        label: 'Network fee',
        value: 'About 0.000042 ETH',
        figure: { amount: '0.000042', symbol: 'ETH' },
        qualifier: 'about',
      },
      {
        label: 'Total',
        value: 'About 0.010042 ETH',
        figure: { amount: '0.010042', symbol: 'ETH' },
        qualifier: 'about',
      },
    ])
    expect(asked).toEqual([
      `eth_estimateGas [{"to":"${SPENDER}","value":"0x2386f26fc10000"}]`,
      'eth_gasPrice []',
    ])
  })

  it('a fee the node does not give is said to be unreadable, not invented', async () => {
    for (const fee of [
      (async () => {
        throw new Error('execution reverted')
      }) satisfies FeeReader,
      (async () => 'soon') satisfies FeeReader,
    ]) {
      const { preview } = await sendTransactionPreview([{ to: SPENDER, value: '0x1' }], { ...context, fee })
      expect(preview.totals.slice(1)).toEqual([
        { label: 'Network fee', value: 'Could not be read' },
        {
          label: 'Total',
          value: '0.000000000000000001 ETH plus the network fee',
          figure: { amount: '0.000000000000000001', symbol: 'ETH' },
          qualifier: 'plusNetworkFee',
        },
      ])
    }
  })
})

describe('wallet_sendCalls in words', () => {
  it('decodes every call and totals the value (it was one raw JSON line)', async () => {
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [SPENDER, maxUint256],
    })
    const { preview, params } = await sendCallsPreview(
      [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          atomicRequired: true,
          calls: [
            { to: TOKEN, data: approve },
            { to: SPENDER, value: '0xde0b6b3a7640000' },
            { to: SPENDER, data: '0xdeadbeef', value: '0x1' },
          ],
        },
      ],
      context,
    )
    expect(preview.title).toBe('Send 3 calls')
    expect(preview.sections.map((section) => section.heading)).toEqual([
      'Call 1',
      'Call 1: Allowance',
      'Call 2',
      'Call 3',
    ])
    // The count and each call's place as data, its words a phrase of their own, for a UI to translate.
    expect(preview.titleText).toEqual({ text: 'Send {count} calls', values: { count: '3' } })
    expect(preview.sections.map((section) => section.headingText)).toEqual([
      { text: 'Call {index}', values: { index: '1' } },
      { text: 'Call {index}: {heading}', values: { index: '1', heading: { text: 'Allowance' } } },
      { text: 'Call {index}', values: { index: '2' } },
      { text: 'Call {index}', values: { index: '3' } },
    ])
    expect(preview.sections[1]?.rows[0]?.amount).toBe('unlimited FUSD')
    expect(preview.sections[3]?.rows[0]?.detail).toBe(
      'Calls a contract (unverified): it may move any of your assets · function 0xdeadbeef',
    )
    expect(preview.totals).toEqual([
      {
        label: 'Leaves this wallet',
        value: '1.000000000000000001 ETH',
        figure: { amount: '1.000000000000000001', symbol: 'ETH' },
      },
      { label: 'Network fee', value: 'Could not be read' },
      {
        label: 'Total',
        value: '1.000000000000000001 ETH plus the network fee',
        figure: { amount: '1.000000000000000001', symbol: 'ETH' },
        qualifier: 'plusNetworkFee',
      },
    ])
    expect(preview.warnings).toHaveLength(2)
    expect(params).toEqual([
      {
        version: '2.0.0',
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          { to: TOKEN, data: approve, value: '0x0' },
          { to: SPENDER, value: '0xde0b6b3a7640000' },
          { to: SPENDER, data: '0xdeadbeef', value: '0x1' },
        ],
      },
    ])
  })

  it("the network fee is the sum of each call's estimate at the node's gas price, asked once", async () => {
    const asked: string[] = []
    const fee: FeeReader = async (method, params) => {
      asked.push(method)
      if (method === 'eth_gasPrice') return '0x3b9aca00' // 1 gwei
      const call = Object(params[0])
      expect(call.from).toBe(SPENDER)
      return call.data ? '0x186a0' : '0x5208' // 100,000 gas for the contract call, 21,000 for a transfer
    }
    const bundle = {
      version: '2.0.0',
      chainId: '0x7a69',
      from: SPENDER,
      calls: [
        { to: TOKEN, value: '0x2386f26fc10000' },
        { to: TOKEN, data: '0xdeadbeef' },
      ],
    }
    const { preview } = await sendCallsPreview([bundle], { ...context, fee })
    expect(preview.totals).toEqual([
      { label: 'Leaves this wallet', value: '0.01 ETH', figure: { amount: '0.01', symbol: 'ETH' } },
      {
        label: 'Network fee',
        value: 'About 0.000121 ETH',
        figure: { amount: '0.000121', symbol: 'ETH' },
        qualifier: 'about',
      },
      {
        label: 'Total',
        value: 'About 0.010121 ETH',
        figure: { amount: '0.010121', symbol: 'ETH' },
        qualifier: 'about',
      },
    ])
    expect(asked.filter((method) => method === 'eth_gasPrice')).toHaveLength(1)

    // One call whose fee the node cannot give: the fee is unknown, not the other calls' part of it.
    const partial: FeeReader = async (method, params) =>
      method === 'eth_gasPrice'
        ? '0x1'
        : Object(params[0]).data
          ? Promise.reject(new Error('reverts'))
          : '0x5208'
    const { preview: unknown } = await sendCallsPreview([bundle], { ...context, fee: partial })
    expect(unknown.totals[1]).toEqual({ label: 'Network fee', value: 'Could not be read' })
  })

  it('refuses another chain, capabilities, and values that are not quantities', async () => {
    const bundle = { version: '2.0.0', chainId: '0x7a69', calls: [{ to: SPENDER }] }
    await expect(sendCallsPreview([{ ...bundle, chainId: '0x1' }], context)).rejects.toThrow(
      'not this wallet',
    )
    await expect(
      sendCallsPreview([{ ...bundle, capabilities: { paymasterService: { url: 'https://x' } } }], context),
    ).rejects.toThrow('capabilities')
    await expect(
      sendCallsPreview([{ ...bundle, calls: [{ to: SPENDER, value: '1000000000000000000' }] }], context),
    ).rejects.toThrow('call 1 value "1000000000000000000" is not a 0x hex quantity')
  })
})
