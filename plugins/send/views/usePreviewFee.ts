import { useEffect, useState } from 'react'
import { parseDecimalAmount } from '../../../kernel/plugin'
import { useKit } from '../../../ui-shell/components'
import { formatBaseUnits } from '../maxSendAmount'
import { isNativeToken } from '../sendableToken'
import { useSendContext } from './useSendContext'

/**
 * The network fee of the previewed send, as the chain plugin estimates it for a plain transfer of
 * the native coin ("0.0023"), undefined while unknown, for a token (whose transfer costs more
 * than the estimate prices) or when the plugin cannot estimate: the row is then left out.
 */
export function usePreviewFee(): string | undefined {
  const { draft, network, account, adapter, namespace } = useSendContext()
  const kit = useKit()
  const [fee, setFee] = useState<string>()
  const { token, sendTokenAmount, receiverAddress } = draft
  const from = account?.address

  useEffect(() => {
    setFee(undefined)
    if (!adapter?.estimateFee || !network || !from || !namespace || !token || !isNativeToken(token)) return
    const decimals = network.nativeCurrency.decimals
    let value: bigint | undefined
    try {
      value = sendTokenAmount ? parseDecimalAmount(sendTokenAmount, decimals) : undefined
    } catch {
      value = undefined
    }
    let current = true
    adapter
      .estimateFee({ from, to: receiverAddress, value, network, provider: kit.getProvider(namespace) })
      .then((estimate) => current && setFee(formatBaseUnits(estimate, decimals)))
      // No estimate: the wallet still shows its own fee before it signs.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [adapter, network, from, namespace, token, sendTokenAmount, receiverAddress, kit])

  return fee
}
