// The embedded wallet's words (pack `auth`), by the view or part that shows them. The kit's own
// errors are in errorText.ts; those the secure site sends are shown as they come.
import { defineMessages } from '../../../kernel/plugin'

export const commonMessages = defineMessages('auth', 'Common', {
  connecting: 'Connecting',
  connectingWallet: 'Connecting your wallet…',
  invalidEmail: 'Enter a valid email address',
  enterCode: 'Enter the code we sent to {email}',
})

export const accountTypeMessages = defineMessages('auth', 'AccountTypeRow', {
  switchToEoa: 'Switch to your EOA',
  switchToSmart: 'Switch to your smart account',
  usingSmart: 'Using your smart account',
  usingEoa: 'Using your EOA',
  /** The account settings row leading to SmartAccountSettings (AppKit's words). */
  settings: 'Smart Account Settings',
})

/** AppKit's UpgradeWallet view: the way to the secure site's export page. */
export const upgradeWalletMessages = defineMessages('auth', 'UpgradeEmailWallet', {
  follow: 'Follow the instructions on',
  reconnect: 'You will have to reconnect for security reasons',
})

export const approveMessages = defineMessages('auth', 'ApproveTransaction', {
  frameLabel: 'The request, in the secure wallet',
  failed: 'The secure wallet could not be loaded.',
  loading: 'Loading the secure wallet',
  nothing: 'No request is waiting for approval.',
})

export const codeStepMessages = defineMessages('auth', 'CodeStep', {
  checking: 'Checking the code',
  notReceived: "Didn't receive it?",
  resendIn: 'Resend in {seconds}s',
  resend: 'Resend code',
  newCode: 'A new code is on its way.',
  digits: 'Verification code',
  digit: 'Digit {n} of {total}',
})

export const socialMessages = defineMessages('auth', 'Socials', {
  list: 'Socials',
  continueWith: 'Continue with {name}',
  more: 'More socials',
  redirecting: 'Redirecting',
  redirectNote: 'Pop-ups are blocked: continuing with {name} in this tab',
})

export const farcasterMessages = defineMessages('auth', 'ConnectingFarcaster', {
  qrAlt: 'QR code to sign in with Farcaster',
  scan: 'Scan with the Farcaster app on your phone',
  tryAgain: 'Try again',
  linkCopied: 'Link copied',
  copyLink: 'Copy link',
  open: 'Open Farcaster',
})

export const connectingSocialMessages = defineMessages('auth', 'ConnectingSocial', {
  waitingFor: 'Waiting for {name}',
  waitingForProvider: 'Waiting for the provider',
  continueIn: 'Continue in the {name} window',
  continueInProvider: 'Continue in the provider window',
  closing: 'Closing that window cancels the login.',
})

export const emailLoginMessages = defineMessages('auth', 'EmailLogin', {
  email: 'Email',
  continue: 'Continue',
})

export const emailRowMessages = defineMessages('auth', 'EmailUpdateRow', {
  description: 'Email · change it',
})

export const verifyDeviceMessages = defineMessages('auth', 'EmailVerifyDevice', {
  title: 'Register this device to continue',
  approveLink: 'Approve the login link we sent to {email}',
  approveLinkYourEmail: 'Approve the login link we sent to your email',
  note: 'The code will be sent to you once the device is approved. The link expires in 20 minutes.',
  waiting: 'Waiting for approval',
})

export const verifyOtpMessages = defineMessages('auth', 'EmailVerifyOtp', {
  expires: 'The code expires in 20 minutes',
})

export const updateOtpMessages = defineMessages('auth', 'UpdateEmailOtp', {
  step1: 'Step 1 of 2: confirm it is you before the email changes to {email}',
  step2: 'Step 2 of 2: confirm the new email',
  updated: 'Email updated',
})

export const secureWebsiteMessages = defineMessages('auth', 'SecureWebsiteRow', {
  label: 'Export key',
  description: 'Opens the secure wallet site',
})

export const updateEmailMessages = defineMessages('auth', 'UpdateEmailWallet', {
  intro: 'We send a code to your current email, then one to the new email. Your wallet and its address stay the same.',
  newEmail: 'New email',
  cancel: 'Cancel',
  save: 'Save',
})
