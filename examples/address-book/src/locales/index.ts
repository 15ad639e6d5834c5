import type { CatalogueLoaders } from 'airlock/plugin'

// One dynamic import per locale: a visitor downloads only theirs. Other locales show English.
const loaders: CatalogueLoaders = { de: () => import('./de') }
export default loaders
