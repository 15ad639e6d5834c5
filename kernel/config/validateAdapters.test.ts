import { describe, expect, it } from 'vitest'
import { createTestChainAdapter } from '../connection/testing/testChainAdapter'
import { testMainnet } from '../connection/testing/testNetworks'
import { createAppKit } from '../createAppKit'
import { KIT_CONTAINER } from '../createPublicApi'
import { ConfigError, InvalidAdapterError } from '../errors'
import { CHAIN_REGISTRY } from '../tokens'
import type { AppKitOptions } from './options'
import { validateAdapters } from './validateAdapters'

const options = (adapters: unknown[]): AppKitOptions => ({
  projectId: 'p',
  networks: [testMainnet],
  endpoints: { analytics: 'http://127.0.0.1:9' },
  adapters: adapters as AppKitOptions['adapters'],
})

const thrown = (fn: () => unknown): unknown => {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('validateAdapters', () => {
  it('CFG-05 an entry that is not a chain adapter throws at the host’s createAppKit call, naming it and what it lacks', () => {
    const { namespace: _, ...noNamespace } = createTestChainAdapter('solana')
    expect(() => createAppKit(options([createTestChainAdapter('eip155'), noNamespace]))).toThrowError(
      /^Invalid adapter at adapters\[1\]: missing namespace$/,
    )
    const error = thrown(() => createAppKit(options([createTestChainAdapter('eip155'), noNamespace])))
    expect(error).toBeInstanceOf(InvalidAdapterError)
    expect(error).toBeInstanceOf(ConfigError) // a config mistake like any other option's
    expect(error).toMatchObject({ name: 'InvalidAdapterError', index: 1, missing: ['namespace'] })
  })

  it('lists every missing member; an AppKit-style adapter without isAddress is refused', () => {
    // AppKit's own adapter classes have namespace, connect, disconnect, switchNetwork but no address rule.
    const appKitStyle = { namespace: 'eip155', connect: async () => {}, disconnect: async () => {}, switchNetwork: async () => {} }
    expect(() => validateAdapters([appKitStyle])).toThrowError(/^Invalid adapter at adapters\[0\]: missing isAddress$/)
    expect(() => validateAdapters([{ namespace: 'eip155' }])).toThrowError(
      /^Invalid adapter at adapters\[0\]: missing isAddress, connect, disconnect, switchNetwork$/,
    )
    expect(() => validateAdapters([{ namespace: '', isAddress: 'no' }])).toThrowError(
      /^Invalid adapter at adapters\[0\]: missing namespace, isAddress, connect, disconnect, switchNetwork$/,
    )
  })

  it('says what it got for an entry that is not an object', () => {
    expect(() => validateAdapters([createTestChainAdapter('eip155'), null])).toThrowError(
      /^Invalid adapter at adapters\[1\]: expected a chain adapter object, got null$/,
    )
    expect(() => validateAdapters(['eip155'])).toThrowError(/^Invalid adapter at adapters\[0\]: expected a chain adapter object, got string$/)
    expect(() => validateAdapters([[]])).toThrowError(/^Invalid adapter at adapters\[0\]: expected a chain adapter object, got an array$/)
    expect(() => createAppKit(options('eip155' as unknown as unknown[]))).toThrowError(
      /^Invalid option `adapters`: expected an array of chain adapters, got "eip155"$/,
    )
  })

  it('accepts chain adapters, plain or class-based (methods on the prototype)', async () => {
    class ClassAdapter {
      readonly namespace = 'eip155'
      isAddress() {
        return true
      }
      async connect(): Promise<never> {
        throw new Error('not used here')
      }
      async disconnect() {}
      async switchNetwork() {}
    }
    expect(() => validateAdapters([])).not.toThrow()
    expect(() => validateAdapters([createTestChainAdapter('eip155'), new ClassAdapter()])).not.toThrow()
    const kit = createAppKit(options([new ClassAdapter()]))
    await kit.ready()
    expect(kit[KIT_CONTAINER].resolve(CHAIN_REGISTRY).namespaces()).toEqual(['eip155'])
    kit.destroy()
  })
})
