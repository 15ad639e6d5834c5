import { ChainError, type RequestProvider } from '../../kernel/plugin'
import { tronErrorMessages } from './tronErrorMessages'

/** What TronLink injects: `window.tronLink`, whose `tronWeb` is set once the site is allowed. */
export interface TronLinkLike {
  ready?: boolean
  request(args: { method: string; params?: unknown }): Promise<unknown>
  tronWeb?: TronLinkTronWeb | false
}

export interface TronLinkTronWeb {
  defaultAddress?: { base58?: string | false }
  trx: {
    sign(transaction: unknown): Promise<unknown>
    signMessageV2(message: string): Promise<string>
  }
}

export const isTronLinkLike = (value: unknown): value is TronLinkLike =>
  typeof value === 'object' && value !== null && typeof (value as TronLinkLike).request === 'function'

/** The allowed account, or undefined while TronLink is locked or the site not yet allowed. */
export function tronLinkAccount(tronLink: TronLinkLike): string | undefined {
  const address = tronLink.tronWeb ? tronLink.tronWeb.defaultAddress?.base58 : undefined
  return typeof address === 'string' && address ? address : undefined
}

/**
 * TronLink's object API behind the kit's `request({ method, params })`, with WalletConnect's
 * `tron_*` method names, so the adapter speaks one language to both kinds of wallet.
 */
export function createTronLinkProvider(tronLink: TronLinkLike): RequestProvider {
  const tronWeb = () => {
    if (!tronLink.tronWeb || !tronLinkAccount(tronLink)) throw ChainError.worded(tronErrorMessages, 'siteNotConnected', undefined, { code: 4100 })
    return tronLink.tronWeb
  }
  return {
    async request({ method, params }) {
      const p = (params ?? {}) as { message?: unknown; transaction?: unknown }
      switch (method) {
        case 'tron_requestAccounts': {
          const answer = (await tronLink.request({ method: 'tron_requestAccounts' })) as { code?: number; message?: string } | string | undefined
          // TronLink answers with a code, not a rejection; '' means it is locked.
          if (typeof answer === 'object' && answer?.code === 4001) throw new ChainError(answer.message || 'User rejected the request.', 4001)
          const address = tronLinkAccount(tronLink)
          if (!address) throw ChainError.worded(tronErrorMessages, 'locked', undefined, { code: 4100 })
          return [address]
        }
        case 'tron_signMessage':
          if (typeof p.message !== 'string') throw new ChainError('tron_signMessage needs { message } as a string')
          return tronWeb().trx.signMessageV2(p.message)
        case 'tron_signTransaction': {
          // WalletConnect's legacy shape nests the transaction once more: { transaction: { transaction } }.
          const nested = p.transaction as { transaction?: unknown; txID?: unknown } | undefined
          const tx = nested && nested.txID === undefined && nested.transaction ? nested.transaction : nested
          if (!tx) throw new ChainError('tron_signTransaction needs { transaction }')
          return tronWeb().trx.sign(tx)
        }
        default:
          throw new ChainError(`TronLink does not support ${method}`, 4200)
      }
    },
  }
}
