// airlock/wagmi over a WalletConnect session (BYD-23): the kit pairs with the WalletConnect test
// wallet through the local relay, and wagmi's core actions — what its hooks call — follow the kit
// and send, sign, switch and disconnect over that session. The devnet shows what was sent.
import { disconnect, getAccount, sendTransaction, signMessage, switchChain, waitForTransactionReceipt } from '@wagmi/core'
import { parseEther, verifyMessage, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WagmiAdapter } from '../../chains/eip155/wagmi'
import type { AppKit } from '../../kernel'
import { walletConnect } from '../../plugins/walletconnect'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { DEFAULT_PROJECT_ID } from '../testing'
import { startDevnetWalletConnect, type DevnetWalletConnect } from './testing/devnetWalletConnect'
import { connectWithWallet, until } from './testing/walletconnectHarness'

const ACCOUNT = DEVNET_ACCOUNTS[3]!

describe('WagmiAdapter over WalletConnect', () => {
  let h: DevnetWalletConnect
  let wallet: DevnetWalletConnect['wallet']
  let kit: AppKit
  let wagmiAdapter: WagmiAdapter

  beforeAll(async () => {
    h = await startDevnetWalletConnect({
      name: 'Airlock wagmi over WC',
      evmPrivateKey: ACCOUNT.privateKey,
      kit: (networks) => {
        wagmiAdapter = new WagmiAdapter({ networks, projectId: DEFAULT_PROJECT_ID, storage: null })
        return { adapters: [wagmiAdapter], plugins: [walletConnect] }
      },
    })
    ;({ wallet, kit } = h)
  }, 120_000)

  afterAll(async () => {
    await h?.close()
    wagmiAdapter?.destroy()
  })

  it('BYD-23 wagmi follows a WalletConnect session the kit made, and sends, signs, switches and disconnects over it', async () => {
    const config = wagmiAdapter.wagmiConfig
    await connectWithWallet(kit, wallet)
    await until(() => getAccount(config).status === 'connected', 15_000, 'wagmi connected')
    expect(getAccount(config)).toMatchObject({ address: ACCOUNT.address, chainId: 1 })

    const to = DEVNET_ACCOUNTS[4]!.address as Address
    const hash = await sendTransaction(config, { to, value: parseEther('0.1') })
    expect((await waitForTransactionReceipt(config, { hash, chainId: 1 })).status).toBe('success')
    expect(wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.result).toBe(hash)

    const signature = await signMessage(config, { message: 'wagmi over the relay' })
    expect(await verifyMessage({ address: ACCOUNT.address as Address, message: 'wagmi over the relay', signature })).toBe(true)

    await switchChain(config, { chainId: 137 })
    expect(kit.getCaipNetwork('eip155')?.id).toBe(137)
    expect(getAccount(config).chainId).toBe(137)

    await disconnect(config)
    expect(kit.getAccount('eip155').isConnected).toBe(false)
    expect(getAccount(config).status).toBe('disconnected')
  }, 120_000)
})
