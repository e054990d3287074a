import type { ApiPromise } from '@polkadot/api'
import type { SubmittableExtrinsic } from '@polkadot/api/types'
import type { Registry } from '@polkadot/types/types'
import { isRecord } from '../../../utils/is-record.js'
import type { PolkadotChainApi } from '../chain-api.js'
import type { PolkadotAccountBalance } from './existential-deposit.js'
import { FEE_LENGTH_HEADROOM_BYTES } from './fee-bound.js'
import { PolkadotSendUnavailableError } from './transfer-errors.js'
import type { TransferCall, TransferReview } from './transfer-review.js'

// What sending reads from a Polkadot network, through @polkadot/api (the adapter's own `ApiPromise`,
// or the site's): account balances, the existential deposit, the fee the runtime asks, the chain's
// facts, and its decoders for calls and extrinsics. Written against @polkadot/api without its
// chain-specific type augmentation (which would add a large module to the bundle): each codec read is
// checked where it is read.

/** A transfer built by @polkadot/api, signed or not. */
export type TransferExtrinsic = SubmittableExtrinsic<'promise'>

/** A codec's value as a bigint (`toBigInt()` of @polkadot/types' numbers), else `undefined`. */
function bigintOf(value: unknown): bigint | undefined {
  const toBigInt = isRecord(value) ? value.toBigInt : undefined
  const result: unknown = typeof toBigInt === 'function' ? toBigInt.call(value) : undefined
  return typeof result === 'bigint' ? result : undefined
}

/** Whether `value[path[0]][path[1]]…` is a function. */
function hasFunction(value: unknown, ...path: string[]): boolean {
  let current: unknown = value
  for (const key of path) {
    if ((typeof current !== 'object' && typeof current !== 'function') || current === null) return false
    current = Reflect.get(current, key)
  }
  return typeof current === 'function'
}

/**
 * The network's connection as @polkadot/api's `ApiPromise`, once it has what a transfer needs: the
 * `balances.transferKeepAlive` call, `TransactionPaymentApi.query_info`, the account-nonce and
 * extrinsic-submission RPCs and `System.Account`. A site's own connection with less (a narrow object
 * made for balances) cannot send: `PolkadotSendUnavailableError`.
 *
 * @example
 * const api = transferApiOf(await apiOf(network))
 */
export function transferApiOf(api: PolkadotChainApi): ApiPromise {
  const needs = [
    ['tx', 'balances', 'transferKeepAlive'],
    ['call', 'transactionPaymentApi', 'queryInfo'],
    ['rpc', 'system', 'accountNextIndex'],
    ['rpc', 'author', 'submitAndWatchExtrinsic'],
    ['rpc', 'chain', 'getBlock'],
    ['rpc', 'chain', 'getBlockHash'],
    ['query', 'system', 'account'],
    ['query', 'system', 'events'],
  ]
  const missing = needs.filter((path) => !hasFunction(api, ...path)).map((path) => path.join('.'))
  if (missing.length > 0)
    throw new PolkadotSendUnavailableError({
      details: `the network's connection has no ${missing.join(', ')}`,
    })
  return api as unknown as ApiPromise
}

/**
 * The balances of `addresses` (any SS58 prefix) at the chain's best block, read once each
 * (`state_getStorage` at that block's hash) rather than through @polkadot/api's storage subscriptions,
 * whose cached value may still be the one from before the latest change. `frozen` is the runtime's, or
 * the larger of `miscFrozen` and `feeFrozen` on runtimes from before fungible freezes.
 *
 * @example
 * const [sender, receiver] = await readAccountBalances(api, [from, to])
 */
export async function readAccountBalances(
  api: ApiPromise,
  addresses: readonly string[],
): Promise<PolkadotAccountBalance[]> {
  const account = api.query.system?.account
  if (!account) throw new PolkadotSendUnavailableError({ details: 'the runtime has no System.Account' })
  const best = await api.rpc.chain.getBlockHash()
  const infos: unknown[] = await Promise.all(addresses.map((address) => account.at(best, address)))
  return infos.map((info, index) => {
    const data = isRecord(info) ? info.data : undefined
    const read = (name: string) => (isRecord(data) ? bigintOf(data[name]) : undefined)
    const free = read('free')
    const reserved = read('reserved')
    const frozen = read('frozen') ?? larger(read('miscFrozen'), read('feeFrozen'))
    if (free === undefined || reserved === undefined || frozen === undefined)
      throw new Error(`System.Account of ${addresses[index]} has no free, reserved and frozen balance`)
    return { free, reserved, frozen }
  })
}

/** The larger of two balances read, `undefined` when either is missing. */
function larger(a: bigint | undefined, b: bigint | undefined): bigint | undefined {
  if (a === undefined || b === undefined) return undefined
  return a > b ? a : b
}

/**
 * The runtime's existential deposit (`balances.existentialDeposit`), in planck.
 *
 * @example
 * await existentialDepositOf(api) // 3_333_333n on Rococo Asset Hub
 */
export function existentialDepositOf(api: ApiPromise): bigint {
  const deposit = bigintOf(api.consts.balances?.existentialDeposit)
  if (deposit === undefined)
    throw new PolkadotSendUnavailableError({ details: 'the runtime has no existential deposit' })
  return deposit
}

