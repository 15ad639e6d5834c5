import type { CaipNetworkId } from '../../../kernel/plugin'
import type { SIWXMessageData, SIWXSession } from '../siwxTypes'
import { sameAddress, SIWXVerificationError } from './checkSessionMessage'

/** What one nonce was handed out for, and what has signed in with it since. */
interface Issue {
  domain: string
  accountAddress: string
  chainId: string
  uri: string
  statement: string | undefined
  resources: string[]
  /** The account that signed in with it (one-click auth learns it from the first CACAO). */
  usedBy?: string
  chains: Set<string>
  /** Only CACAOs have used it so far (siblings may follow). */
  oneClick: boolean
}

// Enough for every sign-in prompt a visitor opens in a page's life; the oldest go first.
const MAX_ISSUED = 100

const namespaceOf = (chainId: string) => chainId.split(':')[0]

/**
 * The nonces a sign-in config handed out, each bound to the domain, account, network, URI, statement and
 * resources of its message, and usable once. One-click auth (WalletConnect) asks once, before the
 * account is known, and gets a CACAO per chain over the same nonce: those siblings (one account,
 * each chain once, a network the kit has) are accepted, with ReCap's additions to the statement
 * and resources; any other reuse is a replay.
 */
export class IssuedNonces {
  private readonly issues = new Map<string, Issue>()

  issue(message: SIWXMessageData): void {
    this.issues.set(message.nonce, {
      domain: message.domain,
      accountAddress: message.accountAddress,
      chainId: message.chainId,
      uri: message.uri,
      statement: message.statement || undefined,
      resources: message.resources ?? [],
      chains: new Set(),
      oneClick: true,
    })
    for (const nonce of this.issues.keys()) {
      if (this.issues.size <= MAX_ISSUED) break
      this.issues.delete(nonce)
    }
  }

  /**
   * Throws unless `session` says what its nonce was issued for and the nonce is still unused
   * (for this chain, when a CACAO). `hasNetwork` tells a kit network, for CACAO siblings.
   */
  check(session: SIWXSession, hasNetwork?: (chainId: CaipNetworkId) => boolean): void {
    const { data, cacao } = session
    const issue = this.issues.get(data.nonce)
    if (!issue) throw new SIWXVerificationError('The nonce was not issued here or was used already')
    const account = issue.usedBy ?? issue.accountAddress
    if (account ? !sameAddress(data.chainId, account, data.accountAddress) : !cacao) throw new SIWXVerificationError('The nonce was issued for another account')
    if (issue.chains.has(data.chainId) || (issue.chains.size > 0 && !(cacao && issue.oneClick))) throw new SIWXVerificationError('The nonce was not issued here or was used already')
    const sibling = cacao && namespaceOf(data.chainId) === namespaceOf(issue.chainId) && (hasNetwork?.(data.chainId) ?? true)
    if (data.chainId !== issue.chainId && !sibling) throw new SIWXVerificationError(`The message is for another network: ${data.chainId}`)
    if (data.domain !== issue.domain) throw new SIWXVerificationError(`The message is for another domain: ${data.domain}`)
    if (data.uri !== issue.uri) throw new SIWXVerificationError(`The message is for another URI: ${data.uri}`)
    const statement = data.statement || undefined
    const statementOk = cacao ? (issue.statement === undefined || Boolean(statement?.startsWith(issue.statement))) : statement === issue.statement
    if (!statementOk) throw new SIWXVerificationError('The statement is not the one asked for')
    const resources = data.resources ?? []
    const resourcesOk = cacao ? issue.resources.every((r) => resources.includes(r)) : resources.join('\n') === issue.resources.join('\n')
    if (!resourcesOk) throw new SIWXVerificationError('The resources are not the ones asked for')
  }

  /** Checks again and marks the nonce used, in one step: two sign-ins racing on it get one session. */
  claim(session: SIWXSession, hasNetwork?: (chainId: CaipNetworkId) => boolean): void {
    this.check(session, hasNetwork)
    const issue = this.issues.get(session.data.nonce)!
    issue.usedBy = session.data.accountAddress
    issue.chains.add(session.data.chainId)
    issue.oneClick &&= Boolean(session.cacao)
  }
}
