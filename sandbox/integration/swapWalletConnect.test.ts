// A swap through a WalletConnect session: the real eip155 chain plugin and walletconnect plugin
// on the local relay, the WalletConnect test wallet signing with a devnet key and sending to the
// devnet, and the swap plugin quoting and building against the sandbox API. The approval and the
// swap both travel over the relay; the devnet shows the result. Nothing here is mocked.
import { createPublicClient, erc20Abi, http, maxUint256, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../chains/eip155'
import { createAppKit, type AppKit, type CaipNetwork, KIT_CONTAINER } from '../../kernel'
import { walletConnect } from '../../plugins/walletconnect'
import { SWAP_SERVICE, swap } from '../../plugins/swap'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { DEFAULT_PROJECT_ID, startSandbox, type Sandbox } from '../testing'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../wallets/walletconnect'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'
import { connectWithWallet, installSharedStorage, serviceOf } from './testing/walletconnectHarness'

const ACCOUNT = DEVNET_ACCOUNTS[2]!

describe('swap over WalletConnect', () => {
  let guard: OutboundGuard
  let storage: ReturnType<typeof installSharedStorage>
  let sandbox: Sandbox<'api' | 'evm' | 'relay'>
  let wallet: WalletConnectTestWallet
  let kit: AppKit

  beforeAll(async () => {
    guard = blockOutboundConnections()
    storage = installSharedStorage()
    sandbox = await startSandbox({ services: ['api', 'evm', 'relay'] })
    wallet = await createWalletConnectTestWallet({
      relayUrl: sandbox.relay.url,
      evmPrivateKey: ACCOUNT.privateKey,
      chains: ['eip155:1', 'eip155:137'],
      evmRpcUrls: sandbox.urls.evm,
    })
    const networks = sandbox.networks.filter((n) => n.chainNamespace === 'eip155') as [CaipNetwork, ...CaipNetwork[]]
    kit = createAppKit({
      projectId: DEFAULT_PROJECT_ID,
      networks,
      endpoints: sandbox.endpoints,
      features: { analytics: false },
      metadata: { name: 'Airlock swap over WC', description: 'integration', url: 'http://127.0.0.1', icons: [] },
      adapters: [eip155Adapter({ networks })],
      plugins: [walletConnect, swap],
    })
    await kit.ready()
  }, 120_000)

  afterAll(async () => {
    await serviceOf(kit).close().catch(() => undefined)
    kit?.destroy()
    await wallet?.close()
    await sandbox?.close()
    storage?.restore()
    guard?.restore()
    expect(guard.blocked).toEqual([])
  })

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
