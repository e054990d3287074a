import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../../errors/http.js'
import { NATIVE_TOKEN_ADDRESS, type SwapPair } from './convert.types.js'
import { parseAllowance, parseGasPrices } from './convert-amounts.parse.js'
import { parseSwapQuotes } from './convert-quotes.parse.js'
import { parseSwapTokens } from './convert-tokens.parse.js'
import { parseApprovalTransaction, parseSwapTransaction } from './convert-transactions.parse.js'

// The convert answers as the Blockchain API writes them (shapes of its `/v1/convert/*` handlers), and
// what is refused: anything that could make Foyer show or send another amount, token or chain than
// the one the visitor chose.

const network = 'eip155:8453'
const usdc = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const router = '0x111111125421cA6dc452d289314280a0f8842A65'
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ethToUsdc: SwapPair = { network, from: NATIVE_TOKEN_ADDRESS, to: usdc }
const usdcToEth: SwapPair = { network, from: usdc, to: NATIVE_TOKEN_ADDRESS }
const oneEth = 10n ** 18n

const ether = {
  name: 'Ether',
  symbol: 'ETH',
  address: `${network}:${NATIVE_TOKEN_ADDRESS}`,
  decimals: 18,
  logoUri: null,
  eip2612: false,
}
const usdcToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: `${network}:${usdc}`,
  decimals: 6,
  logoUri: 'https://example.com/usdc.png',
  eip2612: true,
}

describe("GET /v1/convert/tokens's answer", () => {
  it('lists the tokens with plain and CAIP-10 addresses, the native currency marked', () => {
    expect(parseSwapTokens({ tokens: [ether, usdcToken] }, network)).toEqual([
      {
        ...ether,
        address: NATIVE_TOKEN_ADDRESS,
        caipAddress: ether.address,
        logoUri: undefined,
        isNative: true,
      },
      { ...usdcToken, address: usdc, caipAddress: usdcToken.address, isNative: false },
    ])
    expect(
      parseSwapTokens({ tokens: [{ ...usdcToken, logoUri: undefined, eip2612: undefined }] }, network)[0],
    ).toMatchObject({
      logoUri: undefined,
      eip2612: false,
    })
  })

  it.each([
    ['no tokens list', {}],
    ['a token on another chain', { tokens: [ether, { ...usdcToken, address: `eip155:1:${usdc}` }] }],
    ['a plain address', { tokens: [{ ...usdcToken, address: usdc }] }],
    ['decimals as text', { tokens: [{ ...usdcToken, decimals: '6' }] }],
    ['fractional decimals', { tokens: [{ ...usdcToken, decimals: 6.5 }] }],
    ['decimals above 255', { tokens: [{ ...usdcToken, decimals: 256 }] }],
    ['no symbol', { tokens: [{ ...usdcToken, symbol: '' }] }],
    ['a logo that is no text', { tokens: [{ ...usdcToken, logoUri: 42 }] }],
    ['eip2612 as text', { tokens: [{ ...usdcToken, eip2612: 'yes' }] }],
    ['a token that is no object', { tokens: [null] }],
  ])('is refused whole with %s', (_, body) => {
    expect(() => parseSwapTokens(body, network)).toThrow(InvalidResponseError)
  })
})

describe("GET /v1/convert/quotes's answer", () => {
  const quote = {
    id: null,
    fromAmount: String(oneEth),
    fromAccount: `${network}:${NATIVE_TOKEN_ADDRESS}`,
    toAmount: '3012500000',
    toAccount: `${network}:${usdc.toLowerCase()}`,
  }

  it('gives the amounts as bigints, the tokens whatever their case', () => {
    expect(parseSwapQuotes({ quotes: [quote] }, ethToUsdc, oneEth)).toEqual([
      {
        id: undefined,
        from: NATIVE_TOKEN_ADDRESS,
        to: usdc.toLowerCase(),
        fromAmount: oneEth,
        toAmount: 3_012_500_000n,
      },
    ])
    expect(parseSwapQuotes({ quotes: [] }, ethToUsdc, oneEth)).toEqual([])
    expect(parseSwapQuotes({ quotes: [{ ...quote, id: 'q1' }] }, ethToUsdc, oneEth)[0]?.id).toBe('q1')
  })

  it.each([
    ['no quotes list', { quotes: quote }],
    ['a quote for another amount', { quotes: [{ ...quote, fromAmount: '1' }] }],
    [
      'a quote of the tokens swapped round',
      { quotes: [{ ...quote, fromAccount: quote.toAccount, toAccount: quote.fromAccount }] },
    ],
    ['a quote on another chain', { quotes: [{ ...quote, toAccount: `eip155:1:${usdc}` }] }],
    ['an amount as a number', { quotes: [{ ...quote, toAmount: 3012500000 }] }],
    ['an amount with decimals', { quotes: [{ ...quote, toAmount: '3012.5' }] }],
    ['an amount in exponent form', { quotes: [{ ...quote, toAmount: '3.0125e9' }] }],
    ['a negative amount', { quotes: [{ ...quote, toAmount: '-1' }] }],
    ['an id that is no text', { quotes: [{ ...quote, id: 7 }] }],
  ])('is refused with %s', (_, body) => {
    expect(() => parseSwapQuotes(body, ethToUsdc, oneEth)).toThrow(InvalidResponseError)
  })
})

