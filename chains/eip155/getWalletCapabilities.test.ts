import { describe, expect, it } from 'vitest'
import { polygon } from '../../kernel/networks'
import { getWalletCapabilities } from './getWalletCapabilities'
import { createScriptedWallet } from './testing/createScriptedWallet'

const ADDRESS = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const ALL = { '0x1': { atomic: { status: 'ready' } }, '0x89': { paymasterService: { supported: true } }, '0x0': { flowControl: { supported: true } } }

describe('getWalletCapabilities', () => {
  it('is {} when the wallet lacks wallet_getCapabilities', async () => {
    expect(await getWalletCapabilities({ provider: createScriptedWallet({ address: ADDRESS }), address: ADDRESS })).toEqual({})
  })

  it("narrows to the network's chain (and 0x0, which holds every chain's) when a v1 wallet ignores the filter", async () => {
    const wallet = createScriptedWallet({ address: ADDRESS, behaviour: { answers: { wallet_getCapabilities: ALL } } })
    expect(await getWalletCapabilities({ provider: wallet, address: ADDRESS, network: polygon })).toEqual({ '0x89': ALL['0x89'], '0x0': ALL['0x0'] })
    expect(wallet.calls.at(-1)!.params).toEqual([ADDRESS, ['0x89']])
    expect(await getWalletCapabilities({ provider: wallet, address: ADDRESS })).toEqual(ALL)
    expect(wallet.calls.at(-1)!.params).toEqual([ADDRESS])
  })

  it('passes on other wallet errors', async () => {
    const wallet = createScriptedWallet({ address: ADDRESS })
    wallet.request = async () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(getWalletCapabilities({ provider: wallet, address: ADDRESS })).rejects.toMatchObject({ code: 4001 })
  })
})
