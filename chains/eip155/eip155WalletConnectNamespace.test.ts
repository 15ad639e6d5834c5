import { describe, expect, it } from 'vitest'
import { eip155WalletConnectNamespace } from './eip155WalletConnectNamespace'
import { testMainnet, testPolygon, testSolana } from './testing/testNetworks'

describe('eip155WalletConnectNamespace', () => {
  it('asks for the EVM chains, the signing and wallet methods, both events and one RPC per chain', () => {
    const namespace = eip155WalletConnectNamespace([testMainnet, testSolana, testPolygon])
    expect(namespace.chains).toEqual(['eip155:1', 'eip155:137'])
    expect(namespace.events).toEqual(['chainChanged', 'accountsChanged'])
    for (const method of [
      'eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4', 'eth_accounts', 'eth_requestAccounts',
      'eth_sendRawTransaction', 'eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'wallet_switchEthereumChain',
      'wallet_addEthereumChain', 'wallet_getCallsStatus', 'wallet_sendCalls', 'wallet_getCapabilities',
      'wallet_grantPermissions', 'wallet_revokePermissions',
    ]) {
      expect(namespace.methods).toContain(method)
    }
    expect(namespace.rpcMap).toEqual({ 1: testMainnet.rpcUrls.default.http[0], 137: testPolygon.rpcUrls.default.http[0] })
  })
})
