import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { type ReadableChain, tokenIconUrl } from './account-chains.js'
import type { RecordedRequest, Reply, Route } from './api-service.js'
import {
  amountOut,
  type Caip10,
  isNative,
  minimumOut,
  NATIVE_TOKEN_ADDRESS,
  readCaip10,
  type SwapChain,
  type SwapPlan,
  swapCall,
  swapPlan,
} from './convert-swap.js'

// The Blockchain API's convert ("swap") routes for the local stack, answered from the devnet exchange
// (a real Uniswap v2, see uniswap.ts) on the chains the service swaps on, in the wire shapes of the
// real service (which forwards to 1inch): amounts are base units as decimal strings, tokens CAIP-10
// addresses (ETH as `0xeeee…eeee`). Refusals are shaped as the real service shapes them: a missing
// parameter is a 400 with a text body; a bad parameter a 400 with `{ status: 'FAILED', reasons:
// [{ field: '', description }] }`, the description starting 'Invalid parameter: ' or 'Conversion
// parameter error: '; a chain it does not swap on 'Conversion parameter error: Chain ID eip155:<id>
// is not supported' (what the real service answers when 1inch does not know the chain); a chain that
// does not answer a 503 'Convertion provider is temporarily unavailable' (sic).

/** How long a built swap stays valid: the router refuses it after this many seconds past the latest block. */
const SWAP_DEADLINE_S = 20n * 60n

/** What writing a Uniswap v2 pool's two price accumulators may cost beyond an estimate that skipped it. */
const PRICE_ACCUMULATORS_GAS = 50_000n

/**
 * The gas limit a built swap carries when the caller asks for no estimate (`disableEstimate`, which
 * Foyer asks before the approval is mined): above what a direct Uniswap v2 swap uses (~0.1–0.15 M).
 */
const UNESTIMATED_SWAP_GAS = 300_000n

/** The largest slippage 1inch (and so the real service) accepts, in percent. */
const MAX_SLIPPAGE_PERCENT = 50

/**
 * The convert routes over the devnets `chains()` returns at request time (those with an exchange
 * are the ones the service swaps on):
 *
 * - `GET /v1/convert/tokens?projectId&chainId`: `{ tokens: [{ name, symbol, address, decimals, logoUri, eip2612 }] }`, ETH then the devnet tokens.
 * - `GET /v1/convert/quotes?projectId&amount&from&to[&gasPrice&userAddress]`: `{ quotes: [{ id: null, fromAmount, fromAccount, toAmount, toAccount }] }`, `toAmount` the router's `getAmountsOut` now.
 * - `GET /v1/convert/allowance?projectId&tokenAddress&userAddress`: `{ allowance }`, what the user let the router take (read from the token; unlimited for ETH, which needs no approval).
 * - `GET /v1/convert/gas-price?projectId&chainId`: `{ standard, fast, instant }` in wei, from the chain's gas price (×1, ×1.25, ×1.5).
 * - `GET /v1/convert/build-approve?projectId&from&to[&amount]`: `{ tx: { from, to, data, value, eip155: { gasPrice } } }`, `data` the token's `approve(router, amount)` (unlimited without `amount`). As in the real service, the token to send it to is `tx.from` (the `from` asked, echoed); `tx.to` is the `to` asked.
 * - `POST /v1/convert/build-transaction` `{ projectId, amount, from, to, userAddress, eip155: { slippage }, disableEstimate }`: `{ tx: { from, to, data, amount, eip155: { gas, gasPrice } } }`, `tx.to` the router, `data` its exact-input swap with `amountOutMin` the quote less `slippage` percent and a deadline 20 minutes past the latest block, `amount` the quote.
 *
 * @example
 * const routes = convertRoutes(() => resolveAccountChains({ 'eip155:31337': { rpcUrl, tokens, exchange } }))
 */
