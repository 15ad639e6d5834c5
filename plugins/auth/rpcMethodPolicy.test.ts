import { describe, expect, it } from 'vitest'
import { classifyRpcMethod } from './rpcMethodPolicy'

describe('RPC method policy', () => {
  it('AUTH-14 read-only methods and raw send are safe', () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_blockNumber', 'eth_getTransactionReceipt', 'eth_sendRawTransaction', 'getBalance']) {
      expect(classifyRpcMethod(method), method).toBe('safe')
    }
  })

  it('AUTH-15 signing, sending, send calls, permissions and user operations are not safe', () => {
    for (const method of [
      'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'solana_signMessage', 'solana_signTransaction',
      'solana_signAndSendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation',
    ]) {
      expect(classifyRpcMethod(method), method).toBe('unsafe')
    }
  })

  it('anything else is blocked, including raw eth_sign and key export', () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_exportKey', 'debug_traceTransaction', '']) expect(classifyRpcMethod(method)).toBe('blocked')
  })
})
