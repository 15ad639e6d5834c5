import { createWalletConnectSessionAdapter, type ChainAdapter, type Connector } from '../../kernel/plugin'
import { isBitcoinAddress } from './bitcoinAddressNetwork'
import { bitcoinWalletConnectNamespace } from './bitcoinWalletConnectNamespace'

export interface BitcoinAdapterOptions {
  /** Replaces the built-in address rule (mainnet and testnet P2PKH, P2SH, segwit, taproot). */
  isAddress?: (address: string) => boolean
}

export interface BitcoinAdapter extends ChainAdapter {
  namespace: 'bip122'
}

/** Why a non-WalletConnect connector cannot connect Bitcoin: no injected Bitcoin standard is supported yet. */
export const walletConnectOnlyMessage = (connector: Pick<Connector, 'name' | 'type'>) =>
  `${connector.name} cannot connect Bitcoin: bip122 connects through WalletConnect only (got a ${connector.type} connector)`

/**
 * The Bitcoin chain plugin: payment accounts from a WalletConnect session (ACCT-03's default
 * type), WalletConnect's Bitcoin RPC for signing. Balances and transfers go through the
 * wallet (sendTransfer) and the blockchain API; there is no Bitcoin JSON-RPC to read.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  return createWalletConnectSessionAdapter({
    namespace: 'bip122',
    defaultAccountType: 'payment',
    isAddress: options.isAddress ?? isBitcoinAddress,
    walletConnectNamespace: bitcoinWalletConnectNamespace,
    // WalletConnect's Bitcoin RPC names the signer `account`; some wallets read `address`.
    signMessage: (message, address) => ({ method: 'signMessage', params: { account: address, address, message } }),
    walletConnectOnlyMessage,
  })
}
