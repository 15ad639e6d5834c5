// The sandbox's TON network: @ton/sandbox behind a toncenter v2 subset (README.md).
export { startTonNetwork, type StartTonNetworkOptions, type TonNetwork } from './startTonNetwork'
export { TON_SANDBOX_ACCOUNTS, TON_SANDBOX_ACCOUNT_BALANCE, tonSandboxAccount, type TonSandboxAccount } from './tonAccounts'
export { WALLET_V4R2_CODE_HASH, walletV4, walletV4Transfer, type WalletV4 } from './walletV4'