/**
 * The fee the runtime asks for a transfer of `value` to `dest` (an account id) sent by `from`, priced
 * before it is signed: a stand-in signed with a fake signature at the account's next nonce, priced by
 * `TransactionPaymentApi.query_info` as if `FEE_LENGTH_HEADROOM_BYTES` longer (see fee-bound.ts).
 *
 * @example
 * const priced = await pricedFeeOf(api, { from, dest: '0x8eaf…6a48', value: 10n ** 12n })
 */
export async function pricedFeeOf(
  api: ApiPromise,
  { from, dest, value }: { from: string; dest: string; value: bigint },
): Promise<bigint> {
  const transfer = api.tx.balances?.transferKeepAlive
  if (!transfer)
    throw new PolkadotSendUnavailableError({ details: 'the runtime has no balances.transferKeepAlive' })
  const nonce = await api.rpc.system.accountNextIndex(from)
  const standIn = transfer({ Id: dest }, value)
  // Immortal (no era, the genesis hash as its block): 1 byte shorter than the real one's, priced in.
  standIn.signFake(from, {
    nonce,
    blockHash: api.genesisHash,
    genesisHash: api.genesisHash,
    runtimeVersion: api.runtimeVersion,
    signedExtensions: api.registry.signedExtensions,
  })
  const bytes = standIn.toU8a()
  return queryFee(api, bytes, bytes.length + FEE_LENGTH_HEADROOM_BYTES)
}

/**
 * The fee the runtime asks now for the signed extrinsic `tx`, as it is (its own bytes and length).
 *
 * @example
 * if (await signedFeeOf(api, signed) > prepared.fee) throw new PolkadotFeeRoseError()
 */
export function signedFeeOf(api: ApiPromise, tx: TransferExtrinsic): Promise<bigint> {
  const bytes = tx.toU8a()
  return queryFee(api, bytes, bytes.length)
}

async function queryFee(api: ApiPromise, bytes: Uint8Array, length: number): Promise<bigint> {
  const queryInfo = api.call.transactionPaymentApi?.queryInfo
  if (!queryInfo)
    throw new PolkadotSendUnavailableError({ details: 'the runtime has no TransactionPaymentApi' })
  const info: unknown = await queryInfo(bytes, length)
  const fee = bigintOf(isRecord(info) ? info.partialFee : undefined)
  if (fee === undefined) throw new Error('TransactionPaymentApi.query_info answered no partial fee')
  return fee
}

/**
 * A call's facts from its bytes (`0x` hex), decoded with the chain's metadata: `undefined` for bytes
 * that are no call of the runtime's, or that say more than one call (trailing bytes would otherwise
 * be ignored). The receiver is its account id when the call pays a `MultiAddress::Id`.
 *
 * @example
 * decodeTransferCall(api.registry, tx.method.toHex()) // { section: 'balances', method: 'transferKeepAlive', dest: '0x8eaf…', value: 10n ** 12n }
 */
export function decodeTransferCall(registry: Registry, method: string): TransferCall | undefined {
  try {
    const call = registry.createType('Call', method)
    if (call.toHex() !== method.toLowerCase()) return undefined
    const [dest, value] = call.args
    const amount = bigintOf(value)
    if (amount === undefined) return undefined
    // A MultiAddress (an enum without `isId` getters): its variant's name and value.
    const id: unknown = isRecord(dest) && dest.type === 'Id' ? dest.value : undefined
    const destHex = isRecord(id) && typeof id.toHex === 'function' ? String(id.toHex.call(id)) : undefined
    return { section: call.section, method: call.method, dest: destHex, value: amount }
  } catch {
    return undefined
  }
}

/**
 * The chain's facts a transfer's review compares with (see `TransferReview`), as the connected
 * runtime reports them.
 *
 * @example
 * const review = transferReviewOf(api, { from: accountId, call })
 */
export function transferReviewOf(
  api: ApiPromise,
  { from, call }: Pick<TransferReview, 'from' | 'call'>,
): TransferReview {
  return {
    from,
    call,
    genesisHash: api.genesisHash.toHex(),
    specVersion: api.runtimeVersion.specVersion.toNumber(),
    transactionVersion: api.runtimeVersion.transactionVersion.toNumber(),
    extrinsicVersion: api.extrinsicVersion,
    signedExtensions: api.registry.signedExtensions,
  }
}

/**
 * What a wallet's `signedTransaction` says, when it is not the extrinsic Foyer built: its call decoded
 * (see {@link decodeTransferCall}) or why it cannot be read.
 *
 * @example
 * describeWalletTransaction(api.registry, answer) // 'its call is balances.transferKeepAlive of 1000000000000 planck to 0x8eaf…'
 */
export function describeWalletTransaction(registry: Registry, hex: string): string {
  try {
    const extrinsic = registry.createType('Extrinsic', hex)
    if (!extrinsic.isSigned) return 'it is not signed'
    const call = decodeTransferCall(registry, extrinsic.method.toHex())
    return call
      ? `its call is ${call.section}.${call.method} of ${call.value} planck to ${call.dest}, signed by ${extrinsic.signer.toString()}`
      : `its call is ${extrinsic.method.section}.${extrinsic.method.method}`
  } catch {
    return 'it is no extrinsic of this chain'
  }
}
