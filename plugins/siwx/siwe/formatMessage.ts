import { formatSiwxMessage } from '../configs/formatSiwxMessage'
import { parseSiwxMessage } from '../configs/parseSiwxMessage'
import type { SIWECreateMessageArgs } from './createSIWEConfig'

/** AppKit's formatMessage: the EIP-4361 text of createMessage's args for the did:pkh signer `iss`. */
export function formatMessage(args: Omit<SIWECreateMessageArgs, 'address'>, iss: string): string {
  const [, , namespace, reference, address] = iss.split(':')
  if (!address || !namespace || !reference) throw new Error(`Not a did:pkh issuer: ${iss}`)
  return formatSiwxMessage({
    accountAddress: address,
    chainId: `${namespace}:${reference}`,
    domain: args.domain,
    uri: args.uri,
    version: args.version,
    nonce: args.nonce,
    statement: args.statement,
    resources: args.resources,
    requestId: args.requestId,
    issuedAt: args.iat,
    expirationTime: args.exp,
    notBefore: args.nbf,
  })
}

/** The signer's address in a sign-in message. */
export const getAddressFromMessage = (message: string): string => parseSiwxMessage(message)?.accountAddress ?? ''
/** The numeric chain id (eip155) in a sign-in message, as `eip155:{id}`. */
export const getChainIdFromMessage = (message: string): string => parseSiwxMessage(message)?.chainId ?? ''
