// The key export page: a top-level page of the secure origin (never framed), so the key is
// shown to the visitor without ever passing through the host app.
import { privateKeyToAccount } from 'viem/accounts'
import { withUserKey } from './keyVault'
import { revealButton } from './revealButton'
import { appendSolanaExport } from './solanaExport'

const main = document.getElementById('export')!
const status = document.getElementById('status')!
document.body.dataset.theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'

async function show(): Promise<void> {
  const response = await fetch('/v1/session')
  if (!response.ok) {
    status.textContent = 'You are not signed in. Log in through the app first, then open this page again.'
    return
  }
  const { email, userId } = (await response.json()) as { email: string; userId?: string }
  // The keys belong to the user id, which outlives an email change.
  const owner = userId ?? email
  const address = await withUserKey(owner, (key) => privateKeyToAccount(key).address)
  status.textContent = `Signed in as ${email}. Account ${address}.`
  const warning = document.createElement('p')
  warning.textContent = 'Anyone who has this key controls the account. Keep it secret; never paste it into a website.'
  const reveal = revealButton({
    label: 'Reveal private key',
    testId: 'secure-reveal-key-button',
    secretTestId: 'secure-private-key',
    read: () => withUserKey(owner, (privateKey) => privateKey),
  })
  main.append(warning, ...reveal)
  await appendSolanaExport(main, owner)
}

show().catch((error: unknown) => (status.textContent = `The key could not be read: ${error instanceof Error ? error.message : String(error)}`))
