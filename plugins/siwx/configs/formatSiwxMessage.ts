import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { SIWXMessageData } from '../siwxTypes'

/** The account word of CAIP-122's first line, by namespace ("Ethereum" is EIP-4361's). */
const ACCOUNT_KIND: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin', tron: 'TRON' }

export const splitChainId = (chainId: string): { namespace: string; reference: string } => {
  const at = chainId.indexOf(':')
  if (at <= 0 || at === chainId.length - 1) throw new Error(`Invalid CAIP-2 network id: ${chainId}`)
  return { namespace: chainId.slice(0, at), reference: chainId.slice(at + 1) }
}

/**
 * The text a wallet signs (BYD-18): on eip155 strict EIP-4361 through viem (checksummed address,
 * numeric Chain ID), so any SIWE verifier accepts it; elsewhere the CAIP-122 form with the
 * namespace's account word and the CAIP-2 reference as Chain ID.
 */
export function formatSiwxMessage(data: SIWXMessageData): string {
  const { namespace, reference } = splitChainId(data.chainId)
  if (namespace === 'eip155') {
    return createSiweMessage({
      address: getAddress(data.accountAddress),
      chainId: Number(reference),
      domain: data.domain,
      uri: data.uri,
      version: '1',
      nonce: data.nonce,
      statement: data.statement,
      resources: data.resources,
      requestId: data.requestId,
      issuedAt: data.issuedAt ? new Date(data.issuedAt) : undefined,
      expirationTime: data.expirationTime ? new Date(data.expirationTime) : undefined,
      notBefore: data.notBefore ? new Date(data.notBefore) : undefined,
    })
  }
  const kind = ACCOUNT_KIND[namespace] ?? namespace
  const lines = [`${data.domain} wants you to sign in with your ${kind} account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`)
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
