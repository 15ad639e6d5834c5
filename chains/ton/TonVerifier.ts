import { verifyTonSignIn } from './verifyTonSignIn'

/** The session fields a verifier reads (airlock/siwx's SIWXSession, structurally). */
interface TonSession {
  data: { chainId: string; accountAddress: string; domain: string }
  message: string
  signature: string
}

/**
 * A verifier for `DefaultSIWX({ verifiers: [..., new TonVerifier()] })` (airlock/siwx's
 * SIWXVerifier shape): TON sign-ins made by this plugin's `signMessage` (TonConnect signData, or
 * ton_signData over WalletConnect with the key material of the session's properties), checked
 * against the wallet's state init and public key (verifyTonSignIn). @ton/core loads only when a
 * TON session is verified.
 */
export class TonVerifier {
  readonly chainNamespace = 'ton'

  shouldVerify(session: TonSession): boolean {
    return session.data.chainId.startsWith('ton:')
  }

  verify({ data, message, signature }: TonSession): Promise<boolean> {
    return verifyTonSignIn({ address: data.accountAddress, message, signature, domain: data.domain })
  }
}
