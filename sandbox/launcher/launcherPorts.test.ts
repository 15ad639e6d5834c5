import { describe, expect, it } from 'vitest'
import { DEFAULT_LAUNCHER_PORTS, portEnvFor, readLauncherPorts } from './launcherPorts'

describe('readLauncherPorts', () => {
  it('issue-4 launcher: fixed defaults in one block, Solana taking two ports', () => {
    expect(readLauncherPorts({})).toEqual({ api: 4310, relay: 4311, evmMainnet: 4312, evmPolygon: 4313, solana: 4314, demo: 4316, onramp: 4317, tron: 4320, ton: 4321, secureSite: 4330 })
  })

  it('issue-4 launcher: each port is overridden by its own variable; blank means default, 0 a free port', () => {
    expect(readLauncherPorts({ AIRLOCK_API_PORT: '5000', AIRLOCK_DEMO_PORT: ' 0 ', AIRLOCK_RELAY_PORT: '' })).toEqual({
      ...DEFAULT_LAUNCHER_PORTS,
      api: 5000,
      demo: 0,
    })
  })

  it('issue-4 launcher: rejects values that are not ports, naming the variable', () => {
    expect(() => readLauncherPorts({ AIRLOCK_RELAY_PORT: '-1' })).toThrowError(
      /^AIRLOCK_RELAY_PORT must be a port number from 0 to 65535, got "-1"$/,
    )
    expect(() => readLauncherPorts({ AIRLOCK_API_PORT: '65536' })).toThrowError(/^AIRLOCK_API_PORT must be/)
    expect(() => readLauncherPorts({ AIRLOCK_SOLANA_PORT: '65535' })).toThrowError(
      /^AIRLOCK_SOLANA_PORT must be a port number from 0 to 65534, got "65535"$/,
    )
  })

  it("issue-4 launcher: names the variable for a taken port, including Solana's websocket port", () => {
    expect(portEnvFor(DEFAULT_LAUNCHER_PORTS, 4313)).toBe('AIRLOCK_EVM_POLYGON_PORT')
    expect(portEnvFor(DEFAULT_LAUNCHER_PORTS, 4315)).toBe('AIRLOCK_SOLANA_PORT')
    expect(portEnvFor(DEFAULT_LAUNCHER_PORTS, 80)).toBeUndefined()
  })
})
