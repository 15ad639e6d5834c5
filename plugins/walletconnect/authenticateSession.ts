import type { SIWXConfig } from '../../kernel/plugin'
import type { WalletConnectNamespace } from './buildNamespaces'
import type { UniversalProviderLike, WcSession } from './types'

/** The fields of a SIWX message (AppKit's SIWXMessage) that one-click auth forwards. */
interface SiwxMessageFields {
  chainId?: string
  nonce?: string
  domain?: string
  uri?: string
  version?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
  statement?: string
}

/**
 * One-click auth applies only when SIWX is configured and every network is EVM, as in AppKit:
 * the wallet signs a CAIP-122 message while it approves the session.
 */
export function canAuthenticate(siwx: SIWXConfig | undefined, namespaces: Record<string, WalletConnectNamespace>): siwx is SIWXConfig {
  const keys = Object.keys(namespaces)
  return Boolean(siwx) && keys.length === 1 && keys[0] === 'eip155'
}

/**
 * Connects with `provider.authenticate` (SESS-03). A wallet without one-click auth approves the
 * fallback proposal instead: a session without signatures, and sign-in happens after connect.
 * Signed CACAOs become SIWX sessions.
 */
export async function authenticateSession(
  provider: UniversalProviderLike,
  siwx: SIWXConfig,
  namespace: WalletConnectNamespace,
  activeChainId: string,
): Promise<WcSession | undefined> {
  const message = ((await siwx.createMessage({ chainId: activeChainId, accountAddress: '' })) ?? {}) as SiwxMessageFields
  const first = message.chainId ?? activeChainId
  const result = await provider.authenticate({
    nonce: message.nonce,
    domain: message.domain,
    uri: message.uri,
    exp: message.expirationTime,
    iat: message.issuedAt,
    nbf: message.notBefore,
    requestId: message.requestId,
    version: message.version,
    resources: message.resources,
    statement: message.statement,
    chainId: first,
    methods: namespace.methods,
    chains: [first, ...namespace.chains.filter((c) => c !== first)],
  })
  for (const auth of result.auths ?? []) {
    const iss = auth.p.iss
    await siwx.addSession({
      data: {
        ...auth.p,
        accountAddress: iss.split(':').slice(-1).join(''),
        chainId: iss.split(':').slice(2, 4).join(':'),
        uri: auth.p.aud,
        version: auth.p.version ?? message.version,
        // SIWX's names for the CACAO's times, so a SIWX store can expire the session by them.
        issuedAt: auth.p.iat,
        expirationTime: auth.p.exp,
        notBefore: auth.p.nbf,
      },
      message: provider.client?.formatAuthMessage?.({ request: auth.p, iss }) ?? '',
      signature: auth.s.s,
      cacao: auth,
    })
  }
  return result.session
}
