// The Solana half of the key export page: the account's address, and its secret key (base58,
// the 64-byte form Solana wallets import) only once the visitor asks to see it.
import { encodeBase58 } from '../../../kernel/format/base58'
import { withSolanaKey, withSolanaSecretKey } from './solanaKeyVault'

export async function appendSolanaExport(main: HTMLElement, email: string): Promise<void> {
  const address = await withSolanaKey(email, (signer) => signer.address)
  const heading = document.createElement('h2')
  heading.textContent = 'Solana account'
  const status = document.createElement('p')
  status.dataset.testid = 'secure-solana-account'
  status.textContent = `Account ${address}.`
  const reveal = document.createElement('button')
  reveal.type = 'button'
  reveal.className = 'primary'
  reveal.textContent = 'Reveal Solana secret key'
  reveal.dataset.testid = 'secure-reveal-solana-key-button'
  const key = document.createElement('code')
  key.dataset.testid = 'secure-solana-private-key'
  reveal.addEventListener('click', () => {
    void withSolanaSecretKey(email, (secretKey) => {
      key.textContent = encodeBase58(secretKey)
      reveal.remove()
    })
  })
  main.append(heading, status, reveal, key)
}
