import { ed25519 } from '@noble/curves/ed25519'
import { hex } from '@scure/base'
import type { SIWXSession } from 'airlock/plugin'

/**
 * Checks a NEAR-like sign-in for `DefaultSIWX({ verifiers: [..., new NearVerifier()] })`: an
 * ed25519 signature over the message's UTF-8 bytes by the implicit account's own key.
 */
export class NearVerifier {
  readonly chainNamespace = 'near'

  shouldVerify(session: SIWXSession): boolean {
    return session.data.chainId.startsWith('near:')
  }

  async verify({ data, message, signature }: SIWXSession): Promise<boolean> {
    try {
      const publicKey = hex.decode(data.accountAddress)
      const sig = hex.decode(signature)
      if (publicKey.length !== 32 || sig.length !== 64) return false
      return ed25519.verify(sig, new TextEncoder().encode(message), publicKey)
    } catch {
      return false
    }
  }
}
