/**
 * What makes one local Cosmos chain itself: its chain id (signed into every transaction, so a
 * signature for one chain never verifies on another), its bech32 address prefix, its staking denom
 * and the minimum gas price its node asks of every transaction (a validator's `min-gas-prices`).
 *
 * @example
 * const chain: CosmosChainConfig = { ...COSMOS_DEVNET, minGasPrice: '0' }
 */
export type CosmosChainConfig = {
  chainId: string
  /** The bech32 prefix of account addresses (`cosmos` gives `cosmos1…`). */
  prefix: string
  /** The base denom fees are paid in (`uatom`), with `decimals` to its display unit. */
  denom: string
  /** The display unit's name (`ATOM`) and its decimals above the base denom. */
  symbol: string
  decimals: number
  /**
   * The node's minimum gas price in `denom` per unit of gas, a decimal string (`'0.0025'`): a
   * transaction whose fee is under `ceil(minGasPrice × gas limit)` is refused at CheckTx.
   */
  minGasPrice: string
  /** The node's name in `status` (CometBFT's moniker). */
  moniker: string
}

/**
 * The first local Cosmos chain: `foyer-devnet-1`, `cosmos1…` addresses, ATOM in `uatom` (6 decimals),
 * 0.0025 uatom per unit of gas at least.
 *
 * @example
 * const node = await startCosmosNode(COSMOS_DEVNET)
 */
export const COSMOS_DEVNET: CosmosChainConfig = {
  chainId: 'foyer-devnet-1',
  prefix: 'cosmos',
  denom: 'uatom',
  symbol: 'ATOM',
  decimals: 6,
  minGasPrice: '0.0025',
  moniker: 'foyer-devnet',
}

/**
 * The second local Cosmos chain, Osmosis-like: `foyer-osmo-1`, `osmo1…` addresses, OSMO in `uosmo`
 * (6 decimals), 0.025 uosmo per unit of gas at least.
 *
 * @example
 * const node = await startCosmosNode(OSMOSIS_DEVNET)
 */
export const OSMOSIS_DEVNET: CosmosChainConfig = {
  chainId: 'foyer-osmo-1',
  prefix: 'osmo',
  denom: 'uosmo',
  symbol: 'OSMO',
  decimals: 6,
  minGasPrice: '0.025',
  moniker: 'foyer-osmo',
}
