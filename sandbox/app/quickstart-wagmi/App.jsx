// A host app set up the way AppKit's React + wagmi quick-start describes: a WagmiAdapter, the
// WagmiProvider and QueryClientProvider around the app, createAppKit once at module level, the
// <appkit-button> web component, and components on wagmi's own hooks. Ported to Airlock by
// changing ONLY the imports; each changed line names the AppKit original.
import { createAppKit, useAppKitTheme } from 'airlock/react' // was '@reown/appkit/react'
import { mainnet, polygon } from 'airlock/networks' // was '@reown/appkit/networks'
import { WagmiAdapter } from 'airlock/wagmi' // was '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { formatEther, parseEther } from 'viem'
import {
  WagmiProvider,
  useAccount,
  useBalance,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
} from 'wagmi'

// 0. One query client for wagmi's hooks.
const queryClient = new QueryClient()

// 1. Your project id from the dashboard.
const projectId = 'YOUR_PROJECT_ID'

// 2. What wallets show about your app.
const metadata = {
  name: 'AppKit wagmi quick start',
  description: 'A React + wagmi app set up as the AppKit docs describe',
  url: window.location.origin,
  icons: [],
}

// 3. The networks the app works on.
const networks = [mainnet, polygon]

// 4. The wagmi adapter: its wagmiConfig goes to WagmiProvider.
const wagmiAdapter = new WagmiAdapter({ networks, projectId, ssr: true })

// 5. The modal, once, outside any component.
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  features: { analytics: true },
})

export function AppKitProvider({ children }) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

export function App() {
  return (
    <AppKitProvider>
      <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '40px auto', padding: '0 16px' }}>
        <h1>AppKit + wagmi quick start</h1>
        <p>The same code as on AppKit, running on Airlock. Everything below reads wagmi's hooks.</p>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <appkit-button />
          <appkit-network-button />
        </div>
        <AccountPanel />
        <SendPanel />
        <SignPanel />
        <NetworkPanel />
        <DisconnectPanel />
        <ThemePanel />
      </main>
    </AppKitProvider>
  )
}

const panel = { border: '1px solid #ccc', borderRadius: 8, padding: '8px 16px', margin: '16px 0' }

function AccountPanel() {
  const { address, chainId, status, connector } = useAccount()
  const balance = useBalance({ address })
  return (
    <section style={panel}>
      <h2>useAccount</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{address ?? '—'}</dd>
        <dt>Chain id</dt>
        <dd data-testid="wagmi-chain-id">{chainId ?? '—'}</dd>
        <dt>Connector</dt>
        <dd data-testid="wagmi-connector">{connector?.name ?? '—'}</dd>
        <dt>Balance (useBalance)</dt>
        <dd data-testid="wagmi-balance">{balance.data ? `${formatEther(balance.data.value)} ${balance.data.symbol}` : '—'}</dd>
      </dl>
    </section>
  )
}

function SendPanel() {
  const { address, isConnected } = useAccount()
  const [to, setTo] = useState('0x000000000000000000000000000000000000dEaD')
  const { data: hash, error, isPending, sendTransaction } = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash })
  // The same query as the account panel's: once the transaction is in, both show the new balance.
  const { refetch: refetchBalance } = useBalance({ address })
  useEffect(() => {
    if (receipt.data) void refetchBalance()
  }, [receipt.data, refetchBalance])
  return (
    <section style={panel}>
      <h2>useSendTransaction</h2>
      <label>
        To <input data-testid="wagmi-send-to" value={to} onChange={(e) => setTo(e.target.value)} size={44} />
      </label>{' '}
      <button
        type="button"
        data-testid="wagmi-send"
        disabled={!isConnected || isPending}
        onClick={() => sendTransaction({ to, value: parseEther('0.01') })}
      >
        Send 0.01
      </button>
      <p>
        Hash: <code data-testid="wagmi-send-hash">{hash ?? '—'}</code>
      </p>
      <p>
        Receipt: <span data-testid="wagmi-send-receipt">{receipt.data ? receipt.data.status : hash ? 'waiting' : '—'}</span>
      </p>
      {error ? <p data-testid="wagmi-send-error">{error.shortMessage ?? error.message}</p> : null}
    </section>
  )
}

function SignPanel() {
  const { isConnected } = useAccount()
  const { data: signature, signMessage } = useSignMessage()
  return (
    <section style={panel}>
      <h2>useSignMessage</h2>
      <button type="button" data-testid="wagmi-sign" disabled={!isConnected} onClick={() => signMessage({ message: 'Hello from wagmi' })}>
        Sign "Hello from wagmi"
      </button>
      <p>
        Signature: <code data-testid="wagmi-signature" style={{ wordBreak: 'break-all' }}>{signature ?? '—'}</code>
      </p>
    </section>
  )
}

function NetworkPanel() {
  const { chains, switchChain, error } = useSwitchChain()
  return (
    <section style={panel}>
      <h2>useSwitchChain</h2>
      {chains.map((chain) => (
        <button key={chain.id} type="button" data-testid={`wagmi-switch-${chain.id}`} onClick={() => switchChain({ chainId: chain.id })}>
          Switch to {chain.name}
        </button>
      ))}
      {error ? <p data-testid="wagmi-switch-error">{error.shortMessage ?? error.message}</p> : null}
    </section>
  )
}

function DisconnectPanel() {
  const { isConnected } = useAccount()
  const { disconnect } = useDisconnect()
  return (
    <section style={panel}>
      <h2>useDisconnect</h2>
      <button type="button" data-testid="wagmi-disconnect" disabled={!isConnected} onClick={() => disconnect()}>
        Disconnect
      </button>
    </section>
  )
}

// An AppKit hook beside wagmi's: the modal's theme.
function ThemePanel() {
  const { themeMode, setThemeMode } = useAppKitTheme()
  const next = themeMode === 'dark' ? 'light' : 'dark'
  return (
    <section style={panel}>
      <h2>useAppKitTheme</h2>
      <button type="button" data-testid="wagmi-theme" onClick={() => setThemeMode(next)}>
        Modal theme: {themeMode} (switch to {next})
      </button>
    </section>
  )
}
