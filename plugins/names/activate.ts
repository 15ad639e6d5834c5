import type { PluginContext } from '../../kernel/plugin'
import { NAME_SERVICE } from './contract'
import { createNameService } from './createNameService'

/** The code index.ts names instead of importing (views, slot components, tabs): no `import()` in the manifest. */
export const views = {
  AccountNameRow: () => import('./views/AccountNameRow'),
  ChooseAccountName: () => import('./views/ChooseAccountName'),
  RegisterAccountName: () => import('./views/RegisterAccountName'),
  RegisterAccountNameSuccess: () => import('./views/RegisterAccountNameSuccess'),
}

const NAMESPACE = 'eip155'

/**
 * Provides the name service and, whenever an eip155 account appears (connect, reload, account
 * switch), looks its name up (NAME-13), so the account button and view show the name from the
 * start rather than only after the Account view fetched the identity.
 */
export function activate(ctx: PluginContext): void {
  const { accounts } = ctx.stores
  const service = createNameService({ api: ctx.api.blockchainApi, stores: ctx.stores, chains: ctx.chains, mutate: ctx.mutate, router: ctx.router })
  ctx.provide(NAME_SERVICE, service)

  let looked: string | undefined
  const showName = () => {
    const { address, profileName } = accounts.get(NAMESPACE)
    if (!address || address === looked) {
      looked = address
      return
    }
    looked = address
    if (profileName) return
    service.reverseLookup(address).then(
      (records) => {
        const name = records[0]?.name
        // A late answer must not label an account the wallet has switched away from.
        const now = accounts.get(NAMESPACE)
        if (name && now.address === address && !now.profileName) ctx.mutate.patchAccount(NAMESPACE, { profileName: name })
      },
      // The name only decorates the account: without it the truncated address shows.
      (error: unknown) => ctx.logger.debug('reverse lookup failed', error),
    )
  }
  showName()
  ctx.onDispose(accounts.subscribe(showName))
}
