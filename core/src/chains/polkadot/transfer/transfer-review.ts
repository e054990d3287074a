// What the visitor reviewed is what the wallet signs. A transfer's `SignerPayloadJSON` (what an
// extension's `signPayload` is asked to sign) is read back into plain facts and compared with the
// review before the wallet sees it: the call (`balances.transferKeepAlive`, its receiver and amount),
// the signer, the chain (genesis hash) and runtime (spec and transaction versions, the signed
// extensions it checks), no tip, the fee paid in the native token, and `mode`/`metadataHash` as the
// runtime reads them. Pure: the call's bytes are decoded by the caller, with the chain's metadata.

/**
 * A `balances` call as decoded from its bytes: the pallet (`section`), the call's name (`method`), the
 * receiver's 32-byte account id (`MultiAddress::Id`, `0x` lowercase hex; none for any other form) and
 * the amount in planck.
 *
 * @example
 * const call: TransferCall = { section: 'balances', method: 'transferKeepAlive', dest: '0x8eaf…6a48', value: 10n ** 12n }
 */
export type TransferCall = { section: string; method: string; dest: string | undefined; value: bigint }

/**
 * What the visitor reviewed and the network it is on: the sender's account id, the call, and the
 * chain's facts as its runtime reports them.
 *
 * @example
 * const review: TransferReview = { from: '0xd435…da27d', call, genesisHash: '0x…', specVersion: 900, transactionVersion: 6, extrinsicVersion: 4, signedExtensions: ['CheckNonZeroSender', …] }
 */
export type TransferReview = {
  from: string
  call: TransferCall
  genesisHash: string
  specVersion: number
  transactionVersion: number
  extrinsicVersion: number
  signedExtensions: readonly string[]
}

/** A payload's facts, each `undefined` where the payload does not say it in a form Foyer reads. */
export type PayloadFacts = {
  from: string | undefined
  call: TransferCall | undefined
  genesisHash: string | undefined
  specVersion: number | undefined
  transactionVersion: number | undefined
  version: number | undefined
  signedExtensions: readonly string[] | undefined
  tip: bigint | undefined
  /** `null` (or absent) when the fee is paid in the native token. */
  assetId: unknown
  mode: number | undefined
  metadataHash: unknown
}

const hexPattern = /^0x[0-9a-fA-F]*$/

/** A `0x` hex number as a bigint (`0x` alone is 0), a JSON number as one, else `undefined`. */
function bigintOf(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value !== 'string' || !hexPattern.test(value)) return undefined
  return value === '0x' ? 0n : BigInt(value)
}

/** A hex or JSON number that fits a JavaScript number (versions, mode), else `undefined`. */
function numberOf(value: unknown): number | undefined {
  const big = bigintOf(value)
  return big !== undefined && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : undefined
}

const field = (payload: unknown, key: string): unknown =>
  typeof payload === 'object' && payload !== null ? Reflect.get(payload, key) : undefined

/**
 * The facts of a `SignerPayloadJSON` (`@polkadot/types`' `SignerPayload.toPayload()`), read with the
 * chain's decoder for its call (`decodeCall`, `undefined` for bytes that are no call of the runtime's)
 * and for its signer (`accountIdOf`: the account id of an SS58 address of any prefix).
 *
 * @example
 * payloadFactsOf(payload, (method) => decodeTransferCall(api.registry, method), polkadotAccountKey)
 */
