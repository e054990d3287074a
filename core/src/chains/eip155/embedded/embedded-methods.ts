/**
 * The JSON-RPC methods the embedded wallet answers without asking the visitor (SPEC §5): reads of the
 * chain, sending a transaction someone already signed, capabilities, call-bundle status and the
 * user-operation reads. They go to the frame as they are and are never aborted.
 */
const safeMethods = new Set([
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
])

/**
 * The methods that sign or move money: the visitor approves each in the modal first (SPEC §5).
 */
const unsafeMethods = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

/**
 * How the embedded wallet treats an EVM method: `safe` goes to the frame at once, `unsafe` after the
 * visitor's approval, `notAllowed` is refused ('Requested RPC call is not allowed') without reaching
 * the frame.
 *
 * @example
 * embeddedMethodKind('personal_sign') // 'unsafe'
 * embeddedMethodKind('eth_sign') // 'notAllowed'
 */
export function embeddedMethodKind(method: string): 'safe' | 'unsafe' | 'notAllowed' {
  if (safeMethods.has(method)) return 'safe'
  if (unsafeMethods.has(method)) return 'unsafe'
  return 'notAllowed'
}

const hashPattern = /^0x[0-9a-fA-F]{64}$/
const signaturePattern = /^0x[0-9a-fA-F]{62,}$/

/**
 * Whether the frame's answer to `method` has the shape the method promises (SPEC §5): a transaction
 * hash is 0x and 64 hex digits; a signature 0x and at least 62. Other methods are not checked here.
 *
 * @example
 * isEmbeddedAnswerWellFormed('eth_sendTransaction', '0x12') // false
 */
export function isEmbeddedAnswerWellFormed(method: string, answer: unknown): boolean {
  if (method === 'eth_sendTransaction' || method === 'eth_sendRawTransaction') {
    return typeof answer === 'string' && hashPattern.test(answer)
  }
  if (method === 'personal_sign' || method === 'eth_signTypedData_v4') {
    return typeof answer === 'string' && signaturePattern.test(answer)
  }
  return true
}
