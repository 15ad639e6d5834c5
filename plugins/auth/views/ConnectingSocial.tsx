import { Flex, Spinner, Text, useService, useStoreState } from '../../../ui-shell/components'
import { AUTH_SERVICE } from '../index'
import { SOCIAL_NAMES } from './socialNames'

/** ConnectingSocial: the popup's lifecycle as the visitor sees it. */
export default function ConnectingSocial() {
  const { social } = useStoreState(useService(AUTH_SERVICE).store)
  const name = social ? (SOCIAL_NAMES[social.provider] ?? social.provider) : 'the provider'
  return (
    <Flex direction="column" align="center" gap={16} padding="28px 20px 32px" data-testid="w3m-connecting-social-view" data-status={social?.status}>
      {social?.status === 'error' ? (
        <Text as="p" variant="paragraph-500" color="error" align="center" data-testid="w3m-connecting-social-error">
          {social.error}
        </Text>
      ) : (
        <>
          <Spinner size={32} label={social?.status === 'connecting' ? 'Connecting' : `Waiting for ${name}`} />
          <Text as="p" variant="paragraph-500" align="center" data-testid="w3m-connecting-social-text">
            {social?.status === 'connecting' ? 'Connecting your wallet…' : `Continue in the ${name} window`}
          </Text>
          <Text as="p" variant="small-400" color="secondary" align="center">
            Closing that window cancels the login.
          </Text>
        </>
      )}
    </Flex>
  )
}
