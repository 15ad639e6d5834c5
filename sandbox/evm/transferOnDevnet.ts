// Token-aware sends used by the devnet helpers and the history seed.
import { encodeFunctionData, parseUnits, type Address, type Hash } from 'viem'
import { DEPLOYER } from './accounts'
import { erc20Artifact, tetherTokenArtifact } from './contracts/artifacts'
import { sendDevnetTransaction } from './sendDevnetTransaction'
import type { DevnetToken, DevnetTokenKey, DevnetTransfer, Eip1193Provider } from './types'

type Tokens = Readonly<Record<DevnetTokenKey, DevnetToken>>

export async function transferOnDevnet(provider: Eip1193Provider, tokens: Tokens, transfer: DevnetTransfer): Promise<Hash> {
  if (transfer.token === 'native') {
    const { hash } = await sendDevnetTransaction(provider, {
      from: transfer.from,
      to: transfer.to,
      value: parseUnits(transfer.amount, 18),
      gas: 21_000n,
    })
    return hash
  }
  const token = tokens[transfer.token]
  const value = parseUnits(transfer.amount, token.decimals)
  // Same selector either way; encoding with the token's own ABI keeps the call honest.
  const data =
    token.transferAbi === 'usdt'
      ? encodeFunctionData({ abi: tetherTokenArtifact.abi, functionName: 'transfer', args: [transfer.to, value] })
      : encodeFunctionData({ abi: erc20Artifact.abi, functionName: 'transfer', args: [transfer.to, value] })
  const { hash } = await sendDevnetTransaction(provider, { from: transfer.from, to: token.address, data })
  return hash
}

/** Mints a token to `to` from the deployer, which owns every token contract. */
export async function mintOnDevnet(provider: Eip1193Provider, token: DevnetToken, to: Address, amount: string): Promise<Hash> {
  const value = parseUnits(amount, token.decimals)
  const data =
    token.transferAbi === 'usdt'
      ? encodeFunctionData({ abi: tetherTokenArtifact.abi, functionName: 'mint', args: [to, value] })
      : encodeFunctionData({ abi: erc20Artifact.abi, functionName: 'mint', args: [to, value] })
  const { hash } = await sendDevnetTransaction(provider, { from: DEPLOYER.address, to: token.address, data })
  return hash
}

export async function fundOnDevnet(
  provider: Eip1193Provider,
  tokens: Tokens,
  address: Address,
  amounts: Partial<Record<'native' | 'USDC' | 'USDT', string>>,
): Promise<void> {
  if (amounts.native) {
    await transferOnDevnet(provider, tokens, { from: DEPLOYER.address, to: address, token: 'native', amount: amounts.native })
  }
  if (amounts.USDC) await mintOnDevnet(provider, tokens.USDC, address, amounts.USDC)
  if (amounts.USDT) await mintOnDevnet(provider, tokens.USDT, address, amounts.USDT)
}
