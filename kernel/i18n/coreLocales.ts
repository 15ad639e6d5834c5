import type { CatalogueLoaders } from './defineMessages'

/** The core pack's translations: one chunk per locale with every core string (kernel and shell). */
export const CORE_LOCALES: CatalogueLoaders = {
  es: () => import('./locales/es/index'),
  'pt-BR': () => import('./locales/pt-BR/index'),
  fr: () => import('./locales/fr/index'),
  de: () => import('./locales/de/index'),
  it: () => import('./locales/it/index'),
  ru: () => import('./locales/ru/index'),
  uk: () => import('./locales/uk/index'),
  tr: () => import('./locales/tr/index'),
  ar: () => import('./locales/ar/index'),
  he: () => import('./locales/he/index'),
  fa: () => import('./locales/fa/index'),
  hi: () => import('./locales/hi/index'),
  id: () => import('./locales/id/index'),
  th: () => import('./locales/th/index'),
  vi: () => import('./locales/vi/index'),
  ja: () => import('./locales/ja/index'),
  ko: () => import('./locales/ko/index'),
  'zh-CN': () => import('./locales/zh-CN/index'),
  'zh-TW': () => import('./locales/zh-TW/index'),
}
