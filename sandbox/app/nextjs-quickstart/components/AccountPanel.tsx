'use client'
import { AppKitButton, AppKitNetworkButton, useAppKitAccount, useAppKitNetwork } from 'airlock/react'
import type { ReactNode } from 'react'

/** The kit's buttons (the React ones unless `buttons` are given) and what its hooks say, as a host page shows them. */
export function AccountPanel({ buttons }: { buttons?: ReactNode }) {
  const { address, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  return (
    <section>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }} data-testid="buttons">
        {buttons ?? (
          <>
            <AppKitButton />
            <AppKitNetworkButton />
          </>
        )}
      </div>
      <dl>
        <dt>useAppKitAccount</dt>
        <dd data-testid="hook-address">{address ?? '—'}</dd>
        <dt>status</dt>
        <dd data-testid="hook-status">{status ?? '—'}</dd>
        <dt>useAppKitNetwork</dt>
        <dd data-testid="hook-network">{caipNetworkId ?? '—'}</dd>
      </dl>
    </section>
  )
}
