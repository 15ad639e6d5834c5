import { definePlugin } from '../../../../kernel'

/** A stand-in email widget, as the embedded-wallet plugin will put in the connectMethods slot. */
function TestEmailLogin({ disabled }: { disabled?: boolean }) {
  return <input data-testid="wui-email-input" type="email" aria-label="Email" placeholder="Email" disabled={disabled} />
}

/** A stand-in social row: one button per provider. */
function TestSocialLogin({ disabled }: { disabled?: boolean }) {
  return (
    <button type="button" data-testid="social-selector-google" disabled={disabled}>
      Google
    </button>
  )
}

/** A plugin filling the Connect view's email and social methods, for the connect view's tests. */
export const testConnectMethods = definePlugin({
  id: 'test-connect-methods',
  slots: {
    connectMethods: [
      { id: 'test-email', method: 'email', component: async () => ({ default: TestEmailLogin }) },
      { id: 'test-social', method: 'social', component: async () => ({ default: TestSocialLogin }) },
    ],
  },
})
