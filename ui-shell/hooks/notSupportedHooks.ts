import { NotSupportedError } from '../../kernel'

// AppKit hooks Airlock does not have: each throws at render with the reason, so a host that
// moved over learns at once what to change, instead of rendering empty data.

const MULTI_CONNECTION = "AppKit 1.8's multi-connection model; Airlock keeps one connection per namespace, read it with useAppKitAccount"

/** AppKit 1.8's `useAppKitConnections`. */
export function useAppKitConnections(_namespace?: string): never {
  throw new NotSupportedError('useAppKitConnections', MULTI_CONNECTION)
}
