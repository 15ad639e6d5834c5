// JSON-RPC errors and transaction errors in the shapes a Solana validator answers with, so
// web3.js raises the same error classes against the devnet as against a real cluster.
import type { FailedTransactionMetadata } from 'litesvm'

export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603
/** The validator's code for a failed preflight simulation. */
export const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002
export const TRANSACTION_SIGNATURE_VERIFICATION_FAILURE = -32003

export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export class MethodNotFoundError extends SolanaRpcError {
  override name = 'MethodNotFoundError'
  constructor(readonly method: string) {
    super(METHOD_NOT_FOUND, `Method not found: ${method}`)
  }
}

export class InvalidParamsError extends SolanaRpcError {
  override name = 'InvalidParamsError'
  constructor(detail: string) {
    super(INVALID_PARAMS, `Invalid params: ${detail}`)
  }
}

/** Solana's TransactionError variants without fields, in litesvm's enum order. */
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
] as const

/** Solana's InstructionError variants without fields, in litesvm's enum order. */
const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall',
  'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized',
  'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId', 'ExternalAccountLamportSpend',
  'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex',
  'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync',
  'InvalidError', 'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId', 'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded',
  'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded', 'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar',
  'IllegalOwner', 'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
] as const

/** A transaction error as the validator serialises it, e.g. {InstructionError: [0, {Custom: 1}]}. */
export type TransactionErrorJson = string | Record<string, unknown>

type LitesvmTransactionError = ReturnType<FailedTransactionMetadata['err']>

export function transactionErrorToJson(err: LitesvmTransactionError): TransactionErrorJson {
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? `TransactionError${err}`
  // The litesvm error classes are told apart by their fields; instanceof needs its internal module.
  if ('err' in err && typeof err.err === 'function') {
    const inner = err.err()
    let instruction: unknown
    if (typeof inner === 'number') instruction = INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`
    else if ('code' in inner) instruction = { Custom: inner.code }
    else instruction = { BorshIoError: inner.msg }
    return { InstructionError: [err.index, instruction] }
  }
  if ('accountIndex' in err) {
    const variant = String(err).startsWith('TransactionErrorInsufficientFundsForRent') ? 'InsufficientFundsForRent' : 'ProgramExecutionTemporarilyRestricted'
    return { [variant]: { account_index: err.accountIndex } }
  }
  return { DuplicateInstruction: err.index }
}

/** The preflight message a validator gives, e.g. "Error processing Instruction 0: custom program error: 0x1". */
export function describeTransactionError(err: TransactionErrorJson): string {
  if (typeof err === 'string') {
    if (err === 'BlockhashNotFound') return 'Blockhash not found'
    if (err === 'AlreadyProcessed') return 'This transaction has already been processed'
    return err
  }
  const instruction = err.InstructionError
  if (Array.isArray(instruction)) {
    const [index, detail] = instruction as [number, unknown]
    const custom = typeof detail === 'object' && detail !== null && 'Custom' in detail ? Number(detail.Custom) : undefined
    const reason = custom === undefined ? String(typeof detail === 'string' ? detail : JSON.stringify(detail)) : `custom program error: 0x${custom.toString(16)}`
    return `Error processing Instruction ${index}: ${reason}`
  }
  return JSON.stringify(err)
}
