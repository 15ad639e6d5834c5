import { UserRejectedRequestError } from 'viem'
import type { AppKit } from '../../../kernel/plugin'
import { readKitAccount, type KitAccount } from './readKitAccount'

/**
 * wagmi's `connect` with the kit connector: the kit's modal opens on its Connect view and the
 * visitor picks a wallet there. Resolves with the connection, or rejects as a user rejection
 * when the modal closes without one.
 */
export function openKitToConnect(kit: AppKit): Promise<KitAccount> {
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = []
    const settle = (done: () => void) => {
      stops.splice(0).forEach((stop) => stop())
      done()
    }
    const check = () => {
      const account = readKitAccount(kit)
      if (account) settle(() => resolve(account))
    }
    stops.push(kit.subscribeAccount(check, 'eip155'))
    let opened = false
    stops.push(
      kit.subscribeState((state) => {
        opened ||= state.open
        // Only a close after the modal opened is an answer; state changes before it are not.
        if (state.open || !opened) return
        // The kit records the connection before it closes the modal; a close without one is the visitor's no.
        check()
        if (stops.length) settle(() => reject(new UserRejectedRequestError(new Error('The modal closed without a connection.'))))
      }),
    )
    kit.open({ view: 'Connect', namespace: 'eip155' }).catch((error: unknown) => settle(() => reject(error)))
  })
}
