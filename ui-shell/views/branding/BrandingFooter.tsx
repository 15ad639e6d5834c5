import { CORE_PACK, FEATURES, defineMessages } from '../../../kernel'
import { Flex, Text, useMessages, useService, useStoreState } from '../../components'
import { richMessage } from '../../components/richMessage'

export const brandingMessages = defineMessages(CORE_PACK, 'Branding', {
  /** `{brand}` is the product's name, in bold. */
  uxBy: 'UX by {brand}',
})

/**
 * The small "UX by Airlock" footer of the Connect and Account views, shown only while the remote
 * branding flag is on (spec §3, §9; FEAT-05). Basic mode reads every remote flag as off, so it
 * never shows there. Plain text, no link: nothing in it navigates the visitor away.
 */
export function BrandingFooter() {
  const on = useStoreState(useService(FEATURES).store).remote.reownBranding
  if (!on) return null
  return <BrandingText />
}

// Its own component: the messages load (and may suspend) only when the footer shows.
function BrandingText() {
  const t = useMessages(brandingMessages)
  return (
    <Flex justify="center" padding="8px 16px 12px" data-testid="ux-branding-reown">
      <Text as="p" variant="small-400" color="secondary">
        {richMessage((values) => t('uxBy', values), { brand: <strong translate="no">Airlock</strong> })}
      </Text>
    </Flex>
  )
}
