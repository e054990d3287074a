// The fee shown for a Polkadot transfer is an upper bound, never an estimate that can fall short. The
// runtime's `TransactionPaymentApi.query_info` prices an extrinsic before it is signed, from a stand-in
// signed with a fake signature, and it charges by weight (fixed for `transferKeepAlive`) and by length.
// What the stand-in cannot know is priced in, as bytes and as a margin:
//
// - `FEE_LENGTH_HEADROOM_BYTES`: the stand-in is immortal (its era is 1 byte; the real transfer's is 2,
//   mortal) and carries an sr25519-sized signature (an ecdsa one is 1 byte longer); its nonce is the
//   account's next one, whose compact encoding grows by up to 2 bytes when the account sends meanwhile
//   (64 and 16,384 are its steps). 4 bytes cover all of it; `query_info` takes the length to price.
// - The amount: a larger amount is a longer call (it is a compact number), so the stand-in moves the
//   larger of the amount and all the sender holds, and the fee shown covers any amount the account
//   can send (Max fills in the balance less the fee quoted for sending nothing).
// - `FEE_MARGIN_PERCENT`: the fee multiplier moves with block fullness between the review and the
//   block that holds the transfer; Polkadot's slow-adjusting update (system chains' too) moves it by
//   at most about 0.006 % per full block, so 5 % covers many hundreds of full blocks in a row.
//
// At send time the signed transfer itself is priced again (`query_info` on its own bytes): above the
// bound, nothing is sent (`PolkadotFeeRoseError`).

/** Bytes priced beyond the stand-in's length: see the file's comment. */
export const FEE_LENGTH_HEADROOM_BYTES = 4

/** Percent added to the fee priced for the review: see the file's comment. */
export const FEE_MARGIN_PERCENT = 5n

/**
 * The fee shown for a transfer the runtime priced at `priced` (planck, with the length headroom):
 * `priced` plus {@link FEE_MARGIN_PERCENT}, rounded up.
 *
 * @example
 * feeBoundOf(5_603_367n) // 5_883_536n
 */
export function feeBoundOf(priced: bigint): bigint {
  if (priced < 0n) throw new RangeError(`A fee is never negative: ${priced}`)
  const scaled = priced * (100n + FEE_MARGIN_PERCENT)
  return (scaled + 99n) / 100n
}

/**
 * Whether the fee of the signed transfer, as the runtime prices it now, is within the fee shown.
 *
 * @example
 * isWithinBound(5_570_033n, 5_883_536n) // true
 */
export function isWithinBound(fee: bigint, shown: bigint): boolean {
  return fee >= 0n && fee <= shown
}
