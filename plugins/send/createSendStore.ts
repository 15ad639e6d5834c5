import { createStore, type Store, type TokenBalance } from '../../kernel/plugin'

/** The send draft of spec §3, plus the plugin's own loading flag. */
export interface SendDraft {
  token: TokenBalance | undefined
  /**
   * The amount as the visitor typed it ("0.1"). Kept as a decimal string, not AppKit's number,
   * so an 18-decimal amount converts to base units exactly.
   */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  /** The native coin's balance on the active network in USD, as a decimal string. */
  networkBalanceInUSD: string | undefined
  /** True while a send runs. */
  loading: boolean
}

export interface SendStore extends Store<SendDraft> {
  setToken(token: TokenBalance | undefined): void
  setTokenAmount(amount: string | undefined): void
  /** A new receiver forgets the previous one's resolved profile. */
  setReceiver(receiver: { address: string | undefined; profileName?: string; profileImageUrl?: string }): void
  setNetworkBalanceInUSD(value: string | undefined): void
  setLoading(loading: boolean): void
  /** Clears what the visitor entered (after a successful send); the derived network balance stays. */
  resetSend(): void
}

const emptyDraft = (): SendDraft => ({
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
})

export function createSendStore(): SendStore {
  const store = createStore<SendDraft>(emptyDraft)
  return {
    ...store,
    setToken: (token) => store.setState({ token }),
    setTokenAmount: (sendTokenAmount) => store.setState({ sendTokenAmount: sendTokenAmount || undefined }),
    setReceiver: ({ address, profileName, profileImageUrl }) =>
      store.setState({
        receiverAddress: address || undefined,
        receiverProfileName: profileName || undefined,
        receiverProfileImageUrl: profileImageUrl || undefined,
      }),
    setNetworkBalanceInUSD: (networkBalanceInUSD) => store.setState({ networkBalanceInUSD }),
    setLoading: (loading) => store.setState({ loading }),
    resetSend: () => store.setState((s) => ({ ...emptyDraft(), networkBalanceInUSD: s.networkBalanceInUSD })),
  }
}
