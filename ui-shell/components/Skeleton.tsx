import styled, { keyframes } from 'styled-components'
import { radius, vars } from '../theme/tokens'

const shimmer = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.5; }
  100% { opacity: 1; }
`

const Root = styled.span`
  display: block;
  background: ${vars.surfaceHover};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

export interface SkeletonProps {
  width?: number | string
  height?: number | string
  rounded?: keyof typeof radius
}

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = 16, rounded = 's' }: SkeletonProps) {
  return <Root aria-hidden="true" style={{ width, height, borderRadius: radius[rounded] }} />
}
