import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import styled from 'styled-components'
import { useLocale } from '../i18n/useLocale'
import { useMessages } from '../i18n/useMessages'
import { fontSize, radius, vars } from '../theme/tokens'
import { componentMessages } from './componentMessages'

const List = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${radius.l};
  background: ${vars.surface};
`

const Tab = styled.button`
  all: unset;
  box-sizing: border-box;
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: 32px;
  border-radius: ${radius.m};
  font-family: inherit;
  font-size: ${fontSize.small};
  font-weight: 500;
  color: ${vars.foregroundSecondary};
  cursor: pointer;
  &[aria-selected='true'] { background: ${vars.surfaceHover}; color: ${vars.foreground}; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: -2px; }
`

export interface TabEntry {
  label: string
  /** A stable id for the test id and key; the label is translated, so it may change with the locale. */
  id?: string
  icon?: ReactNode
}

export interface TabsProps {
  tabs: readonly TabEntry[]
  active: number
  onChange(index: number): void
  'aria-label'?: string
  /** Id prefix for tab/tabpanel pairing: tab i gets `${idPrefix}-tab-${i}`, its panel `${idPrefix}-panel-${i}`. */
  idPrefix?: string
}

/** WAI-ARIA tabs: one tab stop, arrows/Home/End move and select. Test ids `tab-{id ?? label}`. */
export function Tabs({ tabs, active, onChange, 'aria-label': ariaLabel, idPrefix = 'al' }: TabsProps) {
  const t = useMessages(componentMessages)
  // In right-to-left the next tab sits to the left, so the arrows swap.
  const step = useLocale().dir === 'rtl' ? -1 : 1
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    onChange(next)
    refs.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + step, ArrowLeft: active - step, Home: 0, End: tabs.length - 1 }
    if (event.key in moves) {
      event.preventDefault()
      select(moves[event.key]!)
    }
  }
  return (
    <List role="tablist" aria-label={ariaLabel ?? t('tabs')} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <Tab
          key={tab.id ?? tab.label}
          ref={(el) => void (refs.current[i] = el)}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${i}`}
          aria-selected={i === active}
          aria-controls={`${idPrefix}-panel-${i}`}
          tabIndex={i === active ? 0 : -1}
          data-testid={`tab-${(tab.id ?? tab.label).toLowerCase()}`}
          onClick={() => onChange(i)}
        >
          {tab.icon}
          {tab.label}
        </Tab>
      ))}
    </List>
  )
}
