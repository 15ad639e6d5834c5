// What a dapp does to spend from a smart session on the sandbox smart account (BYD-22): read the
// session's nonce on chain, sign the contract's session digest with its own key, ask the sandbox
// cosigner for its signature, and have the spend submitted (the sandbox relayer pays the gas).
import { decodeFunctionResult, encodeFunctionData, type Address, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { smartAccountArtifact } from '../evm/contracts/artifacts'
import { encodeSessionSpend, sessionDigest } from '../evm/smartAccountCalls'

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

export interface GrantedSession {
  pci: string
  context: Hex
  address: Address
  chainId: number
}

export async function spendWithSession(args: {
  provider: Provider
  session: GrantedSession
  sessionKey: PrivateKeyAccount
  to: Address
  value: bigint
  endpoints: { blockchainApi: string; secureSite: string; projectId: string }
}): Promise<Hex> {
  const { session, value, to } = args
  const raw = await args.provider.request({
    method: 'eth_call',
    params: [{ to: session.address, data: encodeFunctionData({ abi: smartAccountArtifact.abi, functionName: 'sessions', args: [session.context] }) }, 'latest'],
  })
  const nonce = decodeFunctionResult({ abi: smartAccountArtifact.abi, functionName: 'sessions', data: raw as Hex })[5]
  const cosigned = await fetch(`${args.endpoints.blockchainApi}/v1/sessions/${session.address}/sign?projectId=${encodeURIComponent(args.endpoints.projectId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pci: session.pci, call: { to, value: value.toString() }, nonce: nonce.toString() }),
  })
  const answer = (await cosigned.json().catch(() => ({}))) as { callSignature?: Hex; reasons?: { description?: string }[] }
  if (!cosigned.ok || !answer.callSignature) throw new Error(answer.reasons?.[0]?.description ?? `The cosigner answered ${cosigned.status}`)
  const digest = sessionDigest({ account: session.address, chainId: session.chainId, id: session.context, to, value, nonce })
  const data = encodeSessionSpend({ id: session.context, to, value, signerSignature: await args.sessionKey.signMessage({ message: { raw: digest } }), cosignerSignature: answer.callSignature })
  const relayed = await fetch(`${args.endpoints.secureSite}/__sandbox/relay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chainId: session.chainId, to: session.address, data }) })
  const result = (await relayed.json().catch(() => ({}))) as { hash?: Hex; error?: string }
  if (!relayed.ok || !result.hash) throw new Error(result.error ?? `The relayer answered ${relayed.status}`)
  return result.hash
}
