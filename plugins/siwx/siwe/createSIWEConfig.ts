import type { CaipNetworkId } from '../../../kernel/plugin'
import { checkSessionMessage, withSignedStatement } from '../configs/checkSessionMessage'
import { IssuedNonces } from '../configs/IssuedNonces'
import type { SIWXConfig, SIWXKitBinding, SIWXMessage, SIWXSession } from '../siwxTypes'

/** What `createMessage` gets (AppKit's SIWECreateMessageArgs): the fields plus the signer as did:pkh. */
export interface SIWECreateMessageArgs {
  domain: string
  uri: string
  /** `did:pkh:eip155:{chainId}:{address}` */
  address: string
  chainId: number
  nonce: string
  version: '1'
  type?: 'eip4361'
  statement?: string
  iat?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

export type SIWEMessageParams = Partial<Omit<SIWECreateMessageArgs, 'address' | 'chainId' | 'nonce' | 'version'>> & { chains?: number[] }

export interface SIWESession {
  address: string
  chainId: number
}

export interface SIWEVerifyMessageArgs {
  message: string
  signature: string
  cacao?: SIWXSession['cacao']
}

/** AppKit's createSIWEConfig arguments. */
export interface SIWEConfigArgs {
  getNonce(address?: string): Promise<string>
  getMessageParams?(): Promise<SIWEMessageParams>
  createMessage(args: SIWECreateMessageArgs): string
  verifyMessage(args: SIWEVerifyMessageArgs): Promise<boolean>
  getSession(): Promise<SIWESession | null>
  signOut(): Promise<boolean>
  onSignIn?(session?: SIWESession): void
  onSignOut?(): void
  enabled?: boolean
  required?: boolean
  signOutOnDisconnect?: boolean
  signOutOnAccountChange?: boolean
  signOutOnNetworkChange?: boolean
}

export interface SIWEClient {
  readonly options: Required<Pick<SIWEConfigArgs, 'enabled' | 'required' | 'signOutOnDisconnect' | 'signOutOnAccountChange' | 'signOutOnNetworkChange'>>
  readonly methods: SIWEConfigArgs
  /** The SIWX client the kit uses for this config (spec §5: a SIWE config runs as SIWX). */
  mapToSIWX(): SIWXConfig
}

const evmChainId = (chainId: CaipNetworkId) => {
  const [namespace, reference] = chainId.split(':')
  return namespace === 'eip155' && /^\d+$/.test(reference ?? '') ? Number(reference) : undefined
}

/**
 * AppKit's legacy SIWE config (`siweConfig`), run through the SIWX flow: the kit asks the host's
 * getNonce, getMessageParams and createMessage for the text, its verifyMessage and getSession
 * after the signature, and signOut to end it. Only eip155 accounts sign in this way. Before the
 * host's verifyMessage, the kit checks what it owns: the signed text is strict EIP-4361, equals
 * the session's fields, is in its time window, and carries a nonce issued here for that domain,
 * account, network, URI, statement and resources, used once. onSignOut fires only on a real
 * sign-out, never on mount.
 */
export function createSIWEConfig(args: SIWEConfigArgs): SIWEClient {
  const options = {
    enabled: args.enabled ?? true,
    required: args.required ?? true,
    signOutOnDisconnect: args.signOutOnDisconnect ?? true,
    signOutOnAccountChange: args.signOutOnAccountChange ?? true,
    signOutOnNetworkChange: args.signOutOnNetworkChange ?? true,
  }

  const nonces = new IssuedNonces()
  let hasNetwork: SIWXKitBinding['hasNetwork']

  const signOut = async () => {
    await args.signOut()
    args.onSignOut?.()
  }

  const siwx: SIWXConfig = {
    signOutOnDisconnect: options.signOutOnDisconnect,
    getRequired: () => options.required,

    async createMessage(input): Promise<SIWXMessage> {
      const chainId = evmChainId(input.chainId)
      if (chainId === undefined) throw new Error(`Sign-in with Ethereum needs an eip155 network, not ${input.chainId}`)
      const params = (await args.getMessageParams?.()) ?? {}
      const nonce = await args.getNonce(input.accountAddress)
      const page = globalThis.location
      const full: SIWECreateMessageArgs = {
        domain: params.domain ?? page?.host ?? 'localhost',
        uri: params.uri ?? page?.href ?? 'http://localhost/',
        statement: params.statement,
        resources: params.resources,
        requestId: params.requestId,
        iat: params.iat ?? new Date().toISOString(),
        exp: params.exp,
        nbf: params.nbf,
        type: 'eip4361',
        address: `did:pkh:${input.chainId}:${input.accountAddress}`,
        chainId,
        nonce,
        version: '1',
      }
      const text = args.createMessage(full)
      const message: SIWXMessage = {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: full.domain,
        uri: full.uri,
        version: full.version,
        nonce,
        statement: full.statement,
        resources: full.resources,
        requestId: full.requestId,
        issuedAt: full.iat,
        expirationTime: full.exp,
        notBefore: full.nbf,
        toString: () => text,
      }
      nonces.issue(message)
      return message
    },

    bindKit(binding) {
      hasNetwork = binding.hasNetwork
    },

    async addSession(given) {
      // What the kit owns is checked before the host's verifier: the text is strict EIP-4361 and
      // says what `data` says, in its time window, over a nonce issued here for that message.
      const session = withSignedStatement(given)
      checkSessionMessage(session)
      nonces.check(session, hasNetwork)
      // A host verifier that throws on a malformed signature refuses it, as one answering false does.
      const valid = await args.verifyMessage({ message: session.message, signature: session.signature, cacao: session.cacao }).catch(() => false)
      if (!valid) throw new Error('Error verifying SIWE signature')
      nonces.claim(session, hasNetwork)
      const current = await args.getSession()
      if (!current) throw new Error('Error verifying SIWE signature')
      args.onSignIn?.(current)
    },

    async getSessions(chainId, address) {
      const current = await args.getSession()
      if (!current) return []
      const sameAccount = current.address.toLowerCase() === address.toLowerCase()
      const sameNetwork = current.chainId === evmChainId(chainId)
      if (sameAccount && sameNetwork) {
        return [{ data: { accountAddress: current.address, chainId: `eip155:${current.chainId}`, domain: '', uri: '', version: '1', nonce: '' }, message: '', signature: '' }]
      }
      // The account or network moved away from the signed one: end it when the host asked to.
      if ((!sameAccount && options.signOutOnAccountChange) || (sameAccount && !sameNetwork && options.signOutOnNetworkChange)) await signOut()
      return []
    },

    async revokeSession(chainId, address) {
      const current = await args.getSession()
      if (current && current.address.toLowerCase() === address.toLowerCase() && current.chainId === evmChainId(chainId)) await signOut()
    },

    async setSessions(sessions) {
      if (sessions.length === 0) {
        if (await args.getSession()) await signOut()
        return
      }
      for (const session of sessions) await siwx.addSession(session)
    },
  }

  return { options, methods: args, mapToSIWX: () => siwx }
}
