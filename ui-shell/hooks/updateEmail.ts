import type { AppKit } from '../../kernel'

/** Why `updateEmail` cannot start: no email-login embedded wallet is connected. */
export const NOT_EMAIL_WALLET = 'Connect an embedded wallet by email to change its email'
/** The visitor closed the modal before the change was confirmed. */
export const EMAIL_UPDATE_CANCELLED = 'The email update was cancelled'

/**
 * Opens the embedded wallet's UpdateEmailWallet view and resolves with the new email once the
 * account shows it (both codes confirmed); rejects when the modal closes first. The view
 * belongs to the auth plugin; this reads only the kit's account, as a host could.
 */
export async function updateEmail(kit: Pick<AppKit, 'getAccount' | 'subscribeAccount' | 'open' | 'getState' | 'subscribeState'>): Promise<{ email: string }> {
  // The embedded wallet holds eip155, solana or both; either account carries its user.
  const namespace = kit.getAccount('eip155').embeddedWalletInfo ? 'eip155' : 'solana'
  const info = kit.getAccount(namespace).embeddedWalletInfo
  const email = info?.user?.email
  if (!email || info.authProvider !== 'email') throw new Error(NOT_EMAIL_WALLET)
  let stop = () => undefined as void
  const done = new Promise<{ email: string }>((resolve, reject) => {
    let opened = false
    const offAccount = kit.subscribeAccount((account) => {
      const now = account.embeddedWalletInfo?.user?.email
      if (now && now !== email) resolve({ email: now })
    }, namespace)
    const offState = kit.subscribeState((state) => {
      if (state.open) opened = true
      else if (opened) reject(new Error(EMAIL_UPDATE_CANCELLED))
    })
    stop = () => {
      offAccount()
      offState()
    }
  })
  try {
    await kit.open({ view: 'UpdateEmailWallet', data: { email } })
    return await done
  } finally {
    stop()
  }
}
