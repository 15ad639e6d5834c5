import { useEffect, useState } from 'react'
import type { NameService, NameSuggestion } from '../contract'

/** Typing settles this long before suggestions are asked for, so each key is not a request. */
export const SUGGESTIONS_DEBOUNCE_MS = 300

export interface NameSuggestionsState {
  suggestions: NameSuggestion[]
  loading: boolean
  /** What failed, for the view to word in the kit's locale. */
  error: unknown
}

/** NAME-14: suggestions for a valid label, the latest label's answer only. */
export function useNameSuggestions(service: NameService | undefined, label: string, valid: boolean): NameSuggestionsState {
  const [state, setState] = useState<NameSuggestionsState>({ suggestions: [], loading: false, error: undefined })

  useEffect(() => {
    if (!service || !valid) {
      setState({ suggestions: [], loading: false, error: undefined })
      return
    }
    let live = true
    setState((s) => ({ ...s, loading: true, error: undefined }))
    const timer = setTimeout(() => {
      service.suggestions(label).then(
        (suggestions) => live && setState({ suggestions, loading: false, error: undefined }),
        (error: unknown) => live && setState({ suggestions: [], loading: false, error: error ?? new Error() }),
      )
    }, SUGGESTIONS_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [service, label, valid])

  return state
}
