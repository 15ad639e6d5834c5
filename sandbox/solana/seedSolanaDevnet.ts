// Puts the devnet in its start state: funded accounts, the USDC-like mint and a token balance in
// each account's associated token account. Token setup goes through real SPL transactions so the
// accounts are exactly what the token program itself would write.
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import { parseUnits } from 'viem'
import {
  SOLANA_DEVNET_ACCOUNT_BALANCE,
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_MINT_AUTHORITY,
  SOLANA_DEVNET_USDC_BALANCE,
  SOLANA_DEVNET_USDC_MINT,
  solanaDevnetKeypair,
} from './accounts'
import type { SolanaLedger } from './createSolanaLedger'
import { SOLANA_DEVNET_USDC } from './solanaDevnetTokens'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  getAssociatedTokenAddress,
  initializeMint2Instruction,
  MINT_SIZE,
  mintToInstruction,
  TOKEN_PROGRAM_ID,
} from './splToken'

export function seedSolanaDevnet(ledger: SolanaLedger): void {
  const lamports = BigInt(SOLANA_DEVNET_ACCOUNT_BALANCE) * BigInt(LAMPORTS_PER_SOL)
  for (const account of SOLANA_DEVNET_ACCOUNTS) ledger.setLamports(account.address, lamports)
  // The authority pays for the mint and the token accounts, so user balances start round.
  const authority = solanaDevnetKeypair(SOLANA_DEVNET_MINT_AUTHORITY)
  ledger.setLamports(authority.publicKey.toBase58(), 1000n * BigInt(LAMPORTS_PER_SOL))

  const mint = solanaDevnetKeypair(SOLANA_DEVNET_USDC_MINT)
  const rent = Number(ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE)))
  sendSeedTransaction(ledger, [authority, mint], [
    SystemProgram.createAccount({ fromPubkey: authority.publicKey, newAccountPubkey: mint.publicKey, lamports: rent, space: MINT_SIZE, programId: TOKEN_PROGRAM_ID }),
    initializeMint2Instruction(mint.publicKey, SOLANA_DEVNET_USDC.decimals, authority.publicKey),
  ])
  for (const account of SOLANA_DEVNET_ACCOUNTS) mintSolanaDevnetUsdc(ledger, account.address, String(SOLANA_DEVNET_USDC_BALANCE))
}

/** Mints USDC (whole units, e.g. '12.5') to owner's associated token account, creating it if needed. */
export function mintSolanaDevnetUsdc(ledger: SolanaLedger, owner: string, amount: string): string {
  const authority = solanaDevnetKeypair(SOLANA_DEVNET_MINT_AUTHORITY)
  const mint = new PublicKey(SOLANA_DEVNET_USDC_MINT.address)
  const ownerKey = new PublicKey(owner)
  return sendSeedTransaction(ledger, [authority], [
    createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, ownerKey, mint),
    mintToInstruction(mint, getAssociatedTokenAddress(mint, ownerKey), authority.publicKey, parseUnits(amount, SOLANA_DEVNET_USDC.decimals)),
  ])
}

function sendSeedTransaction(ledger: SolanaLedger, signers: Keypair[], instructions: TransactionInstruction[]): string {
  const [payer] = signers
  if (!payer) throw new Error('A seed transaction needs a fee payer')
  const transaction = new Transaction({ feePayer: payer.publicKey, ...toBlockhashLifetime(ledger) }).add(...instructions)
  transaction.sign(...signers)
  const signature = ledger.sendTransaction(transaction.serialize())
  const status = ledger.getSignatureStatus(signature)
  if (status?.err) throw new Error(`Solana devnet seed transaction failed: ${JSON.stringify(status.err)}`)
  return signature
}

function toBlockhashLifetime(ledger: SolanaLedger) {
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
  return { blockhash, lastValidBlockHeight }
}
