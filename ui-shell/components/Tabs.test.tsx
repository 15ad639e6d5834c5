// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit'
import { Tabs } from './Tabs'

afterEach(cleanup)

function Harness() {
  const [active, setActive] = useState(0)
  return <Tabs tabs={[{ label: 'Tokens' }, { label: 'NFTs' }, { label: 'Activity' }]} active={active} onChange={setActive} aria-label="Account" />
}

describe('Tabs', () => {
  it('BYD-12 carries tab-{label} ids; arrows move the selection and the focus (one tab stop)', () => {
    const { kit, render } = createTestKit()
    render(<Harness />)
    const tokens = screen.getByTestId('tab-tokens')
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy()
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByTestId('tab-nfts').tabIndex).toBe(-1)
    tokens.focus()
    fireEvent.keyDown(tokens, { key: 'ArrowLeft' })
    expect(screen.getByTestId('tab-activity').getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByTestId('tab-activity'))
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    expect(screen.getByTestId('tab-tokens').getAttribute('aria-selected')).toBe('true')
    kit.destroy()
  })

  it('in right-to-left the arrows follow the screen: ArrowLeft goes to the next tab', async () => {
    const { kit, render } = createTestKit({ locale: 'ar' })
    await kit.ready()
    await kit.setLocale('ar')
    render(<Harness />)
    const tokens = await screen.findByTestId('tab-tokens')
    tokens.focus()
    fireEvent.keyDown(tokens, { key: 'ArrowLeft' })
    expect(screen.getByTestId('tab-nfts').getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(screen.getByTestId('tab-tokens').getAttribute('aria-selected')).toBe('true')
    kit.destroy()
  })
})
