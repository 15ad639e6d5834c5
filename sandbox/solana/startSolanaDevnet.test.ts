import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SendTransactionError, sendAndConfirmTransaction, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { SOLANA_DEVNET_ACCOUNT_BALANCE, SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_MINT_AUTHORITY, SOLANA_DEVNET_USDC_BALANCE, SOLANA_DEVNET_USDC_MINT, solanaDevnetKeypair } from './accounts'
import { getAssociatedTokenAddress, TOKEN_PROGRAM_ID, transferCheckedInstruction } from './splToken'
import { SOLANA_DEVNET_GENESIS_HASH, startSolanaDevnet, type SolanaDevnet } from './startSolanaDevnet'

let devnet: SolanaDevnet
let connection: Connection

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  connection = new Connection(devnet.rpcUrl, 'confirmed')
})

afterAll(async () => {
  await devnet?.close()
})

const rpc = async (body: unknown) => {
  const response = await fetch(devnet.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as any }
}

describe('startSolanaDevnet', () => {
  it('SBX-30 serves a funded account balance to a web3.js Connection', async () => {
    const balance = await connection.getBalance(new PublicKey(SOLANA_DEVNET_ACCOUNTS[2]!.address))
    expect(balance).toBe(SOLANA_DEVNET_ACCOUNT_BALANCE * LAMPORTS_PER_SOL)
  })

  it('SBX-30 reports the devnet genesis hash, version, health and slots', async () => {
    expect(await connection.getGenesisHash()).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect(devnet.chainId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await (await fetch(`${devnet.rpcUrl}/health`)).text()).toBe('ok')
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'getHealth' })).body.result).toBe('ok')
    const slot = await connection.getSlot()
    expect(await connection.getBlockHeight()).toBe(slot)
  })

  it('SBX-30 hands out a latest blockhash that is valid until its last valid block height', async () => {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(new PublicKey(blockhash).toBase58()).toBe(blockhash)
    expect(lastValidBlockHeight).toBe((await connection.getBlockHeight()) + 150)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid('11111111111111111111111111111111')).value).toBe(false)
  })

  it('SBX-30 lands a signed SystemProgram transfer through sendAndConfirmTransaction and moves both balances', async () => {
    const from = solanaDevnetKeypair(0)
    const to = new PublicKey(SOLANA_DEVNET_ACCOUNTS[1]!.address)
    const [fromBefore, toBefore] = await Promise.all([connection.getBalance(from.publicKey), connection.getBalance(to)])
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL / 2 }))
    const fee = await transaction.getEstimatedFee(connection)
    expect(fee).toBe(5000)
    const signature = await sendAndConfirmTransaction(connection, transaction, [from])
    const [fromAfter, toAfter] = await Promise.all([connection.getBalance(from.publicKey), connection.getBalance(to)])
    expect(toAfter - toBefore).toBe(LAMPORTS_PER_SOL / 2)
    expect(fromBefore - fromAfter).toBe(LAMPORTS_PER_SOL / 2 + 5000)
    const { value } = await connection.getSignatureStatuses([signature])
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('SBX-30 lets two identical transfers in a row both land, as fresh blockhashes make their signatures differ', async () => {
    const from = solanaDevnetKeypair(3)
    const to = Keypair.generate().publicKey
    const send = () => sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL })), [from])
    const first = await send()
    const second = await send()
    expect(second).not.toBe(first)
    expect(await connection.getBalance(to)).toBe(2 * LAMPORTS_PER_SOL)
  })

  it('SBX-30 accepts a base58-encoded sendTransaction and reports its status by polling', async () => {
    const from = solanaDevnetKeypair(4)
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }))
    transaction.sign(from)
    const { base58 } = await import('@scure/base')
    const { body } = await rpc({ jsonrpc: '2.0', id: 7, method: 'sendTransaction', params: [base58.encode(transaction.serialize())] })
    expect(body.result).toBe(base58.encode(transaction.signature!))
    const { value } = await connection.getSignatureStatuses([body.result])
    expect(value[0]).toMatchObject({ err: null, confirmations: null, confirmationStatus: 'finalized' })
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
  })

  it('SBX-30 rejects a failing transfer at preflight with the validator error web3.js parses', async () => {
    const from = solanaDevnetKeypair(2)
    const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 10_000 * LAMPORTS_PER_SOL }))
    const error = await sendAndConfirmTransaction(connection, transaction, [from]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).transactionError.message).toBe('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1')
    expect((error as SendTransactionError).transactionError.logs).toEqual(expect.arrayContaining([expect.stringMatching(/insufficient lamports/)]))
  })

  it('SBX-30 rejects a transaction with a bad signature as a validator does', async () => {
    const from = solanaDevnetKeypair(2)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }))
    transaction.sign(from)
    const wire = transaction.serialize()
    wire[1] = wire[1]! ^ 0xff
    const { body } = await rpc({ jsonrpc: '2.0', id: 9, method: 'sendTransaction', params: [Buffer.from(wire).toString('base64'), { encoding: 'base64' }] })
    expect(body.error).toMatchObject({ code: -32003, message: 'Transaction signature verification failure', data: { err: 'SignatureFailure' } })
  })

  it('SBX-30 records a failed transaction sent with skipPreflight, with its error in the status', async () => {
    const from = solanaDevnetKeypair(2)
    const { blockhash } = await connection.getLatestBlockhash()
    // Too few lamports for a new account to be rent-exempt.
    const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1000 }))
    transaction.sign(from)
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    const { value } = await connection.getSignatureStatuses([signature])
    expect(value[0]?.err).toEqual({ InsufficientFundsForRent: { account_index: 1 } })
  })

  it('SBX-30 airdrops SOL to a new address', async () => {
    const address = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(address, 2 * LAMPORTS_PER_SOL)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const confirmation = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(confirmation.value.err).toBeNull()
    expect(await connection.getBalance(address)).toBe(2 * LAMPORTS_PER_SOL)
    // A second identical airdrop lands too, like on the public devnet.
    await connection.requestAirdrop(address, 2 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(address)).toBe(4 * LAMPORTS_PER_SOL)
  })

  it('SBX-30 serves account info and rent exemption for a token account', async () => {
    const ata = getAssociatedTokenAddress(new PublicKey(SOLANA_DEVNET_USDC_MINT.address), new PublicKey(SOLANA_DEVNET_ACCOUNTS[0]!.address))
    const info = await connection.getAccountInfo(ata)
    expect(info?.owner.equals(TOKEN_PROGRAM_ID)).toBe(true)
    expect(info?.data.length).toBe(165)
    expect(info?.lamports).toBe(await connection.getMinimumBalanceForRentExemption(165))
    const [mint, missing] = await connection.getMultipleAccountsInfo([new PublicKey(SOLANA_DEVNET_USDC_MINT.address), Keypair.generate().publicKey])
    expect(mint?.data.length).toBe(82)
    expect(missing).toBeNull()
    const parsedMint = await connection.getParsedAccountInfo(new PublicKey(SOLANA_DEVNET_USDC_MINT.address))
    expect((parsedMint.value?.data as { parsed: unknown }).parsed).toEqual({
      type: 'mint',
      info: { mintAuthority: SOLANA_DEVNET_MINT_AUTHORITY.address, supply: String(5 * SOLANA_DEVNET_USDC_BALANCE * 1e6), decimals: 6, isInitialized: true, freezeAuthority: null },
    })
  })

  it('SBX-30 SBX-17 reports SPL token balances through getParsedTokenAccountsByOwner and getTokenAccountBalance', async () => {
    const owner = new PublicKey(SOLANA_DEVNET_ACCOUNTS[1]!.address)
    const mint = new PublicKey(SOLANA_DEVNET_USDC_MINT.address)
    const { value } = await connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })
    expect(value).toHaveLength(1)
    expect(value[0]!.pubkey.equals(getAssociatedTokenAddress(mint, owner))).toBe(true)
    expect(value[0]!.account.data.parsed).toEqual({
      type: 'account',
      info: {
        isNative: false,
        mint: mint.toBase58(),
        owner: owner.toBase58(),
        state: 'initialized',
        tokenAmount: { amount: String(SOLANA_DEVNET_USDC_BALANCE * 1e6), decimals: 6, uiAmount: SOLANA_DEVNET_USDC_BALANCE, uiAmountString: String(SOLANA_DEVNET_USDC_BALANCE) },
      },
    })
    expect(value[0]!.account.data.program).toBe('spl-token')
    const byMint = await connection.getTokenAccountsByOwner(owner, { mint })
    expect(byMint.value).toHaveLength(1)
    expect((await connection.getTokenAccountBalance(value[0]!.pubkey)).value.uiAmountString).toBe(String(SOLANA_DEVNET_USDC_BALANCE))
    expect((await connection.getTokenSupply(mint)).value.decimals).toBe(6)
  })

  it('SBX-30 moves USDC with a hand-built TransferChecked and shows the new balances', async () => {
    const from = solanaDevnetKeypair(2)
    const mint = new PublicKey(SOLANA_DEVNET_USDC_MINT.address)
    const to = new PublicKey(SOLANA_DEVNET_ACCOUNTS[3]!.address)
    const [source, destination] = [getAssociatedTokenAddress(mint, from.publicKey), getAssociatedTokenAddress(mint, to)]
    await sendAndConfirmTransaction(connection, new Transaction().add(transferCheckedInstruction(source, mint, destination, from.publicKey, 2_500_000n, 6)), [from])
    expect((await connection.getTokenAccountBalance(source)).value.uiAmountString).toBe('997.5')
    expect((await connection.getTokenAccountBalance(destination)).value.uiAmountString).toBe('1002.5')
  })

  it('SBX-30 notifies account subscribers over the websocket on port + 1', async () => {
    const address = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) => connection.onAccountChange(address, (account) => resolve(account.lamports), { commitment: 'confirmed' }))
    // Give the subscription time to reach the server before the change happens.
    await new Promise((resolve) => setTimeout(resolve, 300))
    devnet.airdrop(address.toBase58(), '1.5')
    expect(await changed).toBe(1.5 * LAMPORTS_PER_SOL)
    expect(devnet.wsUrl).toBe(devnet.rpcUrl.replace(/^http/, 'ws').replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`))
  })

  it('SBX-30 serves signature and slot subscriptions on the HTTP port as well', async () => {
    const samePort = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.rpcUrl.replace(/^http/, 'ws') })
    let slotSeen: (slot: number) => void = () => {}
    const nextSlot = new Promise<number>((resolve) => (slotSeen = resolve))
    const slotSubscription = samePort.onSlotChange((info) => slotSeen(info.slot))
    const from = solanaDevnetKeypair(4)
    const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }))
    const signature = await sendAndConfirmTransaction(samePort, transaction, [from])
    expect((await samePort.getSignatureStatus(signature)).value?.err).toBeNull()
    // The slot subscription went out on the same socket before the signature one, so it is live now.
    devnet.airdrop(Keypair.generate().publicKey.toBase58(), '1')
    expect(await nextSlot).toBe(devnet.ledger.slot())
    await samePort.removeSlotChangeListener(slotSubscription)
  })

  it('SBX-30 answers malformed requests with JSON-RPC errors and keeps serving', async () => {
    expect(await rpc('{"jsonrpc":"2.0",')).toEqual({ status: 200, body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } } })
    expect((await rpc({ jsonrpc: '2.0', id: 2, method: 'getBlockProduction' })).body).toEqual({ jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found: getBlockProduction' } })
    expect((await rpc({ jsonrpc: '2.0', id: 3, params: [] })).body.error.code).toBe(-32600)
    expect((await rpc({ jsonrpc: '2.0', id: 4, method: 'getBalance', params: ['not-an-address'] })).body.error).toEqual({ code: -32602, message: 'Invalid params: invalid address: not-an-address' })
    expect((await rpc({ jsonrpc: '2.0', id: 5, method: 'sendTransaction', params: ['AAAA', { encoding: 'base64' }] })).body.error.code).toBe(-32602)
    const batch = await rpc([{ jsonrpc: '2.0', id: 6, method: 'getSlot' }, { jsonrpc: '2.0', id: 7, method: 'nope' }])
    expect(batch.body.map((r: any) => r.id)).toEqual([6, 7])
    expect(batch.body[1].error.code).toBe(-32601)
    expect(await connection.getBalance(new PublicKey(SOLANA_DEVNET_ACCOUNTS[1]!.address))).toBeGreaterThan(0)
  })

  it('SBX-30 answers a malformed websocket frame with a parse error and keeps the socket open', async () => {
    const socket = new WebSocket(devnet.wsUrl)
    const messages: unknown[] = []
    const received = (count: number) => new Promise<void>((resolve) => {
      const check = () => (messages.length >= count ? resolve() : setTimeout(check, 10))
      check()
    })
    socket.on('message', (data) => messages.push(JSON.parse(String(data))))
    await new Promise((resolve) => socket.once('open', resolve))
    socket.send('not json')
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'rootSubscribe' }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'getSlot' }))
    await received(3)
    socket.close()
    expect(messages).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
      { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found: rootSubscribe' } },
      { jsonrpc: '2.0', id: 2, result: devnet.ledger.slot() },
    ])
  })

  it('SBX-30 answers CORS preflight requests for browsers', async () => {
    const response = await fetch(devnet.rpcUrl, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,solana-client' } })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
  })
})
