import { Link, useMessages } from '../../components'
import { connectMessages } from './connectMessages'
import { richMessage } from '../../components/richMessage'

export interface LegalLinksProps {
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** AppKit writes the links in lower case inside the checkbox sentence. */
  lowerCase?: boolean
}

/** "Terms of Service and Privacy Policy", each a new-tab link, whichever the host configured. */
export function LegalLinks({ termsConditionsUrl, privacyPolicyUrl, lowerCase }: LegalLinksProps) {
  const t = useMessages(connectMessages)
  const terms = termsConditionsUrl ? (
    <Link href={termsConditionsUrl} data-testid="w3m-legal-terms-link">
      {t(lowerCase ? 'termsLower' : 'terms')}
    </Link>
  ) : null
  const privacy = privacyPolicyUrl ? (
    <Link href={privacyPolicyUrl} data-testid="w3m-legal-privacy-link">
      {t(lowerCase ? 'privacyLower' : 'privacy')}
    </Link>
  ) : null
  if (terms && privacy) return <>{richMessage((values) => t('termsAndPrivacy', values), { terms, privacy })}</>
  return terms ?? privacy
}
