// Deploys the tokens and the pool from the deployer in a fixed order, so every contract lands
// at the same address (deployer + nonce) on both chains and on every run, then seeds
// liquidity and user balances.
import { encodeDeployData, encodeFunctionData, getAddress, parseEther, parseUnits, type Address } from 'viem'
import { DEPLOYER, DEVNET_ACCOUNTS } from './accounts'
import {
  constantProductPoolArtifact,
  erc20Artifact,
  smartAccountFactoryArtifact,
  tetherTokenArtifact,
  wrappedNativeArtifact,
} from './contracts/artifacts'
import type { DevnetChainConfig } from './devnetChains'
import { sendDevnetTransaction } from './sendDevnetTransaction'
import type { DevnetToken, DevnetTokenKey, Eip1193Provider, EvmDevnet } from './types'

/** Stablecoins minted to accounts 0-4 at start, in whole units. */
export const STARTING_STABLECOINS = '10000'

export const SPAM_TOKEN = { name: 'Visit airdrop-claim.example to claim', symbol: 'CLAIM' } as const

interface DeployedContracts {
  tokens: Record<DevnetTokenKey, DevnetToken>
  pool: EvmDevnet['pool']
  smartAccountFactory: Address
}

export async function deployDevnetContracts(
  provider: Eip1193Provider,
  config: DevnetChainConfig,
): Promise<DeployedContracts> {
  const from = DEPLOYER.address
  const deploy = async (data: `0x${string}`): Promise<Address> => {
    const { contractAddress } = await sendDevnetTransaction(provider, { from, data, gas: 6_000_000n })
    if (!contractAddress) throw new Error('Devnet deployment returned no contract address')
    return getAddress(contractAddress)
  }
  const call = (to: Address, data: `0x${string}`, value?: bigint) =>
    sendDevnetTransaction(provider, { from, to, data, value })

  // The liquidity needs more native coin than the 1000 every account starts with.
  await provider.request({ method: 'evm_setAccountBalance', params: [from, `0x${parseEther('10000000').toString(16)}`] })

  const usdc = await deploy(
    encodeDeployData({ abi: erc20Artifact.abi, bytecode: erc20Artifact.bytecode, args: ['USD Coin', 'USDC', 6] }),
  )
  const usdt = await deploy(
    encodeDeployData({ abi: tetherTokenArtifact.abi, bytecode: tetherTokenArtifact.bytecode, args: ['Tether USD', 'USDT', 6n] }),
  )
  const wrapped = await deploy(
    encodeDeployData({
      abi: wrappedNativeArtifact.abi,
      bytecode: wrappedNativeArtifact.bytecode,
      args: [config.wrappedNative.name, config.wrappedNative.symbol],
    }),
  )
  const spam = await deploy(
    encodeDeployData({ abi: erc20Artifact.abi, bytecode: erc20Artifact.bytecode, args: [SPAM_TOKEN.name, SPAM_TOKEN.symbol, 0] }),
  )
  const pool = await deploy(
    encodeDeployData({ abi: constantProductPoolArtifact.abi, bytecode: constantProductPoolArtifact.bytecode, args: [usdc, wrapped] }),
  )

  const usdcLiquidity = parseUnits(config.poolLiquidity.usdc, 6)
  const nativeLiquidity = parseEther(config.poolLiquidity.wrappedNative)
  await call(usdc, encodeFunctionData({ abi: erc20Artifact.abi, functionName: 'mint', args: [from, usdcLiquidity] }))
  await call(wrapped, encodeFunctionData({ abi: wrappedNativeArtifact.abi, functionName: 'deposit' }), nativeLiquidity)
  for (const token of [usdc, wrapped]) {
    await call(token, encodeFunctionData({ abi: erc20Artifact.abi, functionName: 'approve', args: [pool, 2n ** 256n - 1n] }))
  }
  await call(
    pool,
    encodeFunctionData({ abi: constantProductPoolArtifact.abi, functionName: 'addLiquidity', args: [usdcLiquidity, nativeLiquidity] }),
  )

  const stable = parseUnits(STARTING_STABLECOINS, 6)
  for (const account of DEVNET_ACCOUNTS.slice(0, 5)) {
    await call(usdc, encodeFunctionData({ abi: erc20Artifact.abi, functionName: 'mint', args: [account.address, stable] }))
    await call(usdt, encodeFunctionData({ abi: tetherTokenArtifact.abi, functionName: 'mint', args: [account.address, stable] }))
  }
  // An unsolicited airdrop for accounts 1-4 (account 0 gets its own in the history seed), so
  // every funded user account holds the odd decimals-0 balance (SBX-18).
  for (const account of DEVNET_ACCOUNTS.slice(1, 5)) {
    await call(spam, encodeFunctionData({ abi: erc20Artifact.abi, functionName: 'mint', args: [account.address, 1000n] }))
  }

  // Last, so every address above stays what it was before smart accounts existed.
  const smartAccountFactory = await deploy(smartAccountFactoryArtifact.bytecode)

  const token = (key: DevnetTokenKey, address: Address, rest: Omit<DevnetToken, 'key' | 'address'>): DevnetToken => ({
    key,
    address,
    ...rest,
  })
  return {
    tokens: {
      USDC: token('USDC', usdc, { name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1, transferAbi: 'standard', spam: false }),
      USDT: token('USDT', usdt, { name: 'Tether USD', symbol: 'USDT', decimals: 6, priceUsd: 1, transferAbi: 'usdt', spam: false }),
      WRAPPED_NATIVE: token('WRAPPED_NATIVE', wrapped, {
        ...config.wrappedNative,
        decimals: 18,
        priceUsd: config.nativePriceUsd,
        transferAbi: 'standard',
        spam: false,
      }),
      SPAM: token('SPAM', spam, { ...SPAM_TOKEN, decimals: 0, priceUsd: 0, transferAbi: 'standard', spam: true }),
    },
    pool: { address: pool, token0: usdc, token1: wrapped },
    smartAccountFactory,
  }
}
