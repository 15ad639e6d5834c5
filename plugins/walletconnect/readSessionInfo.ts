import type { WalletConnectSessionInfo } from '../../kernel/plugin'
import type { WcSession } from './types'

const parseJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/**
 * Spec §3 "Session" from a live WalletConnect session (SESS-01): topic, namespaces, the
 * session properties the kit reads (bundler name and URL for call status, capabilities per
 * chain), and the wallet's name and icons. Wallets send capabilities as a JSON string.
 */
export function readSessionInfo(session: WcSession): WalletConnectSessionInfo {
  const properties = session.sessionProperties ?? {}
  const sessionProperties: WalletConnectSessionInfo['sessionProperties'] = {}
  for (const [key, value] of Object.entries(properties)) sessionProperties[key] = value
  const capabilities = parseJson(properties['capabilities'])
  if (capabilities && typeof capabilities === 'object') {
    sessionProperties.capabilities = capabilities as Record<string, unknown>
  } else {
    delete sessionProperties.capabilities
  }

  const namespaces: WalletConnectSessionInfo['namespaces'] = {}
  for (const [key, ns] of Object.entries(session.namespaces)) {
    namespaces[key] = {
      // Older wallets omit chains; the accounts name them.
      chains: ns.chains ?? [...new Set(ns.accounts.map((a) => a.split(':').slice(0, 2).join(':')))],
      accounts: [...ns.accounts],
      methods: [...ns.methods],
      events: [...ns.events],
    }
  }

  const { name, icons, url, description } = session.peer.metadata
  return {
    topic: session.topic,
    namespaces,
    sessionProperties,
    peer: { name, icons: [...(icons ?? [])], ...(url ? { url } : {}), ...(description ? { description } : {}) },
  }
}
