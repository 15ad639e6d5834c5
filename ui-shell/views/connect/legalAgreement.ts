import { useState } from 'react'

// Per kit (keyed by its router), in memory: the visitor who ticked the legal checkbox is not
// asked again when Connect shows again this session (after Back, a closed popup or a reopen),
// as AppKit keeps `isLegalCheckboxChecked`. A reload asks again.
const agreedKits = new WeakSet<object>()

/** The legal checkbox's state for this kit, remembered across Connect views. */
export function useLegalAgreement(kitKey: object): [boolean, (agreed: boolean) => void] {
  const [agreed, setAgreed] = useState(() => agreedKits.has(kitKey))
  const set = (next: boolean) => {
    if (next) agreedKits.add(kitKey)
    else agreedKits.delete(kitKey)
    setAgreed(next)
  }
  return [agreed, set]
}
