import { describe, expect, it } from 'vitest'
import { parseWalletsQuery } from './parseWalletsQuery'

describe('parseWalletsQuery', () => {
  it('SBX-36 reads eip6963:N, injected and solana', () => {
    expect(parseWalletsQuery('eip6963:2,injected,solana')).toEqual({ eip6963: 2, injected: true, solana: true, keplr: false, tron: false, ton: false, multichain: false })
    expect(parseWalletsQuery('keplr')).toEqual({ eip6963: 0, injected: false, solana: false, keplr: true, tron: false, ton: false, multichain: false })
    expect(parseWalletsQuery('tron')).toEqual({ eip6963: 0, injected: false, solana: false, keplr: false, tron: true, ton: false, multichain: false })
    expect(parseWalletsQuery('multichain')).toEqual({ eip6963: 0, injected: false, solana: false, keplr: false, tron: false, ton: false, multichain: true })
    expect(parseWalletsQuery('ton')).toEqual({ eip6963: 0, injected: false, solana: false, keplr: false, tron: false, ton: true, multichain: false })
  })

  it('SBX-36 a bare eip6963 counts one; empty parts are skipped', () => {
    expect(parseWalletsQuery('eip6963,, injected ')).toEqual({ eip6963: 1, injected: true, solana: false, keplr: false, tron: false, ton: false, multichain: false })
    expect(parseWalletsQuery('')).toEqual({ eip6963: 0, injected: false, solana: false, keplr: false, tron: false, ton: false, multichain: false })
  })

  it('SBX-36 an unknown wallet is an error with its name', () => {
    expect(() => parseWalletsQuery('eip6963:2,metamask')).toThrowError(
      /^Unknown test wallet "metamask" in \?wallets= \(expected eip6963\[:N\], injected, solana, keplr, tron, ton or multichain\)$/,
    )
  })
})
