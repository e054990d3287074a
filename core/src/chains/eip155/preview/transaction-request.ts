import { type Address, type Hex, numberToHex } from 'viem'
import { quoted, readAddress, readData, readObject, readQuantity } from './rpc-values.js'
import { UnreadableRequestError } from './unreadable-request-error.js'

/**
 * A transaction as the review reads it and the signer receives it: every field checked and written
 * in its one canonical form, so what is shown and what is signed cannot differ.
 *
 * @example
 * const { to, value, data, request }: ReadTransaction = readTransaction(params[0], 1)
 */
export type ReadTransaction = {
  from?: Address
  /** `undefined`: the transaction creates a contract. */
  to?: Address
  value: bigint
  /** `0x` when the transaction carries no data. */
  data: Hex
  /** The JSON-RPC object handed to the signer: only the fields read here, in canonical form. */
  request: Readonly<Record<string, unknown>>
}

// Fields that only bound or order what the transaction costs (gas, fees, nonce, type, access list):
// read strictly and passed on, so a signer cannot read them differently. Anything else — an EIP-7702
// authorization list, blob fields, a field this list does not know — is refused.
const feeFields = ['gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'nonce', 'type'] as const
const knownFields = ['from', 'to', 'value', 'data', 'input', 'chainId', 'accessList', ...feeFields]

function readAccessList(value: unknown): readonly { address: Address; storageKeys: Hex[] }[] {
  if (!Array.isArray(value)) throw new UnreadableRequestError('accessList is not a list')
  return value.map((entry, index) => {
    const item = readObject(entry, `accessList[${index}]`, ['address', 'storageKeys'])
    const keys = item.storageKeys ?? []
    if (!Array.isArray(keys))
      throw new UnreadableRequestError(`accessList[${index}].storageKeys is not a list`)
    return {
      address: readAddress(item.address, `accessList[${index}].address`),
      storageKeys: keys.map((key, at) => {
        const read = readData(key, `accessList[${index}].storageKeys[${at}]`)
        if (read.length !== 66)
          throw new UnreadableRequestError(`accessList[${index}].storageKeys[${at}] is not 32 bytes`)
        return read
      }),
    }
  })
}

/**
 * Reads `eth_sendTransaction`'s transaction strictly as JSON-RPC: quantities as 0x hex, addresses
 * with a valid checksum, data as whole bytes (`data` and `input` must agree when both are given), a
 * `chainId`, when given, the wallet's own chain. Throws {@link UnreadableRequestError} otherwise.
 *
 * @example
 * readTransaction({ to: '0x…f00d', value: '0x2386f26fc10000' }, 31337).value // 10000000000000000n
 */
export function readTransaction(value: unknown, chainId: number): ReadTransaction {
  const fields = readObject(value, 'the transaction', knownFields)
  const data = fields.data === undefined ? undefined : readData(fields.data, 'data')
  const input = fields.input === undefined ? undefined : readData(fields.input, 'input')
  if (data !== undefined && input !== undefined && data !== input)
    throw new UnreadableRequestError('data and input differ')
  if (fields.chainId !== undefined && readQuantity(fields.chainId, 'chainId') !== BigInt(chainId))
    throw new UnreadableRequestError(
      `chainId ${BigInt(String(fields.chainId))} is not this wallet's chain ${chainId}`,
    )
  const read = {
    from: fields.from === undefined ? undefined : readAddress(fields.from, 'from'),
    to: fields.to === undefined ? undefined : readAddress(fields.to, 'to'),
    value: fields.value === undefined ? 0n : readQuantity(fields.value, 'value'),
    data: data ?? input ?? '0x',
  }
  // Legacy, access-list and fee-market transactions only: a blob (3) or delegation (7702, 4) type
  // would ask the signer for fields this review does not read.
  if (fields.type !== undefined && readQuantity(fields.type, 'type') > 2n)
    throw new UnreadableRequestError(`type ${quoted(fields.type)} is not a transaction type Foyer reads`)
  const request: Record<string, unknown> = {}
  if (read.from) request.from = read.from
  if (read.to) request.to = read.to
  request.value = numberToHex(read.value)
  if (read.data !== '0x' || !read.to) request.data = read.data
  if (fields.chainId !== undefined) request.chainId = numberToHex(chainId)
  for (const field of feeFields)
    if (fields[field] !== undefined) request[field] = numberToHex(readQuantity(fields[field], field))
  if (fields.accessList !== undefined) request.accessList = readAccessList(fields.accessList)
  return { ...read, request }
}
