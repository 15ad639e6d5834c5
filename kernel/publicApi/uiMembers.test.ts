import { describe, expect, it, vi } from 'vitest'
import * as T from '../tokens'
import { createApiTestKit } from './testing/createApiTestKit'

describe('instance: modal, router, snackbar and event members', () => {
  it('isOpen follows open() and close()', async () => {
    const { kit } = await createApiTestKit()
    expect(kit.isOpen()).toBe(false)
    await kit.open()
    expect(kit.isOpen()).toBe(true)
    await kit.close()
    expect(kit.isOpen()).toBe(false)
  })

  it("open({ uri }) refuses a pairing URI the host made itself, and opens nothing", async () => {
    const { kit } = await createApiTestKit()
    await expect(kit.open({ uri: 'wc:abc@2?relay-protocol=irn&symKey=00' })).rejects.toThrowError(
      /^not supported by Airlock: open\(\{ uri \}\) \(/,
    )
    expect(kit.isOpen()).toBe(false)
  })

  it('setLoading sets the public loading flag, and a namespace flag when one is named', async () => {
    const { kit, resolve } = await createApiTestKit()
    kit.setLoading(true)
    expect(kit.getState().loading).toBe(true)
    kit.setLoading(true, 'solana')
    expect(resolve(T.MODAL).isLoading('solana')).toBe(true)
    kit.setLoading(false, 'solana')
    expect(resolve(T.MODAL).isLoading('solana')).toBe(false)
    expect(kit.getState().loading).toBe(false)
  })

  it('getEvent reads the latest event, kept from the kit creation (INITIALIZE, then MODAL_OPEN)', async () => {
    const { kit } = await createApiTestKit()
    expect(kit.getEvent().data.event).toBe('INITIALIZE')
    await kit.open()
    expect(kit.getEvent().data).toMatchObject({ type: 'track', event: 'MODAL_OPEN' })
    expect(typeof kit.getEvent().timestamp).toBe('number')
  })

  it('showErrorMessage and showSuccessMessage show the snackbar', async () => {
    const { kit, resolve } = await createApiTestKit()
    kit.showErrorMessage('Something failed')
    expect(resolve(T.SNACKBAR).getState()).toMatchObject({ open: true, message: 'Something failed', variant: 'error' })
    kit.showSuccessMessage('Done')
    await vi.waitFor(() => expect(resolve(T.SNACKBAR).getState()).toMatchObject({ message: 'Done', variant: 'success' }))
  })

  it('getError reads the alert on screen, and "" when there is none', async () => {
    const { kit, resolve } = await createApiTestKit()
    expect(kit.getError()).toBe('')
    resolve(T.ALERTS).show('networkNotFound')
    expect(kit.getError()).toBe(resolve(T.ALERTS).getState().current!.description)
    expect(kit.getError()).not.toBe('')
  })

  it('redirect pushes a view and replace swaps the top one, so back skips it', async () => {
    const { kit, resolve } = await createApiTestKit()
    await kit.open()
    const router = resolve(T.ROUTER)
    kit.redirect('WhatIsAWallet')
    expect(router.getState().history.map((e) => e.view)).toEqual(['Connect', 'WhatIsAWallet'])
    kit.replace('WhatIsANetwork')
    expect(router.getState().history.map((e) => e.view)).toEqual(['Connect', 'WhatIsANetwork'])
    router.goBack()
    expect(router.getState().view).toBe('Connect')
  })

  it('popTransactionStack settles the newest action: success calls onSuccess, cancel calls onCancel and steps back', async () => {
    const { kit, resolve } = await createApiTestKit()
    await kit.open()
    const stack = resolve(T.TRANSACTION_STACK)
    expect(kit.isTransactionStackEmpty()).toBe(true)
    const calls: string[] = []
    stack.push({ onSuccess: () => calls.push('first ok'), onCancel: () => calls.push('first cancel') })
    stack.push({ onSuccess: () => calls.push('second ok') })
    expect(kit.isTransactionStackEmpty()).toBe(false)
    kit.popTransactionStack('success')
    kit.redirect('WhatIsAWallet')
    kit.popTransactionStack('cancel')
    expect(calls).toEqual(['second ok', 'first cancel'])
    expect(resolve(T.ROUTER).getState().view).toBe('Connect')
    expect(kit.isTransactionStackEmpty()).toBe(true)
    kit.popTransactionStack('error') // empty: nothing to settle, nothing moves
    expect(kit.isOpen()).toBe(true)
  })
})
