import { keccak256, stringToHex, type Address } from 'viem'
import { providerError } from './ProviderRpcError'
import type { Eip1193TestWalletBehaviour } from './types'

const PERMISSION_TYPES = ['contract-call', 'native-token-recurring-allowance', 'erc20-recurring-allowance']

/** The capabilities the scripted behaviour gives each chain (EIP-5792 atomic, ERC-7715 permissions). */
export function capabilitiesOf(behaviour: Eip1193TestWalletBehaviour): Record<string, unknown> {
  return {
    ...(behaviour.sendCalls ? { atomic: { status: 'unsupported' } } : {}),
    ...(behaviour.permissions ? { permissions: { supported: true, signerTypes: ['keys'], permissionTypes: PERMISSION_TYPES, policyTypes: [] } } : {}),
  }
}

/**
 * ERC-7715 wallet_grantPermissions: checks the request's shape and answers with a permissions
 * context derived from it. The sandbox's cosigner, not this wallet, enforces the permissions.
 */
export function answerGrantPermissions(params: readonly unknown[], address: Address): unknown {
  const request = params[0] as { chainId?: unknown; expiry?: unknown; signer?: unknown; permissions?: unknown; policies?: unknown } | undefined
  if (!request || typeof request.chainId !== 'string' || typeof request.expiry !== 'number' || !Array.isArray(request.permissions) || !request.signer) {
    throw providerError(-32602, 'wallet_grantPermissions needs chainId, expiry, signer and permissions')
  }
  if (!request.permissions.every((p: { type?: unknown }) => PERMISSION_TYPES.includes(String(p?.type)))) {
    throw providerError(-32602, 'Unsupported permission type')
  }
  return {
    chainId: request.chainId,
    address,
    expiry: request.expiry,
    signer: request.signer,
    permissions: request.permissions,
    policies: Array.isArray(request.policies) ? request.policies : [],
    context: keccak256(stringToHex(JSON.stringify({ address, request }))),
  }
}
