'use client'
import { useAccount } from 'wagmi'

/** What wagmi's useAccount says, beside the kit's hooks. */
export function WagmiAccount() {
  const { address, chainId } = useAccount()
  return (
    <dl>
      <dt>wagmi useAccount</dt>
      <dd data-testid="wagmi-address">{address ?? '—'}</dd>
      <dt>wagmi chain</dt>
      <dd data-testid="wagmi-chain-id">{chainId ?? '—'}</dd>
    </dl>
  )
}
