// One ganache chain on loopback: funded deterministic accounts, contracts, a seeded history.
import ganache from 'ganache'
import type { AddressInfo } from 'node:net'
import { DEVNET_ACCOUNT_BALANCE, DEVNET_MNEMONIC } from './accounts'
import { deployDevnetContracts } from './deployDevnetContracts'
import type { DevnetChainConfig } from './devnetChains'
import { HISTORY_SPAN_SECONDS, seedDevnetHistory } from './seedDevnetHistory'
import { fundOnDevnet, transferOnDevnet } from './transferOnDevnet'
import type { Eip1193Provider, EvmDevnet } from './types'

export interface StartEvmDevnetOptions {
  host?: string
  /** 0 picks a free port. */
  port?: number
}

export async function startEvmDevnet(
  config: DevnetChainConfig,
  { host = '127.0.0.1', port = 0 }: StartEvmDevnetOptions = {},
): Promise<EvmDevnet & { close(): Promise<void> }> {
  const server = ganache.server({
    logging: { quiet: true },
    chain: {
      chainId: config.chainId,
      networkId: config.chainId,
      hardfork: 'shanghai',
      // The seed replays two months of activity, so the chain clock starts that far back.
      time: new Date(Date.now() - HISTORY_SPAN_SECONDS * 1000),
    },
    wallet: { mnemonic: DEVNET_MNEMONIC, totalAccounts: 10, defaultBalance: DEVNET_ACCOUNT_BALANCE },
    // eager: eth_sendTransaction returns once the transaction is mined, one block each.
    miner: { instamine: 'eager' },
  })
  await server.listen(port, host)
  const provider = server.provider as unknown as Eip1193Provider
  try {
    const { tokens, pool, smartAccountFactory } = await deployDevnetContracts(provider, config)
    await seedDevnetHistory(provider, tokens, pool)
    const { port: boundPort } = server.address() as AddressInfo
    return {
      ...config,
      rpcUrl: `http://${host}:${boundPort}`,
      wsUrl: `ws://${host}:${boundPort}`,
      tokens,
      pool,
      smartAccountFactory,
      provider,
      async mine(blocks = 1) {
        await provider.request({ method: 'evm_mine', params: [{ blocks }] })
      },
      transfer: (transfer) => transferOnDevnet(provider, tokens, transfer),
      fund: (address, amounts) => fundOnDevnet(provider, tokens, address, amounts),
      close: () => server.close(),
    }
  } catch (error) {
    await server.close()
    throw error
  }
}
