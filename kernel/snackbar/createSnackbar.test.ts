import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChainError, SnackMessages } from '../errors'
import { defineMessages } from '../i18n/defineMessages'
import { SNACK_AUTO_HIDE_MS, SNACK_REPLACE_DELAY_MS, createSnackbar } from './createSnackbar'
import { snackMessages } from './snackMessages'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createSnackbar', () => {
  it('SNK-01 shows a message as success, error or loading', () => {
    const snack = createSnackbar()
    expect(snack.getState().open).toBe(false)
    snack.showSuccess('Address copied')
    expect(snack.getState()).toEqual({ open: true, message: 'Address copied', variant: 'success' })
    snack.hide()
    snack.showError(SnackMessages.failedToFetchTransactions)
    expect(snack.getState()).toEqual({ open: true, message: 'Failed to fetch transactions', messageId: 'failedToFetchTransactions', variant: 'error' })
    snack.hide()
    snack.showLoading('Waiting for the wallet')
    expect(snack.getState()).toEqual({ open: true, message: 'Waiting for the wallet', variant: 'loading' })
  })

  it('every snack text of spec §8/§6 carries its catalogue id (the shell shows it in the locale); other texts carry none', () => {
    const snack = createSnackbar()
    for (const [id, english] of Object.entries(SnackMessages)) {
      snack.hide()
      snack.showError(english)
      expect(snack.getState().messageId).toBe(id)
      expect(snackMessages.en[snack.getState().messageId!]).toBe(english)
    }
    snack.hide()
    snack.showError(new Error('a wallet said no'))
    expect(snack.getState().messageId).toBeUndefined()
    snack.dispose()
  })

  it('an error with catalogue words (a chain plugin’s) keeps them for the shell; the next snack drops them', () => {
    const words = defineMessages('chain-notes', 'Errors', { locked: '{name} is locked' })
    const snack = createSnackbar()
    snack.showError(ChainError.worded(words, 'locked', { name: 'TronLink' }))
    expect(snack.getState()).toMatchObject({ message: 'TronLink is locked', words: { messages: words, key: 'locked', values: { name: 'TronLink' } } })
    vi.advanceTimersByTime(SNACK_REPLACE_DELAY_MS)
    snack.showSuccess('Address copied')
    vi.advanceTimersByTime(SNACK_REPLACE_DELAY_MS)
    expect(snack.getState()).toMatchObject({ message: 'Address copied', words: undefined })
    snack.dispose()
  })

  it('SNK-01 an error snack reads the message of what was thrown, or "Unknown error"', () => {
    const snack = createSnackbar()
    snack.showError(new Error(SnackMessages.signatureDeclined))
    expect(snack.getState().message).toBe('Signature declined')
    snack.hide()
    snack.showError({})
    expect(snack.getState().message).toBe('Unknown error')
  })

  it('SNK-02 a new message replaces an open one after 150 ms', () => {
    const snack = createSnackbar()
    snack.showLoading('Waiting for the wallet')
    snack.showSuccess('Transaction sent')
    expect(snack.getState()).toMatchObject({ open: false, message: 'Waiting for the wallet' })
    vi.advanceTimersByTime(SNACK_REPLACE_DELAY_MS - 1)
    expect(snack.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(snack.getState()).toEqual({ open: true, message: 'Transaction sent', variant: 'success' })
    expect(SNACK_REPLACE_DELAY_MS).toBe(150)
  })

  it('SNK-02 the newest message wins when several arrive during the swap', () => {
    const snack = createSnackbar()
    snack.showSuccess('one')
    snack.showSuccess('two')
    vi.advanceTimersByTime(50)
    snack.showError('three')
    vi.advanceTimersByTime(SNACK_REPLACE_DELAY_MS)
    expect(snack.getState()).toEqual({ open: true, message: 'three', variant: 'error' })
  })

  it('SNK-02 the first message, with nothing open, shows at once', () => {
    const snack = createSnackbar()
    snack.showError(SnackMessages.tokenBalanceUnavailable)
    expect(snack.getState()).toEqual({ open: true, message: 'Token Balance Unavailable', messageId: 'tokenBalanceUnavailable', variant: 'error' })
  })

  it('hides success and error snacks by themselves, but not loading ones', () => {
    const snack = createSnackbar()
    snack.showSuccess('done')
    vi.advanceTimersByTime(SNACK_AUTO_HIDE_MS)
    expect(snack.getState().open).toBe(false)

    snack.showLoading('working')
    vi.advanceTimersByTime(SNACK_AUTO_HIDE_MS * 10)
    expect(snack.getState().open).toBe(true)
  })

  it('a replaced snack does not hide its successor early', () => {
    const snack = createSnackbar()
    snack.showSuccess('first')
    vi.advanceTimersByTime(SNACK_AUTO_HIDE_MS - 100)
    snack.showSuccess('second')
    vi.advanceTimersByTime(SNACK_REPLACE_DELAY_MS + 200)
    expect(snack.getState()).toMatchObject({ open: true, message: 'second' })
  })

  it('hide cancels a pending swap', () => {
    const snack = createSnackbar()
    snack.showSuccess('first')
    snack.showSuccess('second')
    snack.hide()
    vi.advanceTimersByTime(1000)
    expect(snack.getState()).toMatchObject({ open: false, message: 'first' })
  })
})
