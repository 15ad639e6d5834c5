import styled from 'styled-components'
import type { WalletConnectService, WalletEntry } from '../../../kernel'
import { Flex, Icon, fontSize, radius, useLocale, useMessages, vars } from '../../components'
import { isolateName } from '../../connect'
import { connectingMessages } from './connectingMessages'

/** An anchor drawn as a button: a link the browser opens itself, so it keeps the user gesture. */
const LinkButton = styled.a<{ $accent: boolean }>`
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  flex: 1;
  height: 40px;
  padding: 0 16px;
  cursor: pointer;
  font-family: inherit;
  font-weight: 500;
  font-size: ${fontSize.paragraph};
  white-space: nowrap;
  border-radius: ${radius.m};
  color: ${({ $accent }) => ($accent ? vars.accentForeground : vars.foreground)};
  background: ${({ $accent }) => ($accent ? vars.accent : vars.surface)};
  &:hover { filter: brightness(1.05); }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 2px; }
`

export interface WalletConnectLink {
  kind: 'mobile' | 'desktop' | 'web'
  href: string
}

/**
 * The wallet's own ways to take the pairing URI: its mobile deep link on phones (CNR-05), its
 * desktop app and web app elsewhere, each `{link}wc?uri=...` as the service formats it. On a
 * phone, a wallet with a browse link (`browse`, spec §9) opens the page in its app instead.
 */
export function walletConnectLinksOf(
  service: Pick<WalletConnectService, 'formatWalletLink'>,
  wallet: WalletEntry | undefined,
  uri: string,
  mobile: boolean,
  browse?: string,
): WalletConnectLink[] {
  if (!wallet) return []
  const links: WalletConnectLink[] = []
  // An unsafe link (the service returns none) is left out, never shown as a button.
  const add = (kind: WalletConnectLink['kind'], link: string | null | undefined) => {
    const href = link ? service.formatWalletLink(link, uri)?.redirect : undefined
    if (href) links.push({ kind, href })
  }
  // A browse link (spec §9) is built by the kit from the page's own http(s) URL: nothing to drop.
  if (mobile && browse) links.push({ kind: 'mobile', href: browse })
  else if (mobile) add('mobile', wallet.mobile_link)
  else add('desktop', wallet.desktop_link)
  add('web', wallet.webapp_link)
  return links
}

export interface ConnectingWalletConnectLinksProps {
  links: readonly WalletConnectLink[]
  /** The wallet's name, for "Open {name}". */
  name: string
}

/** The link buttons; a mobile deep link opens in place (the OS hands it to the wallet), the others in a new tab. */
export function ConnectingWalletConnectLinks({ links, name }: ConnectingWalletConnectLinksProps) {
  const t = useMessages(connectingMessages)
  const { dir } = useLocale()
  if (links.length === 0) return null
  const labels = { mobile: t('openWallet', { name: isolateName(name, dir) }), desktop: t('desktopApp'), web: t('webApp') }
  return (
    <Flex gap={8} style={{ width: '100%' }} data-testid="w3m-connecting-wc-links">
      {links.map((link) => (
        <LinkButton
          key={link.kind}
          href={link.href}
          $accent={link.kind === 'mobile'}
          data-testid={`w3m-connecting-wc-${link.kind}-link`}
          {...(link.kind === 'mobile' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        >
          {labels[link.kind]}
          {link.kind === 'mobile' ? null : <Icon name="externalLink" size={14} />}
        </LinkButton>
      ))}
    </Flex>
  )
}
