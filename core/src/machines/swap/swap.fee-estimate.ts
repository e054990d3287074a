import type { SwapRequest } from './swap.actors.js'
import { feeOf } from './swap.fee.js'
import { isNativeToken } from './swap.rules.js'
import type { SwapCall, SwapFee, SwapPorts } from './swap.types.js'

// The swap's network fee, estimated through the ports: the swap service's gas price (`standard`)
// times the gas of each transaction the swap sends (the approval first, where the allowance is short).

const userOf = (swap: SwapRequest) => swap.account.address as `0x${string}`
const callOf = ({ to, data, value }: SwapCall): SwapCall => ({ to, data, value })

/**
 * The gas price, and whether an approval goes first (a token whose allowance is short of the amount;
 * the coin needs none).
 */
async function gasPriceAndApproval(ports: SwapPorts, swap: SwapRequest, signal: AbortSignal) {
  const native = isNativeToken(swap.from)
  return Promise.all([
    ports.convert.gasPrices({ network: swap.network, signal }).then((prices) => prices.standard),
    native
      ? false
      : ports.convert
          .allowance({ network: swap.network, token: swap.from.address, userAddress: userOf(swap), signal })
          .then((allowance) => allowance < swap.amount),
  ])
}

/**
 * The network fee of `swap`: the gas price times the gas of the swap (the limit the service's built
 * swap carries, else the network's estimate of that call) plus the approval's (the network's
 * estimate) where one goes first. The swap is built without the service's simulation where an
 * approval is needed (it would fail before the approval lands) and where `unsimulated` is asked (Max:
 * a swap of the whole balance leaves nothing for its fee, which a simulation may refuse). Any failure,
 * and a fee of 0 (no swap is free; a service answering 0 is wrong), leaves the fee unknown: it never
 * fails the quote, and it is never made up.
 *
 * @example
 * const fee = await estimateSwapFee(ports, swap, signal) // { units: 166_000_000_000_000n, includesApproval: true }
 */
export async function estimateSwapFee(
  ports: SwapPorts,
  swap: SwapRequest,
  signal: AbortSignal,
  { unsimulated = false }: { unsimulated?: boolean } = {},
): Promise<SwapFee> {
  try {
    const [gasPrice, needsApproval] = await gasPriceAndApproval(ports, swap, signal)
    const pair = { network: swap.network, from: swap.from.address, to: swap.to.address }
    const request = { ...pair, userAddress: userOf(swap), amount: swap.amount, signal }
    const swapGas = ports.convert
      .buildSwap({ ...request, disableEstimate: needsApproval || unsimulated })
      .then((built) => built.gas ?? ports.estimateGas(swap.account, callOf(built)))
    const approvalGas = needsApproval
      ? ports.convert
          .buildApproval(request)
          .then((approval) => ports.estimateGas(swap.account, callOf(approval)))
      : 0n
    const units = feeOf(gasPrice, await Promise.all([swapGas, approvalGas]))
    return { units: units > 0n ? units : undefined, includesApproval: needsApproval }
  } catch {
    return { units: undefined, includesApproval: false }
  }
}
