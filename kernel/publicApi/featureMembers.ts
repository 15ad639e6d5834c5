import type { ConnectMethod, Features, SocialProvider, WalletFeature } from '../config/options'
import { validateFeatures } from '../config/validateOptions'
import type { RemoteFeatures } from '../features/defaultFeatures'
import * as T from '../tokens'
import type { ThemeMode, ThemeVariables } from '../types'
import type { ApiContext } from './apiContext'
import { NotSupportedError } from './notSupported'

/** AppKit's default orders when the host set none (CONV-01, CONV-02): a browser wallet puts wallets first. */
const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
const WALLET_FIRST_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social']
const BROWSER_WALLET_TYPES = new Set(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'])

/** What updateOptions can change at runtime; every other option is read once by createAppKit. */
export interface RuntimeOptions {
  features?: Features
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
}
const RUNTIME_OPTIONS = new Set<string>(['features', 'themeMode', 'themeVariables'])

/** AppKit's feature and option members, all through the features store's update (plugins follow). */
export function featureMembers({ c, watch }: ApiContext) {
  const features = c.resolve(T.FEATURES)
  const theme = c.resolve(T.THEME)
  const updateFeatures = (patch: Features) => {
    validateFeatures(patch)
    features.update(patch)
  }
  const remote = () => features.store.getState().remote

  return {
    /** AppKit's updateFeatures: merges features at runtime; plugins behind a changed flag load or unload. */
    updateFeatures,
    setConnectMethodsOrder: (connectMethodsOrder: ConnectMethod[]) => updateFeatures({ connectMethodsOrder }),
    getConnectMethodsOrder(): ConnectMethod[] {
      const order = features.store.getState().local.connectMethodsOrder
      if (order?.length) return [...order]
      const browserWallet = c.resolve(T.CONNECTORS_STORE).getState().connectors.some((x) => BROWSER_WALLET_TYPES.has(x.type))
      return [...(browserWallet ? WALLET_FIRST_ORDER : DEFAULT_CONNECT_METHODS_ORDER)]
    },
    setWalletFeaturesOrder: (walletFeaturesOrder: WalletFeature[]) => updateFeatures({ walletFeaturesOrder }),
    setCollapseWallets: (collapseWallets: boolean) => updateFeatures({ collapseWallets }),
    setSocialsOrder: (socials: SocialProvider[]) => updateFeatures({ socials }),
    /** The provider's remote features as this kit resolved them (off until startup resolved them). */
    getRemoteFeatures: (): RemoteFeatures => remote(),
    subscribeRemoteFeatures: (cb: (remote: RemoteFeatures) => void) => watch([features.store], remote, cb),
    /**
     * The runtime subset of the options (features, themeMode, themeVariables). Any other key throws
     * before anything changes, naming the keys, since those are read once at createAppKit.
     */
    updateOptions(options: RuntimeOptions & Record<string, unknown>) {
      const fixed = Object.keys(options).filter((key) => !RUNTIME_OPTIONS.has(key))
      if (fixed.length) {
        throw new NotSupportedError(`updateOptions({ ${fixed.join(', ')} })`, 'these options are read once by createAppKit; pass them there')
      }
      if (options.features) updateFeatures(options.features)
      if (options.themeMode) theme.setState({ themeMode: options.themeMode })
      if (options.themeVariables) theme.setState((s) => ({ themeVariables: { ...s.themeVariables, ...options.themeVariables } }))
    },
  }
}
