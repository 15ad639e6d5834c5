// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ALERTS, KIT_CONTAINER, SNACKBAR, loadService } from '../../kernel'
import { createTestKit } from '../testing/createTestKit'
import { AlertBar } from './AlertBar'
import { Snackbar } from './Snackbar'

afterEach(cleanup)

describe('Snackbar and AlertBar', () => {
  it('BYD-12 shows the kernel snackbar message in wui-snackbar-message, politely announced', async () => {
    const { kit, render } = createTestKit()
    // The snack's code loads with the kit's startup, before the modal can show.
    await loadService(kit[KIT_CONTAINER].resolve(SNACKBAR))
    render(<Snackbar />)
    act(() => kit[KIT_CONTAINER].resolve(SNACKBAR).showSuccess('Address copied'))
    expect(screen.getByTestId('wui-snackbar-message').textContent).toBe('Address copied')
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite')
  })

  it("shows the kernel's current alert with the spec's title and description, and dismisses it", async () => {
    const { kit, render } = createTestKit()
    // The alerts' texts load with the kit's startup, as the snack's code does.
    await kit[KIT_CONTAINER].resolve(ALERTS).preload()
    render(<AlertBar />)
    act(() => void kit[KIT_CONTAINER].resolve(ALERTS).show('networkNotFound'))
    expect(screen.getByTestId('w3m-alertbar-title').textContent).toBe('Network Not Found')
    expect(screen.getByTestId('w3m-alertbar-description').textContent).toBe('Network not found; make sure it is in the networks array.')
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click())
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
