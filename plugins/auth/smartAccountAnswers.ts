// What the embedded wallet answers itself about its smart account (ERC-5792 and ERC-7715
// discovery): capabilities per chain, and a batch's status from its transaction's receipt.
// The batch runs as one transaction of the account, so wallet_sendCalls' id is that hash.

export type EmbeddedAccountType = 'eoa' | 'smartAccount'

/** ERC-7715 permission types the sandbox smart account grants (native-token recurring allowance). */
export const SMART_ACCOUNT_PERMISSIONS = {
  supported: true,
  signerTypes: ['keys'],
  keyTypes: ['secp256k1'],
  permissionTypes: ['native-token-recurring-allowance'],
  policyTypes: [],
} as const

/**
 * wallet_getCapabilities: atomic batches and permissions on every configured chain for the smart
 * account; nothing for the EOA (the kit then sends a batch call by call).
 */
export function embeddedCapabilities(type: EmbeddedAccountType, chainIds: readonly number[]): Record<string, unknown> {
  if (type !== 'smartAccount') return {}
  return Object.fromEntries(chainIds.map((id) => [`0x${id.toString(16)}`, { atomic: { status: 'supported' }, permissions: SMART_ACCOUNT_PERMISSIONS }]))
}

interface Receipt {
  status?: string
  blockHash?: string
  blockNumber?: string
  gasUsed?: string
  transactionHash?: string
  logs?: unknown[]
}

/** ERC-5792 (2.0.0) status: 100 pending, 200 confirmed, 500 reverted (all or nothing: the batch is atomic). */
export interface CallsStatus {
  version: '2.0.0'
  id: string
  chainId: string
  atomic: true
  status: 100 | 200 | 500
  receipts?: Receipt[]
}

export function callsStatusFromReceipt(id: string, chainId: number, receipt: Receipt | null | undefined): CallsStatus {
  const base = { version: '2.0.0' as const, id, chainId: `0x${chainId.toString(16)}`, atomic: true as const }
  if (!receipt) return { ...base, status: 100 }
  return {
    ...base,
    status: receipt.status === '0x1' ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs ?? [],
        status: receipt.status,
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      },
    ],
  }
}
