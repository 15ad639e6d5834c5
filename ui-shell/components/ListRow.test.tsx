// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from './Button'
import { ListRow } from './ListRow'

afterEach(cleanup)

describe('ListRow', () => {
  it('shows a row with a button of its own, and no button wraps that button', () => {
    let revoked = 0
    render(
      <ListRow
        data-testid="approval-row"
        label="USDC"
        description="Unlimited"
        trailing={
          <Button data-testid="approval-revoke" onClick={() => void (revoked += 1)}>
            Revoke
          </Button>
        }
      />,
    )
    const row = screen.getByTestId('approval-row')
    expect(row.tagName).toBe('DIV')
    expect(row.textContent).toContain('USDC')
    expect(row.textContent).toContain('Unlimited')
    const revoke = screen.getByTestId('approval-revoke')
    expect(revoke.parentElement!.closest('button')).toBeNull()
    expect(screen.getAllByRole('button')).toEqual([revoke])
    fireEvent.click(revoke)
    expect(revoked).toBe(1)
  })
})
