// A swap through a WalletConnect session: the real eip155 chain plugin and walletconnect plugin
// on the local relay, the WalletConnect test wallet signing with a devnet key and sending to the
// devnet, and the swap plugin quoting and building against the sandbox API. The approval and the
// swap both travel over the relay; the devnet shows the result. Nothing here is mocked.
import { createPublicClient, erc20Abi, http, maxUint256, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../chains/eip155'
import { type AppKit, KIT_CONTAINER } from '../../kernel'
import { walletConnect } from '../../plugins/walletconnect'
import { SWAP_SERVICE, swap } from '../../plugins/swap'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { startDevnetWalletConnect, type DevnetWalletConnect } from './testing/devnetWalletConnect'
import { connectWithWallet } from './testing/walletconnectHarness'

const ACCOUNT = DEVNET_ACCOUNTS[2]!

describe('swap over WalletConnect', () => {
  let h: DevnetWalletConnect
  let sandbox: DevnetWalletConnect['sandbox']
  let wallet: DevnetWalletConnect['wallet']
  let kit: AppKit

  beforeAll(async () => {
    h = await startDevnetWalletConnect({
      name: 'Airlock swap over WC',
      evmPrivateKey: ACCOUNT.privateKey,
      kit: (networks) => ({ adapters: [eip155Adapter({ networks })], plugins: [walletConnect, swap] }),
    })
    ;({ sandbox, wallet, kit } = h)
  }, 120_000)

  afterAll(() => h?.close())

  it('approves and swaps USDC to ETH with both transactions signed by the WalletConnect wallet', async () => {
    await connectWithWallet(kit, wallet)
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: true, address: ACCOUNT.address })
    const chain1 = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
    const usdc = sandbox.devnets.evm.chains[1].tokens.USDC.address
    const pool = sandbox.devnets.evm.chains[1].pool.address
    const usdcOf = () => chain1.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [ACCOUNT.address as Address] })

    const service = kit[KIT_CONTAINER].resolve(SWAP_SERVICE)
    const state = () => service.state.getState()
    await service.enter({ fromToken: 'USDC', toToken: 'ETH', amount: '40' })
    expect(state().toTokenAmount).not.toBe('')
    await service.preparePreview()
    expect(state().approvalNeeded).toBe(true)

    const usdcBefore = await usdcOf()
    await service.approve()
    expect(state().previewError).toBeUndefined()
    expect(await chain1.readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [ACCOUNT.address as Address, pool] })).toBe(maxUint256)
    expect(state().approvalNeeded).toBe(false)

    const hash = await service.swap()
    expect((await chain1.getTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')
    expect(await usdcOf()).toBe(usdcBefore - parseUnits('40', 6))
    // Both went to the wallet over the relay, and it answered each with the hash now on chain.
    const sent = wallet.requests.filter((r) => r.method === 'eth_sendTransaction')
    expect(sent).toHaveLength(2)
    expect(sent[1]!.result).toBe(hash)
  }, 120_000)
})
