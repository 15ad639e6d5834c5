import { describe, expect, it } from 'vitest'
import { encodeBase58 } from './base58'
import { createFakeSolanaWallet } from './testing/createFakeSolanaWallet'
import { createWalletStandardProvider } from './createWalletStandardProvider'

describe('createWalletStandardProvider', () => {
  it('answers the solana_* RPC form from Wallet Standard features', async () => {
    const wallet = createFakeSolanaWallet()
    const provider = createWalletStandardProvider(wallet, () => 'solana:devnet')
    expect(await provider.request({ method: 'solana_getAccounts' })).toEqual([])
    expect(await provider.request({ method: 'solana_requestAccounts' })).toEqual([{ pubkey: wallet.address }])
    const answer = (await provider.request({
      method: 'solana_signMessage',
      params: { message: encodeBase58(new TextEncoder().encode('hi')), pubkey: wallet.address },
    })) as { signature: string }
    expect(answer.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  })

  it('refuses an account it does not hold (4100) and a method the wallet lacks (4200)', async () => {
    const wallet = createFakeSolanaWallet({ name: 'Signs messages only' })
    const provider = createWalletStandardProvider(wallet, () => 'solana:mainnet')
    await provider.connect()
    await expect(
      provider.request({ method: 'solana_signMessage', params: { message: '1', pubkey: '11111111111111111111111111111111' } }),
    ).rejects.toMatchObject({ code: 4100, message: 'Unknown account 11111111111111111111111111111111' })
    await expect(provider.request({ method: 'solana_signTransaction', params: { transaction: '' } })).rejects.toMatchObject({
      code: 4200,
      message: 'Signs messages only does not support solana:signTransaction',
    })
    expect(provider.supports('solana_signAndSendTransaction')).toBe(false)
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4200 })
  })
})
