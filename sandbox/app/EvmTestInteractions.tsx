// Like AppKit's lab: sign a message, typed data and a transaction with whatever eip155 wallet is
// connected (the embedded wallet asks in its secure frame), and say how it went as page text.
import { useState, type CSSProperties } from 'react'
import { useAppKitAccount, useAppKitProvider } from '../../ui-shell'
import { TestResult, type TestOutcome } from './TestResult'

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/** AppKit's lab sends a zero-value transaction to this address. */
const RECEIVER = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

const toHex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

const typedData = (address: string, chainId: number) => ({
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'from', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Airlock demo', version: '1', chainId },
  message: { from: address, contents: 'Hello from the Airlock demo' },
})

const row: CSSProperties = { display: 'flex', gap: 8, flexWrap: 'wrap' }

export function EvmTestInteractions() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'eip155' })
  const { walletProvider } = useAppKitProvider<Provider>('eip155')
  const [result, setResult] = useState<TestOutcome>()

  async function run(make: (provider: Provider, from: string) => Promise<unknown>, withDetail = false) {
    if (!walletProvider || !address) return
    setResult({ status: 'Waiting for the wallet…' })
    try {
      const value = await make(walletProvider, address)
      setResult({ status: 'Signing Succeeded', detail: withDetail || typeof value === 'string' ? String(value) : undefined })
    } catch (error) {
      setResult({ status: 'Signing Failed', detail: error instanceof Error ? error.message : String(error) })
    }
  }

  const chainId = async (provider: Provider) => Number.parseInt(String(await provider.request({ method: 'eth_chainId' })), 16)

  if (!isConnected) return <p>Connect an EVM wallet to try signing.</p>
  return (
    <div data-testid="eip155-test-interactions">
      <div style={row}>
        <button type="button" data-testid="sign-message-button" onClick={() => void run((p, from) => p.request({ method: 'personal_sign', params: [toHex('Hello from the Airlock demo'), from] }))}>
          Sign Message
        </button>
        <button
          type="button"
          data-testid="sign-typed-data-button"
          onClick={() => void run(async (p, from) => p.request({ method: 'eth_signTypedData_v4', params: [from, JSON.stringify(typedData(from, await chainId(p)))] }))}
        >
          Sign Typed Data
        </button>
        <button
          type="button"
          data-testid="send-transaction-button"
          onClick={() => void run((p, from) => p.request({ method: 'eth_sendTransaction', params: [{ from, to: RECEIVER, value: '0x0' }] }))}
        >
          Send Transaction
        </button>
        <button
          type="button"
          data-testid="send-calls-button"
          onClick={() =>
            void run(async (p, from) => {
              // ERC-5792: two calls in one approval; the embedded smart account runs them in one transaction.
              const calls = [{ to: RECEIVER, value: '0x0' }, { to: RECEIVER, value: '0x0' }]
              const { id } = (await p.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', from, chainId: `0x${(await chainId(p)).toString(16)}`, atomicRequired: true, calls }] })) as { id: string }
              return id
            })
          }
        >
          Send Calls (batch)
        </button>
      </div>
      <TestResult namespace="eip155" result={result} />
    </div>
  )
}
