import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import { WalletRpcError } from './WalletRpcError'

/** Answers one solana request as the WalletConnect Solana RPC reference describes. */
export async function answerSolanaRequest(method: string, params: unknown, keypair: Keypair): Promise<unknown> {
  const p = (params ?? {}) as { message?: string; pubkey?: string; transaction?: string }
  const pubkey = keypair.publicKey.toBase58()
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey }]
    case 'solana_signMessage': {
      if (typeof p.message !== 'string') throw new WalletRpcError(-32602, 'message must be a base58 string')
      if (p.pubkey && p.pubkey !== pubkey) throw new WalletRpcError(4100, `Unknown account ${p.pubkey}`)
      const signature = ed25519.sign(base58.decode(p.message), keypair.secretKey.slice(0, 32))
      return { signature: base58.encode(signature) }
    }
    case 'solana_signTransaction': {
      // Only the serialized form; the legacy instruction-list form predates Reown's kit.
      if (typeof p.transaction !== 'string') throw new WalletRpcError(-32602, 'transaction must be a base64 string')
      const tx = VersionedTransaction.deserialize(base64.decode(p.transaction))
      const index = tx.message.staticAccountKeys.findIndex((k) => k.equals(keypair.publicKey))
      if (index < 0 || index >= tx.message.header.numRequiredSignatures) {
        throw new WalletRpcError(-32602, `Transaction does not need a signature from ${pubkey}`)
      }
      tx.sign([keypair])
      const signature = tx.signatures[index]
      if (!signature) throw new WalletRpcError(-32603, 'Signing failed')
      return { signature: base58.encode(signature), transaction: base64.encode(tx.serialize()) }
    }
    default:
      throw new WalletRpcError(4200, `The wallet does not support ${method}`)
  }
}
