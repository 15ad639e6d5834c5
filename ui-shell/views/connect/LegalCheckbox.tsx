import { Checkbox, Flex } from '../../components'
import { LegalLinks, type LegalLinksProps } from './LegalLinks'

export interface LegalCheckboxProps extends Omit<LegalLinksProps, 'lowerCase'> {
  checked: boolean
  onChange(checked: boolean): void
}

/** The legalCheckbox feature: the visitor agrees before any connect method is enabled (CONV-13). */
export function LegalCheckbox({ checked, onChange, ...links }: LegalCheckboxProps) {
  return (
    <Flex padding="0 16px 12px">
      <Checkbox checked={checked} onChange={onChange} data-testid="w3m-legal-checkbox">
        I agree to our <LegalLinks {...links} lowerCase />
      </Checkbox>
    </Flex>
  )
}
