// What each button shows and does, computed from a kit — no DOM and no React here, so the rules
// are plain functions that the <appkit-*> elements and the React buttons both paint. Labels,
// testids, truncation and click targets follow AppKit's w3m-*-button elements.
import { truncateAddress } from '../addresses/truncateAddress'
import type { InjectionToken } from '../container/tsyringe'
import type { AppKit } from '../createPublicApi'
import { KIT_CONTAINER } from '../kitContainer'
import * as T from '../tokens'
import type { ChainNamespace, ThemeMode } from '../types'
import type { TextDirection } from '../i18n/locales'
import { safeImageSrc } from '../validation/safeImageSrc'
import { accountBalanceText } from './accountBalanceText'
// Messages is named so the emitted .d.ts refers to its module, not to the kernel index (a cycle the build refuses).
import { CORE_PACK, defineMessages, type Messages } from '../i18n/defineMessages'

export type ButtonKind = 'connect' | 'account' | 'network'

export interface ButtonModel {
  kind: ButtonKind
  /** The `<button>`'s test id. */
  testId: string
  /**
   * The id of what wraps the button, where AppKit has one: its `<w3m-network-button>` is the
   * `w3m-network-button` and the button inside it `wui-network-button` (its lab clicks the latter).
   */
  wrapperTestId?: string
  label: string
  /** Secondary text after the label (the account balance); '' when none. */
  detail: string
  /** The test id of the detail text, when it has one. */
  detailTestId: string | undefined
  /** An icon URL: the profile image (account) or the network's image (network). */
  imageUrl: string | undefined
  /** The plain address shown (account), for a generated avatar when there is no image. */
  address: string | undefined
  variant: 'accent' | 'neutral'
  themeMode: ThemeMode
  /** The kit's locale and its direction, set on the button (its shadow root does not inherit the modal's). */
  lang: string
  dir: TextDirection
  /** Theme variables (`--w3m-*`) to set on the button. */
  themeVariables: Readonly<Record<string, string | number | undefined>>
  loading: boolean
  disabled: boolean
  /** What a click does, decided at click time from the kit; undefined without a kit. */
  action: (() => void) | undefined
}

/** The attributes the elements read and the props the React buttons take (AppKit's names). */
export interface ButtonAttributes {
  label?: string | null
  loadingLabel?: string | null
  namespace?: string | null
  /** 'hide' leaves the balance out. */
  balance?: string | null
  disabled?: boolean
  /** Address characters kept at the start and the end (AppKit's charsStart / charsEnd: 4 and 6). */
  charsStart?: number | null
  charsEnd?: number | null
}

/** The buttons' words (core pack); the elements show them before any view has loaded. */
export const buttonMessages = defineMessages(CORE_PACK, 'buttons', {
  connect: 'Connect Wallet',
  connecting: 'Connecting...',
  switchNetwork: 'Switch Network',
  unknownNetwork: 'Unknown Network',
  selectNetwork: 'Select Network',
})
export const CONNECT_LABEL = buttonMessages.en.connect
export const CONNECTING_LABEL = buttonMessages.en.connecting

/** A button's word in the kit's locale (English without a kit, or before its messages load). */
export const buttonText = (kit: AppKit | undefined, key: keyof typeof buttonMessages.en): string =>
  kit ? resolve(kit, T.I18N).text(buttonMessages, key) : buttonMessages.en[key]
export const BALANCE_TEST_ID = 'balance-amount'
/** AppKit's account button: `0x12...345678`, and profile names cut after 18 characters. */
export const ADDRESS_CHARS_START = 4
export const ADDRESS_CHARS_END = 6
export const PROFILE_NAME_CHARS = 18

const suffix = (namespace: string | undefined) => (namespace ? `-${namespace}` : '')
/** The namespace attribute, unset when empty. */
export const nsOf = (attrs: ButtonAttributes) => (attrs.namespace || undefined) as ChainNamespace | undefined
export const resolve = <S>(kit: AppKit, token: InjectionToken<S>): S => kit[KIT_CONTAINER].resolve(token)

/** What every button model shares: the kit's theme, and no image, address or detail. */
export function base(kit: AppKit | undefined) {
  const { locale, dir } = kit ? resolve(kit, T.I18N).state.getState() : { locale: 'en', dir: 'ltr' as const }
  return {
    lang: locale,
    dir,
    themeMode: kit?.getThemeMode() ?? ('dark' as ThemeMode),
    themeVariables: (kit?.getThemeVariables() ?? {}) as ButtonModel['themeVariables'],
    imageUrl: undefined,
    address: undefined,
    detail: '',
    detailTestId: undefined,
  }
}

