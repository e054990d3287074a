import type { Transfer } from '../../transfer.types.js'
import { addressWord, type Hex, isHexAddress, word } from '../contract-calls.js'

/** ERC-20 `transfer(address,uint256)`. */
const TRANSFER: Hex = '0xa9059cbb'

/**
 * The call the wallet is asked to make for a transfer: the coin to the receiver, or the token
 * contract's `transfer`. The payment's check reads the sent transaction against the same call.
 *
 * @example
 * callOf({ to: '0x7099…79C8', amount: 10n ** 16n }) // { to: '0x7099…79C8', value: 10_000_000_000_000_000n }
 */
export function callOf(transfer: Transfer): { to: Hex; value: bigint; data?: Hex | undefined } {
  const { to, amount, token } = transfer
  if (!isHexAddress(to)) throw new TypeError(`Not an EVM address: ${to}`)
  if (!token) return { to, value: amount }
  if (!isHexAddress(token.address)) throw new TypeError(`Not an EVM token address: ${token.address}`)
  return { to: token.address, value: 0n, data: `${TRANSFER}${addressWord(to)}${word(amount)}` }
}
