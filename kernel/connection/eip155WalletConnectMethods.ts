// The EVM methods a dapp asks a wallet to approve over WalletConnect. The eip155 chain plugin
// and the WalletConnect plugin (its fallback for kits without that chain plugin) both propose
// them; plugins may not import each other, so the list lives here.
/** What a dapp asks an EVM wallet to approve over WalletConnect (AppKit's eip155 list). */
export const EIP155_WALLETCONNECT_METHODS: readonly string[] = /*#__PURE__*/ Object.freeze([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
])
