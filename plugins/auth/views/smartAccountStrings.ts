// What the smart account rows say (one place, for the message catalogues).
export const SMART_ACCOUNT_SETTINGS_LABEL = 'Smart Account Settings'

/** The toggle's text by the account type in use. */
export const ACCOUNT_TYPE_TEXT = {
  smartAccount: { label: 'Switch to your EOA', description: 'Using your smart account' },
  eoa: { label: 'Switch to your smart account', description: 'Using your EOA' },
} as const
