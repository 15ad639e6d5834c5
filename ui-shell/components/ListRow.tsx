import type { HTMLAttributes } from 'react'
import styled from 'styled-components'
import { RowContent, rowBox, type RowContentProps } from './ListItem'

const Root = styled.div`
  ${rowBox}
`

export interface ListRowProps extends RowContentProps, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  'data-testid'?: string
}

/**
 * A row that is not pressable: ListItem's look on a `<div>`, so a row with buttons of its own
 * (an approval with "Revoke", a contact with "Delete") never nests a button in a button.
 */
export function ListRow({ image, label, description, wrapDescription, trailing, chevron, loading, ...rest }: ListRowProps) {
  return (
    <Root {...rest}>
      <RowContent image={image} label={label} description={description} wrapDescription={wrapDescription} trailing={trailing} chevron={chevron} loading={loading} />
    </Root>
  )
}
