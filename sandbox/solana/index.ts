// Public entry of the Solana devnet, for the launcher and airlock/testing.
export {
  SOLANA_DEVNET_ACCOUNT_BALANCE,
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_MINT_AUTHORITY,
  SOLANA_DEVNET_USDC_BALANCE,
  SOLANA_DEVNET_USDC_MINT,
  solanaDevnetKeypair,
  type SolanaDevnetAccount,
} from './accounts'
export type { LedgerAccount, SignatureStatus, SolanaLedger } from './createSolanaLedger'
export { getSolanaBalances, type GetSolanaBalancesOptions, type SolanaTokenBalance } from './getSolanaBalances'
export { SolanaRpcError } from './rpcErrors'
export { rpcMethods } from './rpcMethods'
export { SOLANA_DEVNET_NATIVE, SOLANA_DEVNET_TOKENS, SOLANA_DEVNET_USDC, type SolanaDevnetToken } from './solanaDevnetTokens'
export {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  getAssociatedTokenAddress,
  TOKEN_PROGRAM_ID,
  transferCheckedInstruction,
} from './splToken'
export {
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_MAINNET_GENESIS_HASH,
  startSolanaDevnet,
  type SolanaDevnet,
  type StartSolanaDevnetOptions,
} from './startSolanaDevnet'
