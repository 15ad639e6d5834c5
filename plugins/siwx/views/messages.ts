// The sign-in's words (pack `siwx`). Its snacks ("Signature declined", …) are the spec's English
// `SnackMessages`, which the core snackbar shows in the kit's locale.
import { defineMessages } from '../../../kernel/plugin'

export const signMessageMessages = defineMessages('siwx', 'SIWXSignMessage', {
  title: '{name} needs to connect to your wallet',
  descriptionRequired: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  description: 'Sign this message to prove you own this wallet and proceed.',
  cancel: 'Cancel',
  sign: 'Sign',
  signing: 'Signing...',
  dapp: 'Dapp',
  wallet: 'Wallet',
})

export const signInRowMessages = defineMessages('siwx', 'SignInRow', {
  label: 'Sign in with wallet',
})
