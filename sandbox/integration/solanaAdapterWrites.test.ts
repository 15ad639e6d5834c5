// The Solana chain plugin's write side against the sandbox: the litesvm-backed Solana devnet and
// the Wallet Standard test wallet, registered through the real window event protocol (a bare
// EventTarget stands in for `window` in Node). Balances are read back over JSON-RPC.
import { Connection, Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { solanaAdapter, type SolanaAdapter } from '../../chains/solana'
import type { CaipNetwork, RequestProvider } from '../../kernel'
import { startSandbox, type Sandbox } from '../testing'
import { createSolanaTestWallet, registerWalletStandard } from '../wallets/browser'

const WALLET_NAME = 'Airlock Solana Test Wallet'
const FEE_PER_SIGNATURE = 5000n

let sandbox: Sandbox<'solana'>
let network: CaipNetwork
let rpc: Connection
let unregister: (() => void) | undefined

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  sandbox = await startSandbox({ services: ['solana'] })
  network = sandbox.networks.find((n) => n.chainNamespace === 'solana')!
  rpc = new Connection(sandbox.urls.solana, 'confirmed')
  const seed = Uint8Array.from(Buffer.from(sandbox.accounts.solana[2]!.seed, 'hex'))
  unregister = registerWalletStandard(createSolanaTestWallet({ secretKey: seed, rpcUrl: sandbox.urls.solana }))
})
afterAll(async () => {
  unregister?.()
  await sandbox?.close()
  vi.unstubAllGlobals()
})

const lamportsOf = async (address: string | PublicKey) => BigInt(await rpc.getBalance(new PublicKey(address), 'confirmed'))

async function connected(): Promise<{ adapter: SolanaAdapter; from: string }> {
  const adapter = solanaAdapter()
  const connector = adapter.getConnectors().find((c) => c.name === WALLET_NAME)!
  const { address } = await adapter.connect({ connector, network })
  return { adapter, from: address }
}

/** A v0 transaction paying two receivers, serialized unsigned as a dapp or feature plugin would hand it over. */
async function twoTransfers(from: string, receivers: PublicKey[], lamports: bigint, extraSigner?: PublicKey) {
  const payer = new PublicKey(from)
  const { blockhash } = await rpc.getLatestBlockhash('confirmed')
  const instructions = receivers.map((toPubkey) => SystemProgram.transfer({ fromPubkey: payer, toPubkey, lamports }))
  // A second signer (paying nothing) makes the network charge for two signatures.
  if (extraSigner) instructions.push(SystemProgram.transfer({ fromPubkey: extraSigner, toPubkey: payer, lamports: 0n }))
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions }).compileToV0Message()
  return Buffer.from(new VersionedTransaction(message).serialize()).toString('base64')
}

describe('solanaAdapter writes on the devnet', () => {
  it('sendTransaction signs and sends a serialized v0 transaction; both receivers are paid, one fee is charged', async () => {
    const { adapter, from } = await connected()
    const receivers = [Keypair.generate().publicKey, Keypair.generate().publicKey]
    const before = await lamportsOf(from)

    const signature = await adapter.sendTransaction({ from, transaction: await twoTransfers(from, receivers, 3_000_000n), network })

    expect((await rpc.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await Promise.all(receivers.map(lamportsOf))).toEqual([3_000_000n, 3_000_000n])
    expect(await lamportsOf(from)).toBe(before - 6_000_000n - FEE_PER_SIGNATURE)
  })

  it('sendTransaction falls back to signTransaction and the RPC when the wallet cannot sign-and-send', async () => {
    const { adapter, from } = await connected()
    const inner = adapter.getProvider()!
    const asked: string[] = []
    // The connected wallet as a provider that refuses solana_signAndSendTransaction the way wallets do.
    const provider: RequestProvider = {
      request(args) {
        asked.push(args.method)
        if (args.method === 'solana_signAndSendTransaction') return Promise.reject(Object.assign(new Error('Method not supported'), { code: 4200 }))
        return inner.request(args)
      },
    }
    const receiver = Keypair.generate().publicKey

    const signature = await adapter.sendTransaction({ from, transaction: await twoTransfers(from, [receiver], 1_500_000n), network, provider })

    expect(asked).toEqual(['solana_signAndSendTransaction', 'solana_signTransaction'])
    expect((await rpc.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await lamportsOf(receiver)).toBe(1_500_000n)
  })

  it('sendTransaction needs a serialized transaction: to/value alone are eip155 fields', async () => {
    const { adapter, from } = await connected()
    await expect(adapter.sendTransaction({ from, to: Keypair.generate().publicKey.toBase58(), value: 1n, network })).rejects.toThrowError(
      /^A serialized transaction is required to send on Solana$/,
    )
  })

  it("estimateFee is the network's fee: one signature for a transfer, what sendTransfer is then charged", async () => {
    const { adapter, from } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const fee = await adapter.estimateFee({ from, to, value: 1_000_000n, network })
    expect(fee).toBe(FEE_PER_SIGNATURE)
    const before = await lamportsOf(from)
    await adapter.sendTransfer({ from, to, value: 1_000_000n, network })
    expect(before - (await lamportsOf(from))).toBe(1_000_000n + fee)
  })

  it('estimateFee prices a serialized transaction by its signatures', async () => {
    const { adapter, from } = await connected()
    const transaction = await twoTransfers(from, [Keypair.generate().publicKey], 1n, Keypair.generate().publicKey)
    expect(await adapter.estimateFee({ from, transaction, network })).toBe(2n * FEE_PER_SIGNATURE)
    // No wallet is needed to price a transfer.
    expect(await solanaAdapter().estimateFee({ from, network })).toBe(FEE_PER_SIGNATURE)
  })
})
