/** Something the sandbox started and must stop. */
export interface Closable {
  name: string
  close(): Promise<void>
}

/**
 * Stops every handle in parallel. One that fails to stop must not keep the others (and their
 * ports) alive, so all are awaited before the failures are reported together.
 */
export async function closeAll(handles: readonly Closable[]): Promise<void> {
  const results = await Promise.allSettled(handles.map((handle) => handle.close()))
  const failures = results.flatMap((result, i) =>
    result.status === 'rejected' ? [{ name: handles[i]!.name, reason: result.reason as unknown }] : [],
  )
  if (failures.length === 0) return
  throw new AggregateError(
    failures.map((f) => f.reason),
    `Sandbox services failed to stop: ${failures.map((f) => `${f.name} (${errorMessage(f.reason)})`).join(', ')}`,
  )
}

export function errorMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason)
}
