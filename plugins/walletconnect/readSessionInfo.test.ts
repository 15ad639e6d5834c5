import { describe, expect, it } from 'vitest'
import { readSessionInfo } from './readSessionInfo'
import type { WcSession } from './types'

describe('readSessionInfo', () => {
  it('SESS-01 a session has topic, namespaces, sessionProperties (bundler_name, bundler_url, capabilities per chain) and peer name and icons', () => {
    // The shape a smart-account wallet approves with; the sandbox test wallet sends no properties.
    const session: WcSession = {
      topic: 'b'.repeat(64),
      namespaces: { eip155: { accounts: ['eip155:8453:0xAbc'], methods: ['wallet_sendCalls'], events: ['chainChanged'] } },
      sessionProperties: {
        bundler_name: 'pimlico',
        bundler_url: 'https://bundler.example/8453',
        capabilities: JSON.stringify({ '0x2105': { atomicBatch: { supported: true } } }),
      },
      peer: { metadata: { name: 'Smart Wallet', icons: ['https://wallet.example/icon.png'], url: 'https://wallet.example' } },
    }
    expect(readSessionInfo(session)).toEqual({
      topic: 'b'.repeat(64),
      namespaces: {
        eip155: { chains: ['eip155:8453'], accounts: ['eip155:8453:0xAbc'], methods: ['wallet_sendCalls'], events: ['chainChanged'] },
      },
      sessionProperties: {
        bundler_name: 'pimlico',
        bundler_url: 'https://bundler.example/8453',
        capabilities: { '0x2105': { atomicBatch: { supported: true } } },
      },
      peer: { name: 'Smart Wallet', icons: ['https://wallet.example/icon.png'], url: 'https://wallet.example' },
    })
  })

  it('drops capabilities that are not an object', () => {
    const info = readSessionInfo({
      topic: 't',
      namespaces: {},
      sessionProperties: { capabilities: 'not json' },
      peer: { metadata: { name: 'W', icons: [] } },
    })
    expect(info.sessionProperties).toEqual({})
  })
})
