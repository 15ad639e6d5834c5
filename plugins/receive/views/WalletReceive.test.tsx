// @vitest-environment jsdom
// WalletReceive over a real headless kit (basic mode, nothing fetched); the account is written
// into the kernel stores as a connection would. jsdom has no clipboard, so the test gives one.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import QRCode from 'qrcode'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_STORE, CONNECTION_STORE, KIT_CONTAINER, NETWORKS_STORE, SNACKBAR, createAppKit, type AppKit, type CaipNetwork } from '../../../kernel'
import { mainnet, polygon, solana } from '../../../kernel/networks'
import { AppKitProvider } from '../../../ui-shell'
import { WalletReceive } from './WalletReceive'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// Image URLs given directly, so nothing asks the catalogue.
const withImage = (n: CaipNetwork, url: string): CaipNetwork => ({ ...n, assets: { imageUrl: url } })
const eth = withImage(mainnet, 'data:image/svg+xml,eth')
const pol = withImage(polygon, 'data:image/svg+xml,pol')
const sol = withImage(solana, 'data:image/svg+xml,sol')

const kits: AppKit[] = []
const writeText = vi.fn(async (_text: string) => {})
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  cleanup()
  writeText.mockClear()
  for (const kit of kits.splice(0)) kit.destroy()
})

async function setup(opts: { address?: string; walletIcon?: string } = {}) {
  const kit = createAppKit({ projectId: 'test', networks: [eth, pol, sol], basic: true, features: { analytics: false } })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  c.resolve(NETWORKS_STORE).setActiveNetwork(eth)
  c.resolve(CONNECTION_STORE).setState({ activeNamespace: 'eip155' })
  if (opts.address !== undefined) {
    c.resolve(ACCOUNT_STORE).patch('eip155', {
      address: opts.address,
      connectedWalletInfo: opts.walletIcon ? { name: 'Test Wallet', icon: opts.walletIcon } : undefined,
    })
  }
  render(
    <AppKitProvider kit={kit}>
      <WalletReceive />
    </AppKitProvider>,
  )
  return { snackbar: c.resolve(SNACKBAR) }
}

/** The dark modules the QR's SVG path draws (`M{col} {row}h1v1h-1z` per module). */
function drawnModules(svgPath: string): Set<string> {
  return new Set([...svgPath.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, col, row]) => `${row},${col}`))
}
function expectedModules(text: string): Set<string> {
  // The logo in the middle raises error correction to H (the shell's QrCode does).
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' })
  const dark = new Set<string>()
  for (let r = 0; r < modules.size; r++) for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) dark.add(`${r},${c}`)
  return dark
}

describe('WalletReceive', () => {
  it('shows the connected address as a QR code encoding exactly the address, with the wallet icon in the middle', async () => {
    await setup({ address: ADDRESS, walletIcon: 'data:image/svg+xml,wallet' })
    const qr = screen.getByTestId('wui-qr-code')
    expect(qr.getAttribute('data-uri')).toBe(ADDRESS)
    expect(qr.getAttribute('aria-label')).toBe(`QR code of the address ${ADDRESS}`)
    await waitFor(() => expect(qr.querySelector('path')).not.toBeNull())
    expect(drawnModules(qr.querySelector('path')!.getAttribute('d')!)).toEqual(expectedModules(ADDRESS))
    expect(qr.querySelector('img')!.getAttribute('src')).toBe('data:image/svg+xml,wallet')
  })

  it('puts the network image in the middle when the wallet has no icon', async () => {
    await setup({ address: ADDRESS })
    const qr = screen.getByTestId('wui-qr-code')
    await waitFor(() => expect(qr.querySelector('img')).not.toBeNull())
    expect(qr.querySelector('img')!.getAttribute('src')).toBe('data:image/svg+xml,eth')
  })

  it('copies the address and confirms with a success snack', async () => {
    const { snackbar } = await setup({ address: ADDRESS })
    fireEvent.click(screen.getByTestId('receive-address-copy-button'))
    await waitFor(() => expect(snackbar.getState()).toMatchObject({ open: true, variant: 'success', message: 'Address copied' }))
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(screen.getByTestId('receive-address').textContent).toBe('0xf39F...b92266')
  })

  it('lists the networks of the active namespace the address can receive on, with images and names', async () => {
    await setup({ address: ADDRESS })
    const list = screen.getByRole('list', { name: 'Only receive assets on these networks' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['Ethereum', 'Polygon'])
    expect(items[1]!.querySelector('img')!.getAttribute('src')).toBe('data:image/svg+xml,pol')
  })

  it('says so when no wallet is connected, and shows no QR code', async () => {
    await setup()
    expect(screen.queryByTestId('wui-qr-code')).toBeNull()
    expect(screen.getByTestId('empty-state-text').textContent).toBe('No wallet connected')
  })

  it('follows an account change', async () => {
    await setup({ address: ADDRESS })
    const next = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    act(() => kits[0]![KIT_CONTAINER].resolve(ACCOUNT_STORE).patch('eip155', { address: next }))
    expect(screen.getByTestId('wui-qr-code').getAttribute('data-uri')).toBe(next)
  })
})
