import ganache from 'ganache'
import { createPublicClient, http, parseEther, toHex, verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { answerEvmRequest, type EvmRequestContext } from './answerEvmRequest'

const KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const account = privateKeyToAccount(KEY)
const context = (overrides: Partial<EvmRequestContext> = {}): EvmRequestContext => ({
  account,
  chainId: 1,
  rpcUrls: {},
  sessionChainIds: [1, 137],
  onSwitchChain: async () => {},
  ...overrides,
})

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Airlock', chainId: 1 },
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'hi', amount: '1000' },
} as const

describe('answerEvmRequest', () => {
  it('SBX-37 signs eth_signTypedData_v4 given as a JSON string', async () => {
    const signature = (await answerEvmRequest('eth_signTypedData_v4', [account.address, JSON.stringify(typedData)], context())) as Hex
    const { EIP712Domain: _, ...types } = typedData.types
    const valid = await verifyTypedData({ ...typedData, types, message: { ...typedData.message, amount: 1000n }, address: account.address, signature })
    expect(valid).toBe(true)
  })

  it('SBX-37 switches only to a chain of the session, else answers 4902', async () => {
    const switched: number[] = []
    const ctx = context({ onSwitchChain: async (id) => void switched.push(id) })
    expect(await answerEvmRequest('wallet_switchEthereumChain', [{ chainId: '0x89' }], ctx)).toBeNull()
    expect(switched).toEqual([137])
    await expect(answerEvmRequest('wallet_switchEthereumChain', [{ chainId: '0xa' }], ctx)).rejects.toMatchObject({
      code: 4902,
      message: 'Unrecognized chain ID "0xa".',
    })
  })

  it('SBX-37 answers eth_chainId and refuses unknown methods with 4200', async () => {
    expect(await answerEvmRequest('eth_chainId', [], context({ chainId: 137 }))).toBe('0x89')
    await expect(answerEvmRequest('eth_sign', [], context())).rejects.toMatchObject({ code: 4200 })
  })

  it('SBX-37 fails eth_sendTransaction when no RPC URL is configured for the chain', async () => {
    await expect(answerEvmRequest('eth_sendTransaction', [{ to: account.address }], context())).rejects.toMatchObject({
      code: -32603,
      message: 'No RPC URL for eip155:1',
    })
  })

  it('SBX-37 signs eth_sendTransaction and sends it through the chain RPC URL', async () => {
    const server = ganache.server({
      logging: { quiet: true },
      chain: { chainId: 137 },
      wallet: { accounts: [{ secretKey: KEY, balance: toHex(parseEther('10')) }] },
    })
    await server.listen(0, '127.0.0.1')
    try {
      const url = `http://127.0.0.1:${server.address().port}`
      const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
      const hash = (await answerEvmRequest(
        'eth_sendTransaction',
        [{ from: account.address, to, value: toHex(parseEther('1')) }],
        context({ chainId: 137, rpcUrls: { 137: url } }),
      )) as Hex
      const client = createPublicClient({ transport: http(url) })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      expect(receipt).toMatchObject({ status: 'success', from: account.address.toLowerCase(), to: to.toLowerCase() })
      expect(await client.getBalance({ address: to })).toBe(parseEther('1'))
    } finally {
      await server.close()
    }
  })

  it('answers wallet_getCapabilities with the ERC-7715 permissions capability per session chain, and grants permissions', async () => {
    const capabilities = (await answerEvmRequest('wallet_getCapabilities', [account.address], context())) as Record<string, { permissions: { supported: boolean } }>
    expect(Object.keys(capabilities)).toEqual(['0x1', '0x89'])
    expect(capabilities['0x1']!.permissions.supported).toBe(true)
    const request = {
      chainId: '0x1',
      expiry: 2_000_000_000,
      signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: account.address }] } },
      permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', start: 0, period: 60 } }],
      policies: [],
    }
    const granted = (await answerEvmRequest('wallet_grantPermissions', [request], context())) as { address: string; context: string }
    expect(granted.address).toBe(account.address)
    expect(granted.context).toMatch(/^0x[0-9a-f]{64}$/)
    await expect(answerEvmRequest('wallet_grantPermissions', [{ chainId: '0x1' }], context())).rejects.toMatchObject({ code: -32602 })
  })
})
