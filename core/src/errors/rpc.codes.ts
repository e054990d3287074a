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
 * The entry of a code viem has a class for: its message is the first line of that class's own text
 * (or `message` where SPEC §8 words it otherwise), read once, on first use.
 */
function fromViem(viem: ViemRpcErrorClass, message?: string): RpcCodeEntry {
  let text = message
  return {
    viem,
    get message() {
      text ??= new viem(new Error('')).shortMessage.split('\n')[0] ?? ''
      return text
    },
  }
}

/**
 * The standard RPC error codes of SPEC §8 and their messages: JSON-RPC 2.0 and EIP-1474
 * (-32700 … -32006), EIP-1193 (4001 … 4901), EIP-3326 (4902), WalletConnect (5000 … 5104), EIP-5792
 * (5700 … 5760) and the positive 32603 some wallets send for an invalid chain id. Texts follow viem's
 * where viem has a class (multi-line ones keep their first line): they are read from its class, so the
 * page does not carry each text twice, except 4902's (SPEC §8 words it as the unknown chain, viem as a
 * failed switch) and 5730's (viem's has no final period).
 *
 * @example
 * rpcCodes.get(4001)?.message // 'User rejected the request.'
 */
export const rpcCodes: ReadonlyMap<number, RpcCodeEntry> = new Map<number, RpcCodeEntry>([
  // JSON-RPC 2.0 and EIP-1474
  [-32700, fromViem(ParseRpcError)],
  [-32600, fromViem(InvalidRequestRpcError)],
  [-32601, fromViem(MethodNotFoundRpcError)],
  [-32602, fromViem(InvalidParamsRpcError)],
  [-32603, fromViem(InternalRpcError)],
  [-32000, fromViem(InvalidInputRpcError)],
  [-32001, fromViem(ResourceNotFoundRpcError)],
  [-32002, fromViem(ResourceUnavailableRpcError)],
  [-32003, fromViem(TransactionRejectedRpcError)],
  [-32004, fromViem(MethodNotSupportedRpcError)],
  [-32005, fromViem(LimitExceededRpcError)],
  [-32006, fromViem(JsonRpcVersionUnsupportedError)],
  // EIP-1193 provider errors, and EIP-3326's unrecognized chain
  [4001, fromViem(UserRejectedRequestError)],
  [4100, fromViem(UnauthorizedProviderError)],
  [4200, fromViem(UnsupportedProviderMethodError)],
  [4900, fromViem(ProviderDisconnectedError)],
  [4901, fromViem(ChainDisconnectedError)],
  [4902, fromViem(SwitchChainError, 'Unrecognized chain ID.')],
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
  [5700, fromViem(UnsupportedNonOptionalCapabilityError)],
  [5710, fromViem(UnsupportedChainIdError)],
  [5720, fromViem(DuplicateIdError)],
  [5730, fromViem(UnknownBundleIdError, 'This bundle id is unknown / has not been submitted.')],
  [5740, fromViem(BundleTooLargeError)],
  [5750, fromViem(AtomicReadyWalletRejectedUpgradeError)],
  [5760, fromViem(AtomicityNotSupportedError)],
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
