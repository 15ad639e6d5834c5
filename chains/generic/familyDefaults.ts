import type { AccountType, ChainNamespace, WalletConnectSignRequest } from '../../kernel/plugin'

/** How a family's wallets sign a text message over WalletConnect, when they share one simple form. */
export type SignMessageRequest = WalletConnectSignRequest

export interface FamilyDefaults {
  methods: readonly string[]
  events?: readonly string[]
  signMessage?: SignMessageRequest
  accountType?: AccountType
}

const addressAndMessage =
  (method: string): SignMessageRequest =>
  (message, address) => ({ method, params: { address, message } })

/**
 * The WalletConnect RPC methods each family's wallets implement (WalletConnect's RPC reference
 * per chain). Events default to AppKit's pair for every family (accountsChanged, chainChanged).
 */
export const FAMILY_DEFAULTS: Readonly<Record<string, FamilyDefaults>> = /*#__PURE__*/ Object.freeze({
  polkadot: {
    methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    signMessage: addressAndMessage('polkadot_signMessage'),
    accountType: 'eoa', // ACCT-03
  },
  cosmos: { methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'] },
  near: {
    methods: [
      'near_signIn',
      'near_signOut',
      'near_getAccounts',
      'near_signTransaction',
      'near_signTransactions',
      'near_signAndSendTransaction',
      'near_signAndSendTransactions',
      'near_signMessage',
    ],
  },
  tezos: { methods: ['tezos_getAccounts', 'tezos_send', 'tezos_sign'] },
  algorand: { methods: ['algo_signTxn'] },
  cip34: {
    methods: [
      'cardano_signTx',
      'cardano_signData',
      'cardano_submitTx',
      'cardano_getBalance',
      'cardano_getUtxos',
      'cardano_getCollateral',
      'cardano_getNetworkId',
      'cardano_getUsedAddresses',
      'cardano_getUnusedAddresses',
      'cardano_getChangeAddress',
      'cardano_getRewardAddress',
    ],
  },
  elrond: {
    methods: ['erd_signTransaction', 'erd_signTransactions', 'erd_signMessage', 'erd_signLoginToken', 'erd_cancelAction'],
    signMessage: addressAndMessage('erd_signMessage'),
  },
  multiversx: {
    methods: [
      'mvx_signTransaction',
      'mvx_signTransactions',
      'mvx_signMessage',
      'mvx_signLoginToken',
      'mvx_signNativeAuthToken',
      'mvx_cancelAction',
    ],
    signMessage: addressAndMessage('mvx_signMessage'),
  },
  tron: { methods: ['tron_signTransaction', 'tron_signMessage'], signMessage: addressAndMessage('tron_signMessage') },
  sui: { methods: ['sui_signTransaction', 'sui_signAndExecuteTransaction', 'sui_signPersonalMessage'] },
  stacks: { methods: ['stx_getAddresses', 'stx_transferStx', 'stx_signTransaction', 'stx_signMessage'] },
  ton: { methods: ['ton_sendMessage', 'ton_signData'] },
} satisfies Record<string, FamilyDefaults>)

export const DEFAULT_EVENTS = ['accountsChanged', 'chainChanged'] as const

/** A family's defaults; an unknown family gets no methods (the wallet offers what it has). */
export const familyDefaultsOf = (namespace: ChainNamespace): FamilyDefaults =>
  FAMILY_DEFAULTS[namespace] ?? { methods: [] }

/** Non-empty, at most 128 characters, no whitespace and no ':' (it would break CAIP-10 ids). */
export const isPermissiveAddress = (address: string): boolean =>
  typeof address === 'string' && /^[^\s:]{1,128}$/.test(address)
