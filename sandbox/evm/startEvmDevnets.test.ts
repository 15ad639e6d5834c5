import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getContractAddress,
  http,
  parseEther,
  parseUnits,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEPLOYER, DEVNET_ACCOUNTS } from './accounts'
import { erc20Artifact, tetherTokenArtifact } from './contracts/artifacts'
import { startEvmDevnets } from './startEvmDevnets'
import type { EvmDevnets } from './types'

let devnets: EvmDevnets
const clients: Record<1 | 137, PublicClient> = {} as Record<1 | 137, PublicClient>
const user = DEVNET_ACCOUNTS[0]!
const other = DEVNET_ACCOUNTS[5]!

beforeAll(async () => {
  devnets = await startEvmDevnets()
  for (const id of [1, 137] as const) clients[id] = createPublicClient({ transport: http(devnets.chains[id].rpcUrl) })
})
afterAll(() => devnets?.close())

describe('startEvmDevnets', () => {
  it('SBX-30 serves two loopback JSON-RPC chains with ids 1 and 137', async () => {
    for (const id of [1, 137] as const) {
      expect(devnets.chains[id].rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await clients[id].getChainId()).toBe(id)
      expect(await clients[id].request({ method: 'net_version' } as never)).toBe(String(id))
    }
    expect(devnets.chains[1].rpcUrl).not.toBe(devnets.chains[137].rpcUrl)
  })

  it('SBX-30 funds the deterministic accounts with native coin and stablecoins', async () => {
    for (const id of [1, 137] as const) {
      const { tokens } = devnets.chains[id]
      // Account 5 took no part in the seeded history, so it still holds exactly 1000.
      expect(await clients[id].getBalance({ address: other.address })).toBe(parseEther('1000'))
      for (const token of [tokens.USDC, tokens.USDT]) {
        const balance = await clients[id].readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [DEVNET_ACCOUNTS[4]!.address] })
        expect(balance).toBeGreaterThan(parseUnits('9000', 6))
      }
    }
  })

  it('SBX-30 deploys every contract at the same deployer+nonce address on both chains', () => {
    const [mainnet, polygon] = [devnets.chains[1], devnets.chains[137]]
    const expected = [0, 1, 2, 3, 4].map((nonce) => getContractAddress({ from: DEPLOYER.address, nonce: BigInt(nonce) }))
    expect([mainnet.tokens.USDC.address, mainnet.tokens.USDT.address, mainnet.tokens.WRAPPED_NATIVE.address, mainnet.tokens.SPAM.address, mainnet.pool.address]).toEqual(expected)
    expect(polygon.tokens).toEqual({
      ...mainnet.tokens,
      WRAPPED_NATIVE: { ...mainnet.tokens.WRAPPED_NATIVE, name: 'Wrapped POL', symbol: 'WPOL', priceUsd: 0.5 },
    })
    expect(polygon.pool).toEqual(mainnet.pool)
  })

  it('SBX-31 has a standard ERC-20 whose transfer takes (to, value) and returns bool', async () => {
    const transfer = erc20Artifact.abi.find((item) => item.type === 'function' && item.name === 'transfer')
    expect(transfer).toMatchObject({ inputs: [{ name: 'to' }, { name: 'value' }], outputs: [{ type: 'bool' }] })
    const { tokens } = devnets.chains[1]
    expect(await clients[1].readContract({ address: tokens.USDC.address, abi: erc20Abi, functionName: 'symbol' })).toBe('USDC')
    expect(await clients[1].readContract({ address: tokens.USDC.address, abi: erc20Abi, functionName: 'decimals' })).toBe(6)
  })

  it('SBX-31 has a USDT-style token whose transfer(_to, _value) returns nothing and works via viem writeContract', async () => {
    const transfer = tetherTokenArtifact.abi.find((item) => item.type === 'function' && item.name === 'transfer')
    expect(transfer).toMatchObject({ inputs: [{ name: '_to' }, { name: '_value' }], outputs: [] })
    const { tokens, rpcUrl } = devnets.chains[137]
    const wallet = createWalletClient({ account: privateKeyToAccount(user.privateKey), transport: http(rpcUrl) })
    const balanceOf = (address: `0x${string}`) =>
      clients[137].readContract({ address: tokens.USDT.address, abi: tetherTokenArtifact.abi, functionName: 'balanceOf', args: [address] })
    const before = await balanceOf(other.address)
    const hash = await wallet.writeContract({
      chain: null,
      address: tokens.USDT.address,
      abi: tetherTokenArtifact.abi,
      functionName: 'transfer',
      args: [other.address, parseUnits('12.5', 6)],
    })
    const receipt = await clients[137].waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await balanceOf(other.address)) - before).toBe(parseUnits('12.5', 6))
    expect(tokens.USDT).toMatchObject({ symbol: 'USDT', decimals: 6, transferAbi: 'usdt' })
  })

  it('SBX-30 helpers mine blocks, transfer and fund addresses', async () => {
    const chain = devnets.chains[1]
    const start = await clients[1].getBlockNumber({ cacheTime: 0 })
    await chain.mine(3)
    expect(await clients[1].getBlockNumber({ cacheTime: 0 })).toBe(start + 3n)

    const stranger = privateKeyToAccount('0x1111111111111111111111111111111111111111111111111111111111111111').address
    await chain.fund(stranger, { native: '2', USDC: '50', USDT: '7' })
    await chain.transfer({ from: user.address, to: stranger, token: 'USDC', amount: '1.5' })
    expect(await clients[1].getBalance({ address: stranger })).toBe(parseEther('2'))
    const usdc = await clients[1].readContract({ address: chain.tokens.USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [stranger] })
    expect(usdc).toBe(parseUnits('51.5', 6))
  })
})
