// The embedded wallet's smart account without a browser: an EIP-1193 provider that carries out
// requests with the secure frame's own module (smartAccountRequest), the owner key held here and
// the sandbox relayer called in-process. Only the frame's approval UI and key vault are left out
// (they need a browser; sandbox/e2e/smartAccount.test.ts covers them).
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { embeddedCapabilities } from '../../../plugins/auth/smartAccountAnswers'
import { relaySmartAccountCall } from '../../evm/relaySmartAccountCall'
import { smartAccountAddress } from '../../evm/smartAccountCalls'
import type { EvmDevnet } from '../../evm/types'
import type { Eip1193Provider } from '../../wallets/browser/types'
import { SMART_ACCOUNT_METHODS, smartAccountRequest } from '../../secure/frame/smartAccountRequest'

export function smartAccountWallet(owner: Hex, devnet: EvmDevnet) {
  const ownerAddress = privateKeyToAccount(owner).address
  const address: Address = smartAccountAddress(devnet.smartAccountFactory, ownerAddress)
  const chain = { id: devnet.chainId, name: devnet.name, rpcUrl: devnet.rpcUrl, nativeCurrency: devnet.nativeCurrency }
  const context = { factory: devnet.smartAccountFactory, relay: (_chainId: number, call: { to: Address; data: Hex }) => relaySmartAccountCall(devnet, call) }
  let rpcId = 0
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [address]
        case 'eth_chainId':
          return `0x${devnet.chainId.toString(16)}`
        case 'wallet_getCapabilities':
          return embeddedCapabilities('smartAccount', [devnet.chainId])
      }
      if (SMART_ACCOUNT_METHODS.has(method)) return smartAccountRequest(owner, method, params, chain, context)
      const response = await fetch(devnet.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }) })
      const body = (await response.json()) as { result?: unknown; error?: { message: string } }
      if (body.error) throw new Error(body.error.message)
      return body.result
    },
    // It never changes account or chain by itself: nothing to tell listeners.
    on() {
      return provider
    },
    removeListener() {
      return provider
    },
  }
  return { provider, address, owner: ownerAddress }
}
