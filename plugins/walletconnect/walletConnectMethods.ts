import { EIP155_WALLETCONNECT_METHODS, type ChainNamespace } from '../../kernel/plugin'

/** Events every namespace proposes; wallets of any family understand these two. */
export const WALLETCONNECT_EVENTS: readonly string[] = Object.freeze(['chainChanged', 'accountsChanged'])

/**
 * The RPC methods proposed per chain family when no chain plugin supplies its own (PROV-01):
 * one entry per family the universal provider serves. Lists follow each family's WalletConnect
 * JSON-RPC reference.
 */
export const WALLETCONNECT_METHODS: Readonly<Record<string, readonly string[]>> = /*#__PURE__*/ Object.freeze({
  eip155: EIP155_WALLETCONNECT_METHODS,
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
  cosmos: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
  algorand: ['algo_signTxn'],
  cip34: ['cardano_signTx', 'cardano_signData', 'cardano_getBalance', 'cardano_getUtxos'],
  elrond: ['erd_signTransaction', 'erd_signTransactions', 'erd_signMessage', 'erd_signLoginToken', 'erd_signNativeAuthToken', 'erd_cancelAction'],
  multiversx: ['mvx_signTransaction', 'mvx_signTransactions', 'mvx_signMessage', 'mvx_signLoginToken', 'mvx_signNativeAuthToken', 'mvx_cancelAction'],
  near: [
    'near_signIn',
    'near_signOut',
    'near_getAccounts',
    'near_signTransaction',
    'near_signAndSendTransaction',
    'near_signTransactions',
    'near_signAndSendTransactions',
    'near_verifyOwner',
    'near_signMessage',
  ],
  tezos: ['tezos_getAccounts', 'tezos_send', 'tezos_sign'],
  polkadot: ['polkadot_signTransaction', 'polkadot_signMessage'],
})

/** The family's methods, or none for a family the kit does not know: the generic fallback (PROV-02). */
export function walletConnectMethodsOf(namespace: ChainNamespace): string[] {
  return [...(WALLETCONNECT_METHODS[namespace] ?? [])]
}
