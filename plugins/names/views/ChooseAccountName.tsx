import styled from 'styled-components'
import { ROUTER } from '../../../kernel/plugin'
import { Button, Flex, Icon, Text, useService } from '../../../ui-shell/components'
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

const POINTS = [
  { icon: 'check', text: 'Receive funds with your name instead of a long address' },
  { icon: 'check', text: 'Shown on your account button and in your account' },
  { icon: 'check', text: 'Free: you only sign a message, no transaction' },
] as const

/** The intro before registration: what a name is, then on to RegisterAccountName. */
export default function ChooseAccountName() {
  const router = useService(ROUTER)
  return (
    <Flex direction="column" align="center" gap={16} padding="8px 16px 16px" data-testid="w3m-choose-account-name-view">
      <Text as="h2" variant="large-600" align="center">
        Choose your account name
      </Text>
      <Text as="p" variant="paragraph-400" color="secondary" align="center">
        {`Say goodbye to 0x addresses: a name like alice.${NAME_ZONE} is easier to share and to check.`}
      </Text>
      <Points>
        {POINTS.map((point) => (
          <li key={point.text}>
            <Icon name={point.icon} size={16} />
            <Text variant="small-500">{point.text}</Text>
          </li>
        ))}
      </Points>
      <Button size="lg" fullWidth onClick={() => router.push('RegisterAccountName')} data-testid="account-choose-name-continue">
        Choose name
      </Button>
    </Flex>
  )
}
