import { forwardRef, type InputHTMLAttributes } from 'react'
import { useMessages } from '../i18n/useMessages'
import { componentMessages } from './componentMessages'
import { Icon } from './icons'
import { Input } from './Input'

export interface SearchBarProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'onChange'> {
  value: string
  onChange(value: string): void
  label?: string
  'data-testid'?: string
}

/** The search field of the wallet and token lists; debouncing is the caller's (WLIST-02). */
export const SearchBar = forwardRef<HTMLInputElement, SearchBarProps>(function SearchBar(
  { value, onChange, label, placeholder, ...rest },
  ref,
) {
  const t = useMessages(componentMessages)
  return (
    <Input
      ref={ref}
      type="search"
      label={label ?? t('searchWallet')}
      hideLabel
      placeholder={placeholder ?? t('searchWallet')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      leading={<Icon name="search" />}
      autoComplete="off"
      spellCheck={false}
      {...rest}
    />
  )
})
