import { notSupported } from './notSupported'

/** AppKit members Airlock refuses, each with the reason and what to use instead. */
export function notSupportedMembers() {
  return {
    setClientId: notSupported('setClientId', 'the blockchain API client sends no WalletConnect client id'),
    setEIP6963Enabled: notSupported('setEIP6963Enabled', 'enableEIP6963 is read once by createAppKit, when the connectors are registered'),
    handleUnsafeRPCRequest: notSupported('handleUnsafeRPCRequest', "the embedded wallet plugin's RPC interceptor opens its approval view itself"),
    setTermsConditionsUrl: notSupported('setTermsConditionsUrl', 'the legal links are read once by createAppKit; pass termsConditionsUrl there'),
    setPrivacyPolicyUrl: notSupported('setPrivacyPolicyUrl', 'the legal links are read once by createAppKit; pass privacyPolicyUrl there'),
    updateRemoteFeatures: notSupported('updateRemoteFeatures', "remote features come from the provider's config; change local ones with updateFeatures"),
    setSmartAccountEnabledNetworks: notSupported(
      'setSmartAccountEnabledNetworks',
      "AppKit 1.7's embedded wallet reported these; the account types a namespace offers come from its chain plugin and the preferredAccountTypes option",
    ),
  }
}

