import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { browserWalletsConfig } from '../../../launcher/browserWalletsConfig'
import { DEVNET_ACCOUNTS } from '../../../evm/accounts'
import { SOLANA_DEVNET_ACCOUNTS } from '../../../solana/accounts'
import { TON_SANDBOX_ACCOUNTS } from '../../../ton/tonAccounts'
import { TRON_TEST_ACCOUNTS } from '../../../tron/accounts'
import { readPageOptions } from './readPageOptions'

const config = {
  ...browserWalletsConfig({ evm: { 1: 'http://127.0.0.1:1', 137: 'http://127.0.0.1:2' }, solana: 'http://127.0.0.1:3', ton: 'http://127.0.0.1:5/api/v2' }),
  relayUrl: 'ws://127.0.0.1:4',
}

describe('readPageOptions', () => {
  it('SBX-37 takes the relay and RPC URLs from the sandbox config and defaults to the last devnet keys', () => {
    const options = readPageOptions(config, '')
    expect(options).toMatchObject({ relayUrl: 'ws://127.0.0.1:4', evmRpcUrls: config.rpcUrls, autoApprove: false, storage: 'local', uri: undefined })
    expect(options.evmPrivateKey).toBe(DEVNET_ACCOUNTS[8]!.privateKey)
    expect(options.solanaSecretKey).toEqual(base58.decode(SOLANA_DEVNET_ACCOUNTS.at(-1)!.secretKey))
    // TON and TRON: the last funded accounts (the injected wallets take account 0), the TON sandbox's API.
    expect(Buffer.from(options.tonSeed).toString('hex')).toBe(TON_SANDBOX_ACCOUNTS.at(-1)!.seed)
    expect(Buffer.from(options.tronPrivateKey).toString('hex')).toBe(TRON_TEST_ACCOUNTS.at(-1)!.privateKey)
    expect(options.tonRpcUrl).toBe('http://127.0.0.1:5/api/v2')
  })

  it('reads ?tonAccount= and ?tronAccount=, and refuses an account the sandbox does not fund', () => {
    const options = readPageOptions(config, '?tonAccount=1&tronAccount=0')
    expect(Buffer.from(options.tonSeed).toString('hex')).toBe(TON_SANDBOX_ACCOUNTS[1]!.seed)
    expect(Buffer.from(options.tronPrivateKey).toString('hex')).toBe(TRON_TEST_ACCOUNTS[0]!.privateKey)
    expect(() => readPageOptions(config, '?tonAccount=3')).toThrowError('No devnet key at ?tonAccount=3')
  })

  it('SBX-37 reads ?uri=, ?autoApprove=1, ?storage=memory and ?account=', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=01'
    const options = readPageOptions(config, `?uri=${encodeURIComponent(uri)}&autoApprove=1&storage=memory&account=3&solanaAccount=0`)
    expect(options).toMatchObject({ uri, autoApprove: true, storage: 'memory', evmPrivateKey: DEVNET_ACCOUNTS[3]!.privateKey })
    expect(options.solanaSecretKey).toEqual(base58.decode(SOLANA_DEVNET_ACCOUNTS[0]!.secretKey))
  })

  it('SBX-37 says what is missing', () => {
    expect(() => readPageOptions({ rpcUrls: {} }, '')).toThrowError('The WalletConnect wallet page needs relayUrl in window.__AIRLOCK_SANDBOX__')
    expect(() => readPageOptions(config, '?account=42')).toThrowError('No devnet key at ?account=42')
  })
})
