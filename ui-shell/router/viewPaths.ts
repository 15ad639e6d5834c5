/**
 * A view's path in the memory history: `/Connect`. Only names that make a plain path segment get
 * a route (kernel and plugin view names are identifiers); `$` or `/` would make TanStack read a
 * param or a nested path, so such a name shows as missing instead of matching the wrong view.
 */
const ROUTABLE = /^[A-Za-z0-9_-]+$/

export const isRoutableView = (view: string) => ROUTABLE.test(view)

export const pathOf = (view: string) => `/${encodeURIComponent(view)}`

export const viewOf = (path: string) => decodeURIComponent(path.replace(/^\//, ''))
