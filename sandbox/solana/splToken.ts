// The few SPL Token and Associated Token Account instructions the devnet needs, written against
// the programs' documented byte layouts so the sandbox does not depend on @solana/spl-token.
// litesvm loads both programs (and Token-2022) by default.
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** Bytes of a mint and of a token account, without Token-2022 extensions. */
export const MINT_SIZE = 82
export const TOKEN_ACCOUNT_SIZE = 165

// Instruction tags from the SPL Token program's TokenInstruction enum.
const MINT_TO = 7
const TRANSFER_CHECKED = 12
const INITIALIZE_MINT2 = 20
// AssociatedTokenAccountInstruction::CreateIdempotent
const CREATE_IDEMPOTENT = 1

export function getAssociatedTokenAddress(mint: PublicKey, owner: PublicKey, programId = TOKEN_PROGRAM_ID): PublicKey {
  const [address] = PublicKey.findProgramAddressSync(
    [owner.toBuffer(), programId.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )
  return address
}

/** InitializeMint2: needs no rent sysvar account, so it pairs with a plain createAccount. */
export function initializeMint2Instruction(mint: PublicKey, decimals: number, mintAuthority: PublicKey, freezeAuthority: PublicKey | null = null): TransactionInstruction {
  const data = Buffer.alloc(67)
  data.writeUInt8(INITIALIZE_MINT2, 0)
  data.writeUInt8(decimals, 1)
  mintAuthority.toBuffer().copy(data, 2)
  data.writeUInt8(freezeAuthority ? 1 : 0, 34)
  freezeAuthority?.toBuffer().copy(data, 35)
  return new TransactionInstruction({ programId: TOKEN_PROGRAM_ID, keys: [{ pubkey: mint, isSigner: false, isWritable: true }], data })
}

/** Creates owner's associated token account if it is missing, and succeeds if it exists. */
export function createAssociatedTokenAccountIdempotentInstruction(payer: PublicKey, owner: PublicKey, mint: PublicKey, programId = TOKEN_PROGRAM_ID): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: getAssociatedTokenAddress(mint, owner, programId), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: programId, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([CREATE_IDEMPOTENT]),
  })
}

export function mintToInstruction(mint: PublicKey, destination: PublicKey, authority: PublicKey, amount: bigint): TransactionInstruction {
  const data = Buffer.alloc(9)
  data.writeUInt8(MINT_TO, 0)
  data.writeBigUInt64LE(amount, 1)
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: mint, isSigner: false, isWritable: true },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data,
  })
}

/** TransferChecked, the form wallets send: the program checks mint and decimals too. */
export function transferCheckedInstruction(source: PublicKey, mint: PublicKey, destination: PublicKey, owner: PublicKey, amount: bigint, decimals: number): TransactionInstruction {
  const data = Buffer.alloc(10)
  data.writeUInt8(TRANSFER_CHECKED, 0)
  data.writeBigUInt64LE(amount, 1)
  data.writeUInt8(decimals, 9)
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}

export interface TokenAccountState {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  /** Rent-exempt reserve of a wrapped-SOL account, else null. */
  isNative: bigint | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

export interface MintState {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

/** Reads the base token-account layout; Token-2022 accounts carry extensions after byte 165. */
export function decodeTokenAccount(data: Uint8Array): TokenAccountState | null {
  if (data.length < TOKEN_ACCOUNT_SIZE) return null
  const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  const states = ['uninitialized', 'initialized', 'frozen'] as const
  const state = states[view.readUInt8(108)]
  if (!state) return null
  return {
    mint: readKey(view, 0),
    owner: readKey(view, 32),
    amount: view.readBigUInt64LE(64),
    delegate: readOptionalKey(view, 72),
    state,
    isNative: view.readUInt32LE(109) === 1 ? view.readBigUInt64LE(113) : null,
    delegatedAmount: view.readBigUInt64LE(121),
    closeAuthority: readOptionalKey(view, 129),
  }
}

export function decodeMint(data: Uint8Array): MintState | null {
  if (data.length < MINT_SIZE) return null
  const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  return {
    mintAuthority: readOptionalKey(view, 0),
    supply: view.readBigUInt64LE(36),
    decimals: view.readUInt8(44),
    isInitialized: view.readUInt8(45) === 1,
    freezeAuthority: readOptionalKey(view, 46),
  }
}

function readKey(view: Buffer, offset: number): string {
  return new PublicKey(view.subarray(offset, offset + 32)).toBase58()
}

// COption<Pubkey> is a u32 tag followed by the 32 key bytes.
function readOptionalKey(view: Buffer, offset: number): string | null {
  return view.readUInt32LE(offset) === 1 ? readKey(view, offset + 4) : null
}
