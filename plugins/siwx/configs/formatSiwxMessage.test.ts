import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import type { SIWXMessageData } from '../siwxTypes'
import { formatSiwxMessage } from './formatSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'

const EVM: SIWXMessageData = {
  accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  chainId: 'eip155:137',
  domain: 'app.example:8443',
  uri: 'https://app.example:8443/login',
  version: '1',
  nonce: 'abcDEF123456',
  statement: 'Sign in to Example',
  resources: ['https://app.example/terms'],
  requestId: 'req-1',
  issuedAt: '2026-11-25T10:00:00.000Z',
  expirationTime: '2026-11-26T10:00:00.000Z',
  notBefore: '2026-11-25T09:00:00.000Z',
}
const SOL: SIWXMessageData = { ...EVM, accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }

describe('sign-in message text', () => {
  it('SIWX-02 BYD-18 eip155: strict EIP-4361 with every field, a checksummed address and a numeric Chain ID', () => {
    const text = formatSiwxMessage(EVM)
    expect(text.split('\n').slice(0, 2)).toEqual(['app.example:8443 wants you to sign in with your Ethereum account:', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
    expect(text).toContain('\nChain ID: 137\n')
    // Another SIWE implementation (viem's parser) reads it back field for field and accepts it.
    const parsed = parseSiweMessage(text)
    expect(parsed).toMatchObject({ domain: EVM.domain, chainId: 137, nonce: EVM.nonce, uri: EVM.uri, version: '1', statement: EVM.statement, requestId: 'req-1', resources: EVM.resources })
    expect(validateSiweMessage({ message: parsed, domain: EVM.domain, nonce: EVM.nonce, time: new Date('2026-11-25T12:00:00Z') })).toBe(true)
    expect(parseSiwxMessage(text)).toEqual({ ...EVM, accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
  })

  it('SIWX-02 BYD-18 solana: CAIP-122 with the Solana account word and the CAIP-2 reference; parsed back exactly', () => {
    const text = formatSiwxMessage(SOL)
    expect(text).toBe(
      [
        'app.example:8443 wants you to sign in with your Solana account:',
        SOL.accountAddress,
        '',
        'Sign in to Example',
        '',
        'URI: https://app.example:8443/login',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: abcDEF123456',
        'Issued At: 2026-11-25T10:00:00.000Z',
        'Expiration Time: 2026-11-26T10:00:00.000Z',
        'Not Before: 2026-11-25T09:00:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://app.example/terms',
      ].join('\n'),
    )
    expect(parseSiwxMessage(text)).toEqual(SOL)
    const bare = { ...SOL, statement: undefined, resources: undefined, requestId: undefined, expirationTime: undefined, notBefore: undefined }
    expect(parseSiwxMessage(formatSiwxMessage(bare))).toEqual(JSON.parse(JSON.stringify(bare)))
  })

  it('refuses texts that are not sign-in messages', () => {
    expect(parseSiwxMessage('hello')).toBeUndefined()
    expect(parseSiwxMessage(formatSiwxMessage(SOL).replace('Nonce:', 'Nonse:'))).toBeUndefined()
    expect(parseSiwxMessage(formatSiwxMessage(SOL).replace(/\nURI: .*\n/, '\n'))).toBeUndefined()
    expect(() => formatSiwxMessage({ ...EVM, accountAddress: '0x1234' })).toThrow()
  })
})
