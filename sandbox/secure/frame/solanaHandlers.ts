// The frame's answers to the kit's Solana requests: the user's address, and signing after the
// visitor approved the decoded request in the frame's own UI.
import { USER_REJECTED, type FrameMethods } from '../../../plugins/auth/frameProtocol'
import type { SolanaFrameMethods } from '../../../plugins/auth/solanaFrameProtocol'
import type { ApprovalView } from './approvalUi'
import { loadFrameLocale, type FrameLocale } from './frameLocale'
import { describeSolanaRequest } from './describeSolanaRequest'
import { signSolanaRequest } from './signSolanaRequest'
import { withSolanaKey } from './solanaKeyVault'
import type { SecureSolanaNetwork } from '../secureNetworks'

const SIGNING = new Set(['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'])

export interface SolanaHandlerDeps {
  /** Whose keys sign (the signed-in user's id, else email), or a "Not signed in" error. */
  currentEmail(): Promise<string>
  /** Shows the view (themed, with the verified origin and the caller's claimed name); true once the visitor confirmed. */
  ask(view: ApprovalView, theme: 'light' | 'dark', appName: string, words: FrameLocale): Promise<boolean>
  /** The secure site's own entry for a network id, or an UnknownNetworkError. */
  network(caipNetworkId: unknown): SecureSolanaNetwork
  /** An error the kit receives with an EIP-1193 code. */
  fail(message: string, code?: number): Error
}

type Handlers = { [M in keyof SolanaFrameMethods]: (params: FrameMethods[M][0]) => Promise<FrameMethods[M][1]> }

export function createSolanaHandlers(deps: SolanaHandlerDeps): Handlers {
  return {
    async solanaGetAccount() {
      const email = await deps.currentEmail()
      return withSolanaKey(email, (signer) => ({ address: signer.address }))
    },
    async solanaRpc({ method, params, caipNetworkId, appName, theme, locale }) {
      if (!SIGNING.has(method)) throw deps.fail('Requested RPC call is not allowed', 4200)
      const chain = deps.network(caipNetworkId)
      const email = await deps.currentEmail()
      const address = await withSolanaKey(email, (signer) => signer.address)
      if (params?.pubkey !== undefined && params.pubkey !== address) throw deps.fail(`Unknown account ${params.pubkey}`, 4100)
      // Decoded before asking: a request the frame cannot read is refused, never shown blank.
      const words = await loadFrameLocale(locale)
      let view: ApprovalView
      try {
        view = describeSolanaRequest({ method, params: params ?? {}, chain, address }, words.t)
      } catch (error) {
        throw deps.fail(error instanceof Error ? error.message : String(error), -32602)
      }
      if (!(await deps.ask(view, theme, appName, words))) throw deps.fail('User rejected the request', USER_REJECTED)
      try {
        return await withSolanaKey(email, (signer) => signSolanaRequest(signer, method, params ?? {}, chain))
      } catch (error) {
        throw deps.fail(error instanceof Error ? error.message : String(error), -32603)
      }
    },
  }
}
