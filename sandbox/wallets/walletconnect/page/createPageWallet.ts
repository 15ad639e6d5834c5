import { SignClient } from '@walletconnect/sign-client'
import { Keypair } from '@solana/web3.js'
import { privateKeyToAccount } from 'viem/accounts'
import { signAuthenticateRequest, type AuthPayload } from '../answerAuthenticate'
import { answerEvmRequest } from '../answerEvmRequest'
import { answerSolanaRequest } from '../answerSolanaRequest'
import { answerTonRequest, tonSessionProperties, tonWalletKey } from '../answerTonRequest'
import { answerTronRequest, tronWalletKey } from '../answerTronRequest'
import { buildNamespaces, type ProposalNamespaces } from '../buildNamespaces'
import { SOLANA_MAINNET } from '../types'
import { WalletRpcError } from '../WalletRpcError'
import type { PageProposal, PageRequest, PageSession, PageWallet, PageWalletOptions, PageWalletState } from './types'

/** The kit's Solana devnet network (sandbox.networks), besides mainnet, so either proposal is met. */
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** TON mainnet and testnet (both on the TON sandbox in the demo) and TRON's mainnet, Shasta and Nile. */
export const PAGE_TON_CHAINS = ['ton:-239', 'ton:-3']
export const PAGE_TRON_CHAINS = ['tron:0x2b6653dc', 'tron:0x94a9059e', 'tron:0xcd8690dc']

// Sign protocol reason codes (getSdkError in @walletconnect/utils) and EIP-1193's user rejection.
const USER_REJECTED_PROPOSAL = { code: 5000, message: 'User rejected.' }
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
const USER_REJECTED_REQUEST = { code: 4001, message: 'User rejected the request.' }

// A real wallet answers these without asking; only signing and sending wait for a decision.
const READ_ONLY = new Set(['eth_chainId', 'eth_accounts', 'eth_requestAccounts', 'solana_getAccounts', 'solana_requestAccounts'])

/**
 * The wallet behind the /wc-wallet page: the Node test wallet's answers (same helpers), but each
 * proposal and signing request waits for Approve or Reject, unless auto-approve is on.
 */
