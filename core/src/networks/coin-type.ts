import { InvalidCoinTypeChainIdError } from './caip.errors.js'

/** ENSIP-11 sets this bit on an EVM chain id to make a coin type; ids that already use it cannot be encoded. */
const evmCoinTypeBit = 0x80000000

/** Ethereum mainnet keeps its SLIP-44 coin type (ENSIP-11), so names resolve as they always have. */
const ethereumCoinType = 60

/**
 * Whether an EVM chain id can be turned into an ENSIP-11 coin type: an integer in `[0, 2147483648)`
 * (SPEC §5: a chain id at or above 2147483648 is invalid as a coin type).
 *
 * @example
 * isValidCoinTypeChainId(8453) // true
 * isValidCoinTypeChainId(2147483648) // false
 */
export function isValidCoinTypeChainId(chainId: number): boolean {
  return Number.isInteger(chainId) && chainId >= 0 && chainId < evmCoinTypeBit
}

/**
 * The ENSIP-11 coin type of an EVM chain: `(0x80000000 | chainId) >>> 0`, and 60 for Ethereum mainnet.
 * Throws {@link InvalidCoinTypeChainIdError} for chain ids that cannot be encoded.
 *
 * @example
 * evmChainIdToCoinType(10) // 2147483658
 * evmChainIdToCoinType(1) // 60
 * evmChainIdToCoinType(2147483648) // throws InvalidCoinTypeChainIdError
 */
export function evmChainIdToCoinType(chainId: number): number {
  if (!isValidCoinTypeChainId(chainId)) throw new InvalidCoinTypeChainIdError(chainId)
  if (chainId === 1) return ethereumCoinType
  // `|` works on signed 32-bit integers; `>>> 0` turns the result back into an unsigned number.
  return (evmCoinTypeBit | chainId) >>> 0
}
