// A real local server stands in for the provider; integration tests use the sandbox's
// provider-API server instead.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Alerts, type AlertId } from '../alerts/alertCatalogue'
import { createHttpClient } from './createHttpClient'
import { alertForProviderMessage, providerAlerts } from './providerAlerts'
import { startRecordingServer, type RecordingServer } from './testing/startRecordingServer'

let server: RecordingServer
beforeEach(async () => {
  server = await startRecordingServer()
})
afterEach(() => server.close())

async function alertsFor(body: unknown): Promise<AlertId[]> {
  const shown: AlertId[] = []
  server.route('GET /appkit/v1/config', { status: 401, json: body })
  const http = createHttpClient({ baseUrl: server.url, projectId: 'p', onProviderMessage: providerAlerts((id) => shown.push(id)) })
  await expect(http.get('/appkit/v1/config')).rejects.toThrowError(/^HTTP status code: 401$/)
  return shown
}

describe('providerAlerts', () => {
  it('ERR-08 "Unauthorized: origin not allowed" shows "Invalid App Configuration"', async () => {
    const shown = await alertsFor({ message: 'Unauthorized: origin not allowed' })
    expect(shown).toEqual(['originNotAllowed'])
    expect(Alerts[shown[0]!].title).toBe('Invalid App Configuration')
  })

  it('ERR-09 "JWT validation error: JWT Token is not yet valid" shows "Session Expired"', async () => {
    const shown = await alertsFor({ error: 'JWT validation error: JWT Token is not yet valid' })
    expect(shown).toEqual(['sessionExpired'])
    expect(Alerts[shown[0]!].title).toBe('Session Expired')
  })

  it('ERR-10 "Unauthorized: invalid key" shows the invalid-project-id alert', async () => {
    const shown = await alertsFor({ message: 'Unauthorized: invalid key' })
    expect(shown).toEqual(['invalidProjectId'])
    expect(Alerts.invalidProjectId.title).toBe('Invalid App Configuration')
  })

  it('matches wrapped messages and thrown errors, and ignores others', () => {
    const shown: AlertId[] = []
    const report = providerAlerts((id) => shown.push(id))
    expect(report(new Error('WebSocket: Unauthorized: invalid key'))).toBe('invalidProjectId')
    expect(report('something else')).toBeUndefined()
    expect(report(undefined)).toBeUndefined()
    expect(shown).toEqual(['invalidProjectId'])
    expect(alertForProviderMessage('Unauthorized: origin not allowed')).toBe('originNotAllowed')
  })
})
