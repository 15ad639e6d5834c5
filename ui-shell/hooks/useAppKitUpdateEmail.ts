import { useCallback, useState } from 'react'
import { useKit } from '../kit/useKit'
import { updateEmail as openEmailUpdate } from './updateEmail'

/**
 * AppKit's `useAppKitUpdateEmail`: `updateEmail()` opens the embedded wallet's email change
 * (a code to the current email, then one to the new email); `data` is `{ email }` once done.
 */
export function useAppKitUpdateEmail(parameters?: { onSuccess?: (data: { email: string }) => void; onError?: (error: Error) => void }) {
  const kit = useKit()
  const { onSuccess, onError } = parameters ?? {}
  const [data, setData] = useState<{ email: string }>()
  const [error, setError] = useState<Error>()
  const [isPending, setIsPending] = useState(false)

  const updateEmail = useCallback(async () => {
    setIsPending(true)
    setError(undefined)
    try {
      const result = await openEmailUpdate(kit)
      setData(result)
      onSuccess?.(result)
    } catch (e) {
      const failure = e instanceof Error ? e : new Error(String(e))
      setError(failure)
      onError?.(failure)
    } finally {
      setIsPending(false)
    }
  }, [kit, onSuccess, onError])

  return { data, error, isPending, isError: Boolean(error), isSuccess: Boolean(data), updateEmail }
}
