// The demo's embedded-wallet corner: the sandbox mailbox (device links and login codes land
// there), a devnet faucet for a fresh embedded account, and the signing buttons.
import { useState } from 'react'
import { useAppKitAccount } from '../../ui-shell'
import { EvmTestInteractions } from './EvmTestInteractions'
import { SolanaTestInteractions } from './SolanaTestInteractions'
import { UpdateEmailButton } from './UpdateEmailButton'

export function EmbeddedWalletPanel() {
  const secureSite = window.__AIRLOCK_SANDBOX__?.endpoints?.secureSite
  const { address, isConnected } = useAppKitAccount({ namespace: 'eip155' })
  const [funding, setFunding] = useState<string>()

  async function fund() {
    if (!secureSite || !address) return
    setFunding('Funding…')
    const response = await fetch(`${secureSite}/__sandbox/faucet`, { method: 'POST', body: JSON.stringify({ address }) }).catch(() => undefined)
    setFunding(response?.ok ? 'Sent 1 coin on each EVM devnet.' : 'The faucet did not answer.')
  }

  return (
    <>
      <p>
        Log in with any email address in the Connect view. The mail goes to the{' '}
        {secureSite ? (
          <a href={`${secureSite}/mailbox/`} target="_blank" rel="noopener" data-testid="demo-mailbox-link">
            sandbox mailbox
          </a>
        ) : (
          'sandbox mailbox'
        )}
        : open the device link there, then type the code.
      </p>
      {secureSite ? (
        <p>
          Farcaster: press Copy link in its view and paste the link into the{' '}
          <a href={`${secureSite}/__sandbox/farcaster-app`} target="_blank" rel="noopener" data-testid="demo-farcaster-app-link">
            sandbox Farcaster app
          </a>
          , which stands in for the app on your phone.
        </p>
      ) : null}
      {isConnected ? (
        <p>
          <button type="button" onClick={() => void fund()} data-testid="demo-faucet-button">
            Fund this account on the devnets
          </button>{' '}
          <span aria-live="polite">{funding}</span>
        </p>
      ) : null}
      <UpdateEmailButton />
      <EvmTestInteractions />
      <SolanaTestInteractions />
    </>
  )
}
