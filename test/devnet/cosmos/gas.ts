import { CosmosTxError, SDK_CODESPACE, SDK_ERRORS } from './errors.js'

// Gas, as a Cosmos node meters it: each step of a transaction consumes some, and a transaction that
// needs more than its gas limit fails "out of gas" (at CheckTx when its checks alone exceed the
// limit; in the block, with its fee still paid, when its messages do). Simulation meters without a
// limit, which is how a wallet's fee 'auto' learns what to ask for.
//
// The per-byte and per-signature figures are the SDK's default auth parameters. The SDK also charges
// for every store read and write; this node charges a fixed figure per step instead, of the order a
// real node reports for a bank send (some 60–80 thousand gas), not its exact meter.

/** Gas per byte of the transaction (the auth module's `tx_size_cost_per_byte`). */
export const TX_SIZE_COST_PER_BYTE = 10n

/** Gas to verify one secp256k1 signature (the auth module's `sig_verify_cost_secp256k1`). */
export const SIG_VERIFY_COST_SECP256K1 = 1000n

/**
 * Bytes the SDK charges, in simulation, for a signature the simulated transaction leaves empty: the
 * size of an amino standard signature (a secp256k1 key and 64 signature bytes) plus 6. A little more
 * than the signature adds to the real transaction, so a simulation never undercounts.
 */
export const SIMULATED_SIGNATURE_BYTES = 112n

/** This node's charge for the signer's account reads and writes and the fee payment (ante handler). */
export const ANTE_STATE_GAS = 26_000n

/** This node's charge for one bank send: both balances read and written, the send-enabled check. */
export const MSG_SEND_GAS = 36_000n

/** A transaction ran out of gas: the SDK's code 11, its log naming where and how much. */
export class OutOfGasError extends CosmosTxError {
  constructor(location: string, limit: bigint, used: bigint) {
    const { code, description } = SDK_ERRORS.outOfGas
    super(
      code,
      SDK_CODESPACE,
      `out of gas in location: ${location}; gasWanted: ${limit}, gasUsed: ${used}: ${description}`,
    )
    this.name = 'OutOfGasError'
  }
}

/**
 * Counts the gas a transaction consumes against its limit (none in simulation).
 *
 * @example
 * const meter = new GasMeter(200_000n)
 * meter.consume(3_000n, 'txSize')
 */
export class GasMeter {
  readonly limit: bigint | undefined
  private used = 0n

  constructor(limit: bigint | undefined) {
    this.limit = limit
  }

  get consumed(): bigint {
    return this.used
  }

  /** Consumes `amount` for `location`; throws OutOfGasError past the limit, as the SDK's meter panics. */
  consume(amount: bigint, location: string): void {
    this.used += amount
    if (this.limit !== undefined && this.used > this.limit)
      throw new OutOfGasError(location, this.limit, this.used)
  }
}
