import type { UniversalProviderLike } from './types'

/**
 * Ends the provider's unanswered session proposals, and the pairings made for them, now rather
 * than at their expiry (5 minutes). Closing the modal drops the pairing URI (spec §2, "Back and close"), so nothing
 * can answer them any more, yet each one holds a pairing and its key, a key pair, listeners and a
 * pending `connect()` (with the kit's own awaiting functions and the aborted signal's stack) in
 * the sign client: issue 32's leak run found four suspended async functions per open of the QR
 * view until then. The sign client's expirer runs them out through its own clean-up path; the
 * abandoned `connect()` rejects, which the kit ignores (the attempt was cancelled when the modal
 * closed). Fails soft: a provider without these internals keeps the old behaviour.
 */
export function abandonPendingProposals(provider: UniversalProviderLike): void {
  const client = provider.client
  const expirer = client?.core.expirer
  if (!client?.proposal || !expirer) return
  try {
    for (const proposal of client.proposal.getAll()) expirer.set(proposal.id, 0)
    void provider.cleanupPendingPairings?.({ deletePairings: true })?.catch(() => undefined)
  } catch {
    // Internals moved in a newer release: the proposals expire on their own, as before.
  }
}
