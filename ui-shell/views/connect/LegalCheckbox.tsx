import { Checkbox, Flex, useMessages } from '../../components'
import { connectMessages } from './connectMessages'
import { LegalLinks, type LegalLinksProps } from './LegalLinks'
import { richMessage } from '../../components/richMessage'

export interface LegalCheckboxProps extends Omit<LegalLinksProps, 'lowerCase'> {
  checked: boolean
  onChange(checked: boolean): void
}

/** The legalCheckbox feature: the visitor agrees before any connect method is enabled (CONV-13). */
export function LegalCheckbox({ checked, onChange, ...links }: LegalCheckboxProps) {
  const t = useMessages(connectMessages)
  return (
    <Flex padding="0 16px 12px">
      <Checkbox checked={checked} onChange={onChange} data-testid="w3m-legal-checkbox">
        {richMessage((values) => t('agree', values), { links: <LegalLinks {...links} lowerCase /> })}
      </Checkbox>
    </Flex>
  )
}
