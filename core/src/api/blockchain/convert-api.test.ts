import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { isFoyerError } from '../../errors/base.js'
import { HttpStatusError, InvalidResponseError } from '../../errors/http.js'
import { createHttpClient } from '../http.js'
import { NetworkNotSupportedForGasPriceError, NetworkNotSupportedForSwapsError } from './convert.errors.js'
import { NATIVE_TOKEN_ADDRESS } from './convert.types.js'
import { createConvertApi, SWAP_SLIPPAGE_PERCENT } from './convert-api.js'

// The convert client against a scripted Blockchain API: what it asks (paths, parameters, body, as
// the real service reads them) and what it makes of the answers, the two 'Network not supported'
// refusals of SPEC §8 included.

const network = 'eip155:8453'
const usdc = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const router = '0x111111125421cA6dc452d289314280a0f8842A65'
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const sdk = { projectId: 'p1', sdkType: 'foyer', sdkVersion: 'react-0.1.0' }

type Sent = { url: URL; method: string; body: unknown }

function convertWith(status: number, answer: unknown) {
  const sent: Sent[] = []
  const http = createHttpClient({
    baseUrl: 'https://rpc.example.com',
    fetch: async (input, init) => {
      sent.push({
        url: new URL(input),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } })
    },
  })
  return { convert: createConvertApi({ http, sdk }), sent }
}

const query = (sent: Sent[]) => Object.fromEntries(sent[0]?.url.searchParams ?? [])

describe('createConvertApi asks', () => {
  it('for tokens and gas prices by CAIP-2 network', async () => {
    const tokens = convertWith(200, { tokens: [] })
    await tokens.convert.tokens({ network })
    expect(tokens.sent[0]?.url.pathname).toBe('/v1/convert/tokens')
    expect(query(tokens.sent)).toEqual({ projectId: 'p1', st: 'foyer', sv: 'react-0.1.0', chainId: network })

    const gas = convertWith(200, { standard: '1', fast: '2', instant: '3' })
    expect(await gas.convert.gasPrices({ network })).toEqual({ standard: 1n, fast: 2n, instant: 3n })
    expect(gas.sent[0]?.url.pathname).toBe('/v1/convert/gas-price')
    expect(query(gas.sent).chainId).toBe(network)
  })

  it('for a quote with the tokens as CAIP-10 addresses on the network and the amount in base units', async () => {
    const answer = {
      quotes: [
        {
          id: null,
          fromAmount: '1000000',
          fromAccount: `${network}:${usdc}`,
          toAmount: '330000000000000',
          toAccount: `${network}:${NATIVE_TOKEN_ADDRESS}`,
        },
      ],
    }
    const { convert, sent } = convertWith(200, answer)
    const quotes = await convert.quotes({
      network,
      from: usdc,
      to: NATIVE_TOKEN_ADDRESS,
      amount: 1_000_000n,
      userAddress: user,
      gasPrice: 7n,
    })
    expect(quotes.map((quote) => quote.toAmount)).toEqual([330_000_000_000_000n])
    expect(sent[0]?.url.pathname).toBe('/v1/convert/quotes')
    expect(query(sent)).toMatchObject({
      amount: '1000000',
      from: `${network}:${usdc}`,
      to: `${network}:${NATIVE_TOKEN_ADDRESS}`,
      userAddress: user,
      gasPrice: '7',
    })
  })

  it("for the allowance and the approval with the visitor's CAIP-10 address", async () => {
    const allowance = convertWith(200, { allowance: '5' })
    expect(await allowance.convert.allowance({ network, token: usdc, userAddress: user })).toBe(5n)
    expect(allowance.sent[0]?.url.pathname).toBe('/v1/convert/allowance')
    expect(query(allowance.sent)).toMatchObject({
      tokenAddress: `${network}:${usdc}`,
      userAddress: `${network}:${user}`,
    })

    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] })
    const approve = convertWith(200, {
      tx: {
        from: `${network}:${usdc}`,
        to: `${network}:${NATIVE_TOKEN_ADDRESS}`,
        data,
        value: '0',
        eip155: { gasPrice: '9' },
      },
    })
    const approval = await approve.convert.buildApproval({
      network,
      from: usdc,
      to: NATIVE_TOKEN_ADDRESS,
      userAddress: user,
    })
    expect(approval).toEqual({ to: usdc, data, value: 0n, gasPrice: 9n })
    expect(approve.sent[0]?.url.pathname).toBe('/v1/convert/build-approve')
    expect(query(approve.sent)).toMatchObject({
      from: `${network}:${usdc}`,
      to: `${network}:${NATIVE_TOKEN_ADDRESS}`,
    })
    expect(query(approve.sent).amount).toBeUndefined()
  })

  it('for the swap in a POST body with the 1 % slippage of SPEC §9', async () => {
    const { convert, sent } = convertWith(200, {
      tx: {
        from: `${network}:${user}`,
        to: `${network}:${router}`,
        data: '0x7ff36ab5',
        amount: '3000',
        eip155: { gas: '200000', gasPrice: '9' },
      },
    })
    const swap = await convert.buildSwap({
      network,
      from: NATIVE_TOKEN_ADDRESS,
      to: usdc,
      userAddress: user,
      amount: 10n,
      disableEstimate: true,
    })
    expect(swap).toMatchObject({ to: router, value: 10n, toAmount: 3000n, gas: 200_000n })
    expect(sent[0]).toMatchObject({ method: 'POST' })
    expect(sent[0]?.url.pathname).toBe('/v1/convert/build-transaction')
    expect(sent[0]?.body).toEqual({
      projectId: 'p1',
      amount: '10',
      from: `${network}:${NATIVE_TOKEN_ADDRESS}`,
      to: `${network}:${usdc}`,
      userAddress: `${network}:${user}`,
      eip155: { slippage: SWAP_SLIPPAGE_PERCENT },
      disableEstimate: true,
    })
    expect(SWAP_SLIPPAGE_PERCENT).toBe(1)
  })

  it('and refuses a malformed answer with InvalidResponseError', async () => {
    const { convert } = convertWith(200, { allowance: 1 })
    await expect(convert.allowance({ network, token: usdc, userAddress: user })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })
})

