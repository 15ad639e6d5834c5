// Messages is named so the emitted .d.ts refers to its module, not to the kernel index (a cycle the build refuses).
import { CORE_PACK, defineMessages, type Messages } from '../i18n/defineMessages'

/**
 * Spec §8's alerts in English (exact: tests and hosts read them) with their message ids: the
 * alert bar shows `<id>Title` / `<id>Text` in the kit's locale.
 */
export const alertMessages = defineMessages(CORE_PACK, 'alerts', {
  networkNotFoundTitle: 'Network Not Found',
  networkNotFoundText: 'Network not found; make sure it is in the networks array.',
  invalidAppConfiguration: 'Invalid App Configuration',
  originNotAllowedText: "Origin is not on the allowlist: add this page's origin to the project's allowed domains.",
  embeddedWalletDomainText: 'The embedded wallet could not load: check that this domain is verified for the project.',
  invalidProjectIdText: 'The project id is invalid: check the projectId option.',
  embeddedWalletLoadTitle: 'Network Error - Could not load embedded wallet',
  tryAgainLater: 'Try again later.',
  embeddedWalletTimeoutTitle: 'Embedded Wallet Request Timed Out',
  sessionExpiredTitle: 'Session Expired',
  sessionExpiredText: 'Invalid session; check time settings and reconnect.',
  projectIdNotConfiguredTitle: 'Project ID Not Configured',
  localFeaturesIgnoredTitle: 'Local feature settings ignored',
  localFeaturesIgnoredText: 'Remote configuration was fetched, so the local features option does not apply.',
})

export type AlertMessageKey = keyof typeof alertMessages.en
