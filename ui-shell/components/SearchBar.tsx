import { forwardRef, type InputHTMLAttributes } from 'react'
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
  { value, onChange, label = 'Search wallet', placeholder = 'Search wallet', ...rest },
  ref,
) {
  return (
    <Input
      ref={ref}
      type="search"
      label={label}
      hideLabel
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      leading={<Icon name="search" />}
      autoComplete="off"
      spellCheck={false}
      {...rest}
    />
  )
})
