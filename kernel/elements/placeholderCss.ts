// Placeholders for server-rendered <appkit-*> elements (issue 31): until createAppKit defines
// them, the tags are empty unknown elements, 0 px wide, and the button pops in later (a layout
// shift). These `:not(:defined)` rules draw the host itself as the button it will become, the
// same box (height, paddings, font, avatar or image disc, label) and colours; the rules stop
// matching once the element is defined and its shadow root paints. Pure text from a kit: the
// server renders it per request from that request's snapshot kit, nothing is kept between calls.
import type { AppKit } from '../createPublicApi'
import { APPKIT_ELEMENTS } from './appKitElementModels'
import { avatarGradient } from './avatarGradient'
import { ELEMENT_PALETTE } from './elementPalette'
import { DEFAULT_FONT_FAMILY } from './fontFamily'
import { base, type ButtonAttributes, type ButtonModel } from './buttonModels'

type ModelOf = (kit: AppKit | undefined, attrs: ButtonAttributes) => ButtonModel

const NAMESPACE = /^[-a-z0-9]{3,8}$/
// A theme variable reaches the CSS only as a plain value: nothing that ends a declaration or rule.
const SAFE_VALUE = /^[^;{}<>\\]*$/

/** A CSS string literal: quotes, backslashes, `<` and controls escaped, so no text ends the rule or the <style>. */
export function cssString(text: string): string {
  return `"${text.replace(/["\\<>\u0000-\u001f\u007f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`
}

// The box of ELEMENT_CSS's button, drawn by the host; font and text properties are set, not
// inherited, because the real button (`all: initial`) inherits nothing from the page either.
const BOX = `display: inline-flex; vertical-align: middle; align-items: center; gap: 8px; box-sizing: border-box;
  block-size: 40px; padding-block: 0; padding-inline: 16px; border-radius: calc(var(--w3m-border-radius-master, 4px) * 4);
  font-family: var(--w3m-font-family, ${DEFAULT_FONT_FAMILY}); font-size: calc(var(--w3m-font-size-master, 10px) * 1.4);
  font-weight: 500; font-style: normal; line-height: 1; letter-spacing: normal; word-spacing: normal; text-transform: none;
  white-space: nowrap; -webkit-font-smoothing: antialiased; overflow: hidden;
  background: var(--airlock-surface); color: var(--airlock-text); box-shadow: inset 0 0 0 1px var(--airlock-border);`
const SMALL = `block-size: 32px; padding-inline: 12px; font-size: calc(var(--w3m-font-size-master, 10px) * 1.2);`
const DISC = `content: ""; inline-size: 24px; block-size: 24px; border-radius: 50%; flex: none;`

function themeDeclarations(kit: AppKit | undefined): string {
  const { themeMode, themeVariables } = base(kit)
  const vars = Object.entries(themeVariables)
    .filter(([name, value]) => /^--w3m-[-a-z]+$/.test(name) && value !== undefined && SAFE_VALUE.test(String(value)))
    .map(([name, value]) => `${name}: ${String(value)};`)
  return [ELEMENT_PALETTE[themeMode === 'light' ? 'light' : 'dark'], ...vars].join(' ')
}

/** The rules for the tags painting `model` (optionally those with one namespace attribute). */
function rulesFor(tags: readonly string[], model: ButtonModel, namespace: string | undefined): string {
  const sel = `:is(${tags.join(', ')})${namespace ? `[namespace="${namespace}"]` : ''}:not(:defined)`
  const rules: string[] = []
  if (model.variant === 'accent') rules.push(`${sel} { background: var(--airlock-accent); color: #141414; box-shadow: none; }`)
  if (model.kind !== 'connect') {
    rules.push(`${sel} { padding-inline-start: 6px; }`)
    const image = model.imageUrl ? `center / cover no-repeat url(${cssString(model.imageUrl)})` : undefined
    const disc =
      model.kind === 'account'
        ? `background: ${image ?? avatarGradient(model.address ?? '')};`
        : `background: ${image ?? 'var(--airlock-surface-hover)'}; box-shadow: inset 0 0 0 1px var(--airlock-border);`
    rules.push(`${sel}::before { ${DISC} ${disc} }`)
  }
  rules.push(`${sel}::after { content: ${cssString(model.label)}; }`)
  // A host's own label replaces the connect button's, as the element's model does.
  if (model.kind === 'connect') rules.push(`${sel}[label]::after { content: attr(label); }`)
  // Two pseudo-elements only: a balance (testnets read 0.00) joins the label after an en space,
  // about the button's 8 px gap.
  if (model.detail) rules.push(`${sel}:not([balance="hide"])::after { content: ${cssString(`${model.label}\u2002${model.detail}`)}; }`)
  rules.push(`${sel}[size="sm"] { ${SMALL} }`)
  return rules.join('\n')
}

/**
 * The placeholder stylesheet of every `<appkit-*>` / `<w3m-*>` button element for what `kit`
 * shows now (a server's snapshot kit: the request's initial state), or for a disconnected page
 * without a kit (`appKitPlaceholderCss()`: dark theme, default labels). `namespaces` adds rules for elements with that `namespace` attribute.
 * Address truncation follows the defaults (charsStart/charsEnd attributes are not read here).
 */
export function appKitPlaceholderCss(kit: AppKit | undefined, namespaces: readonly string[] = []): string {
  const tags = Object.keys(APPKIT_ELEMENTS)
  const rules = [
    `:is(${tags.join(', ')}):not(:defined) { ${BOX} ${themeDeclarations(kit)} }`,
    `:is(${tags.join(', ')}):not(:defined)[hidden] { display: none; }`,
  ]
  // AppKit's names and the legacy w3m-* ones share a model, so they share rules.
  const groups = new Map<ModelOf, string[]>()
  for (const [tag, modelOf] of Object.entries(APPKIT_ELEMENTS)) groups.set(modelOf, [...(groups.get(modelOf) ?? []), tag])
  for (const [modelOf, group] of groups) {
    rules.push(rulesFor(group, modelOf(kit, {}), undefined))
    for (const ns of namespaces) if (NAMESPACE.test(ns)) rules.push(rulesFor(group, modelOf(kit, { namespace: ns }), ns))
  }
  return rules.join('\n')
}
