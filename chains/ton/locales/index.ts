import type { CatalogueLoaders } from '../../../kernel/plugin'

// One lazy chunk per locale: a visitor downloads only the one they read.
const loaders: CatalogueLoaders = {
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  fr: () => import('./fr'),
  de: () => import('./de'),
  it: () => import('./it'),
  ru: () => import('./ru'),
  uk: () => import('./uk'),
  tr: () => import('./tr'),
  ar: () => import('./ar'),
  he: () => import('./he'),
  fa: () => import('./fa'),
  hi: () => import('./hi'),
  id: () => import('./id'),
  th: () => import('./th'),
  vi: () => import('./vi'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  'zh-CN': () => import('./zh-CN'),
  'zh-TW': () => import('./zh-TW'),
}

export default loaders
