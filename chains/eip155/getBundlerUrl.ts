import { DEFAULT_ENDPOINTS, type CaipNetworkId } from '../../kernel/plugin'

/** `{blockchainApi}/v1/bundler?projectId=&chainId=&bundler=` (BNDL-02); chainId is CAIP-2, as sessions name it. */
export function getBundlerUrl(args: {
  projectId: string
  caipNetworkId: CaipNetworkId
  bundlerName: string
  blockchainApi?: string
}): string {
  const base = (args.blockchainApi ?? DEFAULT_ENDPOINTS.blockchainApi).replace(/\/+$/, '')
  const query = new URLSearchParams({ projectId: args.projectId, chainId: args.caipNetworkId, bundler: args.bundlerName })
  return `${base}/v1/bundler?${query.toString()}`
}
