import { describe, expect, it } from 'vitest'
import { loadService, type ChainAdapterEvent, type Connector } from '../../kernel/plugin'
import { eip155Adapter } from './eip155Adapter'
import { externalConnector } from './eip155Connectors'
import { createScriptedWallet, type ScriptedWallet } from './testing/createScriptedWallet'
import { testMainnet, testPolygon, testSolana } from './testing/testNetworks'

const ADDRESS = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

async function setup(init: Parameters<typeof createScriptedWallet>[0] = { address: ADDRESS }) {
  const wallet = createScriptedWallet(init)
  const adapter = eip155Adapter({ connectors: [{ id: 'scripted', name: 'Scripted', provider: wallet }], networks: [testMainnet, testPolygon] })
  // Discovery starts with the adapter's loaded code, as the kit's startup loads it.
  await loadService(adapter)
  const connector = adapter.getConnectors()[0] as Connector
  const events: ChainAdapterEvent[] = []
  adapter.watchWallet!((event) => events.push(event))
  return { wallet, adapter, connector, events }
}
const methods = (wallet: ScriptedWallet) => wallet.calls.map((c) => c.method)

describe('eip155Adapter', () => {
  it('answers its sync members before its code loaded, finds no wallet until then, and loads on the first wallet call', async () => {
    const wallet = createScriptedWallet({ address: ADDRESS })
    const adapter = eip155Adapter({ connectors: [{ id: 'scripted', name: 'Scripted', provider: wallet }], networks: [testMainnet, testPolygon] })
    const lazy = adapter as typeof adapter & { readonly loaded: boolean }
    const watched: string[][] = []
    adapter.watchConnectors((list) => watched.push(list.map((c) => c.id)))
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    expect(adapter.isAddress(ADDRESS)).toBe(true)
    expect(adapter.walletConnectNamespace!([testMainnet]).chains).toEqual(['eip155:1'])
    expect(lazy.loaded).toBe(false)
    const connector = externalConnector({ id: 'scripted', name: 'Scripted', provider: wallet }, [testMainnet])
    await adapter.connect({ connector, network: testMainnet })
    expect(lazy.loaded).toBe(true)
    expect(adapter.getProvider()).toBe(wallet)
    // The watch asked before the load started with it, with the wallets found by then.
    expect(watched).toEqual([['scripted']])
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['scripted'])
  })

  it('WREQ-03 connect asks for accounts, reads the chain with eth_chainId and returns the connection', async () => {
    const { wallet, adapter, connector } = await setup()
    const result = await adapter.connect({ connector, network: testMainnet })
    expect(methods(wallet)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(result).toEqual({
      connectorId: 'scripted',
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      address: ADDRESS,
      caipNetwork: testMainnet,
    })
    expect(adapter.getProvider()).toBe(wallet)
  })

  it('connect moves the wallet to the requested network when it is elsewhere', async () => {
    const { wallet, adapter, connector } = await setup({ address: ADDRESS, chainId: 1, chains: [1, 137] })
    const result = await adapter.connect({ connector, network: testPolygon })
    expect(methods(wallet)).toEqual(['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'eth_chainId'])
    expect(result.caipNetwork).toBe(testPolygon)
  })

  it('a declined switch on connect keeps the connection on the wallet chain and reports that chain', async () => {
    const { adapter, connector, events } = await setup({ address: ADDRESS, chainId: 1, behaviour: { switchError: { code: 4001 } } })
    const result = await adapter.connect({ connector, network: testPolygon })
    expect(result.caipNetwork).toBe(testMainnet)
    await expect.poll(() => events).toEqual([{ type: 'chainChanged', chainId: 1 }])
  })

  it('a wallet on a chain the host did not configure connects on a placeholder network', async () => {
    const { adapter, connector } = await setup({ address: ADDRESS, chainId: 10, behaviour: { lacksSwitch: true } })
    const result = await adapter.connect({ connector, network: testMainnet })
    expect(result.caipNetwork).toMatchObject({ id: 10, caipNetworkId: 'eip155:10', name: 'Unknown Network' })
  })

  it('a declined connect rejects with the wallet error and starts no session', async () => {
    const { adapter, connector } = await setup({ address: ADDRESS, behaviour: { rejectConnect: true } })
    await expect(adapter.connect({ connector, network: testMainnet })).rejects.toMatchObject({ code: 4001 })
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('reconnect reads eth_accounts without a prompt, and is undefined when the wallet grants none', async () => {
    const { wallet, adapter, connector } = await setup()
    expect(await adapter.reconnect!({ connector, network: testMainnet })).toBeUndefined()
    expect(methods(wallet)).toEqual(['eth_accounts'])
    wallet.connected = true
    expect(await adapter.reconnect!({ connector, network: testMainnet })).toMatchObject({ address: ADDRESS, caipNetwork: testMainnet })
    expect(methods(wallet)).not.toContain('eth_requestAccounts')
  })

  it('turns wallet events into kernel events while connected, and stops listening on disconnect', async () => {
    const { wallet, adapter, connector, events } = await setup()
    await adapter.connect({ connector, network: testMainnet })
    wallet.emit('chainChanged', '0x89')
    wallet.emit('accountsChanged', ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    wallet.emit('disconnect', { code: 1013, message: 'reconnecting' })
    expect(events).toEqual([
      { type: 'chainChanged', chainId: '0x89' },
      { type: 'accountsChanged', accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] },
    ])
    await adapter.disconnect({ connector })
    expect(methods(wallet)).toContain('wallet_revokePermissions')
    expect(wallet.listenerCount('accountsChanged') + wallet.listenerCount('chainChanged') + wallet.listenerCount('disconnect')).toBe(0)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('reports the wallet letting the site go once, even when it also emits disconnect', async () => {
    const { wallet, adapter, connector, events } = await setup()
    await adapter.connect({ connector, network: testMainnet })
    wallet.emit('accountsChanged', [])
    wallet.emit('disconnect', { code: 4900, message: 'Disconnected' })
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
  })

  it('disconnect ignores a wallet without wallet_revokePermissions', async () => {
    const { wallet, adapter, connector } = await setup()
    await adapter.connect({ connector, network: testMainnet })
    wallet.request = async () => {
      throw Object.assign(new Error('Unsupported method'), { code: 4200 })
    }
    await expect(adapter.disconnect({ connector })).resolves.toBeUndefined()
  })

  it('switchNetwork asks the connected wallet, adding the chain on 4902', async () => {
    const { wallet, adapter, connector } = await setup()
    await adapter.connect({ connector, network: testMainnet })
    await adapter.switchNetwork({ network: testPolygon, connector })
    expect(methods(wallet).slice(2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_chainId'])
    expect(wallet.chainId).toBe(137)
  })

  it('ADPT-04 an operation without a CAIP network raises "CaipNetwork is undefined"', async () => {
    const { adapter, connector } = await setup()
    const missing = undefined as never
    await expect(adapter.connect({ connector, network: missing })).rejects.toThrowError(/^CaipNetwork is undefined$/)
    await expect(adapter.switchNetwork({ network: missing, connector })).rejects.toThrowError(/^CaipNetwork is undefined$/)
    await expect(adapter.getBalance!({ address: ADDRESS, network: missing })).rejects.toThrowError(/^CaipNetwork is undefined$/)
    await expect(adapter.sendTransfer({ from: ADDRESS, to: ADDRESS, value: 1n, network: missing })).rejects.toThrowError(/^CaipNetwork is undefined$/)
  })

  it('ADPT-01 an operation on a network that is not an EVM one raises "Network not found"', async () => {
    const { adapter, connector } = await setup()
    await expect(adapter.connect({ connector, network: testSolana })).rejects.toThrowError(/^Network not found$/)
    await expect(adapter.switchNetwork({ network: testSolana, connector })).rejects.toThrowError(/^Network not found$/)
    await expect(adapter.getBalance!({ address: ADDRESS, network: testSolana })).rejects.toThrowError(/^Network not found$/)
  })

  it('ADPT-05 switching a wallet that cannot switch raises "Chain is not supported"', async () => {
    const { adapter, connector } = await setup({ address: ADDRESS, behaviour: { lacksSwitch: true } })
    await adapter.connect({ connector, network: testMainnet })
    await expect(adapter.switchNetwork({ network: testPolygon, connector })).rejects.toThrowError(/^Chain is not supported$/)
  })

  it('sendTransfer moves the wallet to the network, then sends the value as hex wei', async () => {
    const { wallet, adapter, connector } = await setup({ address: ADDRESS, chains: [1, 137], behaviour: { answers: { eth_sendTransaction: '0xhash' } } })
    await adapter.connect({ connector, network: testMainnet })
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(await adapter.sendTransfer({ from: ADDRESS, to, value: 10n ** 18n, network: testPolygon })).toBe('0xhash')
    expect(wallet.calls.slice(2)).toEqual([
      { method: 'eth_chainId', params: undefined },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] },
      { method: 'eth_sendTransaction', params: [{ from: ADDRESS, to, value: '0xde0b6b3a7640000' }] },
    ])
  })

  it('validates EVM addresses and names its namespace and default account type', async () => {
    const { adapter } = await setup()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.defaultAccountType).toBe('eoa')
    expect(adapter.isAddress(ADDRESS)).toBe(true)
    expect(adapter.isAddress('0x1234')).toBe(false)
  })

  it('issue-29 token addresses from remote lists must match their EIP-55 checksum when mixed-case', async () => {
    const { adapter } = await setup()
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    expect(adapter.isTokenAddress(usdc)).toBe(true)
    expect(adapter.isTokenAddress(usdc.toLowerCase())).toBe(true)
    // One letter's case flipped: a typo or a tampered entry, though its shape is an address.
    const flipped = usdc.replace('A0b8', 'a0b8')
    expect(adapter.isAddress(flipped)).toBe(true)
    expect(adapter.isTokenAddress(flipped)).toBe(false)
  })

  it('BNDL-04 with no bundler configured, a wallet that has not approved the method raises the spec message', async () => {
    const { adapter, connector } = await setup()
    await adapter.connect({ connector, network: testMainnet })
    await expect(adapter.getCallsStatus({ id: '0xabc', network: testMainnet })).rejects.toThrowError(
      /^Fetching call status not approved by the wallet\.$/,
    )
  })

  it('asks a wallet that answers wallet_getCallsStatus itself when no bundler is configured', async () => {
    const status = { status: 200, receipts: [] }
    const { adapter, connector } = await setup({ address: ADDRESS, behaviour: { answers: { wallet_getCallsStatus: status } } })
    await adapter.connect({ connector, network: testMainnet })
    expect(await adapter.getCallsStatus({ id: '0xabc', network: testMainnet })).toBe(status)
  })

  it('hands out the wallet behind the bundler fallback when a bundler is configured, flags intact', async () => {
    const wallet = Object.assign(createScriptedWallet({ address: ADDRESS }), { isMetaMask: true })
    const adapter = eip155Adapter({ connectors: [{ id: 'w', name: 'W', provider: wallet }], bundlerUrl: 'http://127.0.0.1:9/unreachable' })
    await loadService(adapter)
    await adapter.connect({ connector: adapter.getConnectors()[0]!, network: testMainnet })
    const provider = adapter.getProvider() as typeof wallet
    expect(provider).not.toBe(wallet)
    expect(provider.isMetaMask).toBe(true)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    // The custom bundler is unreachable, so the call falls to the wallet, which never approved it.
    await expect(provider.request({ method: 'wallet_getCallsStatus', params: ['0xabc'] })).rejects.toThrowError(
      /^Fetching call status not approved by the wallet\.$/,
    )
  })

  it('walletConnectNamespace describes the EVM networks it is given', async () => {
    const { adapter } = await setup()
    expect(adapter.walletConnectNamespace!([testMainnet, testSolana]).chains).toEqual(['eip155:1'])
  })
})
