import styled from 'styled-components'
import { ROUTER, defineMessages } from '../../../kernel/plugin'
import { Button, Flex, Icon, Text, useMessages, useService } from '../../../ui-shell/components'
import { NAME_ZONE } from '../accountName'

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; gap: 8px; }
`

const m = defineMessages('names', 'ChooseAccountName', {
  title: 'Choose your account name',
  intro: 'Say goodbye to 0x addresses: a name like {example} is easier to share and to check.',
  receive: 'Receive funds with your name instead of a long address',
  shown: 'Shown on your account button and in your account',
  free: 'Free: you only sign a message, no transaction',
  choose: 'Choose name',
})

const POINTS = ['receive', 'shown', 'free'] as const

/** The intro before registration: what a name is, then on to RegisterAccountName. */
export default function ChooseAccountName() {
  const router = useService(ROUTER)
  const t = useMessages(m)
  return (
    <Flex direction="column" align="center" gap={16} padding="8px 16px 16px" data-testid="w3m-choose-account-name-view">
      <Text as="h2" variant="large-600" align="center">
        {t('title')}
      </Text>
      <Text as="p" variant="paragraph-400" color="secondary" align="center">
        {t('intro', { example: `alice.${NAME_ZONE}` })}
      </Text>
      <Points>
        {POINTS.map((point) => (
          <li key={point}>
            <Icon name="check" size={16} />
            <Text variant="small-500">{t(point)}</Text>
          </li>
        ))}
      </Points>
      <Button size="lg" fullWidth onClick={() => router.push('RegisterAccountName')} data-testid="account-choose-name-continue">
        {t('choose')}
      </Button>
    </Flex>
  )
}
