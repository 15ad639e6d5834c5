import { ACCOUNT_STORE, CONNECTION_STORE, KIT_CONTAINER, truncateAddress, type ChainNamespace } from '../../kernel'
import { avatarGradient } from '../components/avatarGradient'
import { useAppKit } from '../hooks/useAppKit'
import { useStoreState } from '../hooks/useStoreState'
import { useKit } from '../kit/useKit'
import { formatBalance } from './formatBalance'
import { ShadowButtonHost } from './ShadowButtonHost'

export interface AppKitAccountButtonProps {
  /** 'hide' leaves the balance out, as AppKit's `balance` attribute does. */
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
  disabled?: boolean
}

/** AppKit's account button: avatar, balance, name or truncated address; opens Account. */
export function AppKitAccountButton({ balance = 'show', namespace, disabled }: AppKitAccountButtonProps) {
  const kit = useKit()
  const { open } = useAppKit()
  const c = kit[KIT_CONTAINER]
  const accounts = c.resolve(ACCOUNT_STORE)
  useStoreState(accounts)
  const { activeNamespace } = useStoreState(c.resolve(CONNECTION_STORE))
  const ns = namespace ?? activeNamespace
  const account = ns ? accounts.get(ns) : undefined
  const address = account?.address ?? ''
  const shown = formatBalance(account?.balance, account?.balanceSymbol)
  return (
    <ShadowButtonHost>
      <button
        type="button"
        className="account"
        data-testid={namespace ? `account-button-${namespace}` : 'account-button'}
        disabled={disabled}
        onClick={() => void open({ view: 'Account', ...(namespace ? { namespace } : {}) })}
      >
        {account?.profileImage ? (
          <img className="avatar" src={account.profileImage} alt="" />
        ) : (
          <span className="avatar" aria-hidden="true" style={{ background: avatarGradient(address) }} />
        )}
        {balance === 'show' && shown ? <span className="balance" data-testid="balance-amount">{shown}</span> : null}
        <span>{account?.profileName || truncateAddress(address)}</span>
      </button>
    </ShadowButtonHost>
  )
}
