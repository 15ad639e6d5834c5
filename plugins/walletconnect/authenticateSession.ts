import type { CaipNetworkId, SIWXCacao, SIWXConfig, SIWXMessage } from '../../kernel/plugin'
import type { WalletConnectNamespace } from './buildNamespaces'
import type { UniversalProviderLike, WcSession } from './types'

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
  // A host's config may still answer loosely (AppKit's was untyped): read what is there.
  const message: Partial<SIWXMessage> = (await siwx.createMessage({ chainId: activeChainId as CaipNetworkId, accountAddress: '' })) ?? {}
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
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
    // The CACAO's payload, under SIWX's names; DefaultSIWX checks every field against the signed text.
    await siwx.addSession({
      data: {
        ...(auth.p as Record<string, unknown>),
        domain: text(auth.p.domain) ?? '',
        nonce: text(auth.p.nonce) ?? '',
        accountAddress: iss.split(':').slice(-1).join(''),
        chainId: iss.split(':').slice(2, 4).join(':') as CaipNetworkId,
        uri: text(auth.p.aud) ?? '',
        version: auth.p.version ?? message.version ?? '',
        // SIWX's names for the CACAO's times, so a SIWX store can expire the session by them.
        issuedAt: text(auth.p.iat),
        expirationTime: text(auth.p.exp),
        notBefore: text(auth.p.nbf),
      },
      message: provider.client?.formatAuthMessage?.({ request: auth.p, iss }) ?? '',
      signature: auth.s.s,
      cacao: auth as unknown as SIWXCacao,
    })
  }
  return result.session
}
