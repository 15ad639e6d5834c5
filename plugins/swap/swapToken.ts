/** A token the swap offers (GET /v1/convert/tokens), with what the visitor holds of it when known. */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10 (`eip155:1:0x…`); the native coin uses the API's placeholder address. */
  address: string
  decimals: number
  logoUri: string
  /** Whole units held, as a decimal string; absent when the account holds none. */
  balance?: string
}

/** The blockchain API's address for a chain's native coin (AppKit's placeholder). */
export const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The plain address of a CAIP-10 token id. */
export const plainAddress = (caip10: string): string => caip10.split(':').pop() ?? caip10

export const isNativeSwapToken = (token: Pick<SwapToken, 'address'>): boolean =>
  plainAddress(token.address).toLowerCase() === NATIVE_PLACEHOLDER

/** Lower-cased CAIP-10: the key prices and balances are kept under. */
export const tokenKey = (token: Pick<SwapToken, 'address'> | string): string =>
  (typeof token === 'string' ? token : token.address).toLowerCase()
