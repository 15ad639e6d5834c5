// State inits of TON's standard wallet contracts for a key, for the sign-in verifier's tests: the
// contracts' code is the chain's own bytecode (the v4r2 one is also in sandbox/ton/walletV4.ts,
// which a chain plugin's test may not import).
import { Cell, beginCell, contractAddress, storeStateInit, type Address, type StateInit } from '@ton/core'

const WALLET_V3R2_CODE_BOC =
  'te6cckEBAQEAcQAA3v8AIN0gggFMl7ohggEznLqxn3Gw7UTQ0x/THzHXC//jBOCk8mCDCNcYINMf0x/TH/gjE7vyY+1E0NMf0x/T/9FRMrryoVFEuvKiBPkBVBBV+RDyo/gAkyDXSpbTB9QC+wDo0QGkyMsfyx/L/8ntVBC9ba0='

const WALLET_V4R2_CODE_BOC =
  'te6ccgECFAEAAtQAART/APSkE/S88sgLAQIBIAIDAgFIBAUE+PKDCNcYINMf0x/THwL4I7vyZO1E0NMf0x/T//QE0VFDuvKhUVG68qIF+QFUEGT5EPKj+AAkpMjLH1JAyx9SMMv/UhD0AMntVPgPAdMHIcAAn2xRkyDXSpbTB9QC+wDoMOAhwAHjACHAAuMAAcADkTDjDQOkyMsfEssfy/8QERITAubQAdDTAyFxsJJfBOAi10nBIJJfBOAC0x8hghBwbHVnvSKCEGRzdHK9sJJfBeAD+kAwIPpEAcjKB8v/ydDtRNCBAUDXIfQEMFyBAQj0Cm+hMbOSXwfgBdM/yCWCEHBsdWe6kjgw4w0DghBkc3RyupJfBuMNBgcCASAICQB4AfoA9AQw+CdvIjBQCqEhvvLgUIIQcGx1Z4MesXCAGFAEywUmzxZY+gIZ9ADLaRfLH1Jgyz8gyYBA+wAGAIpQBIEBCPRZMO1E0IEBQNcgyAHPFvQAye1UAXKwjiOCEGRzdHKDHrFwgBhQBcsFUAPPFiP6AhPLassfyz/JgED7AJJfA+ICASAKCwBZvSQrb2omhAgKBrkPoCGEcNQICEekk30pkQzmkD6f+YN4EoAbeBAUiYcVnzGEAgFYDA0AEbjJftRNDXCx+AA9sp37UTQgQFA1yH0BDACyMoHy//J0AGBAQj0Cm+hMYAIBIA4PABmtznaiaEAga5Drhf/AABmvHfaiaEAQa5DrhY/AAG7SB/oA1NQi+QAFyMoHFcv/ydB3dIAYyMsFywIizxZQBfoCFMtrEszMyXP7AMhAFIEBCPRR8qcCAHCBAQjXGPoA0z/IVCBHgQEI9FHyp4IQbm90ZXB0gBjIywXLAlAGzxZQBPoCFMtqEssfyz/Jc/sAAgBsgQEI1xj6ANM/MFIkgQEI9Fnyp4IQZHN0cnB0gBjIywXLAlAFzxZQA/oCE8tqyx8Syz/Jc/sAAAr0AMntVA=='

const WALLET_V5R1_CODE_BOC =
  'te6cckECFAEAAoEAART/APSkE/S88sgLAQIBIAIDAgFIBAUBAvIOAtzQINdJwSCRW49jINcLHyCCEGV4dG69IYIQc2ludL2wkl8D4IIQZXh0brqOtIAg1yEB0HTXIfpAMPpE+Cj6RDBYvZFb4O1E0IEBQdch9AWDB/QOb6ExkTDhgEDXIXB/2zzgMSDXSYECgLmRMOBw4hAPAgEgBgcCASAICQAZvl8PaiaECAoOuQ+gLAIBbgoLAgFIDA0AGa3OdqJoQCDrkOuF/8AAGa8d9qJoQBDrkOuFj8AAF7Ml+1E0HHXIdcLH4AARsmL7UTQ1woAgAR4g1wsfghBzaWduuvLgin8PAeaO8O2i7fshgwjXIgKDCNcjIIAg1yHTH9Mf0x/tRNDSANMfINMf0//XCgAK+QFAzPkQmiiUXwrbMeHywIffArNQB7Dy0IRRJbry4IVQNrry4Ib4I7vy0IgikvgA3gGkf8jKAMsfAc8Wye1UIJL4D95w2zzYEAP27aLt+wL0BCFukmwhjkwCIdc5MHCUIccAs44tAdcoIHYeQ2wg10nACPLgkyDXSsAC8uCTINcdBscSwgBSMLDy0InXTNc5MAGk6GwShAe78uCT10rAAPLgk+1V4tIAAcAAkVvg69csCBQgkXCWAdcsCBwS4lIQseMPINdKERITAJYB+kAB+kT4KPpEMFi68uCR7UTQgQFB1xj0BQSdf8jKAEAEgwf0U/Lgi44UA4MH9Fvy4Iwi1woAIW4Bs7Dy0JDiyFADzxYS9ADJ7VQAcjDXLAgkji0h8uCS0gDtRNDSAFETuvLQj1RQMJExnAGBAUDXIdcKAPLgjuLIygBYzxbJ7VST8sCN4gAQk1vbMeHXTNCon9ZI'

/** W5's wallet id on mainnet, workchain 0, subwallet 0 (what wallet apps deploy by default). */
const WALLET_V5R1_MAINNET_ID = 2147483409

export type TonWalletContract = 'v3r2' | 'v4r2' | 'v5r1'

/** The wallet's state init (fresh: seqno 0) and the address it deploys to on workchain 0. */
export function tonWalletStateInit(contract: TonWalletContract, publicKey: Uint8Array): { init: StateInit; address: Address; boc: string } {
  const key = Buffer.from(publicKey)
  let init: StateInit
  // seqno, subwallet id, key, an empty plugin dictionary.
  if (contract === 'v4r2') init = { code: Cell.fromBase64(WALLET_V4R2_CODE_BOC), data: beginCell().storeUint(0, 32).storeUint(698983191, 32).storeBuffer(key).storeBit(0).endCell() }
  else if (contract === 'v3r2') init = { code: Cell.fromBase64(WALLET_V3R2_CODE_BOC), data: beginCell().storeUint(0, 32).storeUint(698983191, 32).storeBuffer(key).endCell() }
  // signature allowed, seqno, wallet id, key, no extensions.
  else init = { code: Cell.fromBase64(WALLET_V5R1_CODE_BOC), data: beginCell().storeBit(1).storeUint(0, 32).storeUint(WALLET_V5R1_MAINNET_ID, 32).storeBuffer(key).storeBit(0).endCell() }
  const boc = beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64')
  return { init, address: contractAddress(0, init), boc }
}
