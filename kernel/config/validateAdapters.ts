// The `adapters` option's entries must be chain adapters: an entry the kernel cannot use fails
// at createAppKit with what it lacks, instead of being dropped and leaving its chain unconnectable.
import { InvalidAdapterError } from '../errors'
import type { ChainAdapter } from '../plugins/chainAdapter'

/** The ChainAdapter members the kernel calls without checking (the rest are optional). */
export const REQUIRED_ADAPTER_METHODS = ['isAddress', 'connect', 'disconnect', 'switchNetwork'] as const

/** Throws an InvalidAdapterError naming the first entry that is not a chain adapter. */
export function validateAdapters(value: readonly unknown[]): asserts value is readonly ChainAdapter[] {
  value.forEach((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      const got = entry === null ? 'null' : Array.isArray(entry) ? 'an array' : typeof entry
      throw new InvalidAdapterError(index, ['namespace', ...REQUIRED_ADAPTER_METHODS], `expected a chain adapter object, got ${got}`)
    }
    const adapter = entry as Record<string, unknown>
    // Plain reads, not own-key checks: a class-based adapter keeps its methods on the prototype.
    const missing = [
      ...(typeof adapter.namespace === 'string' && adapter.namespace !== '' ? [] : ['namespace']),
      ...REQUIRED_ADAPTER_METHODS.filter((name) => typeof adapter[name] !== 'function'),
    ]
    if (missing.length > 0) throw new InvalidAdapterError(index, missing)
  })
}
