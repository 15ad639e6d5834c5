import { verifyMessage, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { AppKitOptions } from '../../kernel'
import type { SIWXConfig } from '../../plugins/siwx'
import { BIP122Verifier, CloudAuthSIWX, DefaultSIWX, EIP155Verifier, SolanaVerifier, TronVerifier } from '../../plugins/siwx/configs'
import { TonVerifier } from '../../chains/ton'
import { createSIWEConfig, formatMessage, type SIWESession } from '../../plugins/siwx/siwe'
import type { DemoSiwxMode } from './demoSiwxMode'


/** The kit options for that mode, and the SIWX client the page reads its status from. */
export function demoSiwxOptions(mode: DemoSiwxMode | undefined): { options: Pick<AppKitOptions, 'siwx' | 'siweConfig'>; client: SIWXConfig | undefined } {
  if (!mode) return { options: {}, client: undefined }
  if (mode === 'siwe') {
    const siweConfig = createDemoSiweConfig()
    return { options: { siweConfig }, client: siweConfig.mapToSIWX() }
  }
  // DefaultSIWX's verifiers (TRON's among them), plus the TON chain plugin's for the demo's TON networks.
  const verifiers = [new EIP155Verifier(), new SolanaVerifier(), new BIP122Verifier(), new TronVerifier(), new TonVerifier()]
  const siwx = mode === 'cloud' ? new CloudAuthSIWX() : new DefaultSIWX({ required: mode === 'required', verifiers })
  return { options: { siwx }, client: siwx }
}

const SESSION_KEY = 'demo:siwe-session'

/**
 * A host's SIWE backend as AppKit's docs write one, kept in the page for the demo: nonces it
 * issued, the signature checked with viem, the session in localStorage so a reload keeps it.
 */
export function createDemoSiweConfig() {
  const nonces = new Set<string>()
  const read = (): SIWESession | null => {
    try {
      return JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as SIWESession | null
    } catch {
      return null
    }
  }
  return createSIWEConfig({
    getNonce: async () => {
      const nonce = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')
      nonces.add(nonce)
      return nonce
    },
    getMessageParams: async () => ({ domain: location.host, uri: location.origin, statement: 'Sign in to the Airlock demo with Ethereum', chains: [1, 137] }),
    createMessage: ({ address, ...args }) => formatMessage(args, address),
    verifyMessage: async ({ message, signature }) => {
      const parsed = parseSiweMessage(message)
      if (!parsed.nonce || !nonces.delete(parsed.nonce) || parsed.domain !== location.host) return false
      if (!(await verifyMessage({ address: parsed.address!, message, signature: signature as Hex }))) return false
      localStorage.setItem(SESSION_KEY, JSON.stringify({ address: parsed.address, chainId: parsed.chainId }))
      return true
    },
    getSession: async () => read(),
    signOut: async () => {
      localStorage.removeItem(SESSION_KEY)
      return true
    },
  })
}
