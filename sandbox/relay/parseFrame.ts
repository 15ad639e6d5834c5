export type JsonRpcId = string | number | null

/** A parsed frame. `rawId` is the id exactly as the client wrote it, to be echoed verbatim. */
export type RelayFrame =
  | { kind: 'request'; rawId: string; method: string; params: unknown }
  | { kind: 'response'; id: JsonRpcId; result?: unknown; error?: unknown }
  | { kind: 'invalid' }

// Integers that do not fit a double would lose digits in JSON.parse. The client may send ids
// as bare 19-digit numbers, and its reply matching needs them back unchanged, so such numbers
// are wrapped in a marked string before parsing and unwrapped when echoed.
const BIG_NUMBER = /([[:,]\s*)(-?\d{16,})(\s*[,}\]])/g
const MARK = '~airlock-bigint~'

export function parseFrame(text: string): RelayFrame {
  let value: unknown
  try {
    value = JSON.parse(text.replace(BIG_NUMBER, `$1"${MARK}$2"$3`))
  } catch {
    return { kind: 'invalid' }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { kind: 'invalid' }
  const frame = value as Record<string, unknown>
  const id = frame.id
  if (typeof frame.method === 'string') {
    const rawId =
      typeof id === 'string' && id.startsWith(MARK) ? id.slice(MARK.length) : JSON.stringify(id ?? null)
    return { kind: 'request', rawId, method: frame.method, params: unmark(frame.params) }
  }
  if ('result' in frame || 'error' in frame) {
    return {
      kind: 'response',
      id: typeof id === 'string' || typeof id === 'number' ? id : null,
      result: frame.result,
      error: frame.error,
    }
  }
  return { kind: 'invalid' }
}

/** Serialises a result for a request, putting the id back exactly as it arrived. */
export function formatResult(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function formatError(rawId: string, code: number, message: string): string {
  return `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

// Big numbers inside params only matter as text; give them back as digit strings.
function unmark(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith(MARK) ? value.slice(MARK.length) : value
  if (Array.isArray(value)) return value.map(unmark)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unmark(v)]))
  }
  return value
}
