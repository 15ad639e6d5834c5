import type { AccountState, CaipNetwork, TokenBalance } from '../../kernel/plugin'
import { isNativeToken } from './sendableToken'

/** Families whose chain plugin sends the native coin only (no contract calls). */
const NATIVE_ONLY_NAMESPACES: readonly string[] = ['solana']

/**
 * What the token picker offers on `network`: the account's token balances on that network
 * (SOL only on Solana: spec §4 sends SOL there, and its chain plugin has no token calls; TRON's
 * sends TRC-20 tokens through writeContract), without the decimals "0" entries the balance API
 * uses for spam (spec §9; the balances plugin drops them too, this keeps send safe without it). Without balances (no balances plugin, or not
 * fetched yet) the native coin is built from the account's balance, so send still works.
 */
export function sendableTokens(account: Pick<AccountState, 'tokenBalance' | 'balance' | 'balanceSymbol'>, network: CaipNetwork | undefined): TokenBalance[] {
  if (!network) return []
  const onNetwork = (account.tokenBalance ?? []).filter(
    (t) =>
      t.chainId === network.caipNetworkId &&
      t.quantity.decimals !== '0' &&
      Number(t.quantity.numeric) > 0 &&
      (!NATIVE_ONLY_NAMESPACES.includes(network.chainNamespace) || isNativeToken(t)),
  )
  if (onNetwork.length > 0 || account.balance === undefined || !(Number(account.balance) > 0)) return onNetwork
  const { name, symbol, decimals } = network.nativeCurrency
  return [
    {
      name,
      symbol: account.balanceSymbol ?? symbol,
      chainId: network.caipNetworkId,
      price: 0,
      quantity: { decimals: String(decimals), numeric: account.balance },
      iconUrl: '',
    },
  ]
}

/** The native coin's balance in USD on `network` (AppKit's networkBalanceInUSD), undefined when unknown. */
export function networkBalanceInUsd(tokens: readonly TokenBalance[] | undefined, network: CaipNetwork | undefined): string | undefined {
  if (!network) return undefined
  const native = tokens?.find((t) => t.chainId === network.caipNetworkId && isNativeToken(t))
  return native ? String(Number(native.quantity.numeric) * native.price) : undefined
}
