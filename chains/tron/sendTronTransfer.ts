import { ChainError, type CaipNetwork, type RequestProvider } from '../../kernel/plugin'
import { getTronWeb } from './getTronWeb'
import { requestTron } from './requestTron'
import { tronErrorMessages } from './tronErrorMessages'

export interface SendTronTransferArgs {
  from: string
  to: string
  /** In sun (1 TRX = 1,000,000 sun). */
  sun: bigint
  network: CaipNetwork
  wallet: RequestProvider
}

export interface BuiltTransaction {
  txID: string
  raw_data_hex: string
  signature?: string[]
}

type SessionLike = { sessionProperties?: Record<string, unknown> }

/** The WalletConnect session behind a provider: the universal provider's, or the walletconnect plugin's per-namespace view's. */
function walletConnectSessionOf(wallet: RequestProvider): SessionLike | undefined {
  const p = wallet as { session?: SessionLike; universalProvider?: { session?: SessionLike } }
  return p.session ?? p.universalProvider?.session
}

/** WalletConnect wallets that say `tron_method_version: v1` take the transaction as is; others nested (AppKit's rule). */
function signParams(wallet: RequestProvider, from: string, tx: BuiltTransaction) {
  const session = walletConnectSessionOf(wallet)
  const v1 = session?.sessionProperties?.tron_method_version === 'v1'
  return { address: from, transaction: session && !v1 ? { transaction: tx } : tx }
}

/**
 * A TRX transfer: tronweb builds it against the network's full node (which checks the addresses'
 * checksums and takes the reference block), the wallet signs it, and it is broadcast only if the
 * wallet signed the very bytes built here. Resolves with the txID.
 */
export async function sendTronTransfer({ from, to, sun, network, wallet }: SendTronTransferArgs): Promise<string> {
  if (sun <= 0n || sun > BigInt(Number.MAX_SAFE_INTEGER)) throw ChainError.worded(tronErrorMessages, 'invalidAmount')
  const tronWeb = await getTronWeb(network)
  if (!tronWeb.isAddress(to)) throw ChainError.worded(tronErrorMessages, 'invalidAddress')
  const tx = (await tronWeb.transactionBuilder.sendTrx(to, Number(sun), from)) as unknown as BuiltTransaction
  return signAndBroadcastTron({ from, tx, network, wallet })
}

/**
 * Has the wallet sign a transaction built here and broadcasts it, only if the wallet signed the
 * very bytes built (it may add a signature and nothing else). Resolves with the txID.
 */
export async function signAndBroadcastTron({ from, tx, network, wallet }: { from: string; tx: BuiltTransaction; network: CaipNetwork; wallet: RequestProvider }): Promise<string> {
  const tronWeb = await getTronWeb(network)
  const answer = await requestTron<BuiltTransaction & { result?: BuiltTransaction }>(wallet, 'tron_signTransaction', signParams(wallet, from, tx), network.caipNetworkId)
  const signed = answer?.result && !answer.signature ? answer.result : answer
  if (!signed || signed.txID !== tx.txID || signed.raw_data_hex?.toLowerCase() !== tx.raw_data_hex.toLowerCase() || !Array.isArray(signed.signature) || signed.signature.length === 0) {
    throw ChainError.worded(tronErrorMessages, 'differentTransaction')
  }
  const sent = (await tronWeb.trx.sendRawTransaction({ ...tx, signature: signed.signature } as never)) as { result?: boolean; code?: string; message?: string }
  if (!sent?.result) throw ChainError.worded(tronErrorMessages, 'nodeRefused', { reason: `${sent?.code ?? 'unknown error'}${nodeMessage(sent?.message)}` })
  return tx.txID
}

/** java-tron hex-encodes the reason. */
export function nodeMessage(message: string | undefined): string {
  if (!message) return ''
  if (!/^([0-9a-fA-F]{2})+$/.test(message)) return ` (${message})`
  const bytes = new Uint8Array(message.match(/../g)!.map((b) => parseInt(b, 16)))
  return ` (${new TextDecoder().decode(bytes)})`
}