export function convertRoutes(chains: () => ReadonlyMap<string, ReadableChain>): Record<string, Route> {
  /** The swap chain named by a CAIP-2 id, or the refusal the real service gives for it. */
  const swapChain = (caipNetworkId: string): SwapChain | Reply => {
    const chain = chains().get(caipNetworkId)
    return chain?.exchange ? { ...chain, exchange: chain.exchange } : notSupported(caipNetworkId)
  }
  /** The CAIP-10 token addresses asked, all on one swap chain, or the refusal. */
  const onOneChain = (
    values: Record<string, unknown>,
  ): { chain: SwapChain; at: Record<string, Caip10> } | Reply => {
    const at: Record<string, Caip10> = {}
    for (const [name, value] of Object.entries(values)) {
      const read = readCaip10(value)
      if (!read) return invalidParameter(`\`${name}\` ${String(value)} is not an EVM CAIP-10 address`)
      at[name] = read
    }
    const networks = new Set(Object.values(at).map((entry) => entry.caipNetworkId))
    if (networks.size !== 1)
      return invalidParameter(
        `${Object.keys(values)
          .map((name) => `\`${name}\``)
          .join(', ')} chain IDs must have the same value`,
      )
    const chain = swapChain([...networks][0] ?? '')
    return isReply(chain) ? chain : { chain, at }
  }

  return {
    'GET /v1/convert/tokens': ({ query, headers }) =>
      required(query, ['projectId', 'chainId'], async ({ chainId }) => {
        const chain = swapChain(chainId)
        if (isReply(chain)) return chain
        const serviceUrl = headers.host ? `http://${headers.host}` : ''
        const native = { address: NATIVE_TOKEN_ADDRESS, name: 'Ether', symbol: 'ETH', decimals: 18 }
        const tokens = [native, ...chain.tokens.tokens]
          .filter((token) => !query.address || token.address.toLowerCase() === query.address.toLowerCase())
          .map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: `${chain.caipNetworkId}:${token.address}`,
            decimals: token.decimals,
            logoUri: tokenIconUrl(serviceUrl, token.symbol),
            // The devnet tokens (OpenZeppelin's preset) have no EIP-2612 permit.
            eip2612: false,
          }))
        return json({ tokens })
      }),

    'GET /v1/convert/quotes': ({ query }) =>
      required(query, ['projectId', 'amount', 'from', 'to'], async ({ amount, from, to }) => {
        const asked = onOneChain({ from, to })
        if (isReply(asked)) return asked
        const amountIn = positiveAmount(amount)
        if (isReply(amountIn)) return amountIn
        const plan = planOf(asked.chain, asked.at)
        if (isReply(plan)) return plan
        return fromChain(async () => {
          const toAmount = await quote(asked.chain, plan, amountIn)
          if (isReply(toAmount)) return toAmount
          return json({
            quotes: [
              { id: null, fromAmount: amount, fromAccount: from, toAmount: String(toAmount), toAccount: to },
            ],
          })
        })
      }),

    'GET /v1/convert/allowance': ({ query }) =>
      required(query, ['projectId', 'tokenAddress', 'userAddress'], async ({ tokenAddress, userAddress }) => {
        const asked = onOneChain({ tokenAddress, userAddress })
        if (isReply(asked)) return asked
        const token = asked.at.tokenAddress?.address ?? NATIVE_TOKEN_ADDRESS
        const owner = asked.at.userAddress?.address ?? NATIVE_TOKEN_ADDRESS
        if (isNative(token)) return json({ allowance: String(maxUint256) })
        return fromChain(async () => {
          const allowance = await asked.chain.client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, asked.chain.exchange.router],
          })
          return json({ allowance: String(allowance) })
        })
      }),

    'GET /v1/convert/gas-price': ({ query }) =>
      required(query, ['projectId', 'chainId'], async ({ chainId }) => {
        const chain = swapChain(chainId)
        if (isReply(chain)) return chain
        return fromChain(async () => {
          const standard = await chain.client.getGasPrice()
          const times = (numerator: bigint) => String((standard * numerator + 99n) / 100n)
          return json({ standard: String(standard), fast: times(125n), instant: times(150n) })
        })
      }),

    'GET /v1/convert/build-approve': ({ query }) =>
      required(query, ['projectId', 'from', 'to'], async ({ from, to }) => {
        const asked = onOneChain({ from, to })
        if (isReply(asked)) return asked
        if (isNative(asked.at.from?.address ?? NATIVE_TOKEN_ADDRESS))
          return conversionParameter(`${from} is the native currency, which needs no approval`)
        const amount = query.amount === undefined ? maxUint256 : positiveAmount(query.amount)
        if (isReply(amount)) return amount
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [asked.chain.exchange.router, amount],
        })
        return fromChain(async () => {
          const gasPrice = await asked.chain.client.getGasPrice()
          return json({ tx: { from, to, data, value: '0', eip155: { gasPrice: String(gasPrice) } } })
        })
      }),

    'POST /v1/convert/build-transaction': (request) => buildTransaction(request, onOneChain),
  }
}

type OnOneChain = (
  values: Record<string, unknown>,
) => { chain: SwapChain; at: Record<string, Caip10> } | Reply

