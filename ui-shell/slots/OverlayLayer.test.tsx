// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { definePlugin } from '../../kernel'
import { createTestKit } from '../testing/createTestKit'
import { CardElementProvider, createCardElementStore } from './cardElement'
import { OverlayLayer, type OverlayProps } from './OverlayLayer'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const seen: Record<string, OverlayProps[]> = { follower: [], rester: [] }
let wants = false
/** Follows the card (never calls follow). */
function Follower(props: OverlayProps) {
  seen.follower!.push(props)
  return null
}
/** Follows only while `wants` (as the secure frame does while an approval shows). */
function Rester(props: OverlayProps) {
  seen.rester!.push(props)
  const { follow } = props
  useEffect(() => follow?.(wants), [follow])
  return null
}

const overlays = (ids: ('follower' | 'rester')[]) =>
  definePlugin({
    id: `overlays-${ids.join('-')}`,
    slots: { overlay: ids.map((id) => ({ id, component: async () => ({ default: id === 'follower' ? Follower : Rester }) })) },
  })

async function mount(ids: ('follower' | 'rester')[]) {
  seen.follower = []
  seen.rester = []
  const t = createTestKit({ plugins: [overlays(ids)] })
  await t.kit.ready()
  const card = createCardElementStore()
  const view = t.render(
    <CardElementProvider store={card}>
      <OverlayLayer />
    </CardElementProvider>,
  )
  const element = document.createElement('div')
  document.body.append(element)
  // The frame loop reads the card's box each frame: these calls are the loop running.
  const frames = vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 10, left: 20, width: 360, height: 400 } as DOMRect)
  act(() => card.setState({ element }))
  return { frames, view }
}

describe('the overlay slot', () => {
  it('an overlay that never calls follow gets the card rect every frame it changes, as before', async () => {
    const { frames } = await mount(['follower'])
    await waitFor(() => expect(seen.follower!.at(-1)?.rect).toEqual({ top: 10, left: 20, width: 360, height: 400 }))
    expect(seen.follower!.at(-1)?.open).toBe(true)
    expect(frames).toHaveBeenCalled()
  })

  it('follow(false) stops the frame loop when no overlay follows; follow(true) brings the rect back', async () => {
    wants = false
    const { frames } = await mount(['rester'])
    await waitFor(() => expect(seen.rester!.length).toBeGreaterThan(0))
    await waitFor(() => expect(seen.rester!.at(-1)?.rect).toBeUndefined())
    frames.mockClear()
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(frames).not.toHaveBeenCalled()
    expect(seen.rester!.at(-1)?.rect).toBeUndefined()
    expect(seen.rester!.at(-1)?.open).toBe(true)

    act(() => seen.rester!.at(-1)!.follow!(true))
    await waitFor(() => expect(seen.rester!.at(-1)?.rect).toEqual({ top: 10, left: 20, width: 360, height: 400 }))
    expect(frames).toHaveBeenCalled()
  })

  it('a resting overlay gets no rect while another follows', async () => {
    wants = false
    await mount(['follower', 'rester'])
    await waitFor(() => expect(seen.follower!.at(-1)?.rect).toBeDefined())
    await waitFor(() => expect(seen.rester!.length).toBeGreaterThan(0))
    await waitFor(() => expect(seen.rester!.at(-1)?.rect).toBeUndefined())
    expect(seen.follower!.at(-1)?.rect).toBeDefined()
  })
})
