// What other plugins may use of names: the service's type and token. Nothing here runs but the
// token's creation.
import { createToken } from '../../kernel/plugin'

/** A registered name as the name service answers for it (spec §7). */
export interface NameRecord {
  name: string
  /** Addresses by coin type (SLIP-44 / ENSIP-11), e.g. `{ '60': { address } }`. */
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>[]
}

export interface NameSuggestion {
  name: string
  registered: boolean
}

export interface NameService {
  /** NAME-12: the name's record, undefined when it is not registered. */
  lookup(name: string): Promise<NameRecord | undefined>
  /** NAME-13: the names registered for an address, oldest first. */
  reverseLookup(address: string): Promise<NameRecord[]>
  /** NAME-14: names like `label` in the kit's zone, each marked registered or not. */
  suggestions(label: string): Promise<NameSuggestion[]>
  /**
   * NAME-04..09: signs `{ name, attributes, timestamp }` with the connected eip155 wallet,
   * registers it, stores it as the account's profile name and shows RegisterAccountNameSuccess.
   * On failure it returns to RegisterAccountName and rejects with the service's reason.
   */
  register(label: string): Promise<NameRecord | undefined>
}

export const NAME_SERVICE = /*#__PURE__*/ createToken<NameService>('names.service')