describe("GET /v1/convert/allowance's and gas-price's answers", () => {
  it('are bigints from decimal strings', () => {
    expect(parseAllowance({ allowance: String(maxUint256) })).toBe(maxUint256)
    expect(parseGasPrices({ standard: '1000000000', fast: '1250000000', instant: '1500000000' })).toEqual({
      standard: 1_000_000_000n,
      fast: 1_250_000_000n,
      instant: 1_500_000_000n,
    })
  })

  it.each([
    ['allowance', () => parseAllowance({ allowance: 0 })],
    ['allowance', () => parseAllowance({})],
    ['allowance', () => parseAllowance('0')],
    ['gas price', () => parseGasPrices({ standard: '1', fast: '1.5', instant: '2' })],
    ['gas price', () => parseGasPrices({ standard: '1', fast: '2' })],
  ])('refuse a malformed %s', (_, parse) => {
    expect(parse).toThrow(InvalidResponseError)
  })
})

describe("GET /v1/convert/build-approve's answer", () => {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] })
  const tx = {
    from: `${network}:${usdc}`,
    to: `${network}:${NATIVE_TOKEN_ADDRESS}`,
    data,
    value: '0',
    eip155: { gasPrice: '1000000000' },
  }

  it("is an approve call sent to the token asked (the answer's tx.from)", () => {
    expect(parseApprovalTransaction({ tx }, usdcToEth)).toEqual({
      to: usdc,
      data,
      value: 0n,
      gasPrice: 1_000_000_000n,
    })
    expect(parseApprovalTransaction({ tx: { ...tx, eip155: undefined } }, usdcToEth).gasPrice).toBeUndefined()
  })

  it.each([
    ['for another token', { ...tx, from: `${network}:${router}` }],
    ['on another chain', { ...tx, from: `eip155:1:${usdc}` }],
    ['naming the other token on another chain', { ...tx, to: `eip155:1:${NATIVE_TOKEN_ADDRESS}` }],
    [
      'that is a transfer, not an approve',
      { ...tx, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [router, 1n] }) },
    ],
    ['with calldata cut short', { ...tx, data: data.slice(0, -2) }],
    ['that sends ETH', { ...tx, value: '1' }],
    ['with a gas price that is no amount', { ...tx, eip155: { gasPrice: 'fast' } }],
    ['without a tx', undefined],
  ])('is refused %s', (_, transaction) => {
    expect(() => parseApprovalTransaction({ tx: transaction }, usdcToEth)).toThrow(InvalidResponseError)
  })
})

describe("POST /v1/convert/build-transaction's answer", () => {
  const tx = {
    from: `${network}:${user}`,
    to: `${network}:${router}`,
    data: '0x7ff36ab5000000',
    amount: '3012500000',
    eip155: { gas: '165000', gasPrice: '1000000000' },
  }

  it('is the call to the contract, carrying the amount in only when that is ETH', () => {
    expect(parseSwapTransaction({ tx }, ethToUsdc, { userAddress: user, amount: oneEth })).toEqual({
      from: user,
      to: router,
      data: tx.data,
      value: oneEth,
      toAmount: 3_012_500_000n,
      gas: 165_000n,
      gasPrice: 1_000_000_000n,
    })
    expect(parseSwapTransaction({ tx }, usdcToEth, { userAddress: user, amount: 10n }).value).toBe(0n)
  })

  it.each([
    ['sent by someone else', { ...tx, from: `${network}:${router}` }],
    ['sent on another chain', { ...tx, from: `eip155:1:${user}` }],
    ['to a contract on another chain', { ...tx, to: `eip155:1:${router}` }],
    ['calling no function', { ...tx, data: '0x' }],
    ['with calldata that is no hex', { ...tx, data: 'swap' }],
    ['expecting a fractional amount', { ...tx, amount: '3012.5' }],
    ['with a gas limit as a number', { ...tx, eip155: { gas: 165000, gasPrice: '1' } }],
  ])('is refused %s', (_, transaction) => {
    expect(() =>
      parseSwapTransaction({ tx: transaction }, ethToUsdc, { userAddress: user, amount: oneEth }),
    ).toThrow(InvalidResponseError)
  })
})
