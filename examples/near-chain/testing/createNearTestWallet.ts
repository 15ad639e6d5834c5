import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'

// A NEAR-like injected wallet for tests and the packed-package page (`window.nearWallet`): it
// holds one ed25519 key and really signs, so the ledger and the sign-in verifier can check it.
// It stands in for a browser extension, which cannot run here.

/** Test-only key, sha256("airlock near test wallet"): holds nothing anywhere. */
export const DEFAULT_NEAR_KEY = /*#__PURE__*/ hex.encode(sha256(new TextEncoder().encode('airlock near test wallet')))

export interface NearTestWallet {
  readonly name: string
  readonly accountId: string
  /** Methods the page called, in order. */
  readonly calls: string[]
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const refused = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

export function createNearTestWallet(options: { privateKey?: string; name?: string } = {}): NearTestWallet {
  const secret = hex.decode(options.privateKey ?? DEFAULT_NEAR_KEY)
  const accountId = hex.encode(ed25519.getPublicKey(secret))
  const sign = (text: string) => hex.encode(ed25519.sign(new TextEncoder().encode(text), secret))
  const calls: string[] = []
  let signedIn = false
  return {
    name: options.name ?? 'Airlock NEAR Test Wallet',
    accountId,
    calls,
    async request({ method, params }) {
      calls.push(method)
      const text = (key: string) => {
        const value = (params as Record<string, unknown> | undefined)?.[key]
        if (typeof value !== 'string') throw Object.assign(new Error(`${method} needs ${key}`), { code: -32602 })
        return value
      }
      switch (method) {
        case 'near_requestSignIn':
          signedIn = true
          return { accountId, publicKey: accountId }
        case 'near_signOut':
          signedIn = false
          return null
        case 'near_signMessage':
          if (!signedIn) throw refused()
          return { signature: sign(text('message')) }
        case 'near_signTransaction':
          if (!signedIn) throw refused()
          return { signature: sign(text('transaction')) }
        default:
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
      }
    },
  }
}
