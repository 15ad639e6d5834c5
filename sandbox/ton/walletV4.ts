// TON's standard wallet contract, v4r2: the one most TON wallets deploy for an ed25519 key. The
// sandbox deploys it for its funded accounts and the test wallets sign transfers for it, so the
// emulator really checks their signatures (the contract refuses a transfer that does not verify).
import { Address, Cell, beginCell, contractAddress, external, storeMessage, storeMessageRelaxed, type MessageRelaxed, type StateInit } from '@ton/core'
import { sign } from '@ton/crypto'

/**
 * The wallet v4r2 contract code, as deployed on TON (the chain's own bytecode, the same in every
 * TON wallet). Its hash is WALLET_V4R2_CODE_HASH; walletV4.test.ts checks it.
 */
const WALLET_V4R2_CODE_BOC =
  'te6ccgECFAEAAtQAART/APSkE/S88sgLAQIBIAIDAgFIBAUE+PKDCNcYINMf0x/THwL4I7vyZO1E0NMf0x/T//QE0VFDuvKhUVG68qIF+QFUEGT5EPKj+AAkpMjLH1JAyx9SMMv/UhD0AMntVPgPAdMHIcAAn2xRkyDXSpbTB9QC+wDoMOAhwAHjACHAAuMAAcADkTDjDQOkyMsfEssfy/8QERITAubQAdDTAyFxsJJfBOAi10nBIJJfBOAC0x8hghBwbHVnvSKCEGRzdHK9sJJfBeAD+kAwIPpEAcjKB8v/ydDtRNCBAUDXIfQEMFyBAQj0Cm+hMbOSXwfgBdM/yCWCEHBsdWe6kjgw4w0DghBkc3RyupJfBuMNBgcCASAICQB4AfoA9AQw+CdvIjBQCqEhvvLgUIIQcGx1Z4MesXCAGFAEywUmzxZY+gIZ9ADLaRfLH1Jgyz8gyYBA+wAGAIpQBIEBCPRZMO1E0IEBQNcgyAHPFvQAye1UAXKwjiOCEGRzdHKDHrFwgBhQBcsFUAPPFiP6AhPLassfyz/JgED7AJJfA+ICASAKCwBZvSQrb2omhAgKBrkPoCGEcNQICEekk30pkQzmkD6f+YN4EoAbeBAUiYcVnzGEAgFYDA0AEbjJftRNDXCx+AA9sp37UTQgQFA1yH0BDACyMoHy//J0AGBAQj0Cm+hMYAIBIA4PABmtznaiaEAga5Drhf/AABmvHfaiaEAQa5DrhY/AAG7SB/oA1NQi+QAFyMoHFcv/ydB3dIAYyMsFywIizxZQBfoCFMtrEszMyXP7AMhAFIEBCPRR8qcCAHCBAQjXGPoA0z/IVCBHgQEI9FHyp4IQbm90ZXB0gBjIywXLAlAGzxZQBPoCFMtqEssfyz/Jc/sAAgBsgQEI1xj6ANM/MFIkgQEI9Fnyp4IQZHN0cnB0gBjIywXLAlAFzxZQA/oCE8tqyx8Syz/Jc/sAAAr0AMntVA=='

export const WALLET_V4R2_CODE_HASH = 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0'

/** Wallet id of workchain 0: v4's default subwallet (698983191 + workchain). */
export const WALLET_V4_DEFAULT_ID = 698983191

/** Pay fees apart from the value, ignore errors: what wallets send transfers with. */
const SEND_MODE_PAY_FEES_SEPARATELY = 3

export interface WalletV4 {
  address: Address
  init: StateInit
  publicKey: Uint8Array
  walletId: number
}

export function walletV4(publicKey: Uint8Array, walletId = WALLET_V4_DEFAULT_ID): WalletV4 {
  if (publicKey.length !== 32) throw new Error('A wallet v4 public key is 32 bytes')
  const code = Cell.fromBase64(WALLET_V4R2_CODE_BOC)
  // seqno, subwallet id, public key, an empty plugin dictionary.
  const data = beginCell().storeUint(0, 32).storeUint(walletId, 32).storeBuffer(Buffer.from(publicKey)).storeBit(0).endCell()
  const init = { code, data }
  return { address: contractAddress(0, init), init, publicKey, walletId }
}

export interface WalletV4TransferArgs {
  seqno: number
  secretKey: Uint8Array
  messages: MessageRelaxed[]
  /** Unix seconds after which the contract refuses the transfer. */
  validUntil: number
  /**
   * Whether the contract is deployed: wallets attach the state init only while it is not (a
   * bigger message costs a bigger import fee). Unknown: while the seqno is 0.
   */
  deployed?: boolean
}

/** The signed external message (a BOC) that makes the wallet send `messages`; with its state init while undeployed. */
export function walletV4Transfer(wallet: WalletV4, { seqno, secretKey, messages, validUntil, deployed = seqno > 0 }: WalletV4TransferArgs): Cell {
  if (messages.length > 4) throw new Error('A wallet v4 transfer carries at most 4 messages')
  const unsigned = beginCell().storeUint(wallet.walletId, 32).storeUint(validUntil, 32).storeUint(seqno, 32).storeUint(0, 8)
  for (const message of messages) unsigned.storeUint(SEND_MODE_PAY_FEES_SEPARATELY, 8).storeRef(beginCell().store(storeMessageRelaxed(message)))
  const signing = unsigned.endCell()
  const signature = sign(signing.hash(), Buffer.from(secretKey))
  const body = beginCell().storeBuffer(signature).storeSlice(signing.beginParse()).endCell()
  return beginCell()
    .store(storeMessage(external({ to: wallet.address, init: deployed ? undefined : wallet.init, body })))
    .endCell()
}
