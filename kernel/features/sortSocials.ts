import type { SocialProvider } from '../config/options'
import { DEFAULT_SOCIALS_ORDER } from './defaultFeatures'

/**
 * The socials in display order (google, x, farcaster, discord, apple, github, facebook; FEAT-16).
 * Providers not on that list keep their relative order after the known ones.
 */
export function sortSocials<S extends string = SocialProvider>(
  socials: readonly S[],
  order: readonly string[] = DEFAULT_SOCIALS_ORDER,
): S[] {
  const rank = (social: S) => {
    const index = order.indexOf(social)
    return index === -1 ? order.length : index
  }
  // Array.prototype.sort is stable, so unknown providers stay in the order they came in.
  return [...socials].sort((a, b) => rank(a) - rank(b))
}