export async function createPageWallet(opts: PageWalletOptions): Promise<PageWallet> {
  const account = privateKeyToAccount(opts.evmPrivateKey)
  const keypair = opts.solanaSecretKey.length === 32 ? Keypair.fromSeed(opts.solanaSecretKey) : Keypair.fromSecretKey(opts.solanaSecretKey)
  const tonKey = tonWalletKey(opts.tonSeed)
  const tronKey = tronWalletKey(opts.tronPrivateKey)
  // A namespace is granted only to a dapp that asks for it (buildNamespaces), so offering TON and
  // TRON costs an EVM-only dapp nothing.
  const chains = opts.chains ?? ['eip155:1', 'eip155:137', SOLANA_DEVNET, SOLANA_MAINNET, ...PAGE_TON_CHAINS, ...PAGE_TRON_CHAINS]
  const listeners = new Set<(state: PageWalletState) => void>()
  let state: PageWalletState = {
    address: account.address,
    solanaAddress: keypair.publicKey.toBase58(),
    tonAddress: tonKey.address,
    tronAddress: tronKey.address,
    chainId: Number(chains.find((c) => c.startsWith('eip155:'))?.split(':')[1] ?? 1),
    autoApprove: opts.autoApprove ?? false,
    proposals: [],
    sessions: [],
    requests: [],
    activity: [],
  }
  const update = (patch: Partial<PageWalletState>) => {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener(state)
  }
  const note = (text: string) => update({ activity: [...state.activity, `${new Date().toISOString().slice(11, 19)} ${text}`] })
  const patchRequest = (id: number, patch: Partial<PageRequest>) =>
    update({ requests: state.requests.map((r) => (r.id === id ? { ...r, ...patch } : r)) })
  const failed = (error: unknown) => (error instanceof Error ? error.message : String(error))

  const client = await SignClient.init({
    projectId: 'sandbox',
    relayUrl: opts.relayUrl,
    customStoragePrefix: opts.storagePrefix ?? 'airlock-wc-page',
    storage: opts.storage,
    telemetryEnabled: false,
    logger: opts.logLevel ?? 'silent',
    metadata: {
      name: 'Airlock Test Wallet (page)',
      description: 'WalletConnect test wallet page of the Airlock sandbox',
      url: globalThis.location?.origin ?? 'http://127.0.0.1',
      icons: [],
    },
  })

  const refreshSessions = () =>
    update({
      sessions: client.session.getAll().map(
        (s): PageSession => ({
          topic: s.topic,
          peer: { name: s.peer.metadata.name, url: s.peer.metadata.url },
          accounts: Object.values(s.namespaces).flatMap((ns) => ns.accounts),
        }),
      ),
    })

  client.on('session_proposal', ({ id, params }) => {
    const proposer = { name: params.proposer.metadata.name, url: params.proposer.metadata.url }
    try {
      const namespaces = buildNamespaces({
        required: params.requiredNamespaces as ProposalNamespaces,
        optional: params.optionalNamespaces as ProposalNamespaces,
        chains,
        addresses: { eip155: account.address, solana: keypair.publicKey.toBase58(), ton: tonKey.address, tron: tronKey.address },
      })
      update({ proposals: [...state.proposals, { id, pairingTopic: params.pairingTopic, proposer, namespaces }] })
      note(`Proposal from ${proposer.name}`)
      if (state.autoApprove) void wallet.approveProposal(id)
    } catch (error) {
      note(`Rejected ${proposer.name}: ${failed(error)}`)
      client.reject({ id, reason: UNSUPPORTED_CHAINS }).catch((e: unknown) => note(`Reject failed: ${failed(e)}`))
    }
  })

  // One-click auth: held like a proposal (same card, Approve signs the sign-in message per chain).
  client.on('session_authenticate', ({ id, params }) => {
    const payload = params.authPayload as AuthPayload
    const proposer = { name: params.requester.metadata.name, url: params.requester.metadata.url }
    const evmChains = payload.chains.filter((c) => c.startsWith('eip155:') && chains.includes(c))
    const namespaces: PageProposal['namespaces'] = evmChains.length
      ? { eip155: { chains: evmChains, accounts: evmChains.map((c) => `${c}:${account.address}`), methods: [], events: [] } }
      : {}
    update({ proposals: [...state.proposals, { id, pairingTopic: '', proposer, namespaces, authenticate: { statement: payload.statement, payload } }] })
    note(`Sign-in request from ${proposer.name}`)
    if (state.autoApprove) void wallet.approveProposal(id)
  })

  client.on('session_request', ({ id, topic, params }) => {
    const entry: PageRequest = { id, topic, chainId: params.chainId, method: params.request.method, params: params.request.params, status: 'pending' }
    update({ requests: [...state.requests, entry] })
    if (state.autoApprove || READ_ONLY.has(entry.method)) void wallet.approveRequest(id)
  })

  client.on('session_delete', ({ topic }) => {
    note(`Session ${topic.slice(0, 8)}… deleted by the dapp`)
    refreshSessions()
  })
  client.on('session_expire', refreshSessions)

  const respond = async (entry: PageRequest, answer: { result: unknown } | { error: { code: number; message: string } }) => {
    await client.respond({ topic: entry.topic, response: { id: entry.id, jsonrpc: '2.0', ...answer } })
  }

  /** The host of the dapp's metadata URL: the domain a TON signData signs for. */
  const dappDomain = (topic: string) => {
    try {
      return new URL(client.session.get(topic).peer.metadata.url).host
    } catch {
      return ''
    }
  }

  // One request, by the family of the chain it names: the Node test wallet's answers.
  const answerRequest = (entry: PageRequest) => {
    const [family, reference = ''] = entry.chainId.split(':')
    switch (family) {
      case 'solana':
        return answerSolanaRequest(entry.method, entry.params, keypair)
      case 'ton':
        return answerTonRequest(entry.method, entry.params, { key: tonKey, network: reference, domain: dappDomain(entry.topic), rpcUrl: opts.tonRpcUrl })
      case 'tron':
        return answerTronRequest(entry.method, entry.params, tronKey)
      default:
        return answerEvmRequest(entry.method, entry.params, {
          account,
          chainId: Number(reference),
          rpcUrls: opts.evmRpcUrls,
          sessionChainIds: (client.session.get(entry.topic).namespaces.eip155?.chains ?? []).map((c) => Number(c.split(':')[1])),
          onSwitchChain: (target) => wallet.emitChainChanged(target),
        })
    }
  }

  // Claims a pending entry once, so a double click or auto-approve racing a click answers once.
  const claim = (id: number): PageRequest | undefined => {
    const entry = state.requests.find((r) => r.id === id && r.status === 'pending')
    if (entry) patchRequest(id, { status: 'answering' })
    return entry
  }
  const takeProposal = (id: number) => {
    const proposal = state.proposals.find((p) => p.id === id)
    if (proposal) update({ proposals: state.proposals.filter((p) => p.id !== id) })
    return proposal
  }

  const approveSignIn = async (id: number, payload: AuthPayload, name: string) => {
    try {
      const auths = await signAuthenticateRequest(payload, account, chains, (args) => client.formatAuthMessage(args as never))
      if (auths.length === 0) {
        await client.rejectSessionAuthenticate({ id, reason: UNSUPPORTED_CHAINS })
        note(`Rejected the sign-in from ${name}: no chain in common`)
        return
      }
      const { session } = await client.approveSessionAuthenticate({ id, auths: auths as never })
      note(`Signed in to ${name}${session ? ` (session ${session.topic.slice(0, 8)}…)` : ''}`)
    } catch (error) {
      note(`Sign-in failed: ${failed(error)}`)
    }
    refreshSessions()
  }

  const wallet: PageWallet = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async pair(uri) {
      await client.core.pairing.pair({ uri: uri.trim() })
      note('Paired; waiting for the proposal')
    },
    async approveProposal(id) {
      const proposal = takeProposal(id)
      if (!proposal) return
      if (proposal.authenticate) return approveSignIn(id, proposal.authenticate.payload, proposal.proposer.name)
      try {
        // A TON wallet hands its key material over with the session (WalletConnect's TON reference).
        const sessionProperties = proposal.namespaces.ton ? tonSessionProperties(tonKey) : undefined
        const { topic, acknowledged } = await client.approve({ id, namespaces: proposal.namespaces, ...(sessionProperties ? { sessionProperties } : {}) })
        await acknowledged()
        note(`Session ${topic.slice(0, 8)}… with ${proposal.proposer.name}`)
      } catch (error) {
        note(`Approve failed: ${failed(error)}`)
      }
      refreshSessions()
    },
    async rejectProposal(id) {
      const proposal = takeProposal(id)
      if (!proposal) return
      const reject = proposal.authenticate ? client.rejectSessionAuthenticate.bind(client) : client.reject.bind(client)
      await reject({ id, reason: USER_REJECTED_PROPOSAL }).catch((e: unknown) => note(`Reject failed: ${failed(e)}`))
      note(`Rejected ${proposal.proposer.name}`)
    },
    async approveRequest(id) {
      const entry = claim(id)
      if (!entry) return
      let reply: { result: unknown } | { error: { code: number; message: string } }
      try {
        const result = await answerRequest(entry)
        reply = { result }
        // State first: the dapp may see the answer before respond() returns.
        patchRequest(id, { status: 'approved', result })
      } catch (error) {
        const rpcError =
          error instanceof WalletRpcError ? { code: error.code, message: error.message } : { code: -32603, message: failed(error) }
        reply = { error: rpcError }
        patchRequest(id, { status: 'failed', error: rpcError })
      }
      await respond(entry, reply).catch((e: unknown) => note(`Respond failed: ${failed(e)}`))
    },
    async rejectRequest(id) {
      const entry = claim(id)
      if (!entry) return
      patchRequest(id, { status: 'rejected', error: USER_REJECTED_REQUEST })
      await respond(entry, { error: USER_REJECTED_REQUEST }).catch((e: unknown) => note(`Respond failed: ${failed(e)}`))
    },
    async setAutoApprove(on) {
      update({ autoApprove: on })
      if (!on) return
      await Promise.all([
        ...state.proposals.map((p) => wallet.approveProposal(p.id)),
        ...state.requests.filter((r) => r.status === 'pending').map((r) => wallet.approveRequest(r.id)),
      ])
    },
    async emitChainChanged(chainId) {
      update({ chainId })
      for (const session of client.session.getAll()) {
        if (!session.namespaces.eip155?.chains?.includes(`eip155:${chainId}`)) continue
        await client.emit({ topic: session.topic, chainId: `eip155:${chainId}`, event: { name: 'chainChanged', data: chainId } })
      }
      note(`chainChanged → ${chainId}`)
    },
    async emitAccountsChanged(accounts) {
      const caip = accounts.map((a) => (a.includes(':') ? a : `eip155:${state.chainId}:${a}`))
      for (const session of client.session.getAll()) {
        // The client refuses events on a chain outside the session.
        if (!session.namespaces.eip155?.chains?.includes(`eip155:${state.chainId}`)) continue
        await client.emit({ topic: session.topic, chainId: `eip155:${state.chainId}`, event: { name: 'accountsChanged', data: caip } })
      }
      note(`accountsChanged → ${caip.join(', ')}`)
    },
    async disconnect(topic) {
      await client.disconnect({ topic, reason: USER_DISCONNECTED })
      note(`Disconnected ${topic.slice(0, 8)}…`)
      refreshSessions()
    },
    async close() {
      await client.core.relayer.transportClose()
      client.core.heartbeat.stop()
      const globals = globalThis as Record<string, unknown>
      const prefix = opts.storagePrefix ?? 'airlock-wc-page'
      delete globals[`_walletConnectCore_${prefix}`]
      delete globals[`_walletConnectCore_${prefix}_count`]
    },
  }
  // Sessions restored from storage (a reload) show at once.
  refreshSessions()
  return wallet
}
