import { useCallback, useRef, useSyncExternalStore } from 'react'
import { sameButtonModel, subscribeButtonModel, type AppKit, type ButtonAttributes, type ButtonModel } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useServerKit } from '../kit/useServerKit'

type ModelOf = (kit: AppKit | undefined, attrs: ButtonAttributes) => ButtonModel

/**
 * A button's model from the kernel (the same functions the <appkit-*> elements paint), kept the
 * same object until what it shows changes, so useSyncExternalStore settles.
 */
export function useButtonModel(modelOf: ModelOf, attrs: ButtonAttributes): ButtonModel {
  const kit = useKit()
  const { label, loadingLabel, namespace, balance, disabled, charsStart, charsEnd } = attrs
  const subscribe = useCallback((onChange: () => void) => subscribeButtonModel(kit, onChange), [kit])
  const last = useRef<{ read: () => ButtonModel; model: ButtonModel } | undefined>(undefined)
  const read = useCallback(
    function read(): ButtonModel {
      const model = modelOf(kit, { label, loadingLabel, namespace, balance, disabled, charsStart, charsEnd })
      // Reuse only a model of this very read: another kit or other props need their own action.
      if (last.current?.read === read && sameButtonModel(last.current.model, model)) return last.current.model
      last.current = { read, model }
      return model
    },
    [modelOf, kit, label, loadingLabel, namespace, balance, disabled, charsStart, charsEnd],
  )
  // The server's model (and hydration's): the kit as the initial state has it, no action needed.
  const serverKit = useServerKit(kit)
  const lastServer = useRef<ButtonModel | undefined>(undefined)
  const readServer = useCallback(() => {
    if (serverKit === kit) return read()
    const model = modelOf(serverKit, { label, loadingLabel, namespace, balance, disabled, charsStart, charsEnd })
    if (lastServer.current && sameButtonModel(lastServer.current, model)) return lastServer.current
    return (lastServer.current = model)
  }, [serverKit, kit, read, modelOf, label, loadingLabel, namespace, balance, disabled, charsStart, charsEnd])
  return useSyncExternalStore(subscribe, read, readServer)
}
