import { BITCOIN_MAINNET, KNOWN_WALLETS, SOLANA_MAINNET, type KnownWallet } from './knownWallets'
import { createSeededRandom, hexId, uuidLike } from './seededRandom'

/** One catalogue entry as GET /getWallets returns it (image_url is added per request). */
export interface CatalogueWallet {
  id: string
  name: string
  image_id: string
  image_url?: string
  homepage: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  rdns: string | null
  chains: string[]
  badge_type: 'certified' | 'none'
  /** Takes WalletConnect v2 connections; false for the pay-only wallets. */
  supports_wc: boolean
  /** Takes WalletConnect Pay payments (AppKit's fetchWallets sort 'wcpay' puts these first). */
  supports_wcpay: boolean
}

/** About one wallet in eight takes WalletConnect Pay: a pure function of the id, so the seeded list stays as it was. */
const supportsWcPay = (id: string) => parseInt(id.slice(-2), 16) % 8 === 0

/** Total entries: enough to page at 40 (16 pages) and to fill a 100-entry search. */
export const CATALOGUE_SIZE = 640

const FIRST = ['Nova', 'Aurora', 'Bolt', 'Cipher', 'Delta', 'Ember', 'Flux', 'Granite', 'Harbor', 'Iris',
  'Juniper', 'Kite', 'Lumen', 'Maple', 'Nimbus', 'Orbit', 'Pixel', 'Quartz', 'Raven', 'Sable', 'Tidal',
  'Umbra', 'Vertex', 'Willow', 'Xenon', 'Yonder', 'Zephyr', 'Atlas', 'Beacon', 'Cobalt', 'Drift', 'Echo',
  'Fable', 'Glacier', 'Helix', 'Indigo', 'Jade', 'Krypt', 'Lotus', 'Mosaic']
const SECOND = ['Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Pocket', 'Purse', 'Ledger', 'Hub', 'Link',
  'Box', 'Chest', 'Wave', 'Gate', 'Nest', 'Shield']

// Chains a generated wallet can support; EVM-heavy like the real catalogue.
const EVM_CHAINS = ['eip155:1', 'eip155:137', 'eip155:10', 'eip155:42161', 'eip155:8453', 'eip155:56',
  'eip155:100', 'eip155:43114', 'eip155:324', 'eip155:250']

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '')
}

function fromKnown(w: KnownWallet): CatalogueWallet {
  const slug = slugOf(w.name)
  return {
    id: w.id ?? hexId(`airlock-sandbox:known:${w.name}`),
    name: w.name,
    image_id: uuidLike(`image:${w.name}`),
    homepage: w.homepage,
    mobile_link: w.universal ?? w.scheme ?? null,
    desktop_link: w.desktop ?? null,
    webapp_link: w.webapp ?? null,
    app_store: w.ios ?? `https://apps.apple.com/app/${slug}`,
    play_store: w.android ?? `https://play.google.com/store/apps/details?id=app.${slug}`,
    chrome_store: w.chrome ?? null,
    rdns: w.rdns,
    chains: [...w.chains],
    badge_type: w.certified ? 'certified' : 'none',
    supports_wc: true,
    supports_wcpay: supportsWcPay(w.id ?? hexId(`airlock-sandbox:known:${w.name}`)),
  }
}

function generated(index: number, name: string, random: () => number): CatalogueWallet {
  const slug = slugOf(name)
  const roll = random()
  // A mix like the real catalogue: mostly EVM, some Solana, a few Bitcoin, some multi-family.
  let chains: string[]
  if (roll < 0.1) chains = [SOLANA_MAINNET]
  else if (roll < 0.14) chains = [BITCOIN_MAINNET]
  else {
    const count = 1 + Math.floor(random() * 5)
    const start = Math.floor(random() * EVM_CHAINS.length)
    chains = ['eip155:1']
    for (let i = 0; i < count; i++) {
      const chain = EVM_CHAINS[(start + i) % EVM_CHAINS.length]!
      if (!chains.includes(chain)) chains.push(chain)
    }
    if (roll > 0.8) chains.push(SOLANA_MAINNET)
    if (roll > 0.93) chains.push(BITCOIN_MAINNET)
  }
  const hasMobile = random() < 0.75
  const hasDesktop = random() < 0.2
  const hasWebapp = random() < 0.15
  const hasExtension = random() < 0.3
  const id = hexId(`airlock-sandbox:wallet:${index}:${name}`)
  return {
    id,
    name,
    image_id: uuidLike(`image:${index}:${name}`),
    homepage: `https://${slug}.example.com`,
    mobile_link: hasMobile ? (random() < 0.5 ? `${slug}://` : `https://link.${slug}.example.com`) : null,
    desktop_link: hasDesktop ? `${slug}-desktop://` : null,
    webapp_link: hasWebapp ? `https://app.${slug}.example.com` : null,
    app_store: hasMobile ? `https://apps.apple.com/app/${slug}` : null,
    play_store: hasMobile ? `https://play.google.com/store/apps/details?id=com.${slug}` : null,
    chrome_store: hasExtension ? `https://chromewebstore.google.com/detail/${slug}` : null,
    rdns: hasExtension ? `com.example.${slug}` : null,
    chains,
    badge_type: random() < 0.12 ? 'certified' : 'none',
    supports_wc: true,
    supports_wcpay: supportsWcPay(id),
  }
}

/** Wallets that take WalletConnect Pay but not WalletConnect v2: listed only on include_pay_only. */
export const PAY_ONLY_WALLETS: readonly CatalogueWallet[] = ['Till Pay', 'Counter Pay', 'Kiosk Pay'].map((name) => ({
  id: hexId(`airlock-sandbox:pay-only:${name}`),
  name,
  image_id: uuidLike(`image:pay-only:${name}`),
  homepage: `https://${slugOf(name)}.example.com`,
  mobile_link: `${slugOf(name)}://`,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  rdns: null,
  chains: ['eip155:1'],
  badge_type: 'none',
  supports_wc: false,
  supports_wcpay: true,
}))

/** Builds the catalogue: the known wallets first (as the real ranking does), then generated ones. */
export function buildCatalogue(size = CATALOGUE_SIZE, seed = 0xa1e10c): CatalogueWallet[] {
  const random = createSeededRandom(seed)
  const wallets = KNOWN_WALLETS.slice(0, size).map(fromKnown)
  const used = new Set(wallets.map((w) => w.name))
  let index = 0
  while (wallets.length < size) {
    const first = FIRST[Math.floor(random() * FIRST.length)]!
    // "Wallet" is over-weighted, as in the real catalogue, so a search for it fills a 100-entry page.
    const second = random() < 0.3 ? 'Wallet' : SECOND[Math.floor(random() * SECOND.length)]!
    let name = `${first} ${second}`
    // Pairs run out long before 640 entries; a numbered series keeps names unique and readable.
    if (used.has(name)) name = `${first} ${second} ${2 + Math.floor(index / 40)}`
    if (used.has(name)) name = `${first} ${second} ${index}`
    used.add(name)
    wallets.push(generated(index, name, random))
    index++
  }
  return wallets
}

let cached: readonly CatalogueWallet[] | undefined

/** The default catalogue, built once per process. */
export function getCatalogue(): readonly CatalogueWallet[] {
  cached ??= Object.freeze(buildCatalogue())
  return cached
}

let served: readonly CatalogueWallet[] | undefined

/** What the API server lists: the catalogue, then the pay-only wallets a default query leaves out. */
export function getServedCatalogue(): readonly CatalogueWallet[] {
  served ??= Object.freeze([...getCatalogue(), ...PAY_ONLY_WALLETS])
  return served
}