/** `POST /v1/convert/build-transaction`: the router call of a swap, checked as the real service checks it. */
async function buildTransaction(request: RecordedRequest, onOneChain: OnOneChain): Promise<Reply> {
  const body =
    typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {}
  const missing = ['projectId', 'amount', 'from', 'to', 'userAddress'].find(
    (name) => typeof body[name] !== 'string',
  )
  if (missing) return deserializeError('the JSON body', missing)
  const { amount, from, to, userAddress, eip155, disableEstimate } = body
  const asked = onOneChain({ from, to, userAddress })
  if (isReply(asked)) return asked
  const amountIn = positiveAmount(String(amount))
  if (isReply(amountIn)) return amountIn
  if (typeof eip155 !== 'object' || eip155 === null)
    return invalidParameter('slippage parameter is necessary for this type of conversion')
  const { slippage } = eip155 as Record<string, unknown>
  if (
    typeof slippage !== 'number' ||
    !Number.isInteger(slippage) ||
    slippage < 0 ||
    slippage > MAX_SLIPPAGE_PERCENT
  )
    return conversionParameter(
      `slippage ${String(slippage)} is not a whole percent from 0 to ${MAX_SLIPPAGE_PERCENT}`,
    )
  const plan = planOf(asked.chain, asked.at)
  if (isReply(plan)) return plan
  const user = asked.at.userAddress?.address as Address
  const { chain } = asked
  return fromChain(async () => {
    const [quoted, latest, gasPrice] = await Promise.all([
      quote(chain, plan, amountIn),
      chain.client.getBlock(),
      chain.client.getGasPrice(),
    ])
    if (isReply(quoted)) return quoted
    const call = swapCall(plan, {
      amountIn,
      amountOutMin: minimumOut(quoted, slippage),
      recipient: user,
      deadline: latest.timestamp + SWAP_DEADLINE_S,
    })
    let gas = UNESTIMATED_SWAP_GAS
    if (disableEstimate !== true) {
      try {
        const estimate = await chain.client.estimateGas({ account: user, to: chain.exchange.router, ...call })
        // 10 % above the estimate, as the real service pads 1inch's, and room for a pool's price
        // accumulators: a swap in a later second than the pool's last trade writes them (two storage
        // slots, 44,200 gas when they were still empty), which an estimate made in that same second,
        // as on a fresh devnet, leaves out.
        gas = (estimate * 11n + 9n) / 10n + PRICE_ACCUMULATORS_GAS
      } catch (error) {
        return conversionParameter(
          `the swap would fail (is the allowance or the balance short?): ${firstLine(error)}`,
        )
      }
    }
    return json({
      tx: {
        from: userAddress,
        to: `${chain.caipNetworkId}:${chain.exchange.router}`,
        data: call.data,
        amount: String(quoted),
        eip155: { gas: String(gas), gasPrice: String(gasPrice) },
      },
    })
  })
}

/** The swap plan from `at.from` to `at.to`, or the refusal saying why there is none. */
function planOf(chain: SwapChain, at: Record<string, Caip10>): SwapPlan | Reply {
  const plan = swapPlan(chain.exchange, {
    from: at.from?.address ?? NATIVE_TOKEN_ADDRESS,
    to: at.to?.address ?? NATIVE_TOKEN_ADDRESS,
  })
  return 'reason' in plan ? conversionParameter(plan.reason) : plan
}

/** The router's quote, or the refusal when the pools cannot fill it (the router reverts). */
async function quote(chain: SwapChain, plan: SwapPlan, amountIn: bigint): Promise<bigint | Reply> {
  try {
    return await amountOut(chain, plan, amountIn)
  } catch (error) {
    if (isUnreachable(error)) throw error
    return conversionParameter(`the pools cannot fill this amount: ${firstLine(error)}`)
  }
}

/** Runs a read of the chain; a chain that does not answer is the real service's provider outage. */
async function fromChain(read: () => Promise<Reply>): Promise<Reply> {
  try {
    return await read()
  } catch {
    return failed(503, '', 'Convertion provider is temporarily unavailable')
  }
}

/** Whether an error is the chain not answering (rather than a call it refused). */
function isUnreachable(error: unknown): boolean {
  return error instanceof Error && /HTTP request failed|fetch failed|ECONNREFUSED/i.test(error.message)
}

/** Calls `answer` with the query's named parameters, or refuses the first one missing. */
async function required<const names extends string>(
  query: Record<string, string>,
  names: readonly names[],
  answer: (values: Record<names, string>) => Promise<Reply>,
): Promise<Reply> {
  const missing = names.find((name) => !query[name])
  if (missing) return deserializeError('query string', missing)
  return answer(query as Record<names, string>)
}

/** A positive amount of base units as a decimal string, or the refusal. */
function positiveAmount(value: string): bigint | Reply {
  if (!/^\d+$/.test(value) || BigInt(value) === 0n)
    return conversionParameter(`amount ${value} is not a positive whole number of base units`)
  return BigInt(value)
}

const replyKinds: ReadonlySet<unknown> = new Set(['json', 'status', 'raw', 'hang'] satisfies Reply['kind'][])

/** Whether a step gave a reply (a refusal to send) rather than its value. */
function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'kind' in value && replyKinds.has(value.kind)
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
}

function json(body: unknown): Reply {
  return { kind: 'json', body }
}

function failed(status: number, field: string, description: string): Reply {
  return { kind: 'json', status, body: { status: 'FAILED', reasons: [{ field, description }] } }
}

function invalidParameter(description: string): Reply {
  return failed(400, '', `Invalid parameter: ${description}`)
}

function conversionParameter(description: string): Reply {
  return failed(400, '', `Conversion parameter error: ${description}`)
}

/**
 * The real service's answer for a chain its swap provider does not know: what Foyer turns into
 * 'Network not supported for Swaps' / 'Network not supported for Gas Price'.
 */
function notSupported(caipNetworkId: string): Reply {
  return conversionParameter(`Chain ID ${caipNetworkId} is not supported`)
}

/** The real service's answer for a request without a required field (its framework's text). */
function deserializeError(where: 'query string' | 'the JSON body', field: string): Reply {
  const text =
    where === 'query string'
      ? `Failed to deserialize query string: missing field \`${field}\``
      : `Failed to deserialize the JSON body into the target type: missing field \`${field}\``
  return { kind: 'status', status: 400, body: text }
}
