// What a Solana host does with the connection, the way AppKit's docs show it: the wallet provider
// from useAppKitProvider('solana') signs, and sends a web3.js Transaction over the Connection
// from useAppKitConnection.
import { useState } from 'react'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { useAppKitAccount, useAppKitProvider, useAppKitTheme, useDisconnect } from 'airlock/react' // was '@reown/appkit/react'
import { useAppKitConnection } from 'airlock/react' // was '@reown/appkit-adapter-solana/react'

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '8px 0' }
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// Polls the signature's status over HTTP (confirmTransaction would open a websocket, and the
// RPC behind useAppKitConnection may have none): 'confirmed', 'failed', or 'not confirmed'.
async function settled(connection, signature) {
  for (let i = 0; i < 60; i++) {
    const { value } = await connection.getSignatureStatus(signature)
    if (value?.err) return 'failed'
    if (value?.confirmationStatus === 'confirmed' || value?.confirmationStatus === 'finalized') return 'confirmed'
    await delay(500)
  }
  return 'not confirmed'
}
const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export function SolanaPanels() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider('solana')
  const { connection } = useAppKitConnection()
  const { themeMode, setThemeMode } = useAppKitTheme()
  const { disconnect } = useDisconnect()
  const [balance, setBalance] = useState('')
  const [signature, setSignature] = useState('')
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.001')
  const [sent, setSent] = useState({ signature: '', status: '' })
  const [error, setError] = useState('')

  const run = (action) => async () => {
    setError('')
    try {
      if (!isConnected || !walletProvider || !address) throw new Error('User disconnected')
      await action()
    } catch (e) {
      setError(e?.message ?? String(e))
    }
  }

  const readBalance = run(async () => {
    const lamports = await connection.getBalance(new PublicKey(address))
    setBalance(`${lamports / LAMPORTS_PER_SOL} SOL`)
  })
  const signMessage = run(async () => {
    const encodedMessage = new TextEncoder().encode('Hello Reown AppKit!')
    setSignature(toHex(await walletProvider.signMessage(encodedMessage)))
  })
  const send = run(async () => {
    const wallet = new PublicKey(address)
    const latestBlockhash = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: wallet, recentBlockhash: latestBlockhash.blockhash }).add(
      SystemProgram.transfer({ fromPubkey: wallet, toPubkey: new PublicKey(to || address), lamports: Math.round(Number(amount) * LAMPORTS_PER_SOL) }),
    )
    const txSignature = await walletProvider.sendTransaction(transaction, connection)
    setSent({ signature: txSignature, status: 'pending' })
    setSent({ signature: txSignature, status: await settled(connection, txSignature) })
  })

  return (
    <section aria-label="Solana panels">
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
        <dt>useAppKitConnection RPC</dt>
        <dd data-testid="qs-rpc" style={{ wordBreak: 'break-all' }}>{connection?.rpcEndpoint ?? '—'}</dd>
        <dt>Balance</dt>
        <dd data-testid="qs-balance">{balance || '—'}</dd>
      </dl>
      <div style={row}>
        <button type="button" data-testid="qs-read-balance" disabled={!isConnected} onClick={readBalance}>
          Read balance
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
          To <input data-testid="qs-send-to" value={to} placeholder="your own address" onChange={(e) => setTo(e.target.value)} size={44} />
        </label>
        <label>
          SOL <input data-testid="qs-send-amount" value={amount} onChange={(e) => setAmount(e.target.value)} size={8} />
        </label>
        <button type="button" data-testid="qs-send" disabled={!isConnected} onClick={send}>
          Send
        </button>
      </div>
      <dl>
        <dt>Transaction</dt>
        <dd data-testid="qs-tx-signature" style={{ wordBreak: 'break-all' }}>{sent.signature || '—'}</dd>
        <dt>Status</dt>
        <dd data-testid="qs-tx-status">{sent.status || '—'}</dd>
      </dl>
      <p role="alert" data-testid="qs-error" style={{ color: '#b00020' }}>{error}</p>
    </section>
  )
}
