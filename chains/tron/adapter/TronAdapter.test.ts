import { describe, expect, it, vi } from 'vitest'
import { tronMainnet, tronNileTestnet } from '../../../kernel/networks'
import { TronAdapter } from './TronAdapter'

describe('TronAdapter (AppKit name)', () => {
  it('is the tron chain plugin and warns once about AppKit options that do not apply', () => {
    const adapter = new TronAdapter({ projectId: 'other', networks: [tronMainnet, tronNileTestnet] })
    expect(adapter).toMatchObject({ namespace: 'tron', adapterType: 'tron', defaultAccountType: 'eoa' })
    expect(adapter.isAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true)
    const warn = vi.fn()
    adapter.configure!({ projectId: 'mine', networks: [tronMainnet], logger: { warn } } as never)
    expect(warn.mock.calls.map(([w]) => w)).toEqual([
      "TronAdapter: projectId differs from createAppKit's; the kit uses createAppKit's projectId",
      "TronAdapter: tron:0xcd8690dc not in createAppKit's networks; the kit offers only the networks passed to createAppKit",
    ])
  })
})
