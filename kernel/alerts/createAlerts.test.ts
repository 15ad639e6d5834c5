import { describe, expect, it } from 'vitest'
import { Alerts } from './alertCatalogue'
import { createAlerts } from './createAlerts'

describe('alert catalogue', () => {
  it('ERR-01 "Network Not Found" reads "Network not found; make sure it is in the networks array."', () => {
    expect(Alerts.networkNotFound.title).toBe('Network Not Found')
    expect(Alerts.networkNotFound.description).toBe('Network not found; make sure it is in the networks array.')
  })

  it('ERR-02 "Invalid App Configuration" has a long text for each of its three causes', () => {
    const causes = [Alerts.originNotAllowed, Alerts.embeddedWalletDomain, Alerts.invalidProjectId]
    for (const alert of causes) expect(alert.title).toBe('Invalid App Configuration')
    expect(Alerts.originNotAllowed.description).toMatch(/allowlist/)
    expect(Alerts.embeddedWalletDomain.description).toMatch(/embedded wallet could not load/)
    expect(Alerts.embeddedWalletDomain.description).toMatch(/domain is verified/)
    expect(Alerts.invalidProjectId.description).toMatch(/project id is invalid/)
    expect(new Set(causes.map((alert) => alert.description)).size).toBe(3)
  })

  it('ERR-03 "Network Error - Could not load embedded wallet" reads "Try again later."', () => {
    expect(Alerts.embeddedWalletLoad.title).toBe('Network Error - Could not load embedded wallet')
    expect(Alerts.embeddedWalletLoad.description).toBe('Try again later.')
  })

  it('ERR-04 "Embedded Wallet Request Timed Out" reads "Try again later."', () => {
    expect(Alerts.embeddedWalletTimeout.title).toBe('Embedded Wallet Request Timed Out')
    expect(Alerts.embeddedWalletTimeout.description).toBe('Try again later.')
  })

  it('ERR-05 "Session Expired" reads "Invalid session; check time settings and reconnect."', () => {
    expect(Alerts.sessionExpired.title).toBe('Session Expired')
    expect(Alerts.sessionExpired.description).toBe('Invalid session; check time settings and reconnect.')
  })

  it('ERR-06 "Project ID Not Configured" has no long text', () => {
    expect(Alerts.projectIdNotConfigured.title).toBe('Project ID Not Configured')
    expect(Alerts.projectIdNotConfigured.description).toBe('')
  })
})

describe('createAlerts', () => {
  it('ERR-01 shows an alert with its id, title, long text and variant', async () => {
    const alerts = createAlerts()
    expect(alerts.show('networkNotFound')).toBe(true)
    // The texts load on the first alert (startup preloads them); the alert waits for them in the queue.
    expect(alerts.getState()).toMatchObject({ current: undefined, queue: ['networkNotFound'] })
    await alerts.preload()
    expect(alerts.getState().current).toEqual({
      id: 'networkNotFound',
      title: 'Network Not Found',
      description: 'Network not found; make sure it is in the networks array.',
      variant: 'error',
      // The message ids the alert bar shows the title and text by, in the kit's locale.
      titleId: 'networkNotFoundTitle',
      descriptionId: 'networkNotFoundText',
    })
  })

  it('ERR-07 shows each alert only once per kit, even after it was dismissed', async () => {
    const alerts = createAlerts()
    await alerts.preload()
    expect(alerts.show('sessionExpired')).toBe(true)
    expect(alerts.show('sessionExpired')).toBe(false)
    alerts.dismiss()
    expect(alerts.getState().current).toBeUndefined()
    expect(alerts.show('sessionExpired')).toBe(false)
    expect(alerts.getState().current).toBeUndefined()
  })

  it('ERR-07 once per kit: a second kit shows the alert again', () => {
    const first = createAlerts()
    const second = createAlerts()
    first.show('invalidProjectId')
    expect(second.show('invalidProjectId')).toBe(true)
  })

  it('ERR-07 distinct alerts raised together are shown one after the other', async () => {
    const alerts = createAlerts()
    await alerts.preload()
    alerts.show('originNotAllowed')
    alerts.show('invalidProjectId')
    alerts.show('originNotAllowed')
    expect(alerts.getState().current?.id).toBe('originNotAllowed')
    expect(alerts.getState().queue).toEqual(['invalidProjectId'])
    alerts.dismiss()
    expect(alerts.getState().current?.id).toBe('invalidProjectId')
    alerts.dismiss()
    expect(alerts.getState().current).toBeUndefined()
    expect(alerts.getState().shown).toEqual(['originNotAllowed', 'invalidProjectId'])
  })
})
