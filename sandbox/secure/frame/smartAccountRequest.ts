// Carries out an approved request as the user's smart account (the sandbox SmartAccount on the
// devnet), inside the secure origin: the owner key signs the batch, the secure site's relayer
// submits it and pays the gas, and the first one deploys the account. Signatures from an account
// not yet deployed are wrapped per ERC-6492, so verifiers can still check them.
import {
  createPublicClient,
  defineChain,
  hexToBigInt,
  http,
  isAddress,
  isHex,
  serializeErc6492Signature,
  toHex,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount, publicKeyToAddress } from 'viem/accounts'
import type { SecureEvmNetwork } from '../secureNetworks'
import { smartAccountArtifact } from '../../evm/contracts/artifacts'
import {
  addSessionCall,
  batchDigest,
  encodeCreateAccount,
  encodeOwnerBatch,
  smartAccountAddress,
  type SmartAccountCall,
} from '../../evm/smartAccountCalls'
import { signRequest } from './signRequest'

/** The methods a smart account answers here; the rest is refused by the frame. */
export const SMART_ACCOUNT_METHODS = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions'])

type RawCall = { to?: unknown; value?: unknown; data?: unknown }

export interface SmartAccountContext {
  factory: Address
  /** POSTs the signed call to the secure site's relayer; resolves with the mined transaction hash. */
  relay(chainId: number, call: { to: Address; data: Hex }): Promise<Hex>
}

export async function smartAccountRequest(privateKey: Hex, method: string, params: unknown, chain: SecureEvmNetwork, ctx: SmartAccountContext): Promise<unknown> {
  const owner = privateKeyToAccount(privateKey)
  const account = smartAccountAddress(ctx.factory, owner.address)
  const client = createPublicClient({
    chain: defineChain({ id: chain.id, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
    transport: http(chain.rpcUrl),
  })
  const deployed = async () => ((await client.getCode({ address: account })) ?? '0x') !== '0x'
  const list = Array.isArray(params) ? params : []

  /** Signs and relays one batch: `account.execute`, or deploy-and-execute the first time. */
  async function run(calls: SmartAccountCall[]): Promise<Hex> {
    const isDeployed = await deployed()
    const nonce = isDeployed ? await client.readContract({ address: account, abi: smartAccountArtifact.abi, functionName: 'nonce' }) : 0n
    const signature = await owner.signMessage({ message: { raw: batchDigest({ account, chainId: chain.id, nonce, calls }) } })
    return ctx.relay(chain.id, encodeOwnerBatch({ factory: ctx.factory, owner: owner.address, account, deployed: isDeployed, calls, signature }))
  }

  switch (method) {
    case 'personal_sign':
    case 'eth_signTypedData_v4': {
      // The owner's signature is the account's (ERC-1271); before the deploy, ERC-6492 says how to deploy it first.
      const signature = (await signRequest(privateKey, method, params, chain)) as Hex
      if (await deployed()) return signature
      return serializeErc6492Signature({ address: ctx.factory, data: encodeCreateAccount(owner.address), signature })
    }
    case 'eth_sendTransaction':
      return run([toCall(list[0] as RawCall)])
    case 'wallet_sendCalls': {
      const request = (list[0] ?? {}) as { calls?: unknown; chainId?: unknown }
      if (!Array.isArray(request.calls) || request.calls.length === 0) throw new Error('wallet_sendCalls needs at least one call')
      if (request.chainId !== undefined && Number(request.chainId) !== chain.id) throw new Error(`wallet_sendCalls is for chain ${String(request.chainId)}, the wallet is on ${chain.id}`)
      // One atomic transaction: the id is its hash, which wallet_getCallsStatus looks up.
      return { id: await run(request.calls.map((c) => toCall(c as RawCall))) }
    }
    case 'wallet_grantPermissions':
      return grantPermissions(list[0], account, chain.id, run)
    default:
      throw new Error(`The smart account does not sign ${method}`)
  }
}

function toCall(raw: RawCall | undefined): SmartAccountCall {
  if (!raw || typeof raw.to !== 'string' || !isAddress(raw.to, { strict: false })) throw new Error('Each call needs a "to" address')
  const value = typeof raw.value === 'string' && isHex(raw.value) ? hexToBigInt(raw.value) : 0n
  const data = typeof raw.data === 'string' && isHex(raw.data) ? raw.data : '0x'
  return { target: raw.to as Address, value, data }
}

/** A secp256k1 signer key of ERC-7715 as an address: given as one, or as an uncompressed public key. */
function keyAddress(key: { type?: unknown; publicKey?: unknown }): Address {
  const value = key.publicKey
  if (key.type === 'secp256k1' && typeof value === 'string' && isHex(value)) {
    if (value.length === 42 && isAddress(value, { strict: false })) return value as Address
    if (value.length === 132) return publicKeyToAddress(value as Hex)
  }
  throw new Error('Signer keys must be secp256k1 addresses or uncompressed public keys')
}

/**
 * ERC-7715 on the sandbox account: a native-token recurring allowance becomes an on-chain session
 * with the cosigner's key (the first signer key, the kit puts it there) and the dapp's key.
 */
async function grantPermissions(raw: unknown, account: Address, chainId: number, run: (calls: SmartAccountCall[]) => Promise<Hex>) {
  const request = (raw ?? {}) as { chainId?: unknown; expiry?: unknown; signer?: { data?: { keys?: unknown } }; permissions?: unknown }
  const keys = Array.isArray(request.signer?.data?.keys) ? (request.signer.data.keys as { type?: unknown; publicKey?: unknown }[]) : []
  const permissions = Array.isArray(request.permissions) ? (request.permissions as { type?: unknown; data?: Record<string, unknown> }[]) : []
  const allowance = permissions.find((p) => p.type === 'native-token-recurring-allowance')
  if (Number(request.chainId) !== chainId) throw new Error(`The permissions are for chain ${String(request.chainId)}, the wallet is on ${chainId}`)
  if (keys.length < 2) throw new Error('A session needs the cosigner key and the dapp key')
  if (!allowance || permissions.length !== 1) throw new Error('This smart account grants only a native-token recurring allowance')
  const expiry = Number(request.expiry)
  const period = Number(allowance.data?.period)
  const amount = allowance.data?.allowance
  if (!Number.isSafeInteger(expiry) || !Number.isSafeInteger(period) || period <= 0 || typeof amount !== 'string' || !isHex(amount)) {
    throw new Error('The allowance needs a hex amount, a period and an expiry in seconds')
  }
  const id = toHex(crypto.getRandomValues(new Uint8Array(32)))
  await run([addSessionCall(account, { id, cosigner: keyAddress(keys[0]!), signer: keyAddress(keys[1]!), allowance: hexToBigInt(amount), period, expiry })])
  return { ...request, address: account, context: id }
}
