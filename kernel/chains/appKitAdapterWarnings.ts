import type { ChainAdapterContext } from '../plugins/chainAdapter'
import type { CaipNetwork } from '../types'

/**
 * Why the options AppKit's adapter classes take (`projectId`, `networks`) do not apply as given:
 * the kit uses createAppKit's. `className` names the class in each warning (`TronAdapter: …`).
 */
export function appKitAdapterWarnings(
  className: string,
  options: { projectId?: string; networks?: readonly CaipNetwork[] },
  context: Pick<ChainAdapterContext, 'projectId' | 'networks'>,
): string[] {
  const warnings: string[] = []
  if (options.projectId && options.projectId !== context.projectId) {
    warnings.push(`${className}: projectId differs from createAppKit's; the kit uses createAppKit's projectId`)
  }
  const missing = (options.networks ?? []).filter((n) => !context.networks.some((k) => k.caipNetworkId === n.caipNetworkId))
  if (missing.length > 0) {
    warnings.push(`${className}: ${missing.map((n) => n.caipNetworkId).join(', ')} not in createAppKit's networks; the kit offers only the networks passed to createAppKit`)
  }
  return warnings
}
