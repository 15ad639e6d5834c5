import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../kernel'
import { switchWalletConnectChain } from './switchWalletConnectChain'
import type { UniversalProviderLike, WcSession } from './types'

// A stand-in for a wallet behind a universal provider: the sandbox's WalletConnect test wallet
// cannot add chains (it answers wallet_addEthereumChain with 4200), so the add-chain success
// path and the error codes it follows are played here. The real wallet runs the 4902 → add →
// throw path in sandbox/integration/walletconnect.test.ts.
function fakeProvider(answers: Record<string, unknown>) {
  const calls: { method: string; params: unknown; chain: string | undefined }[] = []
  const defaultChains: string[] = []
  const session: WcSession = {
    topic: 't',
    namespaces: {
      eip155: { accounts: ['eip155:1:0xAbc'], methods: [], events: [] },
      solana: { accounts: ['solana:dev:Sol1'], methods: [], events: [] },
    },
    peer: { metadata: { name: 'W', icons: [] } },
  }
  const provider = {
    session,
    rpcProviders: { eip155: { getDefaultChain: () => '1' } },
    async request({ method, params }: { method: string; params?: unknown }, chain?: string) {
      calls.push({ method, params, chain })
      const answer = answers[method]
      if (answer instanceof Object && 'code' in answer) throw answer
      return answer ?? null
    },
    setDefaultChain: (chain: string) => void defaultChains.push(chain),
  } as unknown as UniversalProviderLike
  return { provider, calls, defaultChains }
}

const network = (id: number, name = `Chain ${id}`): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:9/${id}`] } },
  blockExplorers: { default: { name: 'Scan', url: `https://scan.example/${id}` } },
})

describe('switchWalletConnectChain', () => {
  it('NET-10 NET-13 switches with wallet_switchEthereumChain first, on the current chain, then sets the default chain', async () => {
    const { provider, calls, defaultChains } = fakeProvider({})
    await switchWalletConnectChain(provider, network(137))
    expect(calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }], chain: 'eip155:1' }])
    expect(defaultChains).toEqual(['eip155:137'])
  })

  it.each([4902, 5000, 32603, -32603])('NET-11 on error code %i it tries wallet_addEthereumChain, then sets the default chain (NET-13)', async (code) => {
    const { provider, calls, defaultChains } = fakeProvider({ wallet_switchEthereumChain: { code, message: 'no' } })
    await switchWalletConnectChain(provider, network(8453, 'Base'))
    expect(calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
    expect(calls[1]!.params).toEqual([
      {
        chainId: '0x2105',
        chainName: 'Base',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:9/8453'],
        blockExplorerUrls: ['https://scan.example/8453'],
        iconUrls: [],
      },
    ])
    expect(defaultChains).toEqual(['eip155:8453'])
  })

  it('NET-11 any other error code is thrown without trying to add the chain', async () => {
    const { provider, calls, defaultChains } = fakeProvider({ wallet_switchEthereumChain: { code: 4001, message: 'User rejected the request.' } })
    await expect(switchWalletConnectChain(provider, network(8453))).rejects.toMatchObject({ message: 'User rejected the request.', code: 4001 })
    expect(calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain'])
    expect(defaultChains).toEqual([])
  })

  it('NET-12 if wallet_addEthereumChain also fails, the switch throws and the default chain stays', async () => {
    const { provider, defaultChains } = fakeProvider({
      wallet_switchEthereumChain: { code: 4902, message: 'Unrecognized chain ID "0x2105".' },
      wallet_addEthereumChain: { code: 4200, message: 'The wallet does not support wallet_addEthereumChain' },
    })
    await expect(switchWalletConnectChain(provider, network(8453))).rejects.toThrowError(/^The wallet does not support wallet_addEthereumChain$/)
    expect(defaultChains).toEqual([])
  })

  it('other families have no switch call: a chain in the session becomes the default, another is "Chain is not supported"', async () => {
    const { provider, calls, defaultChains } = fakeProvider({})
    const solana = (reference: string): CaipNetwork => ({ ...network(1), id: reference, caipNetworkId: `solana:${reference}`, chainNamespace: 'solana' })
    await switchWalletConnectChain(provider, solana('dev'))
    expect(defaultChains).toEqual(['solana:dev'])
    await expect(switchWalletConnectChain(provider, solana('main'))).rejects.toThrowError(/^Chain is not supported$/)
    expect(calls).toEqual([])
  })
})
