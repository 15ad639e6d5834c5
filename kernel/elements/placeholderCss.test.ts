import { describe, expect, it } from 'vitest'
import { createAppKit } from '../createAppKit'
import { mainnet } from '../networks'
import { createSnapshotKit } from '../ssr/createSnapshotKit'
import { appKitPlaceholderCss, cssString } from './placeholderCss'

const APPKIT_PLACEHOLDER_CSS = appKitPlaceholderCss(undefined)

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('placeholders of undefined <appkit-*> elements', () => {
  it('draw the disconnected buttons without a kit: Connect Wallet, a host label, the small size, hidden stays hidden', () => {
    expect(APPKIT_PLACEHOLDER_CSS).toContain(':is(appkit-button, w3m-button):not(:defined)::after { content: "Connect Wallet"; }')
    expect(APPKIT_PLACEHOLDER_CSS).toContain(':is(appkit-button, w3m-button):not(:defined)[label]::after { content: attr(label); }')
    expect(APPKIT_PLACEHOLDER_CSS).toContain(':is(appkit-network-button, w3m-network-button):not(:defined)::after { content: "Select Network"; }')
    expect(APPKIT_PLACEHOLDER_CSS).toMatch(/:not\(:defined\)\[size="sm"\] \{ block-size: 32px;/)
    expect(APPKIT_PLACEHOLDER_CSS).toContain(':not(:defined)[hidden] { display: none; }')
  })

  it("draw a kit's restored account (avatar and short address) and its theme, per namespace attribute too", () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet], themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000' } })
    const snapshot = createSnapshotKit(kit, { activeNamespace: 'eip155', accounts: { eip155: { address: ADDRESS, caipNetworkId: 'eip155:1', connectorId: 'x' } } })
    const css = appKitPlaceholderCss(snapshot, ['eip155', 'bad"ns'])
    expect(css).toContain(':is(appkit-button, w3m-button):not(:defined)::after { content: "0xf3...b92266"; }')
    expect(css).toContain(':is(appkit-button, w3m-button)[namespace="eip155"]:not(:defined)::after { content: "0xf3...b92266"; }')
    expect(css).toMatch(/:is\(appkit-button, w3m-button\):not\(:defined\)::before \{ [^}]*radial-gradient/)
    expect(css).toContain('--airlock-surface: #f3f3f3;')
    expect(css).toContain('--w3m-accent: #ff0000;')
    expect(css).not.toContain('bad')
    // The live kit was never written.
    expect(kit.getAccount().address).toBeUndefined()
    kit.destroy()
  })

  it('attack: a theme value or label that would close the rule or the <style> never reaches the sheet as such', () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet], themeVariables: { '--w3m-accent': 'red; } body { display: none' } as never })
    const css = appKitPlaceholderCss(kit)
    expect(css).not.toContain('display: none }')
    expect(css).not.toContain('red;')
    expect(cssString('</style><script>"x"\\')).toBe('"\\3c /style\\3e \\3c script\\3e \\22 x\\22 \\5c "')
    kit.destroy()
  })
})
