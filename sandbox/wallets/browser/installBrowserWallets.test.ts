import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../../evm/accounts'
import { SOLANA_DEVNET_ACCOUNTS } from '../../solana/accounts'
import { DEFAULT_SOLANA_SEED, installBrowserWallets } from './installBrowserWallets'

// Node's EventTarget stands in for window: the protocols only use events and a property.
const fakeWindow = () => new EventTarget() as unknown as Window & { ethereum?: unknown }
const config = { rpcUrls: { 1: 'http://127.0.0.1:9' }, solanaRpcUrl: 'http://127.0.0.1:9' }

describe('installBrowserWallets', () => {
  it('SBX-36 gives each EVM wallet its own devnet key, EIP-6963 ones first, and uninstall removes them', () => {
    const win = fakeWindow()
    const announced: string[] = []
    win.addEventListener('eip6963:announceProvider', (e) => announced.push((e as CustomEvent).detail.info.rdns))
    const installed = installBrowserWallets(config, { eip6963: 2, injected: true, solana: false }, win)
    expect(installed.eip6963.map((w) => w.address)).toEqual([DEVNET_ACCOUNTS[0]!.address, DEVNET_ACCOUNTS[1]!.address])
    expect(installed.injected?.address).toBe(DEVNET_ACCOUNTS[2]!.address)
    expect(win.ethereum).toBe(installed.injected)
    installed.uninstall()
    expect('ethereum' in win).toBe(false)
    win.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toEqual(['dev.airlock.testwallet1', 'dev.airlock.testwallet2'])
  })

  it('SBX-36 config names and keys override the defaults', () => {
    const installed = installBrowserWallets(
      { ...config, keys: { evm: [DEVNET_ACCOUNTS[5]!.privateKey] }, eip6963: [{ name: 'Rabby Test', rdns: 'io.rabby' }] },
      { eip6963: 1, injected: false, solana: false },
      fakeWindow(),
    )
    expect(installed.eip6963[0]).toMatchObject({ name: 'Rabby Test', rdns: 'io.rabby', address: DEVNET_ACCOUNTS[5]!.address })
  })

  it('SBX-36 the default Solana key is the devnet account the Solana devnet funds', () => {
    expect(Keypair.fromSeed(DEFAULT_SOLANA_SEED).publicKey.toBase58()).toBe(SOLANA_DEVNET_ACCOUNTS[0]!.address)
    const installed = installBrowserWallets(config, { eip6963: 0, injected: false, solana: true }, fakeWindow())
    expect(installed.solana?.publicKey).toBe(SOLANA_DEVNET_ACCOUNTS[0]!.address)
  })

  it('SBX-36 keplr sets window.keplr, a Keplr-like wallet holding the configured key', async () => {
    const win = fakeWindow() as Window & { keplr?: { bech32Address: string } }
    const installed = installBrowserWallets(config, { eip6963: 0, injected: false, solana: false, keplr: true }, win)
    expect(win.keplr).toBe(installed.keplr)
    expect(installed.keplr?.bech32Address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
    const other = installBrowserWallets({ ...config, keys: { cosmos: '01'.repeat(32) } }, { eip6963: 0, injected: false, solana: false, keplr: true }, fakeWindow())
    expect(other.keplr?.bech32Address).not.toBe(installed.keplr?.bech32Address)
    installed.uninstall()
    expect(win.keplr).toBeUndefined()
  })

  it('SBX-36 too few keys or no Solana RPC URL is an error that says so', () => {
    expect(() => installBrowserWallets({ ...config, keys: { evm: [] } }, { eip6963: 1, injected: false, solana: false }, fakeWindow())).toThrowError(
      /^1 EVM test wallets need 1 keys, the config has 0$/,
    )
    expect(() => installBrowserWallets({ rpcUrls: config.rpcUrls }, { eip6963: 0, injected: false, solana: true }, fakeWindow())).toThrowError(
      /^The solana test wallet needs solanaRpcUrl in the sandbox config$/,
    )
  })
})
