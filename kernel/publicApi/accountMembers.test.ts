import { describe, expect, it } from 'vitest'
import { createTestChainAdapter } from '../connection/testing/testChainAdapter'
import { StorageKeys } from '../storage/storageKeys'
import * as T from '../tokens'
import { createApiTestKit } from './testing/createApiTestKit'

const EVM = '0x1111111111111111111111111111111111111111'
// fetchIdentity, syncIdentity and getReownName against the sandbox's blockchain API: sandbox/integration/instanceApi.test.ts

describe('instance: account members', () => {
  it('getAddressByChainNamespace reads each namespace, connected or not', async () => {
    const t = await createApiTestKit()
    await t.connect('eip155')
    expect(t.kit.getAddressByChainNamespace('eip155')).toBe(EVM)
    expect(t.kit.getAddressByChainNamespace('solana')).toBeUndefined()
  })

  it('ACCT-04 get/setPreferredAccountType reads the defaults, stores a choice, and refuses a type the namespace cannot use', async () => {
    const t = await createApiTestKit()
    expect(t.kit.getPreferredAccountType('eip155')).toBe('smartAccount')
    t.kit.setPreferredAccountType('eoa', 'eip155')
    expect(t.kit.getPreferredAccountType('eip155')).toBe('eoa')
    expect(t.resolve(T.STORAGE).get(StorageKeys.preferredAccountTypes)).toMatchObject({ eip155: 'eoa' })
    expect(() => t.kit.setPreferredAccountType('payment', 'eip155')).toThrowError('Invalid account type "payment" for eip155')
  })

  it('resetAccount clears a namespace account but keeps its preferred account type', async () => {
    const t = await createApiTestKit()
    await t.connect('eip155')
    t.kit.resetAccount('eip155')
    expect(t.kit.getAddress('eip155')).toBeUndefined()
    expect(t.kit.getPreferredAccountType('eip155')).toBe('smartAccount')
  })

  it("setAllAccounts (AppKit 1.7) replaces a namespace's account list that getAccount reads, each tagged with the namespace", async () => {
    const t = await createApiTestKit()
    await t.connect('eip155')
    t.kit.setAllAccounts([{ address: EVM, type: 'eoa' }, { address: '0x2222222222222222222222222222222222222222', type: 'smartAccount', namespace: 'eip155' }], 'eip155')
    expect(t.kit.getAccount('eip155')?.allAccounts).toEqual([
      { address: EVM, type: 'eoa', namespace: 'eip155' },
      { address: '0x2222222222222222222222222222222222222222', type: 'smartAccount', namespace: 'eip155' },
    ])
    t.kit.setAllAccounts([], 'eip155')
    expect(t.kit.getAccount('eip155')?.allAccounts).toEqual([])
  })

  it('the account setters write the account store that getAccount and subscribeAccount read', async () => {
    const t = await createApiTestKit()
    const seen: (string | undefined)[] = []
    t.kit.subscribeAccount((a) => seen.push(a.address), 'solana')
    t.kit.setCaipAddress(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${'7'.repeat(32)}`, 'solana')
    expect(t.kit.getAccount('solana')).toMatchObject({ address: '7'.repeat(32), isConnected: true })
    t.kit.setBalance('1.5', 'SOL', 'solana')
    t.kit.setProfileName('alice', 'solana')
    t.kit.setProfileImage('https://img.test/a.png', 'solana')
    t.kit.setStatus('connected', 'solana')
    t.kit.setUser({ email: 'a@b.test' }, 'solana')
    t.kit.setConnectedWalletInfo({ name: 'Phantom' }, 'solana')
    t.kit.setAddressExplorerUrl('https://explorer.test/a', 'solana')
    t.kit.setSmartAccountDeployed(true, 'solana')
    t.kit.addAddressLabel('7'.repeat(32), 'Main', 'solana')
    t.kit.addAddressLabel('8'.repeat(32), 'Other', 'solana')
    t.kit.removeAddressLabel('8'.repeat(32), 'solana')
    const account = t.resolve(T.ACCOUNT_STORE).get('solana')
    expect(account).toMatchObject({
      balance: '1.5',
      balanceSymbol: 'SOL',
      profileName: 'alice',
      profileImage: 'https://img.test/a.png',
      status: 'connected',
      user: { email: 'a@b.test' },
      connectedWalletInfo: { name: 'Phantom' },
      addressExplorerUrl: 'https://explorer.test/a',
      smartAccountDeployed: true,
    })
    expect([...account.addressLabels]).toEqual([['7'.repeat(32), 'Main']])
    expect(t.kit.getWalletInfo('solana')).toEqual({ name: 'Phantom' })
    t.kit.setCaipAddress(null, 'solana')
    expect(t.kit.getAccount('solana').isConnected).toBe(false)
    // Every change of the account shape is reported; the address goes set, then unset.
    expect(seen.filter((a, i) => a !== seen[i - 1])).toEqual(['7'.repeat(32), undefined])
    expect(() => t.kit.setCaipAddress('garbage' as never, 'solana')).toThrowError('Invalid CAIP-10 address')
  })

  it('subscribeWalletInfo reports the connected wallet as it comes and goes', async () => {
    const t = await createApiTestKit()
    const seen: unknown[] = []
    t.kit.subscribeWalletInfo((info) => seen.push(info?.name), 'solana')
    t.kit.setConnectedWalletInfo({ name: 'Phantom' }, 'solana')
    t.kit.setConnectedWalletInfo(null, 'solana')
    expect(seen).toEqual(['Phantom', undefined])
  })

  it('subscribeShouldUpdateToAddress reports the active address as it changes', async () => {
    const t = await createApiTestKit()
    const seen: (string | undefined)[] = []
    t.kit.subscribeShouldUpdateToAddress((address) => seen.push(address))
    await t.connect('eip155')
    t.adapters.eip155!.emit({ type: 'accountsChanged', accounts: ['0x2222222222222222222222222222222222222222'] })
    await t.kit.disconnect()
    expect(seen).toEqual([EVM, '0x2222222222222222222222222222222222222222', undefined])
  })

  it('updateNativeBalance reads the balance through the chain adapter and keeps it for the connected address', async () => {
    const eip155 = Object.assign(createTestChainAdapter('eip155'), {
      getBalance: async ({ address }: { address: string }) => ({ balance: address === EVM ? '2.5' : '0', symbol: 'ETH' }),
    })
    const t = await createApiTestKit({ adapters: [eip155] })
    await t.connect('eip155')
    expect(await t.kit.updateNativeBalance(EVM, 1, 'eip155')).toEqual({ balance: '2.5', symbol: 'ETH' })
    expect(t.resolve(T.ACCOUNT_STORE).get('eip155')).toMatchObject({ balance: '2.5', balanceSymbol: 'ETH' })
    // Another address is read, not written into the connected account.
    expect(await t.kit.updateNativeBalance('0x3333333333333333333333333333333333333333', 137, 'eip155')).toEqual({ balance: '0', symbol: 'ETH' })
    expect(t.resolve(T.ACCOUNT_STORE).get('eip155').balance).toBe('2.5')
    // No adapter that can read balances (solana's test wallet cannot): undefined, as AppKit.
    expect(await t.kit.updateNativeBalance('x', 1, 'solana')).toBeUndefined()
  })

  it('getReownName resolves [] when the blockchain API cannot answer', async () => {
    const t = await createApiTestKit({ endpoints: { blockchainApi: 'http://127.0.0.1:9', analytics: 'http://127.0.0.1:9', fonts: '' } })
    expect(await t.kit.getReownName(EVM)).toEqual([])
  })

  it("getSIWX returns the host's siwx option", async () => {
    const siwx = { createMessage: async () => ({}), addSession: async () => undefined, revokeSession: async () => undefined, setSessions: async () => undefined, getSessions: async () => [] }
    const t = await createApiTestKit({ siwx: siwx as never })
    expect(t.kit.getSIWX()).toBe(siwx)
    const bare = await createApiTestKit()
    expect(bare.kit.getSIWX()).toBeUndefined()
  })
})
