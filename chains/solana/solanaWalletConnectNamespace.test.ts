import { describe, expect, it } from 'vitest'
import { testEthereum, testSolana, testSolanaDevnet, testSolanaTestnet } from './testing/solanaTestNetworks'
import { solanaWalletConnectNamespace } from './solanaWalletConnectNamespace'

describe('solanaWalletConnectNamespace', () => {
  it('asks for the solana networks (then the deprecated ids), the four signing methods and no events', () => {
    expect(solanaWalletConnectNamespace([testEthereum, testSolana, testSolanaDevnet, testSolanaTestnet])).toEqual({
      chains: [
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
        'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
        'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      ],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
      events: [],
      rpcMap: {
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'https://api.mainnet-beta.solana.com',
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'https://api.devnet.solana.com',
        'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'https://api.testnet.solana.com',
      },
    })
  })
})
