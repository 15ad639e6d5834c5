import { createPublicClient, http, isAddress, isHex, verifyMessage } from 'viem'
import type { SIWXSession } from '../siwxTypes'

/** Checks one namespace's signatures (AppKit's SIWXVerifier). */
export interface SIWXVerifier {
  readonly chainNamespace: string
  shouldVerify(session: SIWXSession): boolean
  verify(session: SIWXSession): Promise<boolean>
  /** Airlock: the kit's network RPCs, for verifiers that read the chain. */
  useRpcUrls?(rpcUrl: (chainId: `${string}:${string}`) => string | undefined): void
}

/**
 * eip155 signatures through viem. With the network's RPC (from the kit, or `rpcUrls`) it asks
 * the chain, so EOAs, deployed smart accounts (ERC-1271) and undeployed ones (ERC-6492) verify;
 * without one it recovers the signer locally, which only an EOA passes.
 */
export class EIP155Verifier implements SIWXVerifier {
  readonly chainNamespace = 'eip155'
  private rpcUrl: (chainId: `${string}:${string}`) => string | undefined

  constructor(options: { rpcUrls?: Record<number, string> } = {}) {
    this.rpcUrl = (chainId) => options.rpcUrls?.[Number(chainId.split(':')[1])]
  }

  useRpcUrls(rpcUrl: (chainId: `${string}:${string}`) => string | undefined) {
    const own = this.rpcUrl
    this.rpcUrl = (chainId) => own(chainId) ?? rpcUrl(chainId)
  }

  shouldVerify(session: SIWXSession) {
    return session.data.chainId.startsWith('eip155:')
  }

  async verify({ data, message, signature }: SIWXSession): Promise<boolean> {
    if (!isAddress(data.accountAddress, { strict: false }) || !isHex(signature)) return false
    const args = { address: data.accountAddress, message, signature } as const
    const url = this.rpcUrl(data.chainId)
    if (url) {
      try {
        return await createPublicClient({ transport: http(url, { retryCount: 0 }) }).verifyMessage(args)
      } catch {
        // The RPC is unreachable: an EOA's signature still verifies by recovering its signer.
      }
    }
    try {
      return await verifyMessage(args)
    } catch {
      return false
    }
  }
}
