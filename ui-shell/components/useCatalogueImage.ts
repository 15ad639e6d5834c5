import { useEffect, useState } from 'react'
import { CATALOGUE, KIT_CONTAINER, type CatalogueClient } from '../../kernel'
import { useKit } from '../kit/useKit'

type Kind = 'wallet' | 'asset'

/**
 * An image from the catalogue (an object URL the catalogue client caches per kit), or the given
 * URL as is. Undefined while loading and after a failure, so callers show their placeholder.
 */
export function useCatalogueImage(kind: Kind, imageId: string | undefined, src?: string): string | undefined {
  const kit = useKit()
  const [resolved, setResolved] = useState<string | undefined>(src)
  useEffect(() => {
    if (src || !imageId) {
      setResolved(src)
      return
    }
    let live = true
    setResolved(undefined)
    const catalogue: CatalogueClient = kit[KIT_CONTAINER].resolve(CATALOGUE)
    const load = kind === 'wallet' ? catalogue.getWalletImage(imageId) : catalogue.getAssetImage(imageId)
    load.then(
      (url) => live && setResolved(url),
      () => live && setResolved(undefined),
    )
    return () => {
      live = false
    }
  }, [kit, kind, imageId, src])
  return resolved
}
