import { fromBaseUnits, type CaipNetwork } from '../../kernel/plugin'
import { getTronWeb } from './getTronWeb'

/** TRX has 6 decimals: 1 TRX is 1,000,000 sun. */
export const TRX_DECIMALS = 6

/** The account's TRX in whole TRX (from sun), read from the network's full node. */
export async function getTronBalance({ address, network }: { address: string; network: CaipNetwork }) {
  const tronWeb = await getTronWeb(network)
  const sun = BigInt(await tronWeb.trx.getBalance(address))
  return { balance: fromBaseUnits(sun, TRX_DECIMALS), symbol: network.nativeCurrency.symbol }
}
