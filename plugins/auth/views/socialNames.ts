/** Display names of the social logins (ids as the remote config lists them). */
export const SOCIAL_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
}

/** Farcaster needs its own relay and view; not built yet, so it is not offered. */
export const SOCIALS_WITH_POPUP = new Set(['google', 'x', 'discord', 'github', 'apple', 'facebook'])