describe('on a network the API does not swap on (SPEC §8)', () => {
  // What the real service answers when its swap provider does not know the chain.
  const refusal = (chain: string) => ({
    status: 'FAILED',
    reasons: [{ field: '', description: `Conversion parameter error: Chain ID ${chain} is not supported` }],
  })
  const pair = { network, from: usdc, to: NATIVE_TOKEN_ADDRESS } as const

  it('lists no tokens and no quotes', async () => {
    const { convert } = convertWith(400, refusal(network))
    expect(await convert.tokens({ network })).toEqual([])
    expect(await convert.quotes({ ...pair, amount: 1n, userAddress: user })).toEqual([])
  })

  it("fails gas prices with 'Network not supported for Gas Price'", async () => {
    const { convert } = convertWith(400, refusal(network))
    const error = await convert.gasPrices({ network }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NetworkNotSupportedForGasPriceError)
    expect(isFoyerError(error, 'NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE') && error.shortMessage).toBe(
      'Network not supported for Gas Price',
    )
  })

  it("fails the allowance, the approval and the swap with 'Network not supported for Swaps'", async () => {
    const { convert } = convertWith(400, refusal(network))
    const calls = [
      convert.allowance({ network, token: usdc, userAddress: user }),
      convert.buildApproval({ ...pair, userAddress: user }),
      convert.buildSwap({ ...pair, userAddress: user, amount: 1n }),
    ]
    for (const call of calls) {
      const error = await call.catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(NetworkNotSupportedForSwapsError)
      expect(isFoyerError(error, 'NETWORK_NOT_SUPPORTED_FOR_SWAPS') && error.shortMessage).toBe(
        'Network not supported for Swaps',
      )
    }
  })

  it('but keeps any other refusal as the HTTP error it is', async () => {
    const otherChain = convertWith(400, refusal('eip155:1'))
    await expect(otherChain.convert.tokens({ network })).rejects.toBeInstanceOf(HttpStatusError)
    const otherReason = convertWith(400, {
      status: 'FAILED',
      reasons: [{ field: '', description: 'Invalid parameter: amount' }],
    })
    await expect(otherReason.convert.gasPrices({ network })).rejects.toBeInstanceOf(HttpStatusError)
    const outage = convertWith(503, refusal(network))
    await expect(outage.convert.quotes({ ...pair, amount: 1n, userAddress: user })).rejects.toBeInstanceOf(
      HttpStatusError,
    )
  })
})
