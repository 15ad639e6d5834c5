// Errors in the blockchain API's shape: the kit reads reasons[0].description.
import type { SandboxResponse } from '../../api/types'

export function badRequest(field: string, description: string, status = 400): SandboxResponse {
  return { status, json: { status: 'FAILED', reasons: [{ field, description }] } }
}
