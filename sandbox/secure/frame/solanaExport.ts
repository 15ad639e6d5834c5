// The Solana half of the key export page: the account's address, and its secret key (base58,
// the 64-byte form Solana wallets import) only once the visitor asks to see it.
import { encodeBase58 } from '../../../kernel/format/base58'
import { revealButton } from './revealButton'
import { withSolanaKey, withSolanaSecretKey } from './solanaKeyVault'

export async function appendSolanaExport(main: HTMLElement, email: string): Promise<void> {
  const address = await withSolanaKey(email, (signer) => signer.address)
  const heading = document.createElement('h2')
  heading.textContent = 'Solana account'
  const status = document.createElement('p')
  status.dataset.testid = 'secure-solana-account'
  status.textContent = `Account ${address}.`
  const reveal = revealButton({
    label: 'Reveal Solana secret key',
    testId: 'secure-reveal-solana-key-button',
    secretTestId: 'secure-solana-private-key',
    read: () => withSolanaSecretKey(email, encodeBase58),
  })
  main.append(heading, status, ...reveal)
}
