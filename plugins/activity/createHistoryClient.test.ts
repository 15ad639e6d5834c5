import { describe, expect, it } from 'vitest'
import { createHistoryClient } from './createHistoryClient'

// The client never reaches the API without an address, so this test needs none: the API
// stand-in throws if it is called at all.
const unreachable = {
  get: () => Promise.reject(new Error('the API was called')),
  whenSupported: () => Promise.reject(new Error('the API was called')),
}

describe('createHistoryClient', () => {
  it("ACT-11 without an account address: \"Transactions can't be fetched without an accountAddress\"", async () => {
    const client = createHistoryClient(unreachable)
    await expect(client.fetchPage({ address: undefined, caipNetworkId: 'eip155:1' })).rejects.toThrowError(
      /^Transactions can't be fetched without an accountAddress$/,
    )
    await expect(client.fetchPage({ address: '', caipNetworkId: 'eip155:1', cursor: 'c' })).rejects.toThrowError(
      /^Transactions can't be fetched without an accountAddress$/,
    )
  })
})
