import { parseSiweMessage } from 'viem/siwe'
import type { SIWXMessageData } from '../siwxTypes'

const KIND_NAMESPACE: Record<string, string> = { Ethereum: 'eip155', Solana: 'solana', Bitcoin: 'bip122', TRON: 'tron' }
const FIELDS: Record<string, keyof SIWXMessageData> = {
  URI: 'uri',
  Version: 'version',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
}

/**
 * Reads a signed sign-in message back into its fields, strictly: the header, the address line,
 * then `Key: value` lines in the EIP-4361 / CAIP-122 order. Anything else is not a sign-in
 * message and yields undefined, so a tampered text never passes as valid.
 */
export function parseSiwxMessage(text: string): SIWXMessageData | undefined {
  const header = /^(?<domain>[^\s]+) wants you to sign in with your (?<kind>[\w ]+) account:\n(?<address>[^\n]+)\n/.exec(text)
  if (!header?.groups) return undefined
  const namespace = KIND_NAMESPACE[header.groups.kind!] ?? header.groups.kind!
  if (namespace === 'eip155') return fromSiwe(text)
  const rest = text.slice(header[0].length).split('\n')
  const data: Partial<SIWXMessageData> = { domain: header.groups.domain, accountAddress: header.groups.address }
  let i = 0
  if (rest[i] === '' && rest[i + 1] !== undefined && !rest[i + 1]!.startsWith('URI: ')) {
    data.statement = rest[i + 1]
    i += 2
  }
  if (rest[i] !== '') return undefined
  i++
  let reference: string | undefined
  for (; i < rest.length; i++) {
    const line = rest[i]!
    if (line === 'Resources:') {
      data.resources = rest.slice(i + 1).map((r) => (r.startsWith('- ') ? r.slice(2) : '\u0000'))
      if (data.resources.includes('\u0000')) return undefined
      break
    }
    const colon = line.indexOf(': ')
    const key = colon > 0 ? line.slice(0, colon) : ''
    const value = line.slice(colon + 2)
    if (key === 'Chain ID') reference = value
    else if (FIELDS[key]) (data as Record<string, string>)[FIELDS[key]!] = value
    else return undefined
  }
  if (!data.uri || !data.version || !data.nonce || !reference) return undefined
  return { ...data, chainId: `${namespace}:${reference}` } as SIWXMessageData
}

function fromSiwe(text: string): SIWXMessageData | undefined {
  const m = parseSiweMessage(text)
  if (!m.address || !m.domain || !m.uri || !m.nonce || !m.chainId || m.version !== '1') return undefined
  return {
    domain: m.domain,
    accountAddress: m.address,
    chainId: `eip155:${m.chainId}`,
    uri: m.uri,
    version: m.version,
    nonce: m.nonce,
    statement: m.statement,
    resources: m.resources,
    requestId: m.requestId,
    issuedAt: m.issuedAt?.toISOString(),
    expirationTime: m.expirationTime?.toISOString(),
    notBefore: m.notBefore?.toISOString(),
  }
}
