import { describe, expect, it } from 'vitest'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter'
import { testMainnet } from './testing/testNetworks'

describe('toAddEthereumChainParameter', () => {
  it('falls back to the default RPC when the network has no chainDefault, and adds the icon', () => {
    const network = {
      ...testMainnet,
      rpcUrls: { default: { http: ['https://only.rpc.test'] } },
      blockExplorers: undefined,
      assets: { imageUrl: 'https://img.test/eth.png' },
    }
    expect(toAddEthereumChainParameter(network)).toEqual({
      chainId: '0x1',
      chainName: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://only.rpc.test'],
      iconUrls: ['https://img.test/eth.png'],
    })
  })
})