export const isLoading = (kit: AppKit, namespace?: ChainNamespace) => resolve(kit, T.MODAL).isLoading(namespace)

/** Whether the namespace's (or the active) network is one the host did not configure, and that matters. */
export function isBlockedUnsupported(kit: AppKit, namespace: ChainNamespace | undefined): boolean {
  const ns = namespace ?? kit.getActiveChainNamespace()
  if (!ns || resolve(kit, T.CONFIG).allowUnsupportedChain) return false
  return Boolean(resolve(kit, T.NETWORKS_STORE).getState().isUnsupported[ns])
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
    kind: 'connect',
    testId: `connect-button${suffix(namespace)}`,
    label: loading ? (attrs.loadingLabel ?? buttonText(kit, 'connecting')) : (attrs.label ?? buttonText(kit, 'connect')),
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

/** The account button's text: the profile name cut at the end, else the address cut in the middle. */
export function accountLabel(address: string | undefined, profileName: string | null | undefined, attrs: ButtonAttributes = {}): string {
  if (!address) return ''
  if (profileName) return truncateAddress(profileName, { start: PROFILE_NAME_CHARS, end: 0 })
  return truncateAddress(address, { start: attrs.charsStart ?? ADDRESS_CHARS_START, end: attrs.charsEnd ?? ADDRESS_CHARS_END })
}

/**
 * `<appkit-account-button>`: name or truncated address and the balance; a click opens the modal
 * for the namespace (its default view, Account) or UnsupportedChain on an unsupported network.
 */
export function accountButtonModel(kit: AppKit | undefined, attrs: ButtonAttributes): ButtonModel {
  const namespace = nsOf(attrs)
  const ns = namespace ?? kit?.getActiveChainNamespace()
  const address = kit?.getAccount(namespace).address
  const state = kit && ns ? resolve(kit, T.ACCOUNT_STORE).get(ns) : undefined
  const detail =
    kit && ns && attrs.balance !== 'hide'
      ? accountBalanceText({
          balance: state?.balance,
          balanceSymbol: state?.balanceSymbol,
          network: kit.getCaipNetwork(ns),
          unsupported: Boolean(resolve(kit, T.NETWORKS_STORE).getState().isUnsupported[ns]),
          locale: resolve(kit, T.I18N).state.getState().locale,
        })
      : undefined
  return {
    ...base(kit),
    kind: 'account',
    testId: `account-button${suffix(namespace)}`,
    label: accountLabel(address, state?.profileName, attrs),
    detail: detail ?? '',
    detailTestId: BALANCE_TEST_ID,
    // A name record's avatar is remote data (BYD-24): both renderers get only a loadable image URL.
    imageUrl: safeImageSrc(state?.profileImage),
    address,
    variant: 'neutral',
    loading: false,
    disabled: !kit || Boolean(attrs.disabled),
    action: kit
      ? () => void kit.open(isBlockedUnsupported(kit, namespace) ? { view: 'UnsupportedChain' } : { namespace })
      : undefined,
  }
}

/** `<appkit-button>`: the account button once connected, the connect button before. */
export function appKitButtonModel(kit: AppKit | undefined, attrs: ButtonAttributes): ButtonModel {
  return isKitConnected(kit, attrs.namespace) ? accountButtonModel(kit, attrs) : connectButtonModel(kit, attrs)
}

/** Calls back on any change a button shows: modal, connection, account, network or theme. */
export function subscribeButtonModel(kit: AppKit, listener: () => void): () => void {
  const stores: { subscribe(listener: () => void): () => void }[] = [
    resolve(kit, T.MODAL),
    resolve(kit, T.CONNECTION_STORE),
    resolve(kit, T.ACCOUNT_STORE),
    resolve(kit, T.NETWORKS_STORE),
    resolve(kit, T.THEME),
    resolve(kit, T.I18N).state,
  ]
  const offs = stores.map((store) => store.subscribe(() => listener()))
  return () => {
    for (const off of offs) off()
  }
}

/**
 * Whether two models paint the same. The action is left out: it reads the kit at click time,
 * so two models of one kit and one set of attributes act alike.
 */
export function sameButtonModel(a: ButtonModel, b: ButtonModel): boolean {
  for (const key of Object.keys(a) as (keyof ButtonModel)[]) {
    if (key === 'action' || key === 'themeVariables') continue
    if (!Object.is(a[key], b[key])) return false
  }
  const va = a.themeVariables
  const vb = b.themeVariables
  const keys = Object.keys(va)
  return keys.length === Object.keys(vb).length && keys.every((k) => Object.is(va[k], vb[k]))
}
