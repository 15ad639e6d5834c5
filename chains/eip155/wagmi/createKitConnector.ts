import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { getAddress, SwitchChainError, UserRejectedRequestError, type Address } from 'viem'
import { AirlockError, type RequestProvider } from '../../../kernel/plugin'
import { providerErrorCode, USER_REJECTED } from '../providerErrorCode'
import type { KitBridge } from './createKitBridge'
import { KIT_CONNECTOR_ID } from './createKitBridge'
import { openKitToConnect } from './openKitToConnect'
import { readKitAccount } from './readKitAccount'

/**
 * wagmi's one connector in the adapter's config: the kit's eip155 connection. Its provider
 * forwards to the kit's provider of the moment (the connected wallet, a WalletConnect session,
 * the embedded wallet, with the kit's request approvals in front), so wagmi's actions and hooks
 * sign and send through whatever the visitor connected in the modal.
 */
export function createKitConnector(bridge: KitBridge) {
  const provider: RequestProvider = {
    async request(args) {
      const kit = await bridge.ready()
      const current = kit.getProvider('eip155')
      if (!current) throw new AirlockError('The kit has no eip155 wallet connected')
      return current.request(args)
    },
  }

  return createConnector<RequestProvider>((config) => ({
    id: KIT_CONNECTOR_ID,
    name: 'Airlock',
    type: KIT_CONNECTOR_ID,

    async connect({ chainId, isReconnecting, withCapabilities } = {}) {
      const kit = await bridge.ready()
      if (!isReconnecting) await kit.ready()
      let account = readKitAccount(kit) ?? (isReconnecting ? undefined : await openKitToConnect(kit))
      if (!account) throw new AirlockError('The kit has no eip155 wallet connected')
      if (chainId && chainId !== account.chainId) {
        await this.switchChain!({ chainId })
        account = readKitAccount(kit) ?? account
      }
      const accounts = withCapabilities ? account.accounts.map((address) => ({ address, capabilities: {} })) : account.accounts
      return { accounts: accounts as never, chainId: account.chainId }
    },
    async disconnect() {
      const kit = bridge.current()
      if (kit && readKitAccount(kit)) await bridge.disconnectFromWagmi(() => kit.disconnect('eip155'))
    },
    async getAccounts() {
      const kit = bridge.current()
      return (kit && readKitAccount(kit)?.accounts) || []
    },
    async getChainId() {
      const kit = bridge.current()
      const selected = kit && (readKitAccount(kit)?.chainId ?? Number(kit.getCaipNetwork('eip155')?.id))
      return selected || config.chains[0].id
    },
    async getProvider() {
      return provider
    },
    async isAuthorized() {
      // On reload the kit restores its session during startup; wagmi's reconnect waits for it.
      const kit = await bridge.ready()
      await kit.ready()
      return Boolean(readKitAccount(kit))
    },
    async switchChain({ chainId }) {
      const chain = config.chains.find((c) => c.id === chainId)
      const kit = await bridge.ready()
      const network = kit.getCaipNetworks('eip155').find((n) => Number(n.id) === chainId)
      if (!chain || !network) throw new SwitchChainError(new ChainNotConfiguredError())
      try {
        await kit.switchNetwork(network, { throwOnFailure: true })
      } catch (error) {
        const cause = error instanceof Error ? error : new Error(String(error))
        if (providerErrorCode(error) === USER_REJECTED) throw new UserRejectedRequestError(cause)
        throw new SwitchChainError(cause)
      }
      config.emitter.emit('change', { chainId })
      return chain
    },
    onAccountsChanged(accounts) {
      if (accounts.length === 0) this.onDisconnect()
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a) as Address) })
    },
    onChainChanged(chainId) {
      config.emitter.emit('change', { chainId: Number(chainId) })
    },
    onDisconnect() {
      config.emitter.emit('disconnect')
    },
  }))
}
