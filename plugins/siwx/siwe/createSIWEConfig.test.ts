import { verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import { DefaultSIWX } from '../configs'
import { formatSiwxMessage } from '../configs/formatSiwxMessage'
import type { SIWXMessageData, SIWXSession } from '../siwxTypes'
import { createSIWEConfig, type SIWESession } from './createSIWEConfig'
import { formatMessage, getAddressFromMessage, getChainIdFromMessage } from './formatMessage'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/** A host's SIWE backend as AppKit documents it, in memory: nonce, verify, session, sign-out. */
function hostBackend(overrides: { required?: boolean; signOutOnNetworkChange?: boolean } = {}) {
  let session: SIWESession | null = null
  const nonces = new Set<string>()
  const onSignIn = vi.fn()
  const onSignOut = vi.fn()
  const client = createSIWEConfig({
    getNonce: async () => {
      const nonce = `n${Math.random().toString(36).slice(2, 12)}`
      nonces.add(nonce)
      return nonce
    },
    getMessageParams: async () => ({ domain: 'app.test', uri: 'https://app.test/', statement: 'Sign in with Ethereum', chains: [1] }),
    createMessage: ({ address, ...args }) => formatMessage(args, address),
    verifyMessage: async ({ message, signature }) => {
      const parsed = parseSiweMessage(message)
      if (!parsed.nonce || !nonces.delete(parsed.nonce)) return false
      const ok = await verifyMessage({ address: parsed.address!, message, signature: signature as Hex })
      if (ok) session = { address: parsed.address!, chainId: parsed.chainId! }
      return ok
    },
    getSession: async () => session,
    signOut: async () => {
      session = null
      return true
    },
    onSignIn,
    onSignOut,
    ...overrides,
  })
  return { client, siwx: client.mapToSIWX(), onSignIn, onSignOut, session: () => session }
}

async function signIn(siwx: ReturnType<typeof hostBackend>['siwx'], chainId: `eip155:${number}` = 'eip155:1') {
  const message = await siwx.createMessage({ accountAddress: account.address, chainId })
  const text = message.toString()
  const { toString: _, ...data } = message
  await siwx.addSession({ data, message: text, signature: await account.signMessage({ message: text }) })
  return text
}

describe('createSIWEConfig (airlock/siwe)', () => {
  it('CFG-02 a siweConfig from createSIWEConfig together with siwx raises the exact error; CFG-09 alone it is accepted', () => {
    const { client } = hostBackend()
    expect(() => createAppKit({ projectId: 'p', networks: [mainnet], basic: true, siweConfig: client, siwx: new DefaultSIWX() })).toThrowError(
      /^Cannot set both `siweConfig` and `siwx` options$/,
    )
    const kit = createAppKit({ projectId: 'p', networks: [mainnet], basic: true, siweConfig: client })
    kit.destroy()
  })

  it('maps onto SIWX: the host builds the EIP-4361 text from did:pkh args, verifies it, and onSignIn gets the session', async () => {
    const { siwx, onSignIn, onSignOut } = hostBackend()
    const text = await signIn(siwx)
    expect(text.split('\n')[0]).toBe('app.test wants you to sign in with your Ethereum account:')
    expect(getAddressFromMessage(text)).toBe(account.address)
    expect(getChainIdFromMessage(text)).toBe('eip155:1')
    expect(onSignIn).toHaveBeenCalledWith({ address: account.address, chainId: 1 })
    expect(await siwx.getSessions('eip155:1', account.address.toLowerCase())).toHaveLength(1)
    expect(siwx.getRequired?.()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(true)
    // onSignOut never fires by itself (AppKit fired it on mount).
    expect(onSignOut).not.toHaveBeenCalled()
  })

  it('refuses a signature the host does not verify, and a non-eip155 network', async () => {
    const { siwx, onSignIn } = hostBackend()
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const { toString: _, ...data } = message
    await expect(siwx.addSession({ data, message: message.toString(), signature: '0x1234' })).rejects.toThrow('Error verifying SIWE signature')
    expect(onSignIn).not.toHaveBeenCalled()
    await expect(siwx.createMessage({ accountAddress: 'x', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).rejects.toThrow(/needs an eip155 network/)
  })

  it('signOutOnNetworkChange ends the session when the network moves; off, it only reports no session there', async () => {
    const on = hostBackend()
    await signIn(on.siwx)
    expect(await on.siwx.getSessions('eip155:137', account.address)).toEqual([])
    expect(on.session()).toBeNull()
    expect(on.onSignOut).toHaveBeenCalledOnce()

    const off = hostBackend({ signOutOnNetworkChange: false })
    await signIn(off.siwx)
    expect(await off.siwx.getSessions('eip155:137', account.address)).toEqual([])
    expect(off.session()).not.toBeNull()
  })

  it('setSessions([]) signs out once; with no session it calls nothing', async () => {
    const { siwx, onSignOut } = hostBackend()
    await siwx.setSessions([])
    expect(onSignOut).not.toHaveBeenCalled()
    await signIn(siwx)
    await siwx.setSessions([])
    expect(onSignOut).toHaveBeenCalledOnce()
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })
})

describe('createSIWEConfig checks what the kit owns before the host verifies (issue 29)', () => {
  const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
  /** A host whose verifyMessage checks the signature only, as many do: the kit's checks must hold. */
  function laxHost() {
    let session: SIWESession | null = null
    const client = createSIWEConfig({
      getNonce: async () => `n${Math.random().toString(36).slice(2, 12)}`,
      getMessageParams: async () => ({ domain: 'app.test', uri: 'https://app.test/', statement: 'Sign in with Ethereum' }),
      createMessage: ({ address, ...args }) => formatMessage(args, address),
      verifyMessage: async ({ message, signature }) => {
        const parsed = parseSiweMessage(message)
        const ok = await verifyMessage({ address: parsed.address!, message, signature: signature as Hex })
        if (ok) session = { address: parsed.address!, chainId: parsed.chainId! }
        return ok
      },
      getSession: async () => session,
      signOut: async () => true,
    })
    return client.mapToSIWX()
  }
  async function asked(siwx: ReturnType<typeof laxHost>) {
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const { toString: _, ...data } = message
    return data
  }
  const signedBy = async (data: SIWXMessageData, signer = account): Promise<SIWXSession> => {
    const message = formatSiwxMessage(data)
    return { data, message, signature: await signer.signMessage({ message }) }
  }

  it('BYD-29 refuses a wrong URI, another chain, an issuedAt in 2099, data unlike the text, another account on the nonce and a replay', async () => {
    const siwx = laxHost()
    const data = await asked(siwx)
    await expect(siwx.addSession(await signedBy({ ...data, uri: 'https://evil.example/' }))).rejects.toThrow('The message is for another URI: https://evil.example/')
    await expect(siwx.addSession(await signedBy({ ...data, domain: 'evil.example' }))).rejects.toThrow('The message is for another domain: evil.example')
    await expect(siwx.addSession(await signedBy({ ...data, chainId: 'eip155:999' }))).rejects.toThrow('The message is for another network: eip155:999')
    await expect(siwx.addSession(await signedBy({ ...data, issuedAt: '2099-01-01T00:00:00.000Z' }))).rejects.toThrow('The message is issued in the future')
    const good = await signedBy(data)
    await expect(siwx.addSession({ ...good, data: { ...data, resources: ['https://evil.example/'] } })).rejects.toThrow('The signed text does not match the session data: resources')
    await expect(siwx.addSession({ ...good, message: 'not a siwe message' })).rejects.toThrow('The signed text is not a sign-in message')
    await expect(siwx.addSession(await signedBy({ ...data, accountAddress: other.address }, other))).rejects.toThrow('The nonce was issued for another account')
    await siwx.addSession(good)
    await expect(siwx.addSession(good)).rejects.toThrow('The nonce was not issued here or was used already')
    await expect(siwx.addSession(await signedBy({ ...data, nonce: 'neverIssued1' }))).rejects.toThrow('The nonce was not issued here or was used already')
  })
})
