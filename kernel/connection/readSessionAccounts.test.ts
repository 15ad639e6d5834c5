import { describe, expect, it } from 'vitest'
import { readSessionAccounts } from './readSessionAccounts'

describe('readSessionAccounts', () => {
  it('PROV-04 reads namespace:chainId:address accounts, deduplicated, the preferred chain first, malformed ones skipped', () => {
    const provider = {
      request: async () => undefined,
      session: {
        namespaces: {
          solana: {
            accounts: [
              'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:AAA1111111111111111111111111111111',
              'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:BBB1111111111111111111111111111111',
              'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:AAA1111111111111111111111111111111',
              'not-an-account',
            ],
          },
        },
      },
    }
    expect(readSessionAccounts(provider, 'solana', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toEqual([
      'BBB1111111111111111111111111111111',
      'AAA1111111111111111111111111111111',
    ])
    expect(readSessionAccounts(provider, 'eip155')).toEqual([])
    expect(readSessionAccounts(undefined, 'solana')).toEqual([])
  })
})
