// Builds what the sandbox SmartAccount contract expects: the counterfactual address, the owner's
// signed batch (deploying the account with the first one), a session grant and a session spend.
// Pure viem, no Node: the secure frame bundles it, and the tests and the relayer use it too.
import {
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  keccak256,
  zeroHash,
  type Address,
  type Hex,
} from 'viem'
import { smartAccountArtifact, smartAccountFactoryArtifact } from './contracts/artifacts'

/** One account per owner: salt 0. */
export const SMART_ACCOUNT_SALT: Hex = zeroHash

export interface SmartAccountCall {
  target: Address
  value: bigint
  data: Hex
}

/** The owner's account address, the same as the factory's `accountAddress(owner, 0)`, before any deploy. */
export function smartAccountAddress(factory: Address, owner: Address): Address {
  const initCode = concat([smartAccountArtifact.bytecode, encodeAbiParameters([{ type: 'address' }], [owner])])
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt: SMART_ACCOUNT_SALT, bytecodeHash: keccak256(initCode) })
}

const CALL_TUPLE = { type: 'tuple[]', components: [{ name: 'target', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'data', type: 'bytes' }] } as const

/** `batchDigest(calls, nonce)` of the contract: what the owner signs (EIP-191, raw 32 bytes). */
export function batchDigest(args: { account: Address; chainId: number; nonce: bigint; calls: readonly SmartAccountCall[] }): Hex {
  const callsHash = keccak256(encodeAbiParameters([CALL_TUPLE], [args.calls]))
  return keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'bytes32' }], [args.account, BigInt(args.chainId), args.nonce, callsHash]),
  )
}

/**
 * The transaction that runs a signed batch: `account.execute` once deployed, else the factory's
 * `createAccountAndExecute`, which deploys the account first (the first transaction deploys it).
 */
export function encodeOwnerBatch(args: {
  factory: Address
  owner: Address
  account: Address
  deployed: boolean
  calls: readonly SmartAccountCall[]
  signature: Hex
}): { to: Address; data: Hex } {
  if (args.deployed) {
    return { to: args.account, data: encodeFunctionData({ abi: smartAccountArtifact.abi, functionName: 'execute', args: [args.calls, args.signature] }) }
  }
  return {
    to: args.factory,
    data: encodeFunctionData({
      abi: smartAccountFactoryArtifact.abi,
      functionName: 'createAccountAndExecute',
      args: [args.owner, SMART_ACCOUNT_SALT, args.calls, args.signature],
    }),
  }
}

/** The factory call that deploys the account (ERC-6492 wraps pre-deploy signatures with it). */
export const encodeCreateAccount = (owner: Address): Hex =>
  encodeFunctionData({ abi: smartAccountFactoryArtifact.abi, functionName: 'createAccount', args: [owner, SMART_ACCOUNT_SALT] })

export interface SessionGrant {
  id: Hex
  signer: Address
  cosigner: Address
  /** Native coin per period, in wei. */
  allowance: bigint
  /** Seconds. */
  period: number
  /** Seconds since the epoch. */
  expiry: number
}

/** The self-call that adds a session; it runs inside an owner-signed batch. */
export function addSessionCall(account: Address, grant: SessionGrant): SmartAccountCall {
  return {
    target: account,
    value: 0n,
    data: encodeFunctionData({
      abi: smartAccountArtifact.abi,
      functionName: 'addSession',
      args: [grant.id, grant.signer, grant.cosigner, grant.allowance, BigInt(grant.period), BigInt(grant.expiry)],
    }),
  }
}

/** `sessionDigest(id, to, value, nonce)` of the contract: what the session key and the cosigner sign. */
export function sessionDigest(args: { account: Address; chainId: number; id: Hex; to: Address; value: bigint; nonce: bigint }): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes32' }, { type: 'uint64' }, { type: 'address' }, { type: 'uint256' }],
      [args.account, BigInt(args.chainId), args.id, args.nonce, args.to, args.value],
    ),
  )
}

export const encodeSessionSpend = (args: { id: Hex; to: Address; value: bigint; signerSignature: Hex; cosignerSignature: Hex }): Hex =>
  encodeFunctionData({
    abi: smartAccountArtifact.abi,
    functionName: 'executeSession',
    args: [args.id, args.to, args.value, args.signerSignature, args.cosignerSignature],
  })
