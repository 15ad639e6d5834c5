import type { CaipNetwork, RequestProvider } from '../../kernel'
import { decodeBase58 } from './base58'
import { decodeBase64, encodeBase64 } from './base64'
import { confirmSignature } from './confirmSignature'
import { createWalletStandardProvider } from './createWalletStandardProvider'
import { rpcUrlOf, type Commitment } from './getSolanaBalance'
import { requestSolana, supportsSolanaMethod } from './requestSolana'
import { toWalletStandardChain } from './toWalletStandardChain'
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

const isWalletStandard = (wallet: RequestProvider | Wallet): wallet is Wallet =>
  'features' in wallet && typeof (wallet as Partial<RequestProvider>).request !== 'function'

/**
 * A SystemProgram transfer (SEND-09): built here, signed and sent by the wallet when it can
 * (`solana_signAndSendTransaction`), else signed by it and sent over the network's RPC.
 * Resolves with the base58 signature once the network confirms it.
 */
export async function sendSolanaTransfer(args: SendSolanaTransferArgs): Promise<string> {
  const { Connection, PublicKey, SystemProgram, Transaction } = await import('@solana/web3.js')
  const commitment = args.commitment ?? 'confirmed'
  const chain = toWalletStandardChain(args.network)
  const provider = isWalletStandard(args.wallet)
    ? await connectedProviderOf(args.wallet, chain)
    : args.wallet
  const connection = new Connection(rpcUrlOf(args.network), commitment)
  const fromPubkey = new PublicKey(args.from)

  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash(commitment)
  const transaction = new Transaction({ feePayer: fromPubkey, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey, toPubkey: new PublicKey(args.to), lamports: BigInt(args.lamports) }),
  )
  const unsigned = encodeBase64(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
  const caipChain = args.network.caipNetworkId

  let signature: string | undefined
  if (supportsSolanaMethod(provider, 'solana_signAndSendTransaction')) {
    try {
      const result = await requestSolana<{ signature: string }>(
        provider,
        'solana_signAndSendTransaction',
        { transaction: unsigned, pubkey: args.from, sendOptions: { preflightCommitment: commitment } },
        caipChain,
      )
      signature = result.signature
    } catch (error) {
      // Some WalletConnect wallets approve every method asked for but implement fewer.
      if (!isUnsupportedMethod(error)) throw error
    }
  }
  if (signature === undefined) {
    const result = await requestSolana<{ signature?: string; transaction?: string }>(
      provider,
      'solana_signTransaction',
      { transaction: unsigned, pubkey: args.from },
      caipChain,
    )
    // Some wallets answer with the signed transaction, older ones with the signature only.
    let raw: Uint8Array
    if (result.transaction) raw = decodeBase64(result.transaction)
    else {
      // web3.js copies the bytes into its own Buffer; a Uint8Array is all it reads.
      transaction.addSignature(fromPubkey, decodeBase58(String(result.signature)) as Buffer)
      raw = transaction.serialize()
    }
    signature = await connection.sendRawTransaction(raw, { preflightCommitment: commitment })
  }

  await confirmSignature(connection, { signature, lastValidBlockHeight, commitment })
  return signature
}

async function connectedProviderOf(wallet: Wallet, chain: ReturnType<typeof toWalletStandardChain>) {
  const provider = createWalletStandardProvider(wallet, () => chain)
  // Silent: the visitor already approved this wallet; a transfer must not open a connect prompt.
  await provider.connect({ silent: true })
  return provider
}

// EIP-1193 4200 (unsupported method) and JSON-RPC -32601 (method not found).
function isUnsupportedMethod(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 4200 || code === -32601
}
