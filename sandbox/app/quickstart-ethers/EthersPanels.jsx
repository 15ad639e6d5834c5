// What an ethers host does with the connection, the way AppKit's docs show it: the wallet provider
// from useAppKitProvider('eip155'), wrapped in ethers' BrowserProvider, signs and sends.
import { useState } from 'react'
import { BrowserProvider, formatEther, parseEther } from 'ethers'
import { useAppKitAccount, useAppKitNetwork, useAppKitProvider, useAppKitTheme, useDisconnect } from 'airlock/react' // was '@reown/appkit/react'

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '8px 0' }
const BURN = '0x000000000000000000000000000000000000dEaD'

export function EthersPanels() {
  const { address, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider('eip155')
  const { themeMode, setThemeMode } = useAppKitTheme()
  const { disconnect } = useDisconnect()
  const [signer, setSigner] = useState('')
  const [signature, setSignature] = useState('')
  const [to, setTo] = useState(BURN)
  const [amount, setAmount] = useState('0.001')
  const [sent, setSent] = useState({ hash: '', status: '' })
  const [error, setError] = useState('')

  // A fresh BrowserProvider per action, as AppKit's docs write it: it then follows network switches.
  const ethersProvider = () => {
    if (!isConnected || !walletProvider) throw new Error('User disconnected')
    return new BrowserProvider(walletProvider)
  }
  const run = (action) => async () => {
    setError('')
    try {
      await action()
    } catch (e) {
      setError(e?.shortMessage ?? e?.message ?? String(e))
    }
  }

  const readSigner = run(async () => {
    const provider = ethersProvider()
    const ethersSigner = await provider.getSigner()
    const balance = await provider.getBalance(ethersSigner.address)
    setSigner(`${ethersSigner.address} · ${formatEther(balance)} ETH`)
  })
  const signMessage = run(async () => {
    const ethersSigner = await ethersProvider().getSigner()
    setSignature(await ethersSigner.signMessage('Hello Reown AppKit!'))
  })
  const send = run(async () => {
    const provider = ethersProvider()
    provider.pollingInterval = 500
    const ethersSigner = await provider.getSigner()
    const tx = await ethersSigner.sendTransaction({ to, value: parseEther(amount) })
    setSent({ hash: tx.hash, status: 'pending' })
    const receipt = await tx.wait()
    setSent({ hash: tx.hash, status: receipt?.status === 1 ? 'success' : 'reverted' })
  })

  return (
    <section aria-label="ethers panels">
      <div style={row}>
        <button type="button" data-testid="qs-toggle-theme" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
          Theme: {themeMode}
        </button>
        {isConnected ? (
          <button type="button" data-testid="qs-disconnect" onClick={() => disconnect()}>
            Disconnect
          </button>
        ) : null}
      </div>

      <h2>Account</h2>
      <dl>
        <dt>useAppKitAccount address</dt>
        <dd data-testid="qs-address">{address ?? '—'}</dd>
        <dt>Chain id</dt>
        <dd data-testid="qs-chain-id">{chainId ?? '—'}</dd>
        <dt>ethers signer</dt>
        <dd data-testid="qs-signer">{signer || '—'}</dd>
      </dl>
      <div style={row}>
        <button type="button" data-testid="qs-read-signer" disabled={!isConnected} onClick={readSigner}>
          Read ethers signer
        </button>
      </div>

      <h2>Sign message</h2>
      <div style={row}>
        <button type="button" data-testid="qs-sign-message" disabled={!isConnected} onClick={signMessage}>
          Sign "Hello Reown AppKit!"
        </button>
      </div>
      <p data-testid="qs-signature" style={{ wordBreak: 'break-all' }}>{signature || '—'}</p>

      <h2>Send</h2>
      <div style={row}>
        <label>
          To <input data-testid="qs-send-to" value={to} onChange={(e) => setTo(e.target.value)} size={44} />
        </label>
        <label>
          ETH <input data-testid="qs-send-amount" value={amount} onChange={(e) => setAmount(e.target.value)} size={8} />
        </label>
        <button type="button" data-testid="qs-send" disabled={!isConnected} onClick={send}>
          Send
        </button>
      </div>
      <dl>
        <dt>Transaction</dt>
        <dd data-testid="qs-tx-hash" style={{ wordBreak: 'break-all' }}>{sent.hash || '—'}</dd>
        <dt>Status</dt>
        <dd data-testid="qs-tx-status">{sent.status || '—'}</dd>
      </dl>
      <p role="alert" data-testid="qs-error" style={{ color: '#b00020' }}>{error}</p>
    </section>
  )
}
