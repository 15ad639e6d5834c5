import type { AlertId } from '../alerts/alertCatalogue'
import { ProviderMessages, errorMessage } from '../errors'

/** Provider messages (spec §8) and the alert each one shows. */
export const PROVIDER_MESSAGE_ALERTS: readonly { message: string; alert: AlertId }[] = Object.freeze([
  { message: ProviderMessages.originNotAllowed, alert: 'originNotAllowed' },
  { message: ProviderMessages.jwtNotYetValid, alert: 'sessionExpired' },
  { message: ProviderMessages.invalidKey, alert: 'invalidProjectId' },
])

/** The alert for a provider message. Matched by containment, as AppKit does, since the
 * provider's text often arrives wrapped ("Error: Unauthorized: invalid key (code 3000)"). */
export function alertForProviderMessage(message: string): AlertId | undefined {
  return PROVIDER_MESSAGE_ALERTS.find((entry) => message.includes(entry.message))?.alert
}

/**
 * The `onProviderMessage` hook for createHttpClient, also usable on errors thrown by the
 * WalletConnect provider: shows the matching alert and returns its id. Showing each alert only
 * once is the alerts store's job (ERR-07), so this may call showAlert repeatedly.
 */
export function providerAlerts(showAlert: (id: AlertId) => void): (messageOrError: unknown) => AlertId | undefined {
  return (messageOrError) => {
    const message = typeof messageOrError === 'string' ? messageOrError : errorMessage(messageOrError)
    const alert = alertForProviderMessage(message)
    if (alert) showAlert(alert)
    return alert
  }
}
