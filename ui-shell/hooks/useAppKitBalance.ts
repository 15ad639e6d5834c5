import { useCallback, useMemo } from 'react'
import { errorMessage } from '../../kernel'
import { useKit } from '../kit/useKit'

export interface FetchBalanceResult {
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

export interface UseAppKitBalanceReturn {
  /** Reads the connected account's native balance on the active network (and keeps it in the account). */
  fetchBalance(): Promise<FetchBalanceResult>
}

const failed = (error: string): FetchBalanceResult => ({ data: undefined, error, isSuccess: false, isError: true })

/** AppKit's `useAppKitBalance`: `{ fetchBalance }`, resolving `{ data, error, isSuccess, isError }`, never rejecting. */
export function useAppKitBalance(): UseAppKitBalanceReturn {
  const kit = useKit()
  const fetchBalance = useCallback(async (): Promise<FetchBalanceResult> => {
    const namespace = kit.getActiveChainNamespace()
    const address = kit.getAddress()
    const chainId = kit.getChainId()
    if (!namespace || !address || chainId === undefined) return failed('No account provided')
    try {
      const data = await kit.updateNativeBalance(address, chainId, namespace)
      return data ? { data, error: null, isSuccess: true, isError: false } : failed('No balance available for this network')
    } catch (error) {
      return failed(errorMessage(error))
    }
  }, [kit])
  return useMemo(() => ({ fetchBalance }), [fetchBalance])
}
