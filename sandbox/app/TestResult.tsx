// How a demo test interaction went, as page text: "Signing Succeeded" / "Signing Failed" and the
// signature, hash or error (`{namespace}-test-result`, `{namespace}-test-result-detail`).
export interface TestOutcome {
  status: string
  detail?: string
}

export function TestResult({ namespace, result }: { namespace: string; result: TestOutcome | undefined }) {
  if (!result) return null
  return (
    <p aria-live="polite">
      <strong data-testid={`${namespace}-test-result`}>{result.status}</strong>
      {result.detail ? (
        <>
          {' '}
          <code data-testid={`${namespace}-test-result-detail`} style={{ overflowWrap: 'anywhere' }}>
            {result.detail}
          </code>
        </>
      ) : null}
    </p>
  )
}
