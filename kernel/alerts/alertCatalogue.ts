// The alerts of spec §8: a short title and a long text. Each is shown at most once per kit (ERR-07).

export interface AlertDefinition {
  title: string
  description: string
  variant: 'error' | 'warning' | 'info'
}

export const Alerts = {
  networkNotFound: {
    title: 'Network Not Found',
    description: 'Network not found; make sure it is in the networks array.',
    variant: 'error',
  },
  originNotAllowed: {
    title: 'Invalid App Configuration',
    description: "Origin is not on the allowlist: add this page's origin to the project's allowed domains.",
    variant: 'error',
  },
  embeddedWalletDomain: {
    title: 'Invalid App Configuration',
    description: 'The embedded wallet could not load: check that this domain is verified for the project.',
    variant: 'error',
  },
  invalidProjectId: {
    title: 'Invalid App Configuration',
    description: 'The project id is invalid: check the projectId option.',
    variant: 'error',
  },
  embeddedWalletLoad: {
    title: 'Network Error - Could not load embedded wallet',
    description: 'Try again later.',
    variant: 'error',
  },
  embeddedWalletTimeout: {
    title: 'Embedded Wallet Request Timed Out',
    description: 'Try again later.',
    variant: 'error',
  },
  sessionExpired: {
    title: 'Session Expired',
    description: 'Invalid session; check time settings and reconnect.',
    variant: 'error',
  },
  projectIdNotConfigured: {
    title: 'Project ID Not Configured',
    description: '',
    variant: 'error',
  },
  localFeaturesIgnored: {
    title: 'Local feature settings ignored',
    description: 'Remote configuration was fetched, so the local features option does not apply.',
    variant: 'warning',
  },
} as const satisfies Record<string, AlertDefinition>

export type AlertId = keyof typeof Alerts
