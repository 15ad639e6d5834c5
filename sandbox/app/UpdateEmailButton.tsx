// A host's own "Change email" button through AppKit's hook, shown for an email-login embedded
// wallet; the result is page text (the demo and the embedded-wallet browser tests use it).
import { useAppKitAccount, useAppKitUpdateEmail } from '../../ui-shell'

export function UpdateEmailButton() {
  const { embeddedWalletInfo } = useAppKitAccount({ namespace: 'eip155' })
  const { updateEmail, isPending, isSuccess, data, error } = useAppKitUpdateEmail()
  if (embeddedWalletInfo?.authProvider !== 'email') return null
  return (
    <p>
      <button type="button" onClick={() => void updateEmail()} disabled={isPending} data-testid="update-email-button">
        Change email
      </button>{' '}
      <span aria-live="polite" data-testid="update-email-result">
        {isSuccess ? `Email changed to ${data?.email}` : error ? error.message : null}
      </span>
    </p>
  )
}
