import type { RequestProvider } from 'airlock/plugin'
import type { KeplrLike } from './keplrTypes'

/** The account as `cosmos_getAccounts` answers it (WalletConnect's Cosmos shape). */
export interface CosmosAccount {
  algo: string
  address: string
  /** Compressed public key, base64. */
  pubkey: string
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * Keplr's object API behind the kit's `request({ method, params })` shape, so the connector has
 * a provider like every other one: `kit.getProvider('cosmos')` hands it to the host.
 * Methods: `cosmos_getAccounts` and `keplr_signArbitrary` `{ signerAddress, data }`.
 */
export function createKeplrProvider(keplr: KeplrLike, chainId: () => string): RequestProvider {
  return {
    async request({ method, params }) {
      switch (method) {
        case 'cosmos_getAccounts': {
          const key = await keplr.getKey(chainId())
          return [{ algo: key.algo, address: key.bech32Address, pubkey: toBase64(key.pubKey) }] satisfies CosmosAccount[]
        }
        case 'keplr_signArbitrary': {
          const { signerAddress, data } = (params ?? {}) as { signerAddress?: string; data?: string }
          if (typeof signerAddress !== 'string' || typeof data !== 'string') throw new Error('keplr_signArbitrary needs { signerAddress, data } strings')
          return keplr.signArbitrary(chainId(), signerAddress, data)
        }
        default:
          throw new Error(`The Keplr provider does not support ${method}`)
      }
    },
  }
}
