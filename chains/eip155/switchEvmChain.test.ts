import { describe, expect, it } from 'vitest'
import { switchEvmChain } from './switchEvmChain'
import { createScriptedWallet } from './testing/createScriptedWallet'
import { testPolygon } from './testing/testNetworks'

const ADDRESS = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const methods = (wallet: { calls: { method: string }[] }) => wallet.calls.map((c) => c.method)

describe('switchEvmChain', () => {
  it('asks wallet_switchEthereumChain with the hex chain id when the wallet knows the chain', async () => {
    const wallet = createScriptedWallet({ address: ADDRESS, chains: [1, 137] })
    await switchEvmChain(wallet, testPolygon)
    expect(wallet.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }])
    expect(wallet.chainId).toBe(137)
  })

  it.each([4902, 5000, 32603, -32603])('adds the chain when the switch fails with %i', async (code) => {
    const wallet = createScriptedWallet({ address: ADDRESS, behaviour: { switchError: { code } } })
    await switchEvmChain(wallet, testPolygon)
    expect(methods(wallet)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_chainId'])
    expect(wallet.calls[1]!.params).toEqual([
      {
        chainId: '0x89',
        chainName: 'Polygon',
        nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
        // The network's own RPC, never the gateway URL with the host's project id.
        rpcUrls: ['https://polygon.rpc.test'],
        blockExplorerUrls: ['https://polygonscan.com'],
      },
    ])
    expect(wallet.chainId).toBe(137)
  })

  it('adds the chain when 4902 comes nested in data.originalError.code', async () => {
    const wallet = createScriptedWallet({
      address: ADDRESS,
      behaviour: { switchError: { code: -32000, data: { originalError: { code: 4902 } } } },
    })
    await switchEvmChain(wallet, testPolygon)
    expect(methods(wallet)).toContain('wallet_addEthereumChain')
  })

  it('throws the wallet error when wallet_addEthereumChain fails too', async () => {
    const wallet = createScriptedWallet({ address: ADDRESS, behaviour: { switchError: { code: 4902 }, addChain: 'reject' } })
    await expect(switchEvmChain(wallet, testPolygon)).rejects.toMatchObject({ code: 4001 })
    expect(wallet.chainId).toBe(1)
  })

  it('does not add the chain for any other switch error (the user declined)', async () => {
    const wallet = createScriptedWallet({ address: ADDRESS, behaviour: { switchError: { code: 4001 } } })
    await expect(switchEvmChain(wallet, testPolygon)).rejects.toMatchObject({ code: 4001 })
    expect(methods(wallet)).toEqual(['wallet_switchEthereumChain'])
  })

  it('ADPT-05 a wallet that cannot switch raises "Chain is not supported"', async () => {
    const wallet = createScriptedWallet({ address: ADDRESS, behaviour: { lacksSwitch: true } })
    await expect(switchEvmChain(wallet, testPolygon)).rejects.toThrowError(/^Chain is not supported$/)
  })

  it('asks the switch again when the wallet added the chain without moving to it', async () => {
    const wallet = createScriptedWallet({ address: ADDRESS, behaviour: { switchError: { code: 4902 } } })
    const request = wallet.request
    // This wallet only adds: it stays where it was, as some mobile wallets do.
    wallet.request = async (args) => {
      if (args.method !== 'wallet_addEthereumChain') return request(args)
      wallet.calls.push({ method: args.method, params: args.params })
      wallet.chains.add(137)
      return null
    }
    await switchEvmChain(wallet, testPolygon)
    expect(methods(wallet)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_chainId', 'wallet_switchEthereumChain'])
    expect(wallet.chainId).toBe(137)
  })
})
