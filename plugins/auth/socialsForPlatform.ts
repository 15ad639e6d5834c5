/**
 * Spec §5: inside the messenger's mini-app, some providers' logins cannot complete, so they are
 * not offered: iOS drops google (AUTH-07), macOS drops x (AUTH-08), Android drops facebook and
 * x (AUTH-09). `platform` is the mini-app's client (getTelegramPlatform), undefined outside it.
 */
const DROPPED: Readonly<Record<string, readonly string[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
}

export function socialsForPlatform(socials: readonly string[], platform: string | undefined): string[] {
  const dropped = (platform && DROPPED[platform]) || []
  return socials.filter((social) => !dropped.includes(social))
}
