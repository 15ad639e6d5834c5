export { MAX_TOKEN_DECIMALS, MAX_TOKEN_NAME, MAX_TOKEN_SYMBOL, parseBaseUnits, parseTokenAddress, parseTokenDecimals, parseTokenText, tokenAddressRule } from './tokenFields'
export { parseTokenBalance } from './parseTokenBalance'
export { safeImageSrc } from './safeImageSrc'
