import { Link } from '../../components'

export interface LegalLinksProps {
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** AppKit writes the links in lower case inside the checkbox sentence. */
  lowerCase?: boolean
}

/** "Terms of Service and Privacy Policy", each a new-tab link, whichever the host configured. */
export function LegalLinks({ termsConditionsUrl, privacyPolicyUrl, lowerCase }: LegalLinksProps) {
  const terms = lowerCase ? 'terms of service' : 'Terms of Service'
  const privacy = lowerCase ? 'privacy policy' : 'Privacy Policy'
  return (
    <>
      {termsConditionsUrl ? (
        <Link href={termsConditionsUrl} data-testid="w3m-legal-terms-link">
          {terms}
        </Link>
      ) : null}
      {termsConditionsUrl && privacyPolicyUrl ? ' and ' : null}
      {privacyPolicyUrl ? (
        <Link href={privacyPolicyUrl} data-testid="w3m-legal-privacy-link">
          {privacy}
        </Link>
      ) : null}
    </>
  )
}
