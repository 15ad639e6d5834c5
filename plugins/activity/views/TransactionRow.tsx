import styled from 'styled-components'
import { ImageWithFallback, Text, radius, useFormat, useMessages, vars } from '../../../ui-shell/components'
import { transactionMessages } from '../activityMessages'
import type { Transaction } from '../contract'
import { describeTransaction, type TransactionDirection, type TransactionImage } from '../describeTransaction'

export const ROW_HEIGHT = 64

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${ROW_HEIGHT}px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  box-sizing: border-box;
  border-radius: ${radius.l};
  background: ${vars.surface};
`
const Images = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  width: 40px;
  height: 40px;
`
const Half = styled.span<{ $second: boolean }>`
  position: absolute;
  top: 0;
  ${({ $second }) => ($second ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  width: 20px;
  height: 40px;
  overflow: hidden;
  display: flex;
  justify-content: ${({ $second }) => ($second ? 'flex-end' : 'flex-start')};
`
const Badge = styled.span<{ $tone: 'success' | 'error' | 'pending' }>`
  position: absolute;
  inset-inline-end: -2px;
  bottom: -2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 2px solid ${vars.background};
  background: ${({ $tone }) => ($tone === 'error' ? vars.error : $tone === 'pending' ? vars.surface : vars.surfaceHover)};
  color: ${({ $tone }) => ($tone === 'error' ? vars.background : vars.foreground)};
  svg { width: 10px; height: 10px; }
`
const Column = styled.span<{ $end?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  ${({ $end }) => ($end ? 'align-items: flex-end; flex: none;' : 'flex: 1;')}
`

// The badge says which way value moved; a failed transaction shows a cross, a pending one a dot.
const BADGE_PATHS: Record<TransactionDirection | 'failed' | 'pending' | 'call', string> = {
  in: 'M12 5v14M6 13l6 6 6-6',
  out: 'M12 19V5M6 11l6-6 6 6',
  self: 'M4 9h14l-4-4M20 15H6l4 4',
  failed: 'M18 6L6 18M6 6l12 12',
  pending: 'M12 7v5l3 3',
  // Nothing moved (an approval, a contract call): a tick, not an arrow.
  call: 'M5 12l5 5L20 7',
}

function TokenImage({ image, size }: { image: TransactionImage; size: number }) {
  return (
    <ImageWithFallback
      src={image.url}
      alt=""
      size={size}
      shape={image.kind === 'nft' ? 'rounded' : 'circle'}
      fallback={<span aria-hidden="true">{image.fallback}</span>}
    />
  )
}

export interface TransactionRowProps {
  transaction: Transaction
  now: number
}

/** One history entry: image(s) with a direction/status badge, title, amounts, counterparty, time. */
export function TransactionRow({ transaction, now }: TransactionRowProps) {
  const t = useMessages(transactionMessages)
  const format = useFormat()
  const d = describeTransaction(transaction, t, format.locale)
  const [first, second] = d.images
  const badge = d.status !== 'confirmed' ? d.status : d.images.length === 0 ? 'call' : d.direction
  const status = d.status === 'failed' ? t('failed') : d.status === 'pending' ? t('pending') : ''
  const time = format.shortAge(transaction.metadata.minedAt, now)
  return (
    <Row
      data-testid={`activity-item-${transaction.id}`}
      data-status={d.status}
      data-direction={d.direction}
      data-type={d.type}
      aria-label={[d.title, d.amount, d.counterparty, status, time].filter(Boolean).join(', ')}
      role="group"
    >
      <Images aria-hidden="true">
        {first && second ? (
          <>
            <Half $second={false}>
              <TokenImage image={first} size={40} />
            </Half>
            <Half $second>
              <TokenImage image={second} size={40} />
            </Half>
          </>
        ) : first ? (
          <TokenImage image={first} size={40} />
        ) : (
          <TokenImage image={{ fallback: d.title.slice(0, 1), kind: 'token' }} size={40} />
        )}
        <Badge $tone={d.status === 'failed' ? 'error' : d.status === 'pending' ? 'pending' : 'success'} data-testid="activity-item-badge">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round">
            <path d={BADGE_PATHS[badge]} />
          </svg>
        </Badge>
      </Images>
      <Column>
        <Text variant="paragraph-500" truncate data-testid="activity-item-title">
          {d.title}
          {status ? (
            <Text as="span" variant="small-500" color={d.status === 'failed' ? 'error' : 'secondary'} data-testid="activity-item-status">
              {` · ${status}`}
            </Text>
          ) : null}
        </Text>
        {/* Not truncated: a language's longer words wrap onto a second line (the list measures rows). */}
        <Text variant="small-400" color="secondary" data-testid="activity-item-amount" style={{ overflowWrap: 'anywhere' }}>
          {/* Amounts keep their left-to-right order in a right-to-left row. */}
          {d.amount ? <bdi>{d.amount}</bdi> : null}
          {d.amount && d.counterparty ? ' ' : null}
          {d.counterparty}
        </Text>
      </Column>
      <Column $end>
        <Text variant="small-400" color="secondary" data-testid="activity-item-time">
          <bdi>{time}</bdi>
        </Text>
      </Column>
    </Row>
  )
}
