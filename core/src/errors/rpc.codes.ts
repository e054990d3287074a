import type { BaseError as ViemBaseError } from 'viem'
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'

/** A viem error class for one RPC code, built from the provider's own error. */
export type ViemRpcErrorClass = new (cause: Error) => ViemBaseError

/** What Foyer knows of a standard RPC error code: its message, and viem's class when viem has one. */
export type RpcCodeEntry = { readonly message: string; readonly viem?: ViemRpcErrorClass }

/** The message of every RPC code not in `rpcCodes` (SPEC §8). */
export const unknownRpcErrorMessage = 'unknown RPC error'

/**
 * The standard RPC error codes of SPEC §8 and their messages: JSON-RPC 2.0 and EIP-1474
 * (-32700 … -32006), EIP-1193 (4001 … 4901), EIP-3326 (4902), WalletConnect (5000 … 5104), EIP-5792
 * (5700 … 5760) and the positive 32603 some wallets send for an invalid chain id. Texts follow viem's
 * where viem has a class (multi-line ones keep their first line).
 *
 * @example
 * rpcCodes.get(4001)?.message // 'User rejected the request.'
 */
export const rpcCodes: ReadonlyMap<number, RpcCodeEntry> = new Map<number, RpcCodeEntry>([
  // JSON-RPC 2.0 and EIP-1474
  [
    -32700,
    {
      message:
        'Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text.',
      viem: ParseRpcError,
    },
  ],
  [-32600, { message: 'JSON is not a valid request object.', viem: InvalidRequestRpcError }],
  [-32601, { message: 'The method does not exist / is not available.', viem: MethodNotFoundRpcError }],
  [-32602, { message: 'Invalid parameters were provided to the RPC method.', viem: InvalidParamsRpcError }],
  [-32603, { message: 'An internal error was received.', viem: InternalRpcError }],
  [-32000, { message: 'Missing or invalid parameters.', viem: InvalidInputRpcError }],
  [-32001, { message: 'Requested resource not found.', viem: ResourceNotFoundRpcError }],
  [-32002, { message: 'Requested resource not available.', viem: ResourceUnavailableRpcError }],
  [-32003, { message: 'Transaction creation failed.', viem: TransactionRejectedRpcError }],
  [-32004, { message: 'Method is not supported.', viem: MethodNotSupportedRpcError }],
  [-32005, { message: 'Request exceeds defined limit.', viem: LimitExceededRpcError }],
  [
    -32006,
    { message: 'Version of JSON-RPC protocol is not supported.', viem: JsonRpcVersionUnsupportedError },
  ],
  // EIP-1193 provider errors, and EIP-3326's unrecognized chain
  [4001, { message: 'User rejected the request.', viem: UserRejectedRequestError }],
  [
    4100,
    {
      message: 'The requested method and/or account has not been authorized by the user.',
      viem: UnauthorizedProviderError,
    },
  ],
  [
    4200,
    { message: 'The Provider does not support the requested method.', viem: UnsupportedProviderMethodError },
  ],
  [4900, { message: 'The Provider is disconnected from all chains.', viem: ProviderDisconnectedError }],
  [4901, { message: 'The Provider is not connected to the requested chain.', viem: ChainDisconnectedError }],
  [4902, { message: 'Unrecognized chain ID.', viem: SwitchChainError }],
  // WalletConnect (CAIP-25) rejections; viem has no classes for these
  [5000, { message: 'User rejected.' }],
  [5001, { message: 'User rejected chains.' }],
  [5002, { message: 'User rejected methods.' }],
  [5003, { message: 'User rejected events.' }],
  [5100, { message: 'Unsupported chains.' }],
  [5101, { message: 'Unsupported methods.' }],
  [5102, { message: 'Unsupported events.' }],
  [5103, { message: 'Unsupported accounts.' }],
  [5104, { message: 'Unsupported namespace key.' }],
  // EIP-5792 (wallet_sendCalls)
  [
    5700,
    {
      message: 'This Wallet does not support a capability that was not marked as optional.',
      viem: UnsupportedNonOptionalCapabilityError,
    },
  ],
  [5710, { message: 'This Wallet does not support the requested chain ID.', viem: UnsupportedChainIdError }],
  [5720, { message: 'There is already a bundle submitted with this ID.', viem: DuplicateIdError }],
  [5730, { message: 'This bundle id is unknown / has not been submitted.', viem: UnknownBundleIdError }],
  [5740, { message: 'The call bundle is too large for the Wallet to process.', viem: BundleTooLargeError }],
  [
    5750,
    {
      message: 'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
      viem: AtomicReadyWalletRejectedUpgradeError,
    },
  ],
  [
    5760,
    {
      message: 'The wallet does not support atomic execution but the request requires it.',
      viem: AtomicityNotSupportedError,
    },
  ],
  // Positive 32603: some wallets answer a switch to an unknown chain with it (SPEC §8)
  [32603, { message: 'Invalid chain ID.' }],
])

/**
 * The codes that mean the visitor said no: EIP-1193's 4001 and WalletConnect's 5000 … 5003.
 *
 * @example
 * userRejectionCodes.has(4001) // true
 */
export const userRejectionCodes: ReadonlySet<number> = new Set([4001, 5000, 5001, 5002, 5003])
