// The sandbox's Farcaster accounts: an fid, a name and a custody key each. On Farcaster the
// custody address of an fid is public (the ID registry on chain); here the relay reads it from
// this table, and only the stand-in Farcaster app uses the keys. Test keys, derived from a
// fixed phrase: never use them for anything real.
import { keccak256, stringToHex, type Address } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'

export interface FarcasterUser {
  fid: number
  username: string
  displayName: string
}

export const FARCASTER_USERS: readonly FarcasterUser[] = [
  { fid: 1001, username: 'ada', displayName: 'Ada Lovelace' },
  { fid: 1002, username: 'alan', displayName: 'Alan Turing' },
]

export const farcasterUser = (fid: number): FarcasterUser | undefined => FARCASTER_USERS.find((user) => user.fid === fid)

/** The fid's custody account (the stand-in app signs with it). */
export const custodyAccount = (fid: number): PrivateKeyAccount => privateKeyToAccount(keccak256(stringToHex(`airlock sandbox farcaster custody ${fid}`)))

/** What the ID registry says the fid's custody address is. */
export const custodyAddressOf = (fid: number): Address | undefined => (farcasterUser(fid) ? custodyAccount(fid).address : undefined)

/** The chain Farcaster's sign-in messages name (Optimism, where its registry lives). */
export const FARCASTER_CHAIN_ID = 10
