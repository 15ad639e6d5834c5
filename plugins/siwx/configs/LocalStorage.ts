import type { CaipNetworkId } from '../../../kernel/plugin'
import type { SIWXSession } from '../siwxTypes'

/** Where DefaultSIWX keeps sessions (AppKit's SIWXStorage). */
export interface SIWXStorage {
  add(session: SIWXSession): Promise<void>
  set(sessions: SIWXSession[]): Promise<void>
  get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}

const sameAccount = (s: SIWXSession, chainId: string, address: string) =>
  s.data.chainId === chainId &&
  (chainId.startsWith('eip155:') ? s.data.accountAddress.toLowerCase() === address.toLowerCase() : s.data.accountAddress === address)

const isSession = (value: unknown): value is SIWXSession => {
  const s = value as SIWXSession | null
  return typeof s?.message === 'string' && typeof s.signature === 'string' && typeof s.data?.chainId === 'string' && typeof s.data.accountAddress === 'string'
}

/**
 * Sessions in the page's localStorage under one key, so a sign-in survives a reload (BYD-18).
 * Without localStorage (SSR, private mode) they live in memory. Deleting touches only the
 * given chain and account; other accounts' sessions stay.
 */
export class LocalStorage implements SIWXStorage {
  private readonly key: string
  private memory: SIWXSession[] = []

  constructor(options: { key: string } = { key: '@appkit/siwx' }) {
    this.key = options.key
  }

  async add(session: SIWXSession) {
    this.write([...this.read(), session])
  }

  async set(sessions: SIWXSession[]) {
    this.write(sessions)
  }

  async get(chainId: CaipNetworkId, address: string) {
    return this.read().filter((s) => sameAccount(s, chainId, address))
  }

  async delete(chainId: CaipNetworkId, address: string) {
    this.write(this.read().filter((s) => !sameAccount(s, chainId, address)))
  }

  private read(): SIWXSession[] {
    try {
      const text = globalThis.localStorage?.getItem(this.key)
      if (text == null) return this.memory
      const parsed: unknown = JSON.parse(text)
      // Garbage under the key reads as no sessions, never as a crash.
      return Array.isArray(parsed) ? parsed.filter(isSession) : []
    } catch {
      return this.memory
    }
  }

  private write(sessions: SIWXSession[]) {
    this.memory = sessions
    try {
      globalThis.localStorage?.setItem(this.key, JSON.stringify(sessions))
    } catch {
      // Private mode throws on setItem: the memory copy keeps the session for this page.
    }
  }
}
