// Option type checks at createAppKit time: a wrong type fails here with a ConfigError naming the
// option, instead of crashing later somewhere far from the host's mistake.
import { ConfigError, ErrorMessages } from '../errors'
import { isCaipNetworkId } from '../caip/isCaipNetworkId'
import { DEFAULT_ENDPOINTS } from './endpoints'
import { isPreferredAccountType } from './accountTypes'
import { validateAdapters } from './validateAdapters'

type Check = (value: unknown, path: string) => void

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'object') return 'an object'
  return `${typeof value} ${String(value)}`
}

function fail(path: string, expected: string, value: unknown): never {
  throw new ConfigError(ErrorMessages.invalidOption(path, `${expected}, got ${describe(value)}`))
}

const strOrStrings: Check = (v, p) => void (typeof v === 'string' || (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string')) || fail(p, 'a string or a list of strings', v))
const bool: Check = (v, p) => void (typeof v === 'boolean' || fail(p, 'a boolean', v))
const str: Check = (v, p) => void (typeof v === 'string' || fail(p, 'a string', v))
const num: Check = (v, p) => void ((typeof v === 'number' && Number.isFinite(v)) || fail(p, 'a number', v))
const obj: Check = (v, p) => void ((typeof v === 'object' && v !== null && !Array.isArray(v)) || fail(p, 'an object', v))
const oneOf =
  (...values: string[]): Check =>
  (v, p) =>
    void (values.includes(v as string) || fail(p, values.map((x) => `'${x}'`).join(' | '), v))

const arrayOf =
  (item: Check, expected = 'an array'): Check =>
  (v, p) => {
    if (!Array.isArray(v)) fail(p, expected, v)
    v.forEach((entry, i) => item(entry, `${p}[${i}]`))
  }

const recordOf =
  (item: Check): Check =>
  (v, p) => {
    if (!isObject(v)) fail(p, 'an object', v)
    for (const [key, entry] of Object.entries(v)) item(entry, `${p}.${key}`)
  }

/** Checks only the listed fields that are present; `required` fields must be present. */
const shape =
  (fields: Record<string, Check>, required: string[] = []): Check =>
  (v, p) => {
    if (!isObject(v)) fail(p, 'an object', v)
    for (const [key, check] of Object.entries(fields)) {
      if (v[key] === undefined) {
        if (required.includes(key)) fail(`${p}.${key}`, 'a value', undefined)
        continue
      }
      check(v[key], `${p}.${key}`)
    }
  }

const stringArray = arrayOf(str, 'an array of strings')
const url: Check = (v, p) => {
  str(v, p)
  try {
    new URL(v as string)
  } catch {
    fail(p, 'an absolute URL', v)
  }
}

const network: Check = shape(
  {
    id: (v, p) => void (typeof v === 'number' || (typeof v === 'string' && v !== '') || fail(p, 'a number or string', v)),
    name: str,
    caipNetworkId: (v, p) => void (isCaipNetworkId(v) || fail(p, 'a CAIP-2 network id', v)),
    chainNamespace: str,
    nativeCurrency: shape({ name: str, symbol: str, decimals: num }, ['name', 'symbol', 'decimals']),
    rpcUrls: shape({ default: shape({ http: stringArray }, ['http']) }, ['default']),
    testnet: bool,
  },
  ['id', 'name', 'nativeCurrency', 'rpcUrls'],
)

const endpoints: Check = (v, p) => {
  if (!isObject(v)) fail(p, 'an object', v)
  const keys = Object.keys(DEFAULT_ENDPOINTS)
  for (const [key, value] of Object.entries(v)) {
    if (value === undefined) continue
    if (!keys.includes(key)) fail(`${p}.${key}`, `one of ${keys.join(', ')}`, key)
    // An empty fonts URL means system fonts only.
    if (key === 'fonts' && value === '') continue
    url(value, `${p}.${key}`)
  }
}

const plugins: Check = (v, p) => {
  arrayOf(shape({ id: str, feature: strOrStrings }, ['id']))(v, p)
  const seen = new Set<string>()
  ;(v as { id: string }[]).forEach(({ id }, i) => {
    if (seen.has(id)) fail(`${p}[${i}].id`, 'a plugin id used once', id)
    seen.add(id)
  })
}

const defaultAccountTypes: Check = (v, p) => {
  if (!isObject(v)) fail(p, 'an object', v)
  for (const [namespace, type] of Object.entries(v)) {
    if (type === undefined) continue
    const expected = namespace === 'bip122' ? "'payment' | 'ordinal'" : "'eoa' | 'smartAccount'"
    if (!isPreferredAccountType(namespace, type)) fail(`${p}.${namespace}`, expected, type)
  }
}

const socials = oneOf('google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster')
const features: Check = (v, p) => {
  if (!isObject(v)) fail(p, 'an object', v)
  for (const [key, value] of Object.entries(v)) {
    if (value === undefined) continue
    const path = `${p}.${key}`
    if (key === 'socials') {
      if (value !== false) arrayOf(socials, 'an array of social providers or false')(value, path)
    } else if (key === 'connectorTypeOrder' || key === 'connectMethodsOrder' || key === 'walletFeaturesOrder') {
      stringArray(value, path)
    } else {
      bool(value, path)
    }
  }
}

export const BOOLEAN_OPTIONS = [
  'enableWalletConnect',
  'enableEIP6963',
  'enableNetworkSwitch',
  'enableEmbedded',
  'allowUnsupportedChain',
  'manualWCControl',
  'basic',
  'showWallets',
  'debug',
  'disableAppend',
  'enableWallets',
  'enableInjected',
  'enableCoinbase',
  'enableReconnect',
  'enableAuthLogger',
  'enableWalletGuide',
  'enableMobileFullScreen',
  'experimental_preferUniversalLinks',
] as const

const CHECKS: Readonly<Record<string, Check>> = {
  ...Object.fromEntries(BOOLEAN_OPTIONS.map((name) => [name, bool])),
  projectId: str,
  metadata: shape({ name: str, description: str, url: str, icons: stringArray }),
  networks: arrayOf(network, 'a non-empty array of networks'),
  defaultNetwork: network,
  customRpcUrls: (v, p) => {
    recordOf(arrayOf(shape({ url, config: obj }, ['url'])))(v, p)
    for (const key of Object.keys(v as object)) if (!isCaipNetworkId(key)) fail(`${p}.${key}`, 'a CAIP-2 network id key', key)
  },
  chainImages: recordOf(str),
  connectorImages: recordOf(str),
  adapters: (v, p) => {
    if (!Array.isArray(v)) fail(p, 'an array of chain adapters', v)
    validateAdapters(v)
  },
  themeMode: oneOf('dark', 'light'),
  locale: str,
  dir: oneOf('locale', 'host'),
  themeVariables: recordOf((v, p) => void (typeof v === 'string' || typeof v === 'number' || fail(p, 'a string or number', v))),
  tokens: recordOf(shape({ address: str, image: str }, ['address'])),
  customWallets: arrayOf(shape({ id: str, name: str }, ['id', 'name'])),
  includeWalletIds: stringArray,
  excludeWalletIds: stringArray,
  featuredWalletIds: stringArray,
  allWallets: oneOf('SHOW', 'HIDE', 'ONLY_MOBILE'),
  termsConditionsUrl: str,
  privacyPolicyUrl: str,
  siwx: obj,
  siweConfig: obj,
  features,
  defaultAccountTypes,
  coinbasePreference: oneOf('all', 'smartWalletOnly', 'eoaOnly'),
  universalProvider: obj,
  universalProviderConfigOverride: obj,
  plugins,
  endpoints,
}

/** `updateFeatures`' argument, checked as the `features` option is. */
export function validateFeatures(value: unknown): void {
  features(value, 'features')
}

/** Throws a ConfigError naming the first option whose type is wrong. Unknown options pass (AppKit has more). */
export function validateOptions(options: unknown): void {
  if (!isObject(options)) fail('options', 'an object', options)
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    fail('networks', 'a non-empty array of networks', options.networks)
  }
  for (const [name, check] of Object.entries(CHECKS)) {
    if (options[name] !== undefined) check(options[name], name)
  }
}
