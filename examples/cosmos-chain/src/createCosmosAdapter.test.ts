import { createKeplrTestWallet, type KeplrTestWallet } from 'airlock/testing'
import { describe, expect, it } from 'vitest'
import { cosmosHub, cosmosTestnet } from './cosmosNetworks'
import { createCosmosAdapter } from './createCosmosAdapter'
import type { CosmosAccount } from './createKeplrProvider'
import { verifyAdr36Signature } from './verifyAdr36Signature'

// The sandbox's Keplr-like wallet stands in for the extension (which cannot run here); it
// holds a real key, so signatures are checked with the real verifier.
function setup(wallet: KeplrTestWallet | undefined = createKeplrTestWallet()) {
  const adapter = createCosmosAdapter({ getWallet: () => wallet })
  return { wallet: wallet!, adapter }
}

describe('createCosmosAdapter', () => {
  it('finds no connector without a wallet, and one stable Keplr connector with one', () => {
    expect(createCosmosAdapter({ getWallet: () => undefined }).getConnectors!()).toEqual([])
    const { adapter, wallet } = setup()
    const [connector] = adapter.getConnectors!()
    expect(connector).toMatchObject({ id: 'keplr', name: wallet.name, type: 'INJECTED', chain: 'cosmos' })
    expect(adapter.getConnectors!()[0]).toBe(connector)
  })

  it('connects with enable + getKey and answers the cosmos1 address on the network asked for', async () => {
    const { adapter, wallet } = setup()
    const [connector] = adapter.getConnectors!()
    const result = await adapter.connect({ connector: connector!, network: cosmosTestnet })
    expect(result).toEqual({
      connectorId: 'keplr',
      accounts: [{ address: wallet.bech32Address, type: 'eoa' }],
      address: wallet.bech32Address,
      caipNetwork: cosmosTestnet,
    })
    expect(wallet.enabled).toEqual(['theta-testnet-001'])
    expect(adapter.isAddress(result.address)).toBe(true)
  })

  it('signMessage returns an ADR-36 signature that verifies against the account key, and not for another text', async () => {
    const { adapter } = setup()
    const [connector] = adapter.getConnectors!()
    const { address } = await adapter.connect({ connector: connector!, network: cosmosHub })
    const provider = connector!.provider!
    const signature = await adapter.signMessage!({ message: 'Sign in to Airlock', address, provider })
    const [account] = (await provider.request({ method: 'cosmos_getAccounts' })) as CosmosAccount[]
    expect(verifyAdr36Signature({ signer: address, message: 'Sign in to Airlock', signature, publicKey: account!.pubkey })).toBe(true)
    expect(verifyAdr36Signature({ signer: address, message: 'Sign in to Airlock!', signature, publicKey: account!.pubkey })).toBe(false)
  })

  it('a refused approval rejects connect with the wallet error; reconnect answers undefined instead', async () => {
    const { adapter, wallet } = setup(createKeplrTestWallet({ behaviour: { rejectConnect: true } }))
    const [connector] = adapter.getConnectors!()
    await expect(adapter.connect({ connector: connector!, network: cosmosHub })).rejects.toThrow('Request rejected')
    await expect(adapter.reconnect!({ connector: connector!, network: cosmosHub })).resolves.toBeUndefined()
    expect(wallet.enabled).toEqual([])
  })

  it('switchNetwork enables the new chain; disconnect disables it and drops the provider', async () => {
    const { adapter, wallet } = setup()
    const [connector] = adapter.getConnectors!()
    await adapter.connect({ connector: connector!, network: cosmosHub })
    await adapter.switchNetwork({ network: cosmosTestnet })
    expect(wallet.enabled).toEqual(['cosmoshub-4', 'theta-testnet-001'])
    expect(adapter.getProvider!()).toBe(connector!.provider)
    await adapter.disconnect({})
    expect(wallet.enabled).toEqual(['cosmoshub-4'])
    expect(adapter.getProvider!()).toBeUndefined()
  })
})
