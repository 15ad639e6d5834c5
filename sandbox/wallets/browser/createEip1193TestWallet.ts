import { numberToHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { answerCallsStatus, answerSendCalls, type CallBatches } from './answerSendCalls'
import { answerGrantPermissions, capabilitiesOf } from './answerGrantPermissions'
import { answerSigningRequest, isSigningMethod } from './answerSigningRequest'
import { createEip1193Emitter } from './createEip1193Emitter'
import { createWalletIcon } from './createWalletIcon'
import { postJsonRpc } from './postJsonRpc'
import { PROVIDER_ERROR_MESSAGES, ProviderRpcError, providerError } from './ProviderRpcError'
import { memoryGrants } from './walletGrants'
import type { Eip1193TestWallet, Eip1193TestWalletBehaviour, Eip1193TestWalletOptions, RequestArguments } from './types'

/**
 * An EIP-1193 wallet for tests and the demo: signs with a local viem account, forwards reads and
 * raw transactions to the devnet of its current chain, and plays the user by `behaviour`.
 * It uses only fetch, so the same object runs in Node tests and in a browser page.
 */
export function createEip1193TestWallet(options: Eip1193TestWalletOptions): Eip1193TestWallet {
  const rpcUrls = new Map(Object.entries(options.rpcUrls).map(([id, url]) => [Number(id), url]))
  const startChainId = options.chainId ?? [...rpcUrls.keys()][0]
  if (startChainId === undefined || !rpcUrls.has(startChainId)) throw new Error(`No RPC URL for chain ${startChainId ?? '(none)'}`)
  let chainId = startChainId
  const name = options.name ?? 'Airlock Test Wallet'
  const rdns = options.rdns ?? 'dev.airlock.testwallet'
  const icon = options.icon ?? createWalletIcon(name)
  // The start chain and those the user approved through wallet_addEthereumChain: a scripted
  // switch error spares them, as a real wallet knows the chains it already has.
  const addedChains = new Set<number>([chainId])
  let account = privateKeyToAccount(options.privateKey)
  const grants = options.grants ?? memoryGrants()
  // A grant remembered from an earlier page load: eth_accounts answers without a prompt (BYD-26).
  let connected = grants.granted()
  let behaviour: Eip1193TestWalletBehaviour = { ...options.behaviour }
  const emitter = createEip1193Emitter()
  const batches: CallBatches = new Map()

  const currentRpcUrl = () => rpcUrls.get(chainId)!

  /** The simulated prompt: wait like a user, then decline with `rejectCode` if given. */
  async function prompt(rejectCode?: number) {
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs))
    if (rejectCode !== undefined) throw providerError(rejectCode)
  }

  function setChain(next: number) {
    if (next === chainId) return
    chainId = next
    emitter.emit('chainChanged', numberToHex(next))
  }

  async function requestAccounts() {
    if (connected) return [account.address]
    await prompt(behaviour.rejectConnect ? 4001 : undefined)
    connected = true
    grants.set(true)
    emitter.emit('connect', { chainId: numberToHex(chainId) })
    emitter.emit('accountsChanged', [account.address])
    return [account.address]
  }

  function revoke() {
    if (!connected) return
    connected = false
    grants.set(false)
    emitter.emit('accountsChanged', [])
  }

  async function switchChain(params: readonly unknown[]) {
    if (behaviour.lacksSwitch) throw providerError(4200)
    const target = parseChainId(params[0])
    if (target === chainId) return null
    await prompt()
    const scripted = behaviour.switchChainError
    if (scripted && !addedChains.has(target)) throw providerError(scripted, switchErrorMessage(scripted, target))
    if (!rpcUrls.has(target)) throw providerError(4902, switchErrorMessage(4902, target))
    setChain(target)
    return null
  }

  async function addChain(params: readonly unknown[]) {
    if (behaviour.lacksSwitch) throw providerError(4200)
    const parameter = (params[0] ?? {}) as { chainId?: unknown; rpcUrls?: unknown }
    const target = parseChainId(parameter)
    // A devnet URL we were given wins over the dapp's: the dapp's may point at the real chain.
    const rpcUrl = rpcUrls.get(target) ?? (Array.isArray(parameter.rpcUrls) ? parameter.rpcUrls[0] : undefined)
    if (typeof rpcUrl !== 'string') throw providerError(-32602, 'wallet_addEthereumChain needs rpcUrls')
    await prompt(behaviour.addChain === 'reject' ? 4001 : undefined)
    rpcUrls.set(target, rpcUrl)
    addedChains.add(target)
    // MetaMask switches to a chain right after adding it; the kit's switch flow relies on that.
    setChain(target)
    return null
  }

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'eth_accounts':
        return connected ? [account.address] : []
      case 'eth_requestAccounts':
        return requestAccounts()
      case 'wallet_requestPermissions':
        await requestAccounts()
        return [{ parentCapability: 'eth_accounts', caveats: [] }]
      case 'wallet_getPermissions':
        return connected ? [{ parentCapability: 'eth_accounts', caveats: [] }] : []
      case 'wallet_revokePermissions':
        revoke()
        return null
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'wallet_addEthereumChain':
        return addChain(params)
      case 'wallet_getCapabilities':
        // No EIP-5792 capabilities unless scripted: the kit must take its plain path.
        if (!behaviour.sendCalls && !behaviour.permissions) return {}
        return Object.fromEntries([...rpcUrls.keys()].map((id) => [numberToHex(id), capabilitiesOf(behaviour)]))
      case 'wallet_grantPermissions':
        if (!behaviour.permissions) throw providerError(4200)
        if (!connected) throw providerError(4100)
        await prompt(behaviour.rejectSign ? 4001 : undefined)
        return answerGrantPermissions(params, account.address)
      case 'wallet_sendCalls':
        if (!behaviour.sendCalls) throw providerError(4200)
        if (!connected) throw providerError(4100)
        await prompt(behaviour.rejectSign ? 4001 : undefined)
        return answerSendCalls(params, { account, chainId, rpcUrl: currentRpcUrl() }, batches)
      case 'wallet_getCallsStatus':
        if (!behaviour.sendCalls) throw providerError(4200)
        return answerCallsStatus(params, (id) => rpcUrls.get(id)!, batches)
    }
    if (isSigningMethod(method)) {
      if (!connected) throw providerError(4100)
      await prompt(behaviour.rejectSign ? 4001 : undefined)
      return answerSigningRequest(method, params, { account, chainId: chainId, rpcUrl: currentRpcUrl() })
    }
    // Anything else the node may know (reads, eth_sendRawTransaction, ...); wallet-only
    // methods we do not implement must not leak to the node as if it could answer them.
    if (method.startsWith('wallet_') || method.startsWith('eth_sign')) throw providerError(4200)
    return postJsonRpc(currentRpcUrl(), method, params)
  }

  const wallet: Eip1193TestWallet = {
    isAirlockTestWallet: true,
    name,
    rdns,
    icon,
    get address() {
      return account.address
    },
    get chainId() {
      return chainId
    },
    get connected() {
      return connected
    },
    get behaviour() {
      return { ...behaviour }
    },
    request({ method, params }: RequestArguments) {
      const list = Array.isArray(params) ? params : params === undefined ? [] : [params]
      return handle(method, list).catch((error: unknown) => {
        // Dapps read `code`; a bare Error (bad typed data JSON, fetch failure) has none.
        throw error instanceof ProviderRpcError ? error : providerError(-32603, error instanceof Error ? error.message : String(error))
      })
    },
    on(event, listener) {
      emitter.on(event, listener)
      return this
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return this
    },
    script(patch) {
      const next = { ...behaviour, ...patch }
      for (const key of Object.keys(next) as (keyof Eip1193TestWalletBehaviour)[]) {
        if (next[key] === null || next[key] === undefined) delete next[key]
      }
      behaviour = next
    },
    switchChain(next) {
      if (!rpcUrls.has(next)) throw new Error(`No RPC URL for chain ${next}`)
      addedChains.add(next)
      setChain(next)
    },
    changeAccount(privateKey: Hex) {
      account = privateKeyToAccount(privateKey)
      if (connected) emitter.emit('accountsChanged', [account.address])
    },
    disconnect() {
      revoke()
      emitter.emit('disconnect', { code: 4900, message: PROVIDER_ERROR_MESSAGES[4900]! })
    },
  }
  return wallet
}

function parseChainId(parameter: unknown): number {
  const raw = (parameter as { chainId?: unknown } | undefined)?.chainId
  if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]+$/.test(raw)) {
    throw providerError(-32602, `Expected a 0x-prefixed hexadecimal chainId, got ${JSON.stringify(raw)}`)
  }
  return Number.parseInt(raw, 16)
}

function switchErrorMessage(code: number, chainId: number): string {
  // MetaMask's wording for 4902; dapps sometimes match on it as well as on the code.
  if (code === 4902) return `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`
  return PROVIDER_ERROR_MESSAGES[code] ?? 'Unknown error'
}
