import { type Address, getAddress } from 'viem'
import { type ReviewText, reviewDetail, reviewText } from '../../review-text.js'
import { allowanceAmount, isUnlimited, RAW_UNITS_NOTE, tokenNameValue } from './amounts.js'
import type { PreviewSection } from './call-preview.js'
import { type ChainReader, readTokenFacts } from './token-facts.js'
import type { ReadTypedData, TypedField } from './typed-data-request.js'

/**
 * A permit in words: who may spend which token, how much, until when.
 *
 * @example
 * const permit: PermitPreview = { sections: [{ heading: 'Permit2 allowance', rows }], warnings: [] }
 */
export type PermitPreview = { sections: PreviewSection[]; warnings: ReviewText[] }

type Grant = { token: Address; spender: Address; amount: bigint; until: bigint }

const field = (name: string, type: string): TypedField => ({ name, type })

// The shapes of the permits a review puts in words: EIP-2612's Permit, and Permit2's allowance
// (PermitSingle, PermitBatch) and signature-transfer (PermitTransferFrom, PermitBatchTransferFrom)
// messages. A struct counts only when its fields are exactly these.
const shapes: Readonly<Record<string, readonly TypedField[]>> = {
  Permit: [
    field('owner', 'address'),
    field('spender', 'address'),
    field('value', 'uint256'),
    field('nonce', 'uint256'),
    field('deadline', 'uint256'),
  ],
  PermitDetails: [
    field('token', 'address'),
    field('amount', 'uint160'),
    field('expiration', 'uint48'),
    field('nonce', 'uint48'),
  ],
  PermitSingle: [
    field('details', 'PermitDetails'),
    field('spender', 'address'),
    field('sigDeadline', 'uint256'),
  ],
  PermitBatch: [
    field('details', 'PermitDetails[]'),
    field('spender', 'address'),
    field('sigDeadline', 'uint256'),
  ],
  TokenPermissions: [field('token', 'address'), field('amount', 'uint256')],
  PermitTransferFrom: [
    field('permitted', 'TokenPermissions'),
    field('spender', 'address'),
    field('nonce', 'uint256'),
    field('deadline', 'uint256'),
  ],
  PermitBatchTransferFrom: [
    field('permitted', 'TokenPermissions[]'),
    field('spender', 'address'),
    field('nonce', 'uint256'),
    field('deadline', 'uint256'),
  ],
}

function hasShape(typed: ReadTypedData, name: string): boolean {
  const declared = typed.types[name]
  const expected = shapes[name]
  return (
    declared !== undefined &&
    expected !== undefined &&
    declared.length === expected.length &&
    declared.every(
      (item, index) => item.name === expected[index]?.name && item.type === expected[index]?.type,
    )
  )
}

// The reader already checked every value against its type: addresses are checksummed strings,
// integers decimal strings.
const at = (value: unknown, key: string): unknown => Object(value)[key]
const address = (value: unknown) => getAddress(String(value))
const integer = (value: unknown) => BigInt(String(value))
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [])

function grants(typed: ReadTypedData): { kind: string; grants: Grant[] } | undefined {
  const { message, primaryType } = typed
  if (primaryType === 'Permit' && hasShape(typed, 'Permit')) {
    const token = typed.domain.verifyingContract
    if (token === undefined) return undefined
    const grant = { token: address(token), spender: address(message.spender), amount: integer(message.value) }
    return { kind: 'Token permit (EIP-2612)', grants: [{ ...grant, until: integer(message.deadline) }] }
  }
  const details = (value: unknown): Grant => ({
    token: address(at(value, 'token')),
    spender: address(message.spender),
    amount: integer(at(value, 'amount')),
    until: integer(at(value, 'expiration')),
  })
  if (hasShape(typed, 'PermitDetails') && primaryType === 'PermitSingle' && hasShape(typed, 'PermitSingle'))
    return { kind: 'Permit2 allowance', grants: [details(message.details)] }
  if (hasShape(typed, 'PermitDetails') && primaryType === 'PermitBatch' && hasShape(typed, 'PermitBatch'))
    return { kind: 'Permit2 allowance', grants: list(message.details).map(details) }
  const permitted = (value: unknown): Grant => ({
    token: address(at(value, 'token')),
    spender: address(message.spender),
    amount: integer(at(value, 'amount')),
    until: integer(message.deadline),
  })
  if (hasShape(typed, 'TokenPermissions') && hasShape(typed, primaryType)) {
    if (primaryType === 'PermitTransferFrom')
      return { kind: 'Permit2 transfer', grants: [permitted(message.permitted)] }
    if (primaryType === 'PermitBatchTransferFrom')
      return { kind: 'Permit2 transfer', grants: list(message.permitted).map(permitted) }
  }
  return undefined
}

// Dates past what a JavaScript date holds (2^48 − 1 seconds, 2^256 − 1) are "never".
const LAST_DATE_SECONDS = 8_640_000_000_000n

/** How long a grant lasts, as a phrase a UI translates (the date as its value). */
function until(seconds: bigint): ReviewText {
  if (seconds === 0n) return reviewText('no end date (0)')
  if (seconds > LAST_DATE_SECONDS) return reviewText('never expires')
  return reviewText('until {date}', {
    date: new Date(Number(seconds) * 1000).toISOString().replace('.000Z', 'Z'),
  })
}

/**
 * A permit's signed typed data in words, when it is one: EIP-2612 `Permit` (the token is the
 * domain's verifying contract) or Permit2's `PermitSingle`, `PermitBatch`, `PermitTransferFrom`,
 * `PermitBatchTransferFrom` — each grant's spender in full, its amount with the token's symbol and
 * decimals (read from the chain), "unlimited" and a warning for 2^256 − 1 and 2^160 − 1. `undefined`
 * for other typed data.
 *
 * @example
 * await permitPreview(readTypedData(json), read) // { sections: [{ heading: 'Permit2 allowance', rows }], warnings }
 */
export async function permitPreview(
  typed: ReadTypedData,
  read: ChainReader,
): Promise<PermitPreview | undefined> {
  const found = grants(typed)
  if (!found) return undefined
  const warnings: ReviewText[] = []
  const rows = await Promise.all(
    found.grants.map(async (grant) => {
      const facts = await readTokenFacts(read, grant.token)
      const name = tokenNameValue(facts)
      if (isUnlimited(grant.amount))
        warnings.push(
          reviewText(
            'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.',
            { spender: grant.spender, name, token: grant.token },
          ),
        )
      return {
        address: grant.spender,
        ...reviewDetail('May spend this wallet’s {name} (token {token}), {until}', {
          name,
          token: grant.token,
          until: until(grant.until),
        }),
        ...allowanceAmount(grant.amount, facts),
        note: facts.kind === 'unknown' ? RAW_UNITS_NOTE : undefined,
      }
    }),
  )
  return { sections: [{ heading: found.kind, rows }], warnings }
}
