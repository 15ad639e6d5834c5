import { AirlockError, createRegistry, definePlugin, getDefaultKit } from '../../kernel/plugin'
import type { Hex, SignerKey, SmartSession, SmartSessionGrantPermissionsRequest, SmartSessionGrantPermissionsResponse, SmartSessionsService } from './contract'

// A clock face: sessions are permissions that run for a time.
// A key: the session key a dapp holds (the clock is Activity's).
const SESSIONS_ICON = 'M20 8.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0zM12.3 11.7 4 20M6.5 17.5l2 2M9 15l2 2'

/**
 * Smart sessions (ERC-7715): grant a dapp time-limited permissions through the connected eip155
 * wallet, list them (Active / Expired / Revoked) and revoke them. Gated by the spec's
 * `smartSessions` flag (off by default, SMS-02); the header button `w3m-header-smart-sessions`
 * opens SmartSessionList (SMS-01).
 */
export const smartSessions = definePlugin({
  id: 'smart-sessions',
  feature: 'smartSessions',
  apply: (config) => config.networks.some((n) => n.chainNamespace === 'eip155'),
  views: {
    SmartSessionList: { title: 'Smart Sessions' },
    SmartSessionCreated: { title: 'Session created' },
  },
  slots: {
    accountHeader: [{ id: 'smart-sessions', label: 'Smart sessions', view: 'SmartSessionList', icon: SESSIONS_ICON, testId: 'w3m-header-smart-sessions', namespaces: ['eip155'] }],
  },
  load: () => import('./activate'),
  messages: () => import('./locales/index'),
})

export type * from './contract'

// AppKit's experimental smart-session functions. They live in this module (a few hundred bytes,
// dropped by a host's bundler when unused) so nothing else of the plugin joins a first bundle.

/**
 * Active services, one per kit whose plugin is on (activate adds, deactivation removes). The
 * functions use the latest: AppKit's experimental API has no kit argument either.
 */
export const activeSmartSessionServices = /*#__PURE__*/ createRegistry<SmartSessionsService>()

export const SmartSessionApiErrors = {
  notEnabled: 'Smart sessions are off: create the kit with the smartSessions plugin and features.smartSessions',
} as const

async function service(): Promise<SmartSessionsService> {
  // A call right after createAppKit waits for its startup (the plugin's activation with it).
  await getDefaultKit()?.ready()
  const latest = activeSmartSessionServices.list().at(-1)
  if (!latest) throw new AirlockError(SmartSessionApiErrors.notEnabled)
  return latest
}

/** Grants an ERC-7715 permissions request through the connected wallet; resolves with the session. */
export const grantPermissions = async (request: SmartSessionGrantPermissionsRequest): Promise<SmartSessionGrantPermissionsResponse> =>
  (await service()).grantPermissions(request)

/** The connected account's sessions: active, expired and revoked. */
export const getSmartSessions = async (): Promise<SmartSession[]> => (await service()).list()

/** Revokes a session: the wallet signs its pci; the cosigner refuses it from then on. */
export const revokeSmartSession = async (session: Pick<SmartSession, 'pci'>): Promise<void> => (await service()).revoke(session)

/** Whether smart sessions are on and the connected wallet grants ERC-7715 permissions on its chain. */
export async function isSmartSessionSupported(): Promise<boolean> {
  try {
    return await (await service()).isSupported()
  } catch {
    return false
  }
}

export interface CreateSubscriptionParameters {
  chainId: Hex
  /** Native amount per period, in wei. */
  amount: bigint
  /** Seconds between renewals (e.g. 30 days). */
  period: number
  /** Unix seconds the subscription ends. */
  expiry: number
  /** The dapp's key that will spend. */
  signer: SignerKey
  /** Unix seconds of the first period; now by default. */
  start?: number
}

/** A subscription: a session that may spend `amount` of the native coin every `period`. */
export const createSubscription = (p: CreateSubscriptionParameters): Promise<SmartSessionGrantPermissionsResponse> =>
  grantPermissions({
    chainId: p.chainId,
    expiry: p.expiry,
    signer: { type: 'keys', data: { keys: [p.signer] } },
    permissions: [
      { type: 'native-token-recurring-allowance', data: { allowance: `0x${p.amount.toString(16)}`, start: p.start ?? Math.floor(Date.now() / 1000), period: p.period } },
    ],
    policies: [],
  })
