import type { PrivateKeyAccount } from 'viem/accounts'

/** The request fields of a `wc_sessionAuthenticate` (AuthTypes.PayloadParams). */
export interface AuthPayload {
  chains: string[]
  domain: string
  aud: string
  nonce: string
  version: string
  iat: string
  type?: string
  nbf?: string
  exp?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** A signed CACAO (CAIP-74) as `approveSessionAuthenticate` takes it. */
export interface SignedCacao {
  h: { t: 'caip122' }
  p: Omit<AuthPayload, 'chains' | 'type'> & { iss: string }
  s: { t: 'eip191'; s: string }
}

/**
 * One-click auth as a phone wallet answers it: one CACAO per requested EVM chain the wallet
 * supports, its CAIP-122 text formatted by the sign client (so it is the text the dapp checks)
 * and signed with personal_sign. Unsupported or non-EVM chains are left out; none left → [].
 */
export async function signAuthenticateRequest(
  payload: AuthPayload,
  account: PrivateKeyAccount,
  supportedChains: readonly string[],
  formatAuthMessage: (args: { request: AuthPayload; iss: string }) => string,
): Promise<SignedCacao[]> {
  const chains = payload.chains.filter((chain) => chain.startsWith('eip155:') && supportedChains.includes(chain))
  const cacaos: SignedCacao[] = []
  for (const chain of chains) {
    const iss = `did:pkh:${chain}:${account.address}`
    const signature = await account.signMessage({ message: formatAuthMessage({ request: payload, iss }) })
    // The payload's fields, minus the request-only ones (chains, type), as the sign client's own
    // buildAuthObject lays them out; `resources` carries the ReCap the session's methods come from.
    const { chains: _chains, type: _type, ...fields } = payload
    cacaos.push({ h: { t: 'caip122' }, p: { ...dropUndefined(fields), iss }, s: { t: 'eip191', s: signature } })
  }
  return cacaos
}

const dropUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
