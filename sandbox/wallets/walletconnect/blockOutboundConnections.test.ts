import dns from 'node:dns'
import { describe, expect, it } from 'vitest'
import { blockOutboundConnections } from './blockOutboundConnections'

describe('blockOutboundConnections', () => {
  it('SBX-33 refuses and records fetches and lookups that leave the machine', async () => {
    const guard = blockOutboundConnections()
    try {
      await expect(fetch('https://verify.walletconnect.org/attestation/x')).rejects.toThrow()
      await expect(dns.promises.lookup('pulse.walletconnect.org')).rejects.toThrow(/blocked by the sandbox test/)
      expect(guard.blocked).toEqual(expect.arrayContaining(['verify.walletconnect.org', 'pulse.walletconnect.org']))
    } finally {
      guard.restore()
    }
  })
})
