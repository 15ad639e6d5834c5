// History entries in the blockchain API's shape, for the plugin's pure tests. The sandbox's
// history route produces the same shape from its devnets (sandbox/evm/routes/toHistoryTransaction).
import type { Transaction, TransactionTransfer } from '../contract'

export const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function transfer(direction: TransactionTransfer['direction'], numeric: string, symbol: string, extra: Partial<TransactionTransfer> = {}): TransactionTransfer {
  return { direction, quantity: { numeric }, fungible_info: { name: symbol, symbol, icon: { url: `data:image/svg+xml,${symbol}` } }, ...extra }
}

export function tx(id: string, minedAt: string, transfers: TransactionTransfer[], metadata: Partial<Transaction['metadata']> = {}): Transaction {
  return {
    id,
    metadata: { operationType: 'send', hash: id, minedAt, sentFrom: ME, sentTo: OTHER, status: 'confirmed', nonce: 0, chain: 'eip155:1', ...metadata },
    transfers,
  }
}

export const spam = (id: string, minedAt: string, chain = 'eip155:1') =>
  tx(id, minedAt, [transfer('in', '5000', 'CLAIM', { nft_info: { name: 'Visit airdrop-claim.example', flags: { is_spam: true } } })], {
    operationType: 'receive',
    chain,
    sentFrom: OTHER,
    sentTo: ME,
  })
