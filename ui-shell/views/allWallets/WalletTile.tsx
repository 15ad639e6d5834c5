import styled from 'styled-components'
import { fontSize, Icon, radius, vars, VisuallyHidden, WalletImage } from '../../components'

const Root = styled.button`
  all: unset;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  height: 96px;
  padding: 10px 4px 8px;
  border-radius: ${radius.l};
  background: ${vars.surface};
  color: ${vars.foreground};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${vars.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: -2px; }
`
const Name = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${fontSize.tiny};
  font-weight: 500;
  color: ${vars.foregroundSecondary};
`
const ImageBox = styled.span`
  position: relative;
  display: inline-flex;
`
const Badge = styled.span`
  position: absolute;
  right: -4px;
  bottom: -4px;
  display: inline-flex;
  padding: 2px;
  border-radius: 50%;
  background: ${vars.success};
  color: ${vars.background};
  box-shadow: 0 0 0 2px ${vars.surface};
`

export interface WalletTileProps {
  name: string
  imageId?: string
  imageSrc?: string
  installed: boolean
  onSelect(): void
  'data-testid': string
}

/** One wallet of the AllWallets grid; the installed badge is a check on the logo. */
export function WalletTile({ name, imageId, imageSrc, installed, onSelect, 'data-testid': testId }: WalletTileProps) {
  return (
    <Root type="button" onClick={onSelect} data-testid={testId} data-installed={installed || undefined} title={name}>
      <ImageBox>
        <WalletImage name={name} imageId={imageId} src={imageSrc} size={48} decorative />
        {installed ? (
          <Badge data-testid="wallet-installed-badge" aria-hidden="true">
            <Icon name="check" size={10} />
          </Badge>
        ) : null}
      </ImageBox>
      <Name>{name}</Name>
      {installed ? <VisuallyHidden>(installed)</VisuallyHidden> : null}
    </Root>
  )
}
