import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_USDC_MINT } from './accounts'
import { getSolanaBalances } from './getSolanaBalances'
import { startSolanaDevnet, type SolanaDevnet } from './startSolanaDevnet'

let devnet: SolanaDevnet

beforeAll(async () => {
  devnet = await startSolanaDevnet()
})

afterAll(async () => {
  await devnet?.close()
})

describe('getSolanaBalances', () => {
  it('SBX-17 returns SOL and USDC in the token-balance shape, decimals as strings', async () => {
    const balances = await getSolanaBalances(devnet, SOLANA_DEVNET_ACCOUNTS[0]!.address)
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        value: 15000,
        price: 150,
        quantity: { decimals: '9', numeric: '100' },
        iconUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        address: `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${SOLANA_DEVNET_USDC_MINT.address}`,
        value: 1000,
        price: 1,
        quantity: { decimals: '6', numeric: '1000' },
        iconUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
      },
    ])
  })

  it('SBX-17 follows the chain: an airdrop and a mint show up at once, under the chain id asked for', async () => {
    const address = Keypair.generate().publicKey.toBase58()
    expect(await getSolanaBalances(devnet, address)).toEqual([expect.objectContaining({ symbol: 'SOL', value: 0, quantity: { decimals: '9', numeric: '0' } })])
    devnet.airdrop(address, '0.25')
    devnet.mintUsdc(address, '12.345678')
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const balances = await getSolanaBalances(devnet, address, { chainId: mainnet })
    expect(balances.map((b) => [b.symbol, b.chainId, b.quantity.numeric, b.value])).toEqual([
      ['SOL', mainnet, '0.25', 37.5],
      ['USDC', mainnet, '12.345678', 12.35],
    ])
  })

  it('returns no balances for an address that is not a Solana public key', async () => {
    expect(await getSolanaBalances(devnet, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual([])
  })
})
