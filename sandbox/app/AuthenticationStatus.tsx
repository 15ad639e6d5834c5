import { useEffect, useState } from 'react'
import type { AppKit } from '../../kernel'
import type { SIWXConfig } from '../../plugins/siwx'

type Status = 'authenticated' | 'unauthenticated'

/**
 * "authenticated" while the connected account has a sign-in session on its network, as in
 * AppKit's lab (`w3m-authentication-status`). It asks the host's own `siwx` config again on every
 * change the kit reports (account, network, modal, events), as a host page would.
 */
export function AuthenticationStatus({ kit, siwx }: { kit: AppKit; siwx: SIWXConfig }) {
  const [status, setStatus] = useState<Status>('unauthenticated')
  useEffect(() => {
    let alive = true
    let seq = 0
    const check = () => {
      const run = ++seq
      const account = kit.getAccount()
      const network = kit.getCaipNetwork()
      if (!account?.address || !network) return setStatus('unauthenticated')
      siwx
        .getSessions(network.caipNetworkId, account.address)
        .then((sessions) => alive && run === seq && setStatus(sessions.length ? 'authenticated' : 'unauthenticated'))
        .catch(() => alive && run === seq && setStatus('unauthenticated'))
    }
    check()
    const stops = [kit.subscribeAccount(check), kit.subscribeNetwork(check), kit.subscribeState(check), kit.subscribeEvents(check)]
    return () => {
      alive = false
      stops.forEach((stop) => stop())
    }
  }, [kit, siwx])
  return <output data-testid="w3m-authentication-status">{status}</output>
}
