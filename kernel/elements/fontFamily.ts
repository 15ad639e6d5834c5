export const SYSTEM_FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Ubuntu, 'Helvetica Neue', Arial, sans-serif"
/** The provider's font (loaded from `endpoints.fonts`), then system fonts that look right offline. */
export const DEFAULT_FONT_FAMILY = `'KHTeka', ${SYSTEM_FONT_STACK}`
