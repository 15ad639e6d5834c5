// Test project ids select provider scenarios. Any other project id gets the default project,
// so a host app's own id works against the sandbox unchanged.

/** The exact provider messages of spec §8; the kit maps each to an alert. */
export const PROVIDER_MESSAGES = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotValid: 'JWT validation error: JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',
} as const

export const DEFAULT_PROJECT_ID = 'sandbox-default'
/** Remote config answers with every feature off; analytics off. */
export const REMOTE_OFF_PROJECT_ID = 'sandbox-remote-off'
/** Config and origins answer 403 "Unauthorized: origin not allowed"; POST /e answers 403. */
export const ORIGIN_NOT_ALLOWED_PROJECT_ID = 'sandbox-origin-not-allowed'
/** Config and origins answer 401 "JWT validation error: JWT Token is not yet valid". */
export const JWT_NOT_VALID_PROJECT_ID = 'sandbox-jwt-not-valid'
/** Config and origins answer 403 "Unauthorized: invalid key". */
export const INVALID_KEY_PROJECT_ID = 'sandbox-invalid-key'
/** Like the default project, but with the feature ids the current AppKit API uses (social_login, swap). */
export const APPKIT_IDS_PROJECT_ID = 'sandbox-appkit-ids'

export const SANDBOX_PROJECT_IDS = {
  default: DEFAULT_PROJECT_ID,
  remoteOff: REMOTE_OFF_PROJECT_ID,
  originNotAllowed: ORIGIN_NOT_ALLOWED_PROJECT_ID,
  jwtNotValid: JWT_NOT_VALID_PROJECT_ID,
  invalidKey: INVALID_KEY_PROJECT_ID,
  appkitIds: APPKIT_IDS_PROJECT_ID,
} as const

export interface RemoteFeature {
  id: string
  isEnabled: boolean
  config: string[] | null
}

export interface ProjectScenario {
  features: RemoteFeature[]
  allowedOrigins: string[]
  isAnalyticsEnabled: boolean
  /** When set, config and origins answer this error instead. */
  error?: { status: number; message: string }
  /** POST /e answers 403 (the origin is not on the allowlist). */
  analyticsForbidden: boolean
}

export const ALL_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

/** Spec §3 / §9 feature list: email, socials, swaps, onramp, activity and the branding flag. */
export function defaultFeatures(enabled: boolean): RemoteFeature[] {
  return [
    { id: 'email', isEnabled: enabled, config: null },
    { id: 'socials', isEnabled: enabled, config: enabled ? [...ALL_SOCIALS] : null },
    { id: 'swaps', isEnabled: enabled, config: enabled ? ['1inch'] : null },
    { id: 'onramp', isEnabled: enabled, config: enabled ? ['meld', 'coinbase'] : null },
    { id: 'activity', isEnabled: enabled, config: null },
    { id: 'reown_branding', isEnabled: enabled, config: null },
  ]
}

/** The same switches in the ids the current AppKit API answers with (email rides in social_login). */
function appkitFeatures(): RemoteFeature[] {
  return [
    { id: 'social_login', isEnabled: true, config: ['email', ...ALL_SOCIALS] },
    { id: 'swap', isEnabled: true, config: ['1inch'] },
    { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'reown_branding', isEnabled: true, config: null },
  ]
}

// A wildcard host, to exercise pattern matching; the pages the sandbox serves (the demo, a test's
// page) are added by their exact origin at run time (`allowOrigin`): the embedded wallet's secure
// site frames exact origins only, so no port wildcard stands in for them.
export const DEFAULT_ALLOWED_ORIGINS = ['https://*.example.com']

function base(): ProjectScenario {
  return {
    features: defaultFeatures(true),
    allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS],
    isAnalyticsEnabled: true,
    analyticsForbidden: false,
  }
}

/** The scenario for a project id; a fresh object each call, so callers may change it. */
export function projectScenario(projectId: string | null | undefined): ProjectScenario {
  switch (projectId) {
    case REMOTE_OFF_PROJECT_ID:
      return { ...base(), features: defaultFeatures(false), isAnalyticsEnabled: false }
    case ORIGIN_NOT_ALLOWED_PROJECT_ID:
      return { ...base(), allowedOrigins: [], error: { status: 403, message: PROVIDER_MESSAGES.originNotAllowed }, analyticsForbidden: true }
    case JWT_NOT_VALID_PROJECT_ID:
      return { ...base(), error: { status: 401, message: PROVIDER_MESSAGES.jwtNotValid } }
    case INVALID_KEY_PROJECT_ID:
      return { ...base(), error: { status: 403, message: PROVIDER_MESSAGES.invalidKey } }
    case APPKIT_IDS_PROJECT_ID:
      return { ...base(), features: appkitFeatures() }
    default:
      return base()
  }
}

/** Run-time overrides per project id, so a test can shape one project without a new constant. */
export interface ProjectOverrides {
  set(projectId: string, scenario: Partial<ProjectScenario>): void
  /** Adds an exact origin to every project's default allowlist (a page this sandbox serves). */
  allowOrigin(origin: string): void
  clear(): void
  resolve(projectId: string | null | undefined): ProjectScenario
}

export function createProjectOverrides(): ProjectOverrides {
  const overrides = new Map<string, Partial<ProjectScenario>>()
  const served = new Set<string>()
  return {
    set: (projectId, scenario) => void overrides.set(projectId, scenario),
    allowOrigin: (origin) => void served.add(new URL(origin).origin),
    clear: () => overrides.clear(),
    resolve(projectId) {
      const scenario = projectScenario(projectId)
      // A project whose list is empty on purpose (origin-not-allowed) stays empty.
      if (scenario.allowedOrigins.length > 0) scenario.allowedOrigins = [...served, ...scenario.allowedOrigins]
      const override = projectId ? overrides.get(projectId) : undefined
      return override ? { ...scenario, ...override } : scenario
    },
  }
}
