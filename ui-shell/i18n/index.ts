export { useMessages, type Translate } from './useMessages'
export { useFormat } from './useFormat'
export { useLocale } from './useLocale'
export { useErrorText } from './useErrorText'
