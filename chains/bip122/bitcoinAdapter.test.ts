// No Bitcoin wallet or WalletConnect Bitcoin support exists in the sandbox, so a plain object
// shaped like the universal provider's session stands in for a connected Bitcoin wallet.
import { describe, expect, it } from 'vitest'
import type { Connector } from '../../kernel'
import { bitcoinAdapter, walletConnectOnlyMessage } from './bitcoinAdapter'
import { bitcoin, bitcoinTestnet, PAYMENT } from './testing/bitcoinTestNetworks'

const ORDINAL = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'

function walletConnect(accounts: string[]) {
  const requests: unknown[][] = []
  const calls: string[] = []
  const provider = {
    session: { namespaces: { bip122: { accounts } } } as { namespaces: Record<string, { accounts: string[] }> } | undefined,
    request: async (...args: unknown[]) => (requests.push(args), { address: PAYMENT, signature: 'H+sig' }),
    disconnect: async () => void (calls.push('disconnect'), (provider.session = undefined)),
    setDefaultChain: (chain: string) => void calls.push(`setDefaultChain ${chain}`),
  }
  const connector: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'bip122', provider }
  return { provider, connector, requests, calls }
}

describe('bitcoinAdapter', () => {
  it('defaults bip122 to payment accounts (the kernel default, ACCT-03)', async () => {
    const adapter = bitcoinAdapter()
    expect(adapter.namespace).toBe('bip122')
    expect(adapter.defaultAccountType).toBe('payment')
    const { connector } = walletConnect([`${bitcoin.caipNetworkId}:${PAYMENT}`, `${bitcoin.caipNetworkId}:${ORDINAL}`])
    const result = await adapter.connect({ connector, network: bitcoin })
    expect(result).toEqual({
      connectorId: 'walletConnect',
      accounts: [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINAL, type: 'payment' },
      ],
      address: PAYMENT,
      caipNetwork: bitcoin,
    })
  })

  it('validates Bitcoin addresses on mainnet and testnet', () => {
    const { isAddress } = bitcoinAdapter()
    expect(isAddress(PAYMENT)).toBe(true)
    expect(isAddress('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc')).toBe(true)
    expect(isAddress('0x1111111111111111111111111111111111111111')).toBe(false)
    expect(bitcoinAdapter({ isAddress: () => true }).isAddress('anything')).toBe(true)
  })

  it('connects through WalletConnect only, with a clear error for any other connector', async () => {
    const adapter = bitcoinAdapter()
    const injected: Connector = { id: 'xverse', name: 'Xverse', type: 'INJECTED', chain: 'bip122' }
    const message = 'Xverse cannot connect Bitcoin: bip122 connects through WalletConnect only (got a INJECTED connector)'
    expect(walletConnectOnlyMessage(injected)).toBe(message)
    await expect(adapter.connect({ connector: injected, network: bitcoin })).rejects.toThrowError(message)
    await expect(adapter.disconnect({ connector: injected })).rejects.toThrowError(message)
  })

  it('restores from a live session, finds nothing in an empty one, and disconnects the session once', async () => {
    const adapter = bitcoinAdapter()
    const live = walletConnect([`${bitcoin.caipNetworkId}:${PAYMENT}`])
    expect((await adapter.reconnect!({ connector: live.connector, network: bitcoin }))?.address).toBe(PAYMENT)
    expect(await adapter.reconnect!({ connector: walletConnect([]).connector, network: bitcoin })).toBeUndefined()
    await adapter.disconnect({ connector: live.connector })
    await adapter.disconnect({ connector: live.connector })
    expect(live.calls).toEqual(['disconnect'])
  })

  it('switches by setting the session default chain, and signs with WalletConnect signMessage on it', async () => {
    const adapter = bitcoinAdapter()
    const { connector, provider, requests, calls } = walletConnect([`${bitcoinTestnet.caipNetworkId}:tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7`])
    await adapter.connect({ connector, network: bitcoin })
    await adapter.switchNetwork({ network: bitcoinTestnet, connector })
    expect(calls).toEqual([`setDefaultChain ${bitcoinTestnet.caipNetworkId}`])
    expect(await adapter.signMessage!({ message: 'hello', address: PAYMENT, provider })).toBe('H+sig')
    expect(requests).toEqual([
      [{ method: 'signMessage', params: { account: PAYMENT, address: PAYMENT, message: 'hello' } }, bitcoinTestnet.caipNetworkId],
    ])
  })

  it('describes its WalletConnect namespace: bip122 chains, Bitcoin RPC methods, addressesChanged', () => {
    expect(bitcoinAdapter().walletConnectNamespace!([bitcoin, bitcoinTestnet])).toEqual({
      chains: [bitcoin.caipNetworkId, bitcoinTestnet.caipNetworkId],
      methods: ['signMessage', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
      rpcMap: {
        [bitcoin.caipNetworkId]: 'https://mempool.space/api',
        [bitcoinTestnet.caipNetworkId]: 'https://mempool.space/testnet/api',
      },
    })
  })
})
