// Like AppKit's lab: sign a message, sign a transaction and send a devnet transfer with whatever
// Solana wallet is connected (the embedded wallet asks in its secure frame), and say how it went
// as page text. A fresh account has no SOL: the airdrop button funds it on the local devnet.
import { Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { useState, type CSSProperties } from 'react'
import { useAppKitAccount, useAppKitConnection, useAppKitProvider } from '../../ui-shell'
import { TestResult, type TestOutcome } from './TestResult'

/** AppKit's Solana provider methods; the chain plugin's Wallet Standard providers have the byte forms. */
interface SolanaProvider {
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction?(transaction: Transaction): Promise<Transaction>
  signAndSendTransaction?(transaction: Transaction): Promise<string>
  signTransactionBytes?(transaction: Uint8Array): Promise<Uint8Array>
  signAndSendTransactionBytes?(transaction: Uint8Array): Promise<string>
}

/** The first sandbox devnet account receives the demo's transfers. */
export const SOLANA_DEMO_RECEIVER = 'Geyu4bEj7TNZCytBq8iCtUWYurLL4yumVakNH478vhCu'
const TRANSFER_LAMPORTS = LAMPORTS_PER_SOL / 1000

const row: CSSProperties = { display: 'flex', gap: 8, flexWrap: 'wrap' }
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** Polls the signature's status over HTTP (no websocket needed) until the network confirmed it. */
async function confirmed(connection: Connection, signature: string): Promise<void> {
  for (let tries = 0; tries < 60; tries++) {
    const { value } = await connection.getSignatureStatus(signature)
    if (value?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(value.err)}`)
    if (value?.confirmationStatus === 'confirmed' || value?.confirmationStatus === 'finalized') return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`Transaction ${signature} was not confirmed in 30 s`)
}

export function SolanaTestInteractions() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<SolanaProvider>('solana')
  const { connection } = useAppKitConnection<Connection>()
  const [result, setResult] = useState<TestOutcome>()

  async function run(make: (provider: SolanaProvider, from: PublicKey) => Promise<string>, status = 'Signing Succeeded') {
    if (!walletProvider || !address) return
    setResult({ status: 'Waiting for the wallet…' })
    try {
      setResult({ status, detail: await make(walletProvider, new PublicKey(address)) })
    } catch (error) {
      setResult({ status: 'Signing Failed', detail: error instanceof Error ? error.message : String(error) })
    }
  }

  async function transfer(from: PublicKey): Promise<Transaction> {
    if (!connection) throw new Error('No connection to the Solana network yet')
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed')
    return new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(SOLANA_DEMO_RECEIVER), lamports: TRANSFER_LAMPORTS }),
    )
  }

  const signMessage = (provider: SolanaProvider) => provider.signMessage(new TextEncoder().encode('Hello from the Airlock demo')).then(hex)

  async function signTransaction(provider: SolanaProvider, from: PublicKey) {
    const tx = await transfer(from)
    if (provider.signTransaction) return (await provider.signTransaction(tx)).signatures[0]?.signature?.toString('hex') ?? ''
    return hex(await provider.signTransactionBytes!(tx.serialize({ requireAllSignatures: false })))
  }

  async function send(provider: SolanaProvider, from: PublicKey) {
    const tx = await transfer(from)
    const signature = provider.signAndSendTransaction
      ? await provider.signAndSendTransaction(tx)
      : await provider.signAndSendTransactionBytes!(tx.serialize({ requireAllSignatures: false }))
    await confirmed(connection!, signature)
    return signature
  }

  async function airdrop(_provider: SolanaProvider, to: PublicKey) {
    if (!connection) throw new Error('No connection to the Solana network yet')
    const signature = await connection.requestAirdrop(to, LAMPORTS_PER_SOL)
    await confirmed(connection, signature)
    return signature
  }

  if (!isConnected) return <p>Connect a Solana wallet to try Solana signing.</p>
  return (
    <div data-testid="solana-test-interactions">
      <div style={row}>
        <button type="button" data-testid="sign-message-button" onClick={() => void run(signMessage)}>
          Sign Message
        </button>
        <button type="button" data-testid="sign-transaction-button" onClick={() => void run(signTransaction)}>
          Sign Transaction
        </button>
        <button type="button" data-testid="send-transaction-button" onClick={() => void run(send)}>
          Send 0.001 SOL
        </button>
        <button type="button" data-testid="solana-airdrop-button" onClick={() => void run(airdrop, 'Airdropped 1 SOL')}>
          Airdrop 1 SOL (devnet)
        </button>
      </div>
      <TestResult namespace="solana" result={result} />
    </div>
  )
}
