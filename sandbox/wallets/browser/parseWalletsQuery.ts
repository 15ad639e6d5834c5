/** Which test wallets a page installs, from `?wallets=eip6963:2,injected,solana,keplr,tron,ton,multichain`. */
export interface BrowserWalletsSelection {
  /** How many EIP-6963 wallets to announce, each with its own name, rdns and key. */
  eip6963: number
  /** Set the legacy window.ethereum. */
  injected: boolean
  /** Register the Wallet Standard Solana wallet. */
  solana: boolean
  /** Set window.keplr: the Keplr-like Cosmos wallet (the cosmos-chain example's). */
  keplr?: boolean
  /** Set window.tronLink and window.tronWeb: the TronLink-like TRON wallet. */
  tron?: boolean
  /** Inject the TonConnect TON wallet (`window.airlockTonWallet.tonconnect`). */
  ton?: boolean
  /** One wallet in two namespaces: EVM announced by EIP-6963 and Solana by Wallet Standard, one name. */
  multichain?: boolean
}

export class InvalidWalletsQueryError extends Error {
  override name = 'InvalidWalletsQueryError'
  constructor(readonly token: string) {
    super(`Unknown test wallet "${token}" in ?wallets= (expected eip6963[:N], injected, solana, keplr, tron, ton or multichain)`)
  }
}

/** Parses the value of the `wallets` query parameter. Strict, so a typo in a scenario URL fails loudly. */
export function parseWalletsQuery(value: string): BrowserWalletsSelection {
  const selection: BrowserWalletsSelection = { eip6963: 0, injected: false, solana: false, keplr: false, tron: false, ton: false, multichain: false }
  for (const raw of value.split(',')) {
    const token = raw.trim()
    if (!token) continue
    const eip6963 = /^eip6963(?::(\d+))?$/.exec(token)
    if (eip6963) selection.eip6963 += eip6963[1] === undefined ? 1 : Number(eip6963[1])
    else if (token === 'injected') selection.injected = true
    else if (token === 'solana') selection.solana = true
    else if (token === 'keplr') selection.keplr = true
    else if (token === 'tron') selection.tron = true
    else if (token === 'ton') selection.ton = true
    else if (token === 'multichain') selection.multichain = true
    else throw new InvalidWalletsQueryError(token)
  }
  return selection
}
