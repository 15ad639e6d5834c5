import { FEATURES } from '../../../kernel'
import { Flex, Text, useService, useStoreState } from '../../components'

/**
 * The small "UX by Airlock" footer of the Connect and Account views, shown only while the remote
 * branding flag is on (spec §3, §9; FEAT-05). Basic mode reads every remote flag as off, so it
 * never shows there. Plain text, no link: nothing in it navigates the visitor away.
 */
export function BrandingFooter() {
  const on = useStoreState(useService(FEATURES).store).remote.reownBranding
  if (!on) return null
  return (
    <Flex justify="center" padding="8px 16px 12px" data-testid="ux-branding-reown">
      <Text as="p" variant="small-400" color="secondary">
        UX by <strong>Airlock</strong>
      </Text>
    </Flex>
  )
}
