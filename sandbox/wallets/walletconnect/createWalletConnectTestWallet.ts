import { SignClient } from '@walletconnect/sign-client'
import { Keypair } from '@solana/web3.js'
import { hexToBytes, sha256, toBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { signAuthenticateRequest, type AuthPayload } from './answerAuthenticate'
import { answerEvmRequest } from './answerEvmRequest'
import { answerSolanaRequest } from './answerSolanaRequest'
import { answerTonRequest, tonSessionProperties, tonWalletKey } from './answerTonRequest'
import { answerTronRequest, tronWalletKey } from './answerTronRequest'
import { buildNamespaces, type ProposalNamespaces } from './buildNamespaces'
import { createMemoryStorage } from './createMemoryStorage'
import { createWalletEmitter } from './createWalletEmitter'
import {
  SOLANA_MAINNET,
  type WalletBehaviour,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
  type WalletEvents,
} from './types'
import { WalletRpcError } from './WalletRpcError'

// Sign protocol reason codes (getSdkError in @walletconnect/utils).
const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A WalletConnect wallet for tests and the sandbox: pairs from a URI over the given relay and
 * answers proposals and requests with local keys, like a phone wallet would.
 */
export async function createWalletConnectTestWallet(opts: WalletConnectTestWalletOptions): Promise<WalletConnectTestWallet> {
  const account = privateKeyToAccount(opts.evmPrivateKey)
  // Without an explicit key the Solana account is derived from the EVM key, so it is stable.
  const keypair = opts.solanaSecretKey
    ? Keypair.fromSecretKey(opts.solanaSecretKey)
    : Keypair.fromSeed(hexToBytes(sha256(opts.evmPrivateKey)))
  // TON and TRON keys likewise, each from its own label so no two families share a key.
  const tonKey = tonWalletKey(opts.tonSeed ?? hexToBytes(sha256(toBytes(`${opts.evmPrivateKey}/ton`))))
  const tronKey = tronWalletKey(opts.tronPrivateKey ?? hexToBytes(sha256(toBytes(`${opts.evmPrivateKey}/tron`))))
  // TON and TRON only when asked for in `chains`: a dapp with those plugins would otherwise get
  // (and connect) namespaces its tests never expected.
  const chains = opts.chains ?? ['eip155:1', 'eip155:137', SOLANA_MAINNET]
  const storagePrefix = opts.storagePrefix ?? `airlock-wc-wallet-${crypto.randomUUID()}`
  let behaviour: WalletBehaviour = { ...opts.behaviour }
  let chainId = Number(chains.find((c) => c.startsWith('eip155:'))?.split(':')[1] ?? 1)
  const emitter = createWalletEmitter()
  const requests: WalletEvents['session_request'][] = []

  const client = await SignClient.init({
    projectId: 'sandbox',
    relayUrl: opts.relayUrl,
    customStoragePrefix: storagePrefix,
    storage: opts.storage ?? createMemoryStorage(),
    telemetryEnabled: false,
    logger: opts.logLevel ?? 'silent',
    metadata: {
      name: 'Airlock Test Wallet',
      description: 'WalletConnect test wallet of the Airlock sandbox',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })

  const pause = () => (behaviour.delayMs ? sleep(behaviour.delayMs) : Promise.resolve())

  // Listener rejections would be unhandled (and fail the test run); report them as events.
  const guarded =
    <A>(stage: 'proposal' | 'request' | 'authenticate', listener: (args: A) => Promise<void>) =>
    (args: A) => {
      listener(args).catch((error: unknown) => emitter.emit('error', { stage, error }))
    }

  client.on('session_proposal', guarded('proposal', async ({ id, params }) => {
    emitter.emit('session_proposal', { id, pairingTopic: params.pairingTopic })
    await pause()
    if (behaviour.reject) {
      await client.reject({ id, reason: USER_REJECTED })
      emitter.emit('session_rejected', { id })
      return
    }
    let namespaces
    try {
      namespaces = buildNamespaces({
        required: params.requiredNamespaces as ProposalNamespaces,
        optional: params.optionalNamespaces as ProposalNamespaces,
        chains,
        addresses: { eip155: account.address, solana: keypair.publicKey.toBase58(), ton: tonKey.address, tron: tronKey.address },
      })
    } catch {
      await client.reject({ id, reason: UNSUPPORTED_CHAINS })
      emitter.emit('session_rejected', { id })
      return
    }
    // A TON wallet hands its key material over with the session (WalletConnect's TON reference).
    const sessionProperties = namespaces.ton ? tonSessionProperties(tonKey) : undefined
    const { topic, acknowledged } = await client.approve({ id, namespaces, ...(sessionProperties ? { sessionProperties } : {}) })
    await acknowledged()
    emitter.emit('session_approved', { topic, namespaces })
  }))

  // One-click auth (wc_sessionAuthenticate). A sign client with this listener ignores the
  // fallback proposal, as real wallets with one-click auth do, so it is opt-out per wallet.
  if (opts.oneClickAuth !== false) {
    client.on('session_authenticate', guarded('authenticate', async ({ id, params }) => {
      const payload = params.authPayload as AuthPayload
      emitter.emit('session_authenticate', { id, chains: payload.chains })
      await pause()
      const auths = behaviour.reject
        ? []
        : await signAuthenticateRequest(payload, account, chains, (args) => client.formatAuthMessage(args as never))
      if (auths.length === 0) {
        await client.rejectSessionAuthenticate({ id, reason: behaviour.reject ? USER_REJECTED : UNSUPPORTED_CHAINS })
        emitter.emit('session_rejected', { id })
        return
      }
      const { session } = await client.approveSessionAuthenticate({ id, auths: auths as never })
      emitter.emit('session_authenticated', { topic: session?.topic, auths })
    }))
  }

  /** One request, by the family of the chain it names. */
  const answer = (topic: string, caipChainId: string, method: string, params: unknown): Promise<unknown> => {
    const [family, reference = ''] = caipChainId.split(':')
    switch (family) {
      case 'solana':
        return answerSolanaRequest(method, params, keypair)
      case 'ton':
        return answerTonRequest(method, params, { key: tonKey, network: reference, domain: dappDomain(topic), rpcUrl: opts.tonRpcUrls?.[caipChainId] })
      case 'tron':
        return answerTronRequest(method, params, tronKey)
      default:
        return answerEvmRequest(method, params, {
          account,
          chainId: Number(reference),
          rpcUrls: opts.evmRpcUrls ?? {},
          sessionChainIds: sessionChainIds(topic),
          onSwitchChain: (target) => emitChainChanged(target),
        })
    }
  }

  client.on('session_request', guarded('request', async ({ id, topic, params }) => {
    const { request, chainId: caipChainId } = params
    const entry: WalletEvents['session_request'] = { id, topic, chainId: caipChainId, method: request.method, params: request.params }
    await pause()
    try {
      entry.result = await answer(topic, caipChainId, request.method, request.params)
    } catch (error) {
      entry.error =
        error instanceof WalletRpcError
          ? { code: error.code, message: error.message }
          : { code: -32603, message: error instanceof Error ? error.message : String(error) }
    }
    await client.respond({
      topic,
      response: entry.error ? { id, jsonrpc: '2.0', error: entry.error } : { id, jsonrpc: '2.0', result: entry.result },
    })
    requests.push(entry)
    emitter.emit('session_request', entry)
  }))

  client.on('session_delete', ({ topic }) => emitter.emit('session_delete', { topic }))

  // What signData signs for: the host of the URL the dapp named in its metadata.
  const dappDomain = (topic: string) => {
    try {
      return new URL(client.session.get(topic).peer.metadata.url).host
    } catch {
      return ''
    }
  }

  const sessionChainIds = (topic: string) =>
    (client.session.get(topic).namespaces.eip155?.chains ?? []).map((c) => Number(c.split(':')[1]))

  const emitChainChanged = async (target: number | string) => {
    const id = typeof target === 'number' ? target : Number(String(target).split(':').pop())
    chainId = id
    for (const session of client.session.getAll()) {
      if (!session.namespaces.eip155?.chains?.includes(`eip155:${id}`)) continue
      await client.emit({ topic: session.topic, chainId: `eip155:${id}`, event: { name: 'chainChanged', data: id } })
    }
  }

  return {
    address: account.address,
    solanaAddress: keypair.publicKey.toBase58(),
    tonAddress: tonKey.address,
    tonPublicKey: tonKey.publicKey,
    tronAddress: tronKey.address,
    get chainId() {
      return chainId
    },
    requests,
    async pair(uri) {
      await client.core.pairing.pair({ uri })
    },
    setBehaviour(next) {
      behaviour = { ...next }
    },
    sessionTopics: () => client.session.getAll().map((s) => s.topic),
    async emitAccountsChanged(accounts) {
      const caip = accounts.map((a) => (a.includes(':') ? a : `eip155:${chainId}:${a}`))
      for (const session of client.session.getAll()) {
        await client.emit({ topic: session.topic, chainId: `eip155:${chainId}`, event: { name: 'accountsChanged', data: caip } })
      }
    },
    emitChainChanged,
    on: emitter.on,
    waitFor: emitter.waitFor,
    async disconnect() {
      for (const session of client.session.getAll()) {
        await client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED })
      }
    },
    async close() {
      await client.core.relayer.transportClose()
      // The heartbeat interval keeps Node alive and drives reconnects; stop it for good.
      client.core.heartbeat.stop()
      // Core caches itself on globalThis per prefix; forget it so the prefix can be reused.
      const globals = globalThis as Record<string, unknown>
      delete globals[`_walletConnectCore_${storagePrefix}`]
      delete globals[`_walletConnectCore_${storagePrefix}_count`]
    },
  }
}
