import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { SOLANA_DEVNET_ACCOUNTS } from '../solana/accounts'
import { TRON_TEST_ACCOUNTS } from '../tron/accounts'
import type { BrowserWalletsConfig } from '../wallets/browser/installBrowserWallets'

/**
 * What the demo page sets as `window.__AIRLOCK_SANDBOX__` before the test wallets load: the
 * devnet URLs and funded keys. Account 9 deploys the EVM contracts, so EVM wallets take 0-8;
 * the Solana wallet takes the first funded Solana devnet account, the TRON wallet the TRON
 * stand-in's account 0, the TON wallet the TON sandbox's.
 */
export function browserWalletsConfig(urls: { evm: { 1: string; 137: string }; solana: string; tron?: string; ton?: string }): BrowserWalletsConfig {
  return {
    rpcUrls: { 1: urls.evm[1], 137: urls.evm[137] },
    solanaRpcUrl: urls.solana,
    ...(urls.tron ? { tronNodeUrl: urls.tron } : {}),
    // The TON wallet's network, and the demo's TON networks' RPC (sandbox/ton).
    tonRpcUrl: urls.ton,
    chainId: 1,
    keys: {
      evm: DEVNET_ACCOUNTS.slice(0, 9).map((account) => account.privateKey),
      solana: SOLANA_DEVNET_ACCOUNTS.map((account) => account.secretKey),
      tron: TRON_TEST_ACCOUNTS[0]!.privateKey,
    },
  }
}
