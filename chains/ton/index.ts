// `airlock/chains/ton`: the TON chain plugin, built on the public SDK only. The entry holds the
// adapter factory, the address rule and the verifier; @ton/core loads behind `import()` when the
// plugin sends or verifies.
export { tonAdapter, type TonAdapter, type TonAdapterOptions } from './tonAdapter'
export { formatTonAddress, isTonAddress, parseTonAddress, sameTonAccount, toRawTonAddress, type TonAddressParts } from './tonAddress'
export { TonVerifier } from './TonVerifier'
export { verifyTonSignIn, type VerifyTonSignInArgs } from './verifyTonSignIn'
export { decodeTonSignInSignature, tonSignDataMessage, type TonSignInSignature } from './tonSignData'
export { TON_WALLET_CONNECT_METHODS, tonWalletConnectNamespace } from './tonWalletConnectNamespace'
export type { TonMessage, TonSendMessageParams, TonSignDataResult } from './createTonConnectProvider'
export type { TonAddrItem, TonConnectBridge, TonConnectEvent } from './tonConnectBridge'
