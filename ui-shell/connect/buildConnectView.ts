import type { ConnectMethod } from '../../kernel'
import { buildConnectList, type ConnectListInput } from './buildConnectList'
import { connectMethodOrder } from './connectMethodOrder'
import { shouldCollapseWallets, showLegalCheckbox } from './connectViewFlags'
import type { ConnectListItem } from './types'

export interface ConnectViewInput extends ConnectListInput {
  /** Email and social login are on (remote features, with an auth connector). */
  email: boolean
  socials: boolean
  /** AppKit's `enableWallets`; default true. */
  wallets?: boolean
  /** Config `features.connectMethodsOrder`. */
  connectMethodsOrder?: readonly ConnectMethod[]
  /** The legalCheckbox and collapseWallets feature flags, and the legal links. */
  legalCheckbox: boolean
  collapseWallets: boolean
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
}

export interface ConnectViewModel {
  /** The connect methods in display order, only those that are on (CONV-01, CONV-02). */
  methods: ConnectMethod[]
  /** The wallet method's rows (buildConnectList). */
  walletList: ConnectListItem[]
  /** "Continue with a wallet" (`w3m-collapse-wallets-button`) instead of the rows (CONV-14). */
  collapseWallets: boolean
  /** `w3m-legal-checkbox` above the methods; the methods stay disabled until it is ticked (CONV-13). */
  showLegalCheckbox: boolean
}

/** Everything the Connect view decides, from kernel data, in one call. */
export function buildConnectView(input: ConnectViewInput): ConnectViewModel {
  const walletList = buildConnectList(input)
  // CONV-02 counts injected and announced wallets that survived the visibility rules.
  const hasWalletsShown = walletList.some((item) => item.kind === 'connector' && item.group === 'injected')
  const methods = connectMethodOrder({
    email: input.email,
    socials: input.socials,
    wallets: input.wallets,
    hasWalletsShown,
    override: input.connectMethodsOrder,
  })
  return {
    methods,
    walletList,
    collapseWallets: methods.includes('wallet') && shouldCollapseWallets({ flag: input.collapseWallets, hasOtherMethods: input.email || input.socials }),
    showLegalCheckbox: showLegalCheckbox({
      flag: input.legalCheckbox,
      termsConditionsUrl: input.termsConditionsUrl,
      privacyPolicyUrl: input.privacyPolicyUrl,
    }),
  }
}
