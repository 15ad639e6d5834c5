import type { CaipNetwork, RequestProvider } from '../../kernel/plugin'
import { decodeBase64 } from './base64'
import { confirmSignature } from './confirmSignature'
import { createWalletStandardProvider } from './createWalletStandardProvider'
import { rpcUrlOf, type Commitment } from './getSolanaBalance'
import { requestSolana, supportsSolanaMethod } from './requestSolana'
import { signedTransactionBytes, type SignTransactionAnswer } from './signedTransactionBytes'
import { toWalletStandardChain } from './toWalletStandardChain'
import type { Wallet } from './walletStandard'

export interface SendSolanaTransactionArgs {
  /** The fee payer, whose key the wallet holds. */
  from: string
  /** The transaction, legacy or v0, serialized (base64 wire format), unsigned or partly signed. */
  transaction: string
  network: CaipNetwork
  /** The connected provider (Wallet Standard or WalletConnect), or a Wallet Standard wallet. */
  wallet: RequestProvider | Wallet
  commitment?: Commitment
  /** When the transaction's blockhash expires; read from the network when absent. */
  lastValidBlockHeight?: number
}

const isWalletStandard = (wallet: RequestProvider | Wallet): wallet is Wallet =>
  'features' in wallet && typeof (wallet as Partial<RequestProvider>).request !== 'function'

/**
 * Signs and sends a transaction the caller built: by the wallet when it can
 * (`solana_signAndSendTransaction`), else signed by it and sent over the network's RPC.
 * Resolves with the base58 signature once the network confirms it.
 */
export async function sendSolanaTransaction(args: SendSolanaTransactionArgs): Promise<string> {
  const { Connection } = await import('@solana/web3.js')
  const commitment = args.commitment ?? 'confirmed'
  const provider = isWalletStandard(args.wallet) ? await connectedProviderOf(args.wallet, toWalletStandardChain(args.network)) : args.wallet
  const connection = new Connection(rpcUrlOf(args.network), commitment)
  // The newest blockhash expires no sooner than the transaction's own: a safe bound to wait for.
  const lastValidBlockHeight = args.lastValidBlockHeight ?? (await connection.getLatestBlockhash(commitment)).lastValidBlockHeight
  const caipChain = args.network.caipNetworkId

  let signature: string | undefined
  if (supportsSolanaMethod(provider, 'solana_signAndSendTransaction')) {
    try {
      const result = await requestSolana<{ signature: string }>(
        provider,
        'solana_signAndSendTransaction',
        { transaction: args.transaction, pubkey: args.from, sendOptions: { preflightCommitment: commitment } },
        caipChain,
      )
      signature = result.signature
    } catch (error) {
      // Some WalletConnect wallets approve every method asked for but implement fewer.
      if (!isUnsupportedMethod(error)) throw error
    }
  }
  if (signature === undefined) {
    const answer = await requestSolana<SignTransactionAnswer>(
      provider,
      'solana_signTransaction',
      { transaction: args.transaction, pubkey: args.from },
      caipChain,
    )
    const raw = await signedTransactionBytes(answer, decodeBase64(args.transaction), args.from)
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
