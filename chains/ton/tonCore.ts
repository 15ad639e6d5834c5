// The parts of @ton/core and @ton/crypto the plugin uses, re-exported from one local module:
// loadTonCore() imports this lazily, so a host pays for the TON libraries only when it sends or
// verifies (chains/README.md: import a local module, not a library's barrel).
export { Address, Cell, beginCell, internal, loadStateInit, storeMessageRelaxed } from '@ton/core'
export { sha256, signVerify } from '@ton/crypto'
