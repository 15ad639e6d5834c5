import type { AllWalletsOption } from '../../kernel'

export interface AllWalletsVisibility {
  /** The `allWallets` feature flag (on by default). */
  flag: boolean
  /** AppKit's `allWallets` option; default 'SHOW'. */
  option?: AllWalletsOption
  isMobile: boolean
}

/** CONV-12: the "All wallets" row needs the allWallets flag, and the option's platform rule. */
export function showAllWallets(ctx: AllWalletsVisibility): boolean {
  if (!ctx.flag) return false
  const option = ctx.option ?? 'SHOW'
  if (option === 'HIDE') return false
  return option === 'SHOW' || ctx.isMobile
}

/**
 * The "All wallets" badge as AppKit writes it: the catalogue count plus the featured ones, rounded
 * down to tens with a "+" from 10 on (645 → "640+").
 */
export function allWalletsTagLabel(count: number, featuredCount = 0): string {
  const { count: rounded, more } = allWalletsTagCount(count, featuredCount)
  return more ? `${rounded}+` : `${rounded}`
}

/** The badge's number and whether it was rounded down (a "+" follows): the view formats both by locale. */
export function allWalletsTagCount(count: number, featuredCount = 0): { count: number; more: boolean } {
  const raw = Math.max(0, count) + Math.max(0, featuredCount)
  const rounded = raw < 10 ? raw : Math.floor(raw / 10) * 10
  return { count: rounded, more: rounded < raw }
}

export interface LegalCheckboxVisibility {
  /** The `legalCheckbox` feature flag (off by default). */
  flag: boolean
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
}

/** CONV-13: the legal checkbox only with the legalCheckbox flag — and a link to agree to. */
export function showLegalCheckbox(ctx: LegalCheckboxVisibility): boolean {
  return ctx.flag && Boolean(ctx.termsConditionsUrl || ctx.privacyPolicyUrl)
}

export interface CollapseWalletsInput {
  /** The `collapseWallets` feature flag (off by default). */
  flag: boolean
  /** Email or social login is shown; with nothing else on the view, collapsing would hide everything. */
  hasOtherMethods: boolean
}

/** CONV-14: the wallet list collapses to "Continue with a wallet" only with the collapseWallets flag. */
export function shouldCollapseWallets(input: CollapseWalletsInput): boolean {
  return input.flag && input.hasOtherMethods
}
