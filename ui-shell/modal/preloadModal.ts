import { CONNECTION_CONTROLLER, KIT_CONTAINER, MODAL_CONTROLLER, PLUGIN_HOST, openViewKnown, prefetchConnectView, type AppKit } from '../../kernel'

/**
 * The idle preload startModalMount schedules, once the view an open would show is known (not
 * after the remote config: a click during start-up must not find that view unfetched; what the
 * config turns on joins the card in place, issue 32): the view the open rules would pick
 * (Account, Connect, or WalletConnect's own for a kit with networks only) and, for Connect, its
 * catalogue data and first 20 images, and the mount, so a click waits for no chunk, request or
 * render. Basic mode too: "In basic mode, remote features are off" (FEAT-02) only skips GET
 * /appkit/v1/config (FEAT-03); the catalogue (§7 /getWallets, §9 "The first 20 wallet images are
 * prefetched") is fetched in every mode, as the Connect view does on open.
 */
export function preloadModal(kit: AppKit, { mount, isStopped }: { mount: () => unknown; isStopped: () => boolean }): void {
  const c = kit[KIT_CONTAINER]
  void openViewKnown(c).then(() => {
    const view = c.resolve(MODAL_CONTROLLER).openView()
    const host = c.resolve(PLUGIN_HOST)
    host.loadView(view)?.catch(() => undefined)
    // WalletConnect's views start pairing as they open: the connect code is part of that view.
    if (view.startsWith('ConnectingWalletConnect')) c.resolve(CONNECTION_CONTROLLER).prepareConnect().catch(() => undefined)
    // Plugins' parts of the first card (an email or social login, the secure frame's overlay)
    // are chunks too: fetched now, the click does not wait for them.
    const { connectMethods, overlay } = host.registry.getState().slots
    const parts = view === 'Connect' ? [...connectMethods, ...overlay] : overlay
    for (const part of parts) void part.component().catch(() => undefined)
    if (view === 'Connect' && !isStopped()) void prefetchConnectView(c).catch(() => undefined)
    // The modal itself alongside, its card rendered hidden (ModalCard) so the first open is a
    // reveal: not after the data, which a concealed card takes in place as well (a click soon
    // after load would otherwise find no card rendered and pay the whole first render).
    void mount()
  })
}
