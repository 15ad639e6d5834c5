import type { ChainNamespace } from '../../../kernel'
import { useMessages } from '../../components'
import { namespaceName } from './namespaceName'
import { networksMessages } from './networksMessages'

/** A chain family's shown name in the kit's locale: "EVM Networks" is words; the others are names and stay. */
export function useNamespaceName(): (namespace: ChainNamespace) => string {
  const t = useMessages(networksMessages)
  return (namespace) => (namespace === 'eip155' ? t('evmNetworks') : namespaceName(namespace))
}
