import { useEffect, useState } from 'react'
import { BLOCKCHAIN_API, type CaipNetwork, type ChainAdapter } from '../../../kernel/plugin'
import { useService } from '../../../ui-shell/components'
import type { SendStore } from '../createSendStore'
import { isNameLike, resolveReceiverName } from '../resolveReceiverName'

/** Typing settles for this long before a name is looked up, so each keystroke is not a request. */
export const RESOLVE_DELAY_MS = 300

/**
 * The receiver field: an address valid for the namespace (the chain plugin's `isAddress`) goes
 * straight into the draft; a name is resolved with the name service and brings its profile
 * name and image; anything else leaves the draft without a receiver.
 */
export function useReceiverInput(args: { store: SendStore; adapter: ChainAdapter | undefined; network: CaipNetwork | undefined }) {
  const { store, adapter, network } = args
  const api = useService(BLOCKCHAIN_API)
  const [input, setInput] = useState(() => {
    const { receiverProfileName, receiverAddress } = store.getState()
    return receiverProfileName ?? receiverAddress ?? ''
  })
  const [resolving, setResolving] = useState(false)
  // The message key of what went wrong, for the view to word in the kit's locale.
  const [error, setError] = useState<'nameNotFound' | 'errorResolvingName' | undefined>()

  useEffect(() => {
    const value = input.trim()
    setError(undefined)
    if (adapter?.isAddress(value)) {
      const current = store.getState()
      // The same address again (coming back from the token list) keeps its resolved profile.
      if (current.receiverAddress !== value) store.setReceiver({ address: value })
      return
    }
    if (!value || !network || !isNameLike(value)) {
      store.setReceiver({ address: undefined })
      return
    }
    const current = store.getState()
    if (current.receiverProfileName === value && current.receiverAddress) return
    store.setReceiver({ address: undefined })
    setResolving(true)
    let live = true
    const timer = setTimeout(() => {
      resolveReceiverName({ name: value, network, api })
        .then(
          (resolved) => {
            if (!live) return
            if (resolved) store.setReceiver({ address: resolved.address, profileName: resolved.profileName, profileImageUrl: resolved.profileImageUrl })
            else setError('nameNotFound')
          },
          () => live && setError('errorResolvingName'),
        )
        .finally(() => live && setResolving(false))
    }, RESOLVE_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
      setResolving(false)
    }
  }, [input, adapter, network, api, store])

  return { input, setInput, resolving, error }
}
