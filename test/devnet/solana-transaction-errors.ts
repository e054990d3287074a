import type { FailedTransactionMetadata } from 'litesvm'

// LiteSVM reports a failed transaction as numbered enums and small classes; validators answer with the
// error's JSON form (`"BlockhashNotFound"`, `{ "InstructionError": [0, { "Custom": 1 }] }`) and its
// human text ("Blockhash not found"). These lists follow the enums' order in litesvm's types.

const transactionErrors = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const instructionErrors = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** A validator's transaction error, in its JSON form and its text. */
export type TransactionFailure = { err: unknown; text: string }

// The texts validators print for the errors a wallet user meets; others are printed by name.
const texts: Partial<Record<(typeof transactionErrors)[number], string>> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
}

function instructionFailure(index: number, error: unknown): TransactionFailure {
  if (typeof error === 'number') {
    const name = instructionErrors[error] ?? 'GenericError'
    return {
      err: { InstructionError: [index, name] },
      text: `Error processing Instruction ${index}: ${name}`,
    }
  }
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined
  if (typeof code === 'number')
    return {
      err: { InstructionError: [index, { Custom: code }] },
      text: `Error processing Instruction ${index}: custom program error: 0x${code.toString(16)}`,
    }
  const message = String(error)
  return {
    err: { InstructionError: [index, { BorshIoError: message }] },
    text: `Error processing Instruction ${index}: ${message}`,
  }
}

/**
 * The validator's JSON and text for LiteSVM's failure.
 *
 * @example
 * transactionFailure(svm.sendTransaction(tx)) // { err: 'BlockhashNotFound', text: 'Blockhash not found' }
 */
export function transactionFailure(failed: FailedTransactionMetadata): TransactionFailure {
  const error: unknown = failed.err()
  if (typeof error === 'number') {
    const name = transactionErrors[error] ?? 'SanitizeFailure'
    return { err: name, text: texts[name] ?? name }
  }
  if (typeof error !== 'object' || error === null) return { err: 'SanitizeFailure', text: String(error) }
  const index = Reflect.get(error, 'index')
  const accountIndex = Reflect.get(error, 'accountIndex')
  const inner = Reflect.get(error, 'err')
  if (typeof index === 'number' && typeof inner === 'function')
    return instructionFailure(index, inner.call(error))
  if (typeof index === 'number')
    return {
      err: { DuplicateInstruction: index },
      text: `Transaction contains a duplicate instruction (${index}) that is not allowed`,
    }
  if (typeof accountIndex === 'number')
    return {
      err: { InsufficientFundsForRent: { account_index: accountIndex } },
      text: `Transaction results in an account (${accountIndex}) with insufficient funds for rent`,
    }
  return { err: 'SanitizeFailure', text: String(error) }
}
