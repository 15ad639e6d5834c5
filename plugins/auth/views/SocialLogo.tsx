// Marks for the social logins, drawn for Airlock on a 24-unit grid: recognisable shapes and
// colours, no images to fetch (the row paints with the view, offline and under a strict CSP).
import type { ReactElement } from 'react'
import { vars } from '../../../ui-shell/components'

const arc = (from: [number, number], to: [number, number]) => `M${from[0]} ${from[1]}A8 8 0 0 1 ${to[0]} ${to[1]}`

const MARKS: Readonly<Record<string, ReactElement>> = {
  google: (
    <g fill="none" strokeWidth="3.4">
      <path d={`${arc([20, 12], [17.66, 17.66])}M12 12h8`} stroke="#4285F4" />
      <path d={arc([17.66, 17.66], [6.34, 17.66])} stroke="#34A853" />
      <path d={arc([6.34, 17.66], [6.34, 6.34])} stroke="#FBBC05" />
      <path d={arc([6.34, 6.34], [17.66, 6.34])} stroke="#EA4335" />
    </g>
  ),
  x: (
    <g fill="currentColor">
      <path d="M4.5 4h4.4l10.6 16h-4.4z" />
      <path d="M18.6 4 5.4 20" stroke="currentColor" strokeWidth="1.8" />
    </g>
  ),
  farcaster: (
    <g>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#855DCD" />
      <path d="M7 6.5h10v11h-2.2v-4.8a2.8 2.8 0 0 0-5.6 0v4.8H7z" fill="#fff" />
    </g>
  ),
  discord: (
    <g>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#5865F2" />
      <path d="M8 7.5c1.3-.6 2.6-.9 4-.9s2.7.3 4 .9c1.2 1.8 1.8 3.8 1.8 6.2-1 .9-2.2 1.5-3.4 1.8l-.7-1.1H10.3l-.7 1.1c-1.2-.3-2.4-.9-3.4-1.8 0-2.4.6-4.4 1.8-6.2z" fill="#fff" />
      <circle cx="9.9" cy="11.8" r="1.2" fill="#5865F2" />
      <circle cx="14.1" cy="11.8" r="1.2" fill="#5865F2" />
    </g>
  ),
  apple: (
    <g fill="currentColor">
      <path d="M12 8.3c-1.6-1.1-4-1-5.2 1-1.5 2.5-.6 6.6 1.4 8.8.8.9 1.6 1 2.4.6.9-.4 1.9-.4 2.8 0 .8.4 1.6.3 2.4-.6.9-1 1.6-2.3 1.9-3.5-1.6-.8-2.3-2.6-1.8-4.2.2-.6.6-1.1 1-1.5-1.3-1.1-3.3-1-4.9-.6z" />
      <path d="M12.2 7.4c0-1.7 1.2-3.1 2.8-3.3.1 1.7-1.1 3.1-2.8 3.3z" />
    </g>
  ),
  github: (
    <g>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M9.6 20.5v-2.4c-2.3-.5-3.4-1.9-3.4-4.2 0-1.1.4-2 1-2.7-.1-.7-.1-1.6.3-2.4.9 0 1.7.4 2.5 1a7.6 7.6 0 0 1 4 0c.8-.6 1.6-1 2.5-1 .4.8.4 1.7.3 2.4.6.7 1 1.6 1 2.7 0 2.3-1.1 3.7-3.4 4.2v2.4"
        fill="none"
        stroke={vars.background}
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </g>
  ),
  facebook: (
    <g>
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path d="M13.3 22v-7.6h2.4l.4-2.9h-2.8V9.8c0-.8.3-1.4 1.4-1.4h1.5V5.8a18 18 0 0 0-2.2-.1c-2.2 0-3.6 1.3-3.6 3.7v2.1H8v2.9h2.4V22z" fill="#fff" />
    </g>
  ),
  more: (
    <g fill="currentColor">
      <circle cx="5.5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="18.5" cy="12" r="1.8" />
    </g>
  ),
}

/** A social's mark (or the three dots of "More"), decorative: the button carries the name. */
export function SocialLogo({ id, size = 20 }: { id: string; size?: number }) {
  const mark = MARKS[id]
  if (!mark) return null
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {mark}
    </svg>
  )
}
