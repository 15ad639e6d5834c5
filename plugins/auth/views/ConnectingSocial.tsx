import { Flex, Spinner, Text, useMessages, useService, useStoreState } from '../../../ui-shell/components'
import { AUTH_SERVICE } from '../index'
import { errorMessages, errorText } from './errorText'
import { commonMessages, connectingSocialMessages } from './messages'
import { SOCIAL_NAMES } from './socialNames'
import { DATA, withData } from './withData'

/** ConnectingSocial: the popup's lifecycle as the visitor sees it. */
export default function ConnectingSocial() {
  const { social } = useStoreState(useService(AUTH_SERVICE).store)
  const t = useMessages(connectingSocialMessages)
  const common = useMessages(commonMessages)
  const te = useMessages(errorMessages)
  const name = social ? (SOCIAL_NAMES[social.provider] ?? social.provider) : undefined
  const connecting = social?.status === 'connecting'
  return (
    <Flex direction="column" align="center" gap={16} padding="28px 20px 32px" data-testid="w3m-connecting-social-view" data-status={social?.status}>
      {social?.status === 'error' ? (
        <Text as="p" variant="paragraph-500" color="error" align="center" data-testid="w3m-connecting-social-error">
          {errorText({ message: social.error, answer: social.answer }, te)}
        </Text>
      ) : (
        <>
          <Spinner size={32} label={connecting ? common('connecting') : name ? t('waitingFor', { name }) : t('waitingForProvider')} />
          <Text as="p" variant="paragraph-500" align="center" data-testid="w3m-connecting-social-text">
            {connecting ? common('connectingWallet') : name ? withData(t('continueIn', { name: DATA }), name) : t('continueInProvider')}
          </Text>
          <Text as="p" variant="small-400" color="secondary" align="center">
            {t('closing')}
          </Text>
        </>
      )}
    </Flex>
  )
}
