// A stand-in EIP-1193 wallet for this folder's unit tests. The sandbox's test wallet
// (sandbox/wallets/browser) is the real one, but a chain plugin may not import sandbox/, so the
// tests beside the code use this small scripted one and sandbox/integration/eip155*.test.ts use
// the real wallet against the devnets. It signs nothing and talks to no chain.

type Listener = (...args: any[]) => void

export interface ScriptedWalletBehaviour {
  /** wallet_switchEthereumChain to a chain not in `chains` fails with this error. */
  switchError?: { code: number; data?: unknown; message?: string }
  addChain?: 'accept' | 'reject'
  lacksSwitch?: boolean
  rejectConnect?: boolean
  /** Answers for methods the script knows nothing about. */
  answers?: Record<string, unknown>
}

export interface ScriptedWallet {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): ScriptedWallet
  removeListener(event: string, listener: Listener): ScriptedWallet
  readonly calls: { method: string; params: unknown }[]
  chainId: number
  connected: boolean
  readonly chains: Set<number>
  behaviour: ScriptedWalletBehaviour
  emit(event: string, ...args: unknown[]): void
  listenerCount(event: string): number
}

const fail = (code: number, message = `error ${code}`, data?: unknown) => Object.assign(new Error(message), { code, data })

export function createScriptedWallet(init: { address: string; chainId?: number; chains?: number[]; behaviour?: ScriptedWalletBehaviour }): ScriptedWallet {
  const listeners = new Map<string, Set<Listener>>()
  const hex = (n: number) => `0x${n.toString(16)}`
  const wallet: ScriptedWallet = {
    calls: [],
    chainId: init.chainId ?? 1,
    connected: false,
    chains: new Set(init.chains ?? [init.chainId ?? 1]),
    behaviour: { ...init.behaviour },
    async request({ method, params }) {
      wallet.calls.push({ method, params })
      const b = wallet.behaviour
      const first = (Array.isArray(params) ? params[0] : undefined) as { chainId?: string } | undefined
      switch (method) {
        case 'eth_requestAccounts':
          if (b.rejectConnect) throw fail(4001, 'User rejected the request.')
          wallet.connected = true
          return [init.address]
        case 'eth_accounts':
          return wallet.connected ? [init.address] : []
        case 'eth_chainId':
          return hex(wallet.chainId)
        case 'wallet_switchEthereumChain': {
          if (b.lacksSwitch) throw fail(4200, 'Unsupported method')
          const target = Number.parseInt(first!.chainId!, 16)
          if (!wallet.chains.has(target)) {
            const e = b.switchError ?? { code: 4902 }
            throw fail(e.code, e.message, e.data)
          }
          if (target !== wallet.chainId) wallet.emit('chainChanged', hex((wallet.chainId = target)))
          return null
        }
        case 'wallet_addEthereumChain': {
          if (b.lacksSwitch) throw fail(4200, 'Unsupported method')
          if (b.addChain === 'reject') throw fail(4001, 'User rejected the request.')
          const target = Number.parseInt(first!.chainId!, 16)
          wallet.chains.add(target)
          wallet.emit('chainChanged', hex((wallet.chainId = target)))
          return null
        }
        case 'wallet_revokePermissions':
          wallet.connected = false
          return null
      }
      if (b.answers && method in b.answers) return b.answers[method]
      throw fail(4200, `Unsupported method ${method}`)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return wallet
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return wallet
    },
    emit(event, ...args) {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
  return wallet
}
