import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { SIWXSession } from '../siwxTypes'
import type { SIWXVerifier } from './EIP155Verifier'

/** solana signatures: ed25519 over the message's UTF-8 bytes, by the base58 account key. */
export class SolanaVerifier implements SIWXVerifier {
  readonly chainNamespace = 'solana'

  shouldVerify(session: SIWXSession) {
    return session.data.chainId.startsWith('solana:')
  }

  async verify({ data, message, signature }: SIWXSession): Promise<boolean> {
    try {
      const publicKey = base58.decode(data.accountAddress)
      const sig = base58.decode(signature)
      if (publicKey.length !== 32 || sig.length !== 64) return false
      return ed25519.verify(sig, new TextEncoder().encode(message), publicKey)
    } catch {
      return false
    }
  }
}
