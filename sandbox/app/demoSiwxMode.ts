// Apart from demoSiwx.ts so the demo reads the switch without loading the sign-in configs
// (viem's SIWE utilities, ed25519) when sign-in is off.

/** `?siwx=` values: DefaultSIWX optional or required, CloudAuthSIWX on the sandbox auth server, a SIWE config. */
export const DEMO_SIWX_MODES = ['default', 'required', 'cloud', 'siwe'] as const
export type DemoSiwxMode = (typeof DEMO_SIWX_MODES)[number]

/** The sign-in configuration the page asks for; none (no sign-in) when absent or unknown. */
export function readDemoSiwxMode(search: string): DemoSiwxMode | undefined {
  const mode = new URLSearchParams(search).get('siwx')
  return (DEMO_SIWX_MODES as readonly string[]).includes(mode ?? '') ? (mode as DemoSiwxMode) : undefined
}
