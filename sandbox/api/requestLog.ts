/** One request as the server received it; tests read projectId, st and sv from `query`. */
export interface RequestRecord {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  headers: Record<string, string | string[] | undefined>
  /** The route pattern that answered, when one did. */
  route?: string
  at: number
}

export interface RequestLog {
  all(): RequestRecord[]
  /** Requests whose path equals `path`, or matches it when it is a RegExp. */
  find(path: string | RegExp): RequestRecord[]
  last(path?: string | RegExp): RequestRecord | undefined
  clear(): void
}

export interface WritableRequestLog extends RequestLog {
  add(record: RequestRecord): void
}

// Bounded so a long `npm start` session does not grow without limit.
const MAX_RECORDS = 5000

export function createRequestLog(): WritableRequestLog {
  let records: RequestRecord[] = []
  const test = (path: string | RegExp, r: RequestRecord) =>
    typeof path === 'string' ? r.path === path : path.test(r.path)
  return {
    add(record) {
      records.push(record)
      if (records.length > MAX_RECORDS) records = records.slice(-MAX_RECORDS)
    },
    all: () => [...records],
    find: (path) => records.filter((r) => test(path, r)),
    last(path) {
      const list = path === undefined ? records : records.filter((r) => test(path, r))
      return list[list.length - 1]
    },
    clear() {
      records = []
    },
  }
}
