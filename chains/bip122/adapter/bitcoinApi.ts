import type { CaipNetwork } from '../../../kernel/plugin'

/** One unspent output, as mempool.space's `/address/{address}/utxo` lists it (AppKit's BitcoinApi.UTXO). */
export interface BitcoinUtxo {
  txid: string
  vout: number
  /** In satoshis. */
  value: number
  status?: { confirmed: boolean; block_height?: number; block_hash?: string; block_time?: number }
}

/** AppKit's `BitcoinAdapter({ api })`: where the adapter reads an address's unspent outputs. */
export interface BitcoinApi {
  getUTXOs(params: { network: CaipNetwork; address: string }): Promise<BitcoinUtxo[]>
}

const SATS_PER_BTC = 100_000_000n

/** Sums the outputs into the network's coin ("0.0015" BTC), exactly: satoshis never pass through a float. */
export function balanceFromUtxos(utxos: readonly BitcoinUtxo[], network: CaipNetwork): { balance: string; symbol: string } {
  const sats = utxos.reduce((sum, utxo) => {
    if (!Number.isSafeInteger(utxo.value) || utxo.value < 0) throw new Error(`Invalid UTXO value: ${String(utxo.value)}`)
    return sum + BigInt(utxo.value)
  }, 0n)
  const whole = sats / SATS_PER_BTC
  const fraction = (sats % SATS_PER_BTC).toString().padStart(8, '0').replace(/0+$/, '')
  return { balance: fraction ? `${whole}.${fraction}` : `${whole}`, symbol: network.nativeCurrency.symbol }
}
