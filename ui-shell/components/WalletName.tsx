import styled from 'styled-components'

/**
 * A wallet's name that truncates in its own direction: "Coinbase Wal…" stays so in a right-to-left
 * modal (a Latin name truncated by the RTL row would lose its start, "…ase Wallet"). The element
 * itself clips, its direction comes from the name (`dir="auto"`, isolated), and it still aligns
 * to the row's start.
 */
export const WalletName = styled.span.attrs({ dir: 'auto' })`
  display: block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  unicode-bidi: isolate;
  text-align: match-parent;
`
