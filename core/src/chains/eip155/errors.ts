import { BaseError } from '../../errors/base.js'
import { defineError } from '../../errors/define.js'
import { WalletRpcError } from '../../errors/rpc.js'

/**
 * The wallet answered a signing request with something that is not a signature (SPEC: `0x` and at
 * least 62 hex digits): a number, an HTML page, an empty string. Never handed on as the signature.
 *
 * @example
 * throw new InvalidSignatureAnswerError({ details: 'personal_sign returned 42' })
 */
export class InvalidSignatureAnswerError extends defineError(
  'EIP155_INVALID_SIGNATURE',
  'The wallet returned an invalid signature',
  'InvalidSignatureAnswerError',
) {}

/**
 * The wallet's request failed in a way that is no JSON-RPC error: it threw `null`, a string or an
 * object without a code. The thrown value is the `cause`.
 *
 * @example
 * throw new WalletRequestFailedError({ cause: thrown, details: 'personal_sign threw null' })
 */
export class WalletRequestFailedError extends defineError(
  'EIP155_WALLET_REQUEST_FAILED',
  'The wallet request failed',
  'WalletRequestFailedError',
) {}

/**
 * The wallet answered an account request with no account, or with something that is not a list of
 * EVM addresses. A wallet that reports no account is not connected (see `Connection.accounts`).
 *
 * @example
 * throw new InvalidAccountsError({ details: 'eth_requestAccounts returned []' })
 */
export class InvalidAccountsError extends defineError(
  'EIP155_INVALID_ACCOUNTS',
  'The wallet returned no valid account',
  'InvalidAccountsError',
) {}

/**
 * The wallet answered `eth_chainId` (or sent `chainChanged`) with something that is not a chain id.
 *
 * @example
 * throw new InvalidChainIdError({ details: 'eth_chainId returned "mainnet"' })
 */
export class InvalidChainIdError extends defineError(
  'EIP155_INVALID_CHAIN_ID',
  'The wallet returned an invalid chain id',
  'InvalidChainIdError',
) {}

/**
 * The connector carries no EIP-1193 provider (an object with a `request` function).
 *
 * @example
 * if (!isEip1193Provider(connector.provider)) throw new MissingProviderError({ details: connector.id })
 */
export class MissingProviderError extends defineError(
  'EIP155_MISSING_PROVIDER',
  'The connector has no EIP-1193 provider',
  'MissingProviderError',
) {}

/**
 * A network has no RPC URL, so its balances cannot be read.
 *
 * @example
 * if (urls.length === 0) throw new MissingRpcUrlError({ details: network.caipNetworkId })
 */
export class MissingRpcUrlError extends defineError(
  'EIP155_MISSING_RPC_URL',
  'The network has no RPC URL',
  'MissingRpcUrlError',
) {}

/** The next errors to look at below `value`: its `cause`, and `data.originalError` (MetaMask Mobile). */
function innerErrors(value: object): unknown[] {
  const inner: unknown[] = []
  if ('cause' in value) inner.push(value.cause)
  if (
    'data' in value &&
    typeof value.data === 'object' &&
    value.data !== null &&
    'originalError' in value.data
  )
    inner.push(value.data.originalError)
  return inner
}

/**
 * Every numeric RPC code in an error and the errors below it, outermost first. Wrappers add codes on
 * the outside (viem's classes, MetaMask Mobile's `-32603` around the wallet's own `4902` in
 * `data.originalError`), so the wallet's own code is the last one.
 *
 * @example
 * rpcCodesOf({ code: -32603, data: { originalError: { code: 4902 } } }) // [-32603, 4902]
 */
export function rpcCodesOf(error: unknown): number[] {
  const codes: number[] = []
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0) {
    const current = queue.shift()
    if (typeof current !== 'object' || current === null || seen.has(current)) continue
    seen.add(current)
    const code =
      current instanceof WalletRpcError ? current.rpcCode : 'code' in current ? current.code : undefined
    if (typeof code === 'number') codes.push(code)
    queue.push(...innerErrors(current))
  }
  return codes
}

/**
 * Whether an error, or one below it, carries RPC `code` (e.g. 4902: the wallet does not know the chain).
 *
 * @example
 * if (hasRpcCode(error, 4902)) await addChain()
 */
export function hasRpcCode(error: unknown, code: number): boolean {
  return rpcCodesOf(error).includes(code)
}

// viem's UnknownRpcError: viem's own code for "the provider threw without a code", not the wallet's.
const viemUnknownCode = -1

/** The message of the innermost error carrying `code`: the wallet's own words. */
function providerMessage(error: unknown, code: number): string | undefined {
  let message: string | undefined
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0) {
    const current = queue.shift()
    if (typeof current !== 'object' || current === null || seen.has(current)) continue
    seen.add(current)
    if (
      'code' in current &&
      current.code === code &&
      'message' in current &&
      typeof current.message === 'string'
    )
      message = current.message
    queue.push(...innerErrors(current))
  }
  return message
}

/**
 * Turns what a wallet request threw into a Foyer error: a {@link WalletRpcError} for the wallet's own
 * code (the innermost one, so 4001 and 4902 survive viem's and mobile wallets' wrappers) with the
 * original error as `cause`. Foyer errors pass through; errors without a code are returned unchanged.
 *
 * @example
 * try { await walletClient.requestAddresses() } catch (error) { throw toWalletError(error) }
 */
export function toWalletError(error: unknown): unknown {
  if (error instanceof BaseError) return error
  const code = rpcCodesOf(error)
    .filter((c) => c !== viemUnknownCode)
    .at(-1)
  if (code === undefined) return error
  return new WalletRpcError(code, { cause: error, details: providerMessage(error, code) ?? '' })
}
