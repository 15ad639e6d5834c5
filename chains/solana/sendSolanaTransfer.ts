import type { CaipNetwork, RequestProvider } from '../../kernel/plugin'
import { encodeBase64 } from './base64'
import { rpcUrlOf, type Commitment } from './getSolanaBalance'
import { sendSolanaTransaction } from './sendSolanaTransaction'
import type { Wallet } from './walletStandard'

export interface SendSolanaTransferArgs {
  /** Sender's address; the wallet must hold its key. */
  from: string
  to: string
  lamports: bigint | number
  network: CaipNetwork
  /** The connected provider (Wallet Standard or WalletConnect), or a Wallet Standard wallet. */
  wallet: RequestProvider | Wallet
  commitment?: Commitment
}

/**
 * A SystemProgram transfer (SEND-09): built here, then signed and sent as any transaction
 * (sendSolanaTransaction). Resolves with the base58 signature once the network confirms it.
 */
export async function sendSolanaTransfer(args: SendSolanaTransferArgs): Promise<string> {
  const { Connection, PublicKey, SystemProgram, Transaction } = await import('@solana/web3.js')
  const commitment = args.commitment ?? 'confirmed'
  const connection = new Connection(rpcUrlOf(args.network), commitment)
  const fromPubkey = new PublicKey(args.from)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash(commitment)
  const transaction = new Transaction({ feePayer: fromPubkey, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey, toPubkey: new PublicKey(args.to), lamports: BigInt(args.lamports) }),
  )
  return sendSolanaTransaction({
    from: args.from,
    transaction: encodeBase64(transaction.serialize({ requireAllSignatures: false, verifySignatures: false })),
    network: args.network,
    wallet: args.wallet,
    commitment,
    lastValidBlockHeight,
  })
}
