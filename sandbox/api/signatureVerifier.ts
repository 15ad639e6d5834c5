// How the sandbox's services check an eip155 signature: the signer's recovery by default (EOAs);
// startSandbox() adds the devnets, so a smart account's signature checks out by ERC-1271 (or
// ERC-6492 before it is deployed), as a real provider's servers check them on chain.
import { verifyMessage, type Hex } from 'viem'

/** Whether `address` signed `message` (EIP-191); `chainId` (number or hex) says where a contract account lives. */
export type SignatureVerifier = (args: { address: Hex; message: string; signature: Hex; chainId?: string | number }) => Promise<boolean>

export interface SignatureChecks {
  verify: SignatureVerifier
  /** Replaces the check (the sandbox's on-chain one). */
  set(verify: SignatureVerifier): void
}

export function createSignatureChecks(): SignatureChecks {
  let current: SignatureVerifier = ({ address, message, signature }) => verifyMessage({ address, message, signature })
  return {
    verify: (args) => current(args),
    set(verify) {
      current = verify
    },
  }
}
