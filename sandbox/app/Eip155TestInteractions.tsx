// The demo's eip155 test interactions: buttons that run a kit feature the way a dapp's code
// would, so a person (or a browser test) can try it without writing any.
import { useState } from 'react'
import { useAppKitAccount, useAppKitNetwork } from '../../ui-shell'
import { grantPermissions } from '../../plugins/smart-sessions'

// The dapp's session key: a fixed demo key (only its public part is sent; nothing spends with it here).
const DEMO_DAPP_KEY = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
const HOUR_S = 3600
const DAY_S = 24 * HOUR_S

export function Eip155TestInteractions() {
  const account = useAppKitAccount({ namespace: 'eip155' })
  const { chainId } = useAppKitNetwork()
  const [result, setResult] = useState<string>('')
  const [busy, setBusy] = useState(false)

  const grant = async () => {
    setBusy(true)
    setResult('')
    try {
      const now = Math.floor(Date.now() / 1000)
      const session = await grantPermissions({
        chainId: `0x${Number(chainId).toString(16)}`,
        expiry: now + DAY_S,
        signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: DEMO_DAPP_KEY }] } },
        // 0.001 ETH a day.
        permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x38d7ea4c68000', start: now, period: DAY_S } }],
        policies: [],
      })
      setResult(`Session granted: ${session.pci.slice(0, 10)}…`)
    } catch (error) {
      setResult(`Grant failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div data-testid="eip155-test-interactions" style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <button type="button" onClick={() => void grant()} disabled={busy || !account.isConnected || account.caipAddress?.startsWith('eip155:') !== true} data-testid="grant-permissions-button">
        Grant a smart session (0.001 ETH / day)
      </button>
      <span role="status" data-testid="grant-permissions-result">{result}</span>
    </div>
  )
}
