// The one module that imports tronweb, loaded only by `import()` inside actions: a host that
// never reads a TRON balance or sends TRX downloads none of it (chains/README.md).
export { TronWeb } from 'tronweb'
