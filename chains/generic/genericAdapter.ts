import { buildWalletConnectNamespace, createWalletConnectSessionAdapter, type AccountType, type ChainAdapter, type ChainNamespace } from '../../kernel/plugin'
import { DEFAULT_EVENTS, familyDefaultsOf, isPermissiveAddress, type SignMessageRequest } from './familyDefaults'

export interface GenericAdapterOptions {
  namespace: ChainNamespace
  /** WalletConnect methods to ask for; the family's defaults when absent. */
  methods?: readonly string[]
  /** WalletConnect events to ask for; accountsChanged and chainChanged when absent. */
  events?: readonly string[]
  /** Address rule; a permissive non-empty rule when absent. */
  isAddress?: (address: string) => boolean
  /** How to sign a message; the family's known form (polkadot, multiversx, ...) when absent. */
  signMessage?: SignMessageRequest
  /** Account type of session accounts; the family's (polkadot eoa) or eoa. */
  accountType?: AccountType
}

/**
 * A chain plugin for any family whose wallets connect through WalletConnect's universal
 * provider (cosmos, polkadot, near, tezos, algorand, cip34, elrond, multiversx, ...; PROV-02):
 * accounts come from the session, requests go to the session's wallet.
 */
export function genericAdapter(options: GenericAdapterOptions): ChainAdapter {
  const { namespace } = options
  const defaults = familyDefaultsOf(namespace)
  const wanted = { methods: [...(options.methods ?? defaults.methods)], events: [...(options.events ?? defaults.events ?? DEFAULT_EVENTS)] }
  const signMessage = options.signMessage ?? defaults.signMessage
  const accountType = options.accountType ?? defaults.accountType
  return createWalletConnectSessionAdapter({
    namespace,
    // Only a family with its own preferred type sets one; the kernel's default covers the rest.
    ...(defaults.accountType ? { defaultAccountType: defaults.accountType } : {}),
    ...(accountType ? { accountType } : {}),
    ...(signMessage ? { signMessage } : {}),
    isAddress: options.isAddress ?? isPermissiveAddress,
    walletConnectNamespace: (networks) => buildWalletConnectNamespace(namespace, networks, wanted),
  })
}