export function payloadFactsOf(
  payload: unknown,
  decodeCall: (method: string) => TransferCall | undefined,
  accountIdOf: (address: string) => string | undefined,
): PayloadFacts {
  const address = field(payload, 'address')
  const method = field(payload, 'method')
  const genesisHash = field(payload, 'genesisHash')
  const extensions = field(payload, 'signedExtensions')
  return {
    from: typeof address === 'string' ? accountIdOf(address) : undefined,
    call: typeof method === 'string' && hexPattern.test(method) ? decodeCall(method) : undefined,
    genesisHash: typeof genesisHash === 'string' ? genesisHash.toLowerCase() : undefined,
    specVersion: numberOf(field(payload, 'specVersion')),
    transactionVersion: numberOf(field(payload, 'transactionVersion')),
    version: numberOf(field(payload, 'version')),
    signedExtensions:
      Array.isArray(extensions) && extensions.every((each) => typeof each === 'string')
        ? extensions
        : undefined,
    tip: bigintOf(field(payload, 'tip')),
    assetId: field(payload, 'assetId'),
    mode: numberOf(field(payload, 'mode')),
    metadataHash: field(payload, 'metadataHash'),
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((each, index) => each === b[index])

const isMetadataHash = (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)

/**
 * Whether `mode` and `metadataHash` agree with the runtime (RFC-0078, `CheckMetadataHash`): a runtime
 * without the extension reads neither, so a payload must say mode 0 (or nothing) with no hash, or the
 * wallet may sign bytes the chain never checks; a runtime with it takes mode 0 without a hash, or
 * mode 1 with the 32-byte hash of its metadata.
 *
 * @example
 * isModeConsistent({ mode: 0, metadataHash: null }, false) // true
 * isModeConsistent({ mode: 1, metadataHash: '0xabab…' }, false) // false: the runtime has no CheckMetadataHash
 */
export function isModeConsistent(
  { mode, metadataHash }: Pick<PayloadFacts, 'mode' | 'metadataHash'>,
  checksMetadataHash: boolean,
): boolean {
  const noHash = metadataHash === undefined || metadataHash === null
  if ((mode === undefined || mode === 0) && noHash) return true
  return checksMetadataHash && mode === 1 && isMetadataHash(metadataHash)
}

/**
 * What in a transfer's payload differs from the review, in words (empty when nothing does). The
 * call must be the reviewed one exactly: pallet and call, receiver, amount; the signer, the chain and
 * the runtime the network's; the signed extensions exactly those the runtime checks (the signature
 * covers them); no tip and no fee asset (the fee shown is in the native token, tip included: none).
 *
 * @example
 * reviewProblems(payloadFactsOf(payload, decode, polkadotAccountKey), review) // []
 */
export function reviewProblems(facts: PayloadFacts, review: TransferReview): string[] {
  const problems: string[] = []
  const { call } = facts
  const expected = review.call
  if (!call) problems.push("its call is not one of the runtime's")
  else {
    if (call.section !== expected.section || call.method !== expected.method)
      problems.push(`it calls ${call.section}.${call.method}, not ${expected.section}.${expected.method}`)
    if (call.dest !== expected.dest)
      problems.push(`it pays ${call.dest ?? 'another kind of address'}, not ${expected.dest}`)
    if (call.value !== expected.value) problems.push(`it moves ${call.value} planck, not ${expected.value}`)
  }
  if (facts.from !== review.from)
    problems.push(`it is signed by ${facts.from ?? 'no account'}, not ${review.from}`)
  if (facts.genesisHash !== review.genesisHash.toLowerCase())
    problems.push(`it is for the chain ${facts.genesisHash}, not ${review.genesisHash}`)
  if (facts.specVersion !== review.specVersion || facts.transactionVersion !== review.transactionVersion)
    problems.push(
      `it is for runtime ${facts.specVersion}/${facts.transactionVersion}, not ${review.specVersion}/${review.transactionVersion}`,
    )
  if (facts.version !== review.extrinsicVersion)
    problems.push(`it is an extrinsic of version ${facts.version}, not ${review.extrinsicVersion}`)
  if (!facts.signedExtensions || !sameList(facts.signedExtensions, review.signedExtensions))
    problems.push('its signed extensions are not the ones the runtime checks')
  if (facts.tip !== 0n) problems.push(`it tips ${facts.tip ?? 'an unreadable amount'}`)
  if (facts.assetId !== undefined && facts.assetId !== null) problems.push('it pays the fee in another asset')
  if (!isModeConsistent(facts, review.signedExtensions.includes('CheckMetadataHash')))
    problems.push(
      `its mode ${facts.mode} and metadata hash ${String(facts.metadataHash)} do not match the runtime`,
    )
  return problems
}
