// The frame's smart-account requests refuse malformed input with a clear message before anything
// is signed or sent (the chain is never reached: the RPC URL below has nothing listening).
import { describe, expect, it } from 'vitest'
import { generatePrivateKey } from 'viem/accounts'
import { smartAccountRequest } from './smartAccountRequest'

const chain = { id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9/', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
const ctx = { factory: '0x0000000000000000000000000000000000000001' as const, relay: () => Promise.reject(new Error('not reached')) }
const key = generatePrivateKey()
const request = (method: string, params: unknown) => smartAccountRequest(key, method, params, chain, ctx)
const grant = (overrides: Record<string, unknown>) => ({
  chainId: '0x1',
  expiry: 2_000_000_000,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x00000000000000000000000000000000000000aa' }, { type: 'secp256k1', publicKey: '0x00000000000000000000000000000000000000bb' }] } },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x10', period: 86400 } }],
  ...overrides,
})

describe('smart-account requests in the frame: bad input', () => {
  it('wallet_sendCalls needs calls with a "to", on the wallet\'s chain', async () => {
    await expect(request('wallet_sendCalls', [{ calls: [] }])).rejects.toThrow('wallet_sendCalls needs at least one call')
    await expect(request('wallet_sendCalls', [{ chainId: '0x89', calls: [{ to: '0x00000000000000000000000000000000000000aa' }] }])).rejects.toThrow('wallet_sendCalls is for chain 0x89, the wallet is on 1')
  })

  it('wallet_grantPermissions takes one native-token allowance, two secp256k1 keys, on this chain', async () => {
    await expect(request('wallet_grantPermissions', [grant({ chainId: '0x89' })])).rejects.toThrow('The permissions are for chain 0x89, the wallet is on 1')
    await expect(request('wallet_grantPermissions', [grant({ signer: { type: 'keys', data: { keys: [] } } })])).rejects.toThrow('A session needs the cosigner key and the dapp key')
    await expect(request('wallet_grantPermissions', [grant({ permissions: [{ type: 'contract-call', data: {} }] })])).rejects.toThrow('This smart account grants only a native-token recurring allowance')
    await expect(request('wallet_grantPermissions', [grant({ expiry: 'soon' })])).rejects.toThrow('The allowance needs a hex amount, a period and an expiry in seconds')
    const badKey = { type: 'keys', data: { keys: [{ type: 'ed25519', publicKey: '0x01' }, { type: 'secp256k1', publicKey: '0x00000000000000000000000000000000000000bb' }] } }
    await expect(request('wallet_grantPermissions', [grant({ signer: badKey })])).rejects.toThrow('Signer keys must be secp256k1 addresses or uncompressed public keys')
  })

  it('refuses a method the smart account does not sign', async () => {
    await expect(request('eth_sign', [])).rejects.toThrow('The smart account does not sign eth_sign')
  })
})
