import { createToken } from '../tokens'

/**
 * The embedded wallet's email login as steps a host drives from its own UI (headless): AppKit
 * 1.8 has no such member, so this is Airlock's. The auth plugin provides it while it is active;
 * the kernel only names the contract, so a host reaches it without importing the plugin.
 */
export interface EmailLogin {
  /**
   * Sends the login code to `email`, or first a device-approval link when this browser is new to
   * that email; says which step comes next.
   */
  start(email: string): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>
  /** Resolves once the device-approval link was opened; the code is mailed then. */
  awaitDevice(email: string): Promise<void>
  /** Checks the code in the secure site, then connects the account; resolves once connected. */
  verify(email: string, code: string): Promise<void>
  /** Mails a new code. */
  resend(email: string): Promise<void>
  /** Makes the secure frame now (the visitor turned to email), so the first step is quicker. */
  prepare(): void
}

/** Provided by the auth plugin (`airlock/plugins/auth`) while the `email` flag is on. */
export const EMAIL_LOGIN = /*#__PURE__*/ createToken<EmailLogin>('emailLogin')
