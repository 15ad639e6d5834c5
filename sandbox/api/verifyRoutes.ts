import type { RouteRegistrar } from './types'

// Stand-in for WalletConnect's verify service. A dapp's Core loads `/attestation` in a hidden
// frame before each pairing and waits (up to 5 s) for the frame to post an attestation back.
// This page answers at once with an unsigned attestation for the requested id: the dapp only
// decodes its own attestation, it never checks the signature; wallets get none from the relay.

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An unsigned JWT-shaped attestation saying the origin is not verified (the sandbox vouches for nothing). */
export function sandboxAttestation(id: string, origin: string): string {
  const header = base64Url({ alg: 'none', typ: 'JWT' })
  const payload = base64Url({ id, origin, isScam: false, isVerified: false, exp: Math.floor(Date.now() / 1000) + 300 })
  return `${header}.${payload}.`
}

export function mountVerifyRoutes(routes: RouteRegistrar): void {
  routes.get('/v3/attestation', (req) => {
    const id = req.query.get('id') ?? ''
    const origin = req.query.get('origin') ?? ''
    const message = JSON.stringify({ type: 'verify_attestation', attestation: sandboxAttestation(id, origin) })
    const html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>verify</title></head><body>' +
      `<script>window.parent.postMessage(${JSON.stringify(message)}, '*')</script></body></html>`
    return { status: 200, body: html, headers: { 'content-type': 'text/html; charset=utf-8' } }
  })
}
