// What each button shows and does, computed from a kit — no DOM here, so the rules are plain
// functions and the elements only paint them. Labels, testids and click targets are AppKit's.
import { truncateAddress } from '../addresses/truncateAddress'
import { KIT_CONTAINER, type AppKit } from '../createPublicApi'
import * as T from '../tokens'
import type { ChainNamespace, ThemeMode } from '../types'

export interface ButtonModel {
  testId: string
  label: string
  /** Secondary text after the label (the account balance). */
  detail: string
  /** An icon URL (the network's image), when the host configured one. */
  imageUrl: string | undefined
  variant: 'accent' | 'neutral'
  themeMode: ThemeMode
  /** Theme variables (`--w3m-*`) to set on the button. */
  themeVariables: Readonly<Record<string, string | number | undefined>>
  loading: boolean
  disabled: boolean
  /** What a click does; undefined when nothing should happen. */
  action: (() => void) | undefined
}

/** The attributes the elements read (AppKit's property names, lower-cased by HTML). */
export interface ButtonAttributes {
  label?: string | null
  loadingLabel?: string | null
  namespace?: string | null
  balance?: string | null
  disabled?: boolean
}

export const CONNECT_LABEL = 'Connect Wallet'
export const CONNECTING_LABEL = 'Connecting...'

const suffix = (namespace: string | null | undefined) => (namespace ? `-${namespace}` : '')
const nsOf = (attrs: ButtonAttributes) => (attrs.namespace || undefined) as ChainNamespace | undefined

function base(kit: AppKit | undefined): Pick<ButtonModel, 'themeMode' | 'themeVariables' | 'imageUrl' | 'detail'> {
  return {
    themeMode: kit?.getThemeMode() ?? 'dark',
    themeVariables: (kit?.getThemeVariables() ?? {}) as ButtonModel['themeVariables'],
    imageUrl: undefined,
    detail: '',
  }
}

function isLoading(kit: AppKit, namespace?: ChainNamespace): boolean {
  return kit[KIT_CONTAINER].resolve(T.MODAL).isLoading(namespace)
}

/** Whether the kit has an address for the namespace (or the active one). */
export function isKitConnected(kit: AppKit | undefined, namespace?: string | null): boolean {
  return Boolean(kit?.getCaipAddress((namespace || undefined) as ChainNamespace | undefined))
}

/** `<appkit-connect-button>`: opens Connect, or closes the modal when it is open (AppKit). */
export function connectButtonModel(kit: AppKit | undefined, attrs: ButtonAttributes): ButtonModel {
  const namespace = nsOf(attrs)
  const loading = kit ? isLoading(kit, namespace) : false
  return {
    ...base(kit),
    testId: `connect-button${suffix(namespace)}`,
    label: loading ? (attrs.loadingLabel ?? CONNECTING_LABEL) : (attrs.label ?? CONNECT_LABEL),
    variant: 'accent',
    loading,
    disabled: !kit || Boolean(attrs.disabled),
    action: kit
      ? () => {
          if (kit.getState().open) void kit.close()
          else if (!isLoading(kit, namespace)) void kit.open({ view: 'Connect', namespace })
        }
      : undefined,
  }
}

/** The balance as the account button shows it: 2 decimals, en-US; 0.00 on testnets (spec §9). */
function balanceText(kit: AppKit, namespace: ChainNamespace | undefined): string {
  const ns = namespace ?? kit.getActiveChainNamespace()
  if (!ns) return ''
  const account = kit[KIT_CONTAINER].resolve(T.ACCOUNT_STORE).get(ns)
  if (account.balance === undefined) return ''
  const network = kit.getCaipNetwork(ns)
  const unsupported = Boolean(kit[KIT_CONTAINER].resolve(T.NETWORKS_STORE).getState().isUnsupported[ns])
  const value = network?.testnet || unsupported ? 0 : Number(account.balance)
  const amount = (Number.isFinite(value) ? value : 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${amount} ${account.balanceSymbol ?? network?.nativeCurrency.symbol ?? ''}`.trim()
}

/** `<appkit-account-button>`: name or truncated address (4…6, AppKit's), opens the Account view. */
export function accountButtonModel(kit: AppKit | undefined, attrs: ButtonAttributes): ButtonModel {
  const namespace = nsOf(attrs)
  const account = kit?.getAccount(namespace)
  const ns = namespace ?? kit?.getActiveChainNamespace()
  const state = ns ? kit?.[KIT_CONTAINER].resolve(T.ACCOUNT_STORE).get(ns) : undefined
  const unsupported = Boolean(ns && kit?.[KIT_CONTAINER].resolve(T.NETWORKS_STORE).getState().isUnsupported[ns])
  const allowUnsupported = Boolean(kit?.[KIT_CONTAINER].resolve(T.CONFIG).allowUnsupportedChain)
  return {
    ...base(kit),
    testId: `account-button${suffix(namespace)}`,
    label: state?.profileName || (account?.address ? truncateAddress(account.address, { start: 4, end: 6 }) : ''),
    detail: kit && attrs.balance !== 'hide' ? balanceText(kit, namespace) : '',
    imageUrl: state?.profileImage ?? undefined,
    variant: 'neutral',
    loading: false,
    disabled: !kit || Boolean(attrs.disabled),
    action: kit
      ? () => void kit.open(unsupported && !allowUnsupported ? { view: 'UnsupportedChain' } : { namespace })
      : undefined,
  }
}

/** `<appkit-network-button>`: the active network's name (AppKit's labels), opens Networks. */
export function networkButtonModel(kit: AppKit | undefined, attrs: ButtonAttributes): ButtonModel {
  const namespace = nsOf(attrs)
  const ns = namespace ?? kit?.getActiveChainNamespace()
  const network = kit?.getCaipNetwork(namespace)
  const unsupported = Boolean(ns && kit?.[KIT_CONTAINER].resolve(T.NETWORKS_STORE).getState().isUnsupported[ns])
  const allowUnsupported = Boolean(kit?.[KIT_CONTAINER].resolve(T.CONFIG).allowUnsupportedChain)
  const loading = kit ? isLoading(kit) : false
  let label: string
  if (network) label = unsupported && !allowUnsupported ? 'Switch Network' : network.name
  else if (attrs.label) label = attrs.label
  else label = isKitConnected(kit, namespace) ? 'Unknown Network' : 'Select Network'
  return {
    ...base(kit),
    testId: 'w3m-network-button',
    label,
    imageUrl: network?.assets?.imageUrl,
    variant: 'neutral',
    loading,
    disabled: !kit || loading || Boolean(attrs.disabled),
    action: kit ? () => void (isLoading(kit) ? undefined : kit.open({ view: 'Networks' })) : undefined,
  }
}

/** `<appkit-button>`: the account button once connected, the connect button before. */
export function appKitButtonModel(kit: AppKit | undefined, attrs: ButtonAttributes): ButtonModel {
  return isKitConnected(kit, attrs.namespace) ? accountButtonModel(kit, attrs) : connectButtonModel(kit, attrs)
}
