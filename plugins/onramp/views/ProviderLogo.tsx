import { ImageWithFallback, Text } from '../../../ui-shell/components'
import type { OnRampProviderInfo } from '../onRampTypes'

export function ProviderLogo({ provider, size = 40 }: { provider: OnRampProviderInfo; size?: number }) {
  return (
    <ImageWithFallback
      src={provider.logo}
      alt=""
      size={size}
      shape="rounded"
      fallback={<Text variant="small-500" as="span">{provider.label.slice(0, 1)}</Text>}
    />
  )
}
