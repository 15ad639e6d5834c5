import { describe, expect, it } from 'vitest'
import { createKitContainer } from '../container/tsyringe'
import { createKitStorage, createMemoryBackend, type KitStorage } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import { STARTUP, STORAGE } from '../tokens'
import { openViewKnown } from './startup'

/** Start-up's two milestones, each resolved by the test. */
function milestones() {
  let openable!: () => void
  let ready!: () => void
  const steps = { openable: new Promise<void>((r) => (openable = r)), ready: new Promise<void>((r) => (ready = r)) }
  return { steps, openable: () => openable(), ready: () => ready() }
}

function containerWith(storage: KitStorage, m: ReturnType<typeof milestones>) {
  const c = createKitContainer()
  c.register(STORAGE, { useValue: storage })
  c.register(STARTUP, { useValue: { openable: () => m.steps.openable, ready: () => m.steps.ready } })
  return c
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return done
}

describe('openViewKnown (issue 32)', () => {
  it('knows the open view once the open rules have their local inputs, before the rest of start-up', async () => {
    const m = milestones()
    const known = openViewKnown(containerWith(createKitStorage({ backend: createMemoryBackend() }), m))
    expect(await settled(known)).toBe(false)
    m.openable()
    expect(await settled(known)).toBe(true)
  })

  it('where storage says a session was connected, waits for start-up to restore it (the view is then Account)', async () => {
    const m = milestones()
    const storage = createKitStorage({ backend: createMemoryBackend() })
    storage.set(StorageKeys.connectionStatus, 'connected')
    const known = openViewKnown(containerWith(storage, m))
    m.openable()
    expect(await settled(known)).toBe(false)
    m.ready()
    expect(await settled(known)).toBe(true)
  })
})
