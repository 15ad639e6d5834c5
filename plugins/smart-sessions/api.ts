// AppKit's experimental smart-session functions, for the page's kit (the latest created) or the
// one passed last. They wait for the kit's startup, so a call right after createAppKit works.
import { AirlockError, KIT_CONTAINER, SERVICES, getDefaultKit, type AppKit } from '../../kernel/plugin'
import {
  SMART_SESSIONS_SERVICE,
  type Hex,
  type SignerKey,
  type SmartSession,
  type SmartSessionGrantPermissionsRequest,
  type SmartSessionGrantPermissionsResponse,
  type SmartSessionsService,
} from './contract'

export const ApiErrors = {
  noKit: 'No kit: call createAppKit before using smart sessions',
  notEnabled: 'Smart sessions are off: add the smartSessions plugin and set features.smartSessions',
} as const

async function serviceOf(kit: AppKit | undefined = getDefaultKit()): Promise<SmartSessionsService> {
  if (!kit) throw new AirlockError(ApiErrors.noKit)
  await kit.ready()
  const service = kit[KIT_CONTAINER].resolve(SERVICES).find(SMART_SESSIONS_SERVICE)
  if (!service) throw new AirlockError(ApiErrors.notEnabled)
  return service
}

/** Grants an ERC-7715 permissions request through the connected wallet; resolves with the session. */
export const grantPermissions = async (request: SmartSessionGrantPermissionsRequest, kit?: AppKit): Promise<SmartSessionGrantPermissionsResponse> =>
  (await serviceOf(kit)).grantPermissions(request)

/** The connected account's sessions, active, expired and revoked. */
export const getSmartSessions = async (kit?: AppKit): Promise<SmartSession[]> => (await serviceOf(kit)).list()

/** Revokes a session: the wallet signs its pci; the cosigner refuses it from then on. */
export const revokeSmartSession = async (session: Pick<SmartSession, 'pci'>, kit?: AppKit): Promise<void> => (await serviceOf(kit)).revoke(session)

/** Whether smart sessions are on and the connected wallet grants ERC-7715 permissions on its chain. */
export async function isSmartSessionSupported(kit?: AppKit): Promise<boolean> {
  try {
    return await (await serviceOf(kit)).isSupported()
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

/** A recurring native-token allowance: a session that may spend `amount` every `period`. */
export const createSubscription = (p: CreateSubscriptionParameters, kit?: AppKit): Promise<SmartSessionGrantPermissionsResponse> =>
  grantPermissions(
    {
      chainId: p.chainId,
      expiry: p.expiry,
      signer: { type: 'keys', data: { keys: [p.signer] } },
      permissions: [
        { type: 'native-token-recurring-allowance', data: { allowance: `0x${p.amount.toString(16)}`, start: p.start ?? Math.floor(Date.now() / 1000), period: p.period } },
      ],
      policies: [],
    },
    kit,
  )
