// The TRON full-node stand-in (sandbox/tron): see README.md.
export { startTronNode, type StartTronNodeOptions, type TronNode } from './startTronNode'
export { TRON_TEST_ACCOUNTS, TRON_TEST_USDT, TRON_ACCOUNT_TRX, TRON_ACCOUNT_USDT, type TronTestAccount } from './accounts'
export type { TronLedger } from './createTronLedger'
