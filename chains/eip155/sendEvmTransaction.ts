import type { RequestProvider, SendTransactionArgs } from '../../kernel/plugin'
import { ensureWalletChain, toQuantity } from './ensureWalletChain'

export type SendEvmTransactionArgs = Omit<SendTransactionArgs, 'provider' | 'transaction'> & { provider: RequestProvider }

/**
 * eth_sendTransaction of one transaction, after moving the wallet to `network` so it never lands
 * on another chain. The wallet fills in nonce, fees and (when absent) gas. Resolves with the hash.
 */
export async function sendEvmTransaction(args: SendEvmTransactionArgs): Promise<string> {
  const { provider, network } = args
  await ensureWalletChain(provider, network)
  const tx: Record<string, string> = { from: args.from }
  if (args.to !== undefined) tx.to = args.to
  // A value of 0x0 is sent as such: some wallets show "no value" and "0" differently, both are fine.
  tx.value = toQuantity(args.value ?? 0n)
  if (args.data !== undefined && args.data !== '0x') tx.data = args.data
  if (args.gas !== undefined) tx.gas = toQuantity(args.gas)
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [tx] })
  return hash as string
}
