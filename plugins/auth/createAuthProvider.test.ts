import { describe, expect, it, vi } from 'vitest'
import { createAuthProvider, type AuthProviderDeps } from './createAuthProvider'

const ADDRESS = '0x4b0897b0513fdc7c541b6d9d7e929c4e5364d2db'

function provider(overrides: Partial<AuthProviderDeps> = {}) {
  let chainId = 1
  const approve = vi.fn(async () => '0xsigned')
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: body.method === 'eth_blockNumber' ? '0x10' : null }))
  })
  const p = createAuthProvider({
    address: () => ADDRESS,
    chainId: () => chainId,
    rpcUrl: (id) => ({ 1: 'http://127.0.0.1:1/rpc', 137: 'http://127.0.0.1:137/rpc' })[id],
    setChainId: (id) => void (chainId = id),
    approve,
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...overrides,
  })
  return { p, approve, fetch }
}

describe('the embedded wallet EIP-1193 provider', () => {
  it('answers accounts and chain from the session', async () => {
    const { p } = provider()
    await expect(p.request({ method: 'eth_requestAccounts' })).resolves.toEqual([ADDRESS])
    await expect(p.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS])
    await expect(p.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
  })

  it('refuses eth_requestAccounts when signed out (4100) and lists no accounts', async () => {
    const { p } = provider({ address: () => undefined })
    await expect(p.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(p.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100 })
    await expect(p.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).rejects.toMatchObject({ code: 4100 })
  })

  it('AUTH-14 safe methods go to the network RPC, never to the frame', async () => {
    const { p, approve, fetch } = provider()
    await expect(p.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:1/rpc', expect.objectContaining({ method: 'POST' }))
    expect(approve).not.toHaveBeenCalled()
  })

  it('AUTH-16 unsafe methods go to the approval with the current chain', async () => {
    const { p, approve } = provider()
    await expect(p.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] })).resolves.toBe('0xsigned')
    expect(approve).toHaveBeenCalledWith({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS], chainId: 1 })
  })

  it('AUTH-18 other methods fail with "Requested RPC call is not allowed" (4200)', async () => {
    const { p, approve } = provider()
    await expect(p.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ message: 'Requested RPC call is not allowed', code: 4200 })
    expect(approve).not.toHaveBeenCalled()
  })

  it('switches between configured chains, telling listeners; an unknown chain is 4902', async () => {
    const { p } = provider()
    const changed = vi.fn()
    p.on('chainChanged', changed)
    await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    await expect(p.request({ method: 'eth_chainId' })).resolves.toBe('0x89')
    expect(changed).toHaveBeenCalledWith('0x89')
    await expect(p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] })).rejects.toMatchObject({ code: 4902 })
    p.removeListener('chainChanged', changed)
    await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it('passes an RPC error on, and a non-JSON answer as its HTTP status', async () => {
    const { p } = provider({
      fetch: (async () => new Response('<html>', { status: 502 })) as unknown as typeof fetch,
    })
    await expect(p.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).rejects.toThrow('HTTP status code: 502')
  })
})

describe('the embedded wallet provider, smart account answers', () => {
  it('wallet_getCapabilities answers what the service says (the smart account\'s), {} without it', async () => {
    await expect(provider().p.request({ method: 'wallet_getCapabilities' })).resolves.toEqual({})
    const caps = { '0x1': { atomic: { status: 'supported' } } }
    await expect(provider({ capabilities: () => caps }).p.request({ method: 'wallet_getCapabilities' })).resolves.toEqual(caps)
  })

  it('wallet_getCallsStatus reads the batch transaction\'s receipt from the network RPC, never the frame', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: string[] }
      expect(body).toMatchObject({ method: 'eth_getTransactionReceipt', params: ['0xbatch'] })
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: { status: '0x1', transactionHash: '0xbatch', logs: [] } }))
    })
    const { p, approve } = provider({ fetch: fetch as unknown as typeof globalThis.fetch })
    await expect(p.request({ method: 'wallet_getCallsStatus', params: ['0xbatch'] })).resolves.toMatchObject({ version: '2.0.0', id: '0xbatch', chainId: '0x1', status: 200, atomic: true })
    await expect(p.request({ method: 'wallet_getCallsStatus', params: [] })).rejects.toMatchObject({ code: -32602 })
    expect(approve).not.toHaveBeenCalled()
  })
})
