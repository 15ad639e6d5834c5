import { isAddress } from '../addresses/isAddress'
import { StorageKeys } from '../storage/storageKeys'
import type { CaipNetworkId, ChainNamespace } from '../types'
import { KIT_COOKIE, parseKitCookie, readCookie } from './cookieStore'

/** One namespace's restored account, as the server and the first client render show it. */
export interface InitialAccount {
  address: string
  caipNetworkId: CaipNetworkId
  connectorId: string
}

/** What a reload restores, read from the request's cookie (wagmi's `State` for the kit). */
export interface AppKitInitialState {
  activeNamespace: ChainNamespace
  accounts: Partial<Record<ChainNamespace, InitialAccount>>
}

export interface CookieToInitialStateOptions {
  /** The host's networks (CAIP ids); a stored network not among them is not restored. */
  networks?: readonly { caipNetworkId: string }[]
}

const NAMESPACE = /^[-a-z0-9]{3,8}$/
const CHAIN_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const CONNECTOR_ID = /^[\x21-\x7e]{1,100}$/

const json = (text: string | undefined): unknown => {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The kit's initial state from a Cookie header (AppKit / wagmi's `cookieToInitialState`), or
 * undefined when it holds no connection. The cookie is the visitor's to edit: every field is
 * checked (namespace, CAIP-2 network of that namespace, address by the namespace's rule), and
 * a namespace that fails any check is left out; nothing here throws.
 */
export function cookieToInitialState(cookie: string | null | undefined, options: CookieToInitialStateOptions = {}): AppKitInitialState | undefined {
  const entries = parseKitCookie(readCookie(cookie, KIT_COOKIE))
  if (json(entries[StorageKeys.connectionStatus]) !== 'connected') return undefined
  const listed = json(entries[StorageKeys.connectedNamespaces])
  if (typeof listed !== 'string') return undefined
  const configured = options.networks && new Set(options.networks.map((n) => n.caipNetworkId))

  const accounts: AppKitInitialState['accounts'] = {}
  for (const namespace of new Set(listed.split(','))) {
    if (!NAMESPACE.test(namespace)) continue
    const account = readAccount(entries, namespace)
    if (!account || (configured && !configured.has(account.caipNetworkId))) continue
    accounts[namespace] = account
  }
  const namespaces = Object.keys(accounts)
  if (namespaces.length === 0) return undefined
  const active = json(entries[StorageKeys.activeNamespace])
  const activeNamespace = typeof active === 'string' && Object.hasOwn(accounts, active) ? active : namespaces[0]!
  return { activeNamespace, accounts }
}

function readAccount(entries: Record<string, string>, namespace: ChainNamespace): InitialAccount | undefined {
  const stored = json(entries[StorageKeys.account(namespace)]) as { address?: unknown; caipAddress?: unknown } | undefined
  const network = json(entries[StorageKeys.activeNetwork(namespace)])
  const connectorId = json(entries[StorageKeys.connectorId(namespace)])
  if (!stored || typeof stored !== 'object' || typeof stored.address !== 'string') return undefined
  if (typeof network !== 'string' || typeof connectorId !== 'string' || !CONNECTOR_ID.test(connectorId)) return undefined
  const [ns, reference, ...rest] = network.split(':')
  if (ns !== namespace || rest.length > 0 || !reference || !CHAIN_REFERENCE.test(reference)) return undefined
  // The namespace's own address rule (the kernel knows eip155 and solana); others are not drawn.
  if (!isAddress(stored.address, namespace)) return undefined
  return { address: stored.address, caipNetworkId: network as CaipNetworkId, connectorId }
}
