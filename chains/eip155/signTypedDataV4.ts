import type { RequestProvider, SignTypedDataArgs } from '../../kernel/plugin'

/**
 * eth_signTypedData_v4 with params [address, JSON]. viem (loaded lazily) checks the data against
 * its types first, adds the EIP712Domain type wallets expect and writes bigints as decimal strings.
 */
export async function signTypedDataV4(args: Omit<SignTypedDataArgs, 'provider'> & { provider: RequestProvider }): Promise<string> {
  const { getTypesForEIP712Domain, serializeTypedData, validateTypedData } = await import('./viemWriteHelpers')
  type Definition = Parameters<typeof serializeTypedData>[0]
  const { domain = {}, types, primaryType, message } = args.typedData
  const typed = {
    domain,
    types: { EIP712Domain: getTypesForEIP712Domain({ domain }), ...types },
    primaryType,
    message,
  } as unknown as Definition
  validateTypedData(typed)
  const signature = await args.provider.request({ method: 'eth_signTypedData_v4', params: [args.address, serializeTypedData(typed)] })
  return signature as string
}
