import { InvalidResponseError } from '../../errors/http.js'
import { isRecord } from '../../utils/is-record.js'
import {
  type ApprovalTransaction,
  type EvmAddress,
  NATIVE_TOKEN_ADDRESS,
  type SwapPair,
  type SwapTransaction,
} from './convert.types.js'
import {
  isSameAddress,
  readBaseUnits,
  readCaip10On,
  readHexData,
  readOptionalBaseUnits,
} from './convert-values.parse.js'

/**
 * ERC-20 `approve(address,uint256)`: its selector, then the spender and the amount, 32 bytes each.
 * An approval answer whose calldata is anything else is not an approval.
 */
const APPROVE_SELECTOR = '0x095ea7b3'
const APPROVE_CALLDATA_LENGTH = APPROVE_SELECTOR.length + 2 * 64

/**
 * Reads `GET /v1/convert/build-approve`'s answer for `pair`: `{ tx: { from, to, data, value,
 * eip155?: { gasPrice } } }`. As the real service writes it, `tx.from` is the token to approve (the
 * `from` asked, CAIP-10) and the call goes there; `tx.to` names the other token. Both must be on the
 * network asked, `tx.from` the token asked, `data` an ERC-20 `approve` call and `value` 0 (an
 * approval never carries ETH). Throws {@link InvalidResponseError} otherwise.
 *
 * @example
 * const approval = parseApprovalTransaction(body, { network: 'eip155:1', from: usdc, to: NATIVE_TOKEN_ADDRESS })
 */
export function parseApprovalTransaction(body: unknown, pair: SwapPair): ApprovalTransaction {
  const path = 'GET /v1/convert/build-approve'
  const tx = transactionOf(body, path)
  const token = readCaip10On(tx.from, pair.network, 'tx.from', path)
  readCaip10On(tx.to, pair.network, 'tx.to', path)
  if (!isSameAddress(token, pair.from))
    throw new InvalidResponseError({
      details: `${path}: the approval is for ${token}, not ${pair.from} as asked`,
    })
  const data = readHexData(tx.data, 'tx.data', path)
  if (!data.toLowerCase().startsWith(APPROVE_SELECTOR) || data.length !== APPROVE_CALLDATA_LENGTH)
    throw new InvalidResponseError({ details: `${path}: tx.data is not an ERC-20 approve call` })
  const value = readBaseUnits(tx.value, 'tx.value', path)
  if (value !== 0n)
    throw new InvalidResponseError({ details: `${path}: an approval that sends ${value} wei` })
  return { to: token, data, value, gasPrice: readOptionalBaseUnits(tx.eip155, 'gasPrice', path) }
}

/**
 * Reads `POST /v1/convert/build-transaction`'s answer for swapping `amount` of `pair.from` for
 * `pair.to` from `userAddress`: `{ tx: { from, to, data, amount, eip155?: { gas, gasPrice } } }`,
 * `tx.from` the visitor and `tx.to` the contract to call (CAIP-10, both on the network asked),
 * `amount` what the swap is expected to give. The ETH the call carries is not in the answer: it is
 * `amount` when swapping the native currency, else nothing. Throws {@link InvalidResponseError} when
 * the call is not from `userAddress`, not on the network, or a value is malformed.
 *
 * @example
 * const swap = parseSwapTransaction(body, { network: 'eip155:1', from: NATIVE_TOKEN_ADDRESS, to: usdc }, { userAddress, amount: 10n ** 18n })
 */
export function parseSwapTransaction(
  body: unknown,
  pair: SwapPair,
  { userAddress, amount }: { userAddress: EvmAddress; amount: bigint },
): SwapTransaction {
  const path = 'POST /v1/convert/build-transaction'
  const tx = transactionOf(body, path)
  const from = readCaip10On(tx.from, pair.network, 'tx.from', path)
  if (!isSameAddress(from, userAddress))
    throw new InvalidResponseError({
      details: `${path}: the swap is sent by ${from}, not ${userAddress} as asked`,
    })
  const to = readCaip10On(tx.to, pair.network, 'tx.to', path)
  const data = readHexData(tx.data, 'tx.data', path)
  // A call with no function selector would be a plain transfer to the contract.
  if (data.length < 10) throw new InvalidResponseError({ details: `${path}: tx.data calls no function` })
  return {
    from,
    to,
    data,
    value: isSameAddress(pair.from, NATIVE_TOKEN_ADDRESS) ? amount : 0n,
    toAmount: readBaseUnits(tx.amount, 'tx.amount', path),
    gas: readOptionalBaseUnits(tx.eip155, 'gas', path),
    gasPrice: readOptionalBaseUnits(tx.eip155, 'gasPrice', path),
  }
}

function transactionOf(body: unknown, path: string): Record<string, unknown> {
  if (!isRecord(body) || !isRecord(body.tx))
    throw new InvalidResponseError({ details: `${path}: expected { tx: {...} }` })
  return body.tx
}
