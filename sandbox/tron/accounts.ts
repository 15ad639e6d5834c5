// The TRON stand-in funds these accounts at start. Each private key is
// sha256('airlock-tron/account-<n>'), so keys and addresses are the same on every run. They are
// public test keys: never send real funds to them. accounts.test.ts re-derives every field.

export interface TronTestAccount {
  /** Base58check `T…` address. */
  address: string
  /** The same address in hex, `41` + 20 bytes. */
  hex: string
  /** secp256k1 private key, 64 hex digits. */
  privateKey: string
}

/** TRX each account holds at start, in whole TRX. */
export const TRON_ACCOUNT_TRX = 1000

/** Test USDT each account holds at start, in whole units. */
export const TRON_ACCOUNT_USDT = 500

export const TRON_TEST_ACCOUNTS: readonly TronTestAccount[] = [
  {
    address: 'TXMnEj7N25RGRB7MAUoXkdnmvTuM8qkZMc',
    hex: '41ea9f894ddb7956bed993bb3cf98692502f110109',
    privateKey: '018d421ee1ac39121e967f0ef36f63104836330b15b325ed6ae2f6e8af034385',
  },
  {
    address: 'TNQsDJDMzYjCdXJfc9P6EHcdW1hYzkLZyJ',
    hex: '41887bce2e5fcfc58a2e7f4abf7cfaec81bd59146d',
    privateKey: '5397136924301800850265e130eeafd5e600d556e1dc77c822d90dbca56ec3eb',
  },
  {
    address: 'TL2hdNhFJegpbmFMMkouiERCJZtUfR6zVP',
    hex: '416e5a66d068456e0361091752dddfaca37254d5ea',
    privateKey: '32300f144235429d069fbfc4b0dd89e8f7f34b6416b717d317a1ccb491fd21ea',
  },
]

/**
 * The stand-in's TRC-20 token: a USDT-like contract with 6 decimals. Its address is
 * `41` + the first 20 bytes of sha256('airlock-tron/usdt-contract').
 */
export const TRON_TEST_USDT = Object.freeze({
  address: 'TJtXA3j2TmZYYLxVjn1s9sftmSNnWHxhGc',
  hex: '4161d6350ee42dbcf8eeb70f5f7f434d8841c5fef5',
  name: 'Tether USD',
  symbol: 'USDT',
  decimals: 6,
})
