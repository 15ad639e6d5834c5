import { ChainError, type CaipNetwork } from 'airlock/plugin'

/** The ledger's account record: balance in yoctoNEAR, the last nonce used. */
export interface NearAccountState {
  balance: string
  nonce: number
}

const rpcOf = (network: CaipNetwork) => {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new ChainError(`${network.name} has no RPC URL`)
  return url.replace(/\/$/, '')
}

/** Reads an account from the network's ledger; remote data is checked before it is trusted. */
export async function readNearAccount(network: CaipNetwork, address: string): Promise<NearAccountState> {
  const response = await fetch(`${rpcOf(network)}/accounts/${encodeURIComponent(address)}`)
  if (!response.ok) throw new ChainError(`${network.name} answered ${response.status}`)
  const body = (await response.json()) as Partial<NearAccountState>
  if (typeof body.balance !== 'string' || !/^\d{1,40}$/.test(body.balance) || !Number.isSafeInteger(body.nonce) || body.nonce! < 0) {
    throw new ChainError(`${network.name} answered an account record that is not one`)
  }
  return { balance: body.balance, nonce: body.nonce! }
}

/** Submits a signed transfer; resolves with its hash. */
export async function submitNearTransfer(network: CaipNetwork, signed: { transaction: string; signature: string; publicKey: string }): Promise<string> {
  const response = await fetch(`${rpcOf(network)}/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signed),
  })
  const body = (await response.json().catch(() => ({}))) as { hash?: unknown; error?: unknown }
  if (!response.ok || typeof body.hash !== 'string') throw new ChainError(typeof body.error === 'string' ? body.error : `${network.name} refused the transfer`)
  return body.hash
}
