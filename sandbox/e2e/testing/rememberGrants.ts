/*
 * A real extension remembers which sites the user let in, so after a reload `eth_accounts`
 * still answers. The test wallets keep that grant in memory only and forget it on reload, so
 * the page plays the extension's memory: it records each grant in sessionStorage and, on the
 * next load, re-grants silently before the kit starts (no prompt: the wallets have no delay).
 * A revoke (the kit's disconnect sends wallet_revokePermissions) drops the record.
 */
export const REMEMBER_GRANTS = `(() => {
  const KEY = 'e2e:granted'
  const wallets = window.__AIRLOCK_WALLETS__ && window.__AIRLOCK_WALLETS__.eip6963 || []
  const granted = new Set(JSON.parse(sessionStorage.getItem(KEY) || '[]'))
  const save = () => sessionStorage.setItem(KEY, JSON.stringify([...granted]))
  wallets.forEach((wallet, i) => {
    if (granted.has(i)) wallet.request({ method: 'eth_requestAccounts' })
    wallet.on('accountsChanged', (accounts) => { accounts.length ? granted.add(i) : granted.delete(i); save() })
  })
})()`
