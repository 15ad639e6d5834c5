// The alerts of spec §8: a short title and a long text. Each is shown at most once per kit (ERR-07).
import { alertMessages, type AlertMessageKey } from './alertMessages'

export interface AlertDefinition {
  title: string
  description: string
  variant: 'error' | 'warning' | 'info'
}

/** An alert's message ids; its English text is the catalogue's. */
interface AlertIds {
  titleId: AlertMessageKey
  descriptionId: AlertMessageKey | undefined
  variant: AlertDefinition['variant']
}

const ALERT_IDS = {
  networkNotFound: { titleId: 'networkNotFoundTitle', descriptionId: 'networkNotFoundText', variant: 'error' },
  originNotAllowed: { titleId: 'invalidAppConfiguration', descriptionId: 'originNotAllowedText', variant: 'error' },
  embeddedWalletDomain: { titleId: 'invalidAppConfiguration', descriptionId: 'embeddedWalletDomainText', variant: 'error' },
  invalidProjectId: { titleId: 'invalidAppConfiguration', descriptionId: 'invalidProjectIdText', variant: 'error' },
  embeddedWalletLoad: { titleId: 'embeddedWalletLoadTitle', descriptionId: 'tryAgainLater', variant: 'error' },
  embeddedWalletTimeout: { titleId: 'embeddedWalletTimeoutTitle', descriptionId: 'tryAgainLater', variant: 'error' },
  sessionExpired: { titleId: 'sessionExpiredTitle', descriptionId: 'sessionExpiredText', variant: 'error' },
  projectIdNotConfigured: { titleId: 'projectIdNotConfiguredTitle', descriptionId: undefined, variant: 'error' },
  localFeaturesIgnored: { titleId: 'localFeaturesIgnoredTitle', descriptionId: 'localFeaturesIgnoredText', variant: 'warning' },
} as const satisfies Record<string, AlertIds>

export type AlertId = keyof typeof ALERT_IDS

export type AlertEntry = AlertDefinition & AlertIds

/** Each alert's English title and text (spec §8, exact) and the ids the alert bar translates them by. */
// Pure: a bundler that does not read the package's sideEffects still leaves it out of a page that never shows an alert.
export const Alerts = /* @__PURE__ */ Object.fromEntries(
  Object.entries(ALERT_IDS).map(([id, ids]) => [
    id,
    { ...ids, title: alertMessages.en[ids.titleId], description: ids.descriptionId ? alertMessages.en[ids.descriptionId] : '' },
  ]),
) as Record<AlertId, AlertEntry>
