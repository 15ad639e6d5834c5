import { defineMessages } from '../../../kernel/plugin'

/**
 * The errors the kit itself raises on the embedded wallet's way (the spec's exact English, which
 * the thrown errors keep for hosts): a visitor reads them in the kit's locale.
 */
export const errorMessages = defineMessages('auth', 'Errors', {
  loadFailed: 'Network Error - Could not load embedded wallet',
  timedOut: 'Embedded Wallet Request Timed Out',
  invalidConfig: 'Invalid App Configuration',
  closed: 'The embedded wallet is closed',
  cancelled: 'Login was cancelled',
  somethingWrong: 'Something went wrong',
})

export type ErrorKey = keyof typeof errorMessages.en

const KNOWN: Readonly<Record<string, ErrorKey>> = {
  [errorMessages.en.loadFailed]: 'loadFailed',
  [errorMessages.en.timedOut]: 'timedOut',
  [errorMessages.en.invalidConfig]: 'invalidConfig',
  [errorMessages.en.closed]: 'closed',
  [errorMessages.en.cancelled]: 'cancelled',
}

/**
 * An error as a sentence for the view (remote text is shown as text, never markup): the kit's
 * own errors through `say` (the Errors messages), the secure site's as it sent them.
 */
export function errorText(error: unknown, say: (key: ErrorKey) => string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (!message) return say('somethingWrong')
  const known = Object.hasOwn(KNOWN, message) ? KNOWN[message] : undefined
  return known ? say(known) : message
}
