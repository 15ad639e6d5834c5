import * as React from 'react'
import type { ComponentType, ReactNode } from 'react'

/**
 * React's <Activity> (19.2+): in mode 'hidden' it renders its children at idle priority, hidden,
 * with no effects run, so showing them later is a commit, not a render. Undefined on older
 * React (the peer range starts at 18.2), where the modal simply renders on open.
 */
export const Prerender = (React as unknown as { Activity?: ComponentType<{ mode: 'visible' | 'hidden'; children: ReactNode }> }).Activity
