// The demo's eip155 test interactions: buttons that run a kit feature the way a dapp's code
// would, so a person (or a browser test) can try it without writing any.
import { useState } from 'react'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '../../ui-shell'
import { grantPermissions } from '../../plugins/smart-sessions'
import { spendWithSession, type GrantedSession } from './spendWithSession'

// The dapp's session key, made per page load: its address goes into the grant, and it signs the
// spends (on the embedded wallet's smart account, with the sandbox cosigner: BYD-22).
const SESSION_KEY = privateKeyToAccount(generatePrivateKey())
/** AppKit's lab sends to this address. */
const RECEIVER = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const SPEND_WEI = 100_000_000_000_000n // 0.0001 ETH
const HOUR_S = 3600
const DAY_S = 24 * HOUR_S

export function Eip155TestInteractions() {
  const account = useAppKitAccount({ namespace: 'eip155' })
  const { chainId } = useAppKitNetwork()
  const [result, setResult] = useState<string>('')
  const [busy, setBusy] = useState(false)
  const [granted, setGranted] = useState<GrantedSession>()
  const [spent, setSpent] = useState<string>('')
  const { walletProvider } = useAppKitProvider<{ request(args: { method: string; params?: unknown }): Promise<unknown> }>('eip155')

  const grant = async () => {
    setBusy(true)
    setResult('')
    try {
      const now = Math.floor(Date.now() / 1000)
      const session = await grantPermissions({
        chainId: `0x${Number(chainId).toString(16)}`,
        expiry: now + DAY_S,
        signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: SESSION_KEY.address }] } },
        // 0.001 ETH a day.
        permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x38d7ea4c68000', start: now, period: DAY_S } }],
        policies: [],
      })
      setResult(`Session granted: ${session.pci.slice(0, 10)}…`)
      // A 32-byte context is a session on the sandbox smart account: it can be spent on chain.
      setGranted(/^0x[0-9a-f]{64}$/i.test(session.context) ? { pci: session.pci, context: session.context, address: session.address, chainId: Number(chainId) } : undefined)
    } catch (error) {
      setResult(`Grant failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
    }
  }

  const spend = async () => {
    const endpoints = window.__AIRLOCK_SANDBOX__?.endpoints
    if (!granted || !walletProvider || !endpoints?.blockchainApi || !endpoints.secureSite) return
    setBusy(true)
    setSpent('')
    try {
      const hash = await spendWithSession({
        provider: walletProvider,
        session: granted,
        sessionKey: SESSION_KEY,
        to: RECEIVER,
        value: SPEND_WEI,
        endpoints: { blockchainApi: endpoints.blockchainApi, secureSite: endpoints.secureSite, projectId: window.__AIRLOCK_SANDBOX__?.projectId ?? 'airlock-demo' },
      })
      setSpent(`Spent: ${hash}`)
    } catch (error) {
      setSpent(`Spend refused: ${error instanceof Error ? error.message : String(error)}`)
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
      {granted ? (
        <>
          <button type="button" onClick={() => void spend()} disabled={busy || !walletProvider} data-testid="session-spend-button">
            Spend 0.0001 ETH with the session
          </button>
          <span role="status" data-testid="session-spend-result">{spent}</span>
        </>
      ) : null}
    </div>
  )
}
