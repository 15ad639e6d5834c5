// Carries out an approved wallet request with the user's key, inside the secure origin.
import { createWalletClient, defineChain, hexToBigInt, http, isHex, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SecureEvmNetwork } from '../secureNetworks'

type Tx = { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }

/** `chain` is the secure site's own entry for the request's chain id: it is where the transaction goes. */
export async function signRequest(privateKey: Hex, method: string, params: unknown, chain: SecureEvmNetwork): Promise<unknown> {
  const account = privateKeyToAccount(privateKey)
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign': {
      const message = list[0]
      if (typeof message !== 'string') throw new Error('personal_sign needs a message')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const raw = list[1]
      const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & { types: Record<string, unknown> }
      // EIP712Domain is implied by the domain; viem derives it itself.
      const { EIP712Domain: _domain, ...types } = typed.types
      return account.signTypedData({ ...typed, types } as TypedDataDefinition)
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as Tx
      const client = createWalletClient({
        account,
        chain: defineChain({ id: chain.id, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
        transport: http(chain.rpcUrl),
      })
      return client.sendTransaction({
        to: tx.to,
        value: tx.value ? hexToBigInt(tx.value) : undefined,
        data: tx.data,
        gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
      })
    }
    default:
      throw new Error(`The secure wallet does not sign ${method}`)
  }
}
