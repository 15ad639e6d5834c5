// No Bitcoin chain or wallet runs in the sandbox: the UTXO source is the host's `api` option (a
// plain function here, as a host would pass).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHAIN_REGISTRY, KIT_CONTAINER, createAppKit, type AppKit, type ChainAdapterContext } from '../../../kernel'
import { bitcoin, bitcoinTestnet, PAYMENT } from '../testing/bitcoinTestNetworks'
import { BitcoinAdapter } from './BitcoinAdapter'
import { balanceFromUtxos, type BitcoinUtxo } from './bitcoinApi'

const utxo = (value: number): BitcoinUtxo => ({ txid: 'ab'.repeat(32), vout: 0, value })

const contextWith = (warn: (message: string) => void, networks = [bitcoin]): ChainAdapterContext => ({
  projectId: 'kit-project',
  endpoints: { api: '', blockchainApi: '', relay: '', secureSite: '' },
  networks,
  enableEIP6963: true,
  enableInjected: true,
  logger: { debug() {}, error() {}, warn },
})

const kits: AppKit[] = []
afterEach(() => {
  kits.splice(0).forEach((kit) => kit.destroy())
  vi.restoreAllMocks()
})

describe('BitcoinAdapter', () => {
  it("is AppKit's `new BitcoinAdapter({ projectId })`: the bip122 chain plugin with payment accounts", () => {
    const adapter = new BitcoinAdapter({ projectId: 'kit-project' })
    expect(adapter).toBeInstanceOf(BitcoinAdapter)
    expect(adapter.namespace).toBe('bip122')
    expect(adapter.adapterType).toBe('bitcoin')
    expect(adapter.projectId).toBe('kit-project')
    expect(adapter.defaultAccountType).toBe('payment')
    expect(adapter.isAddress(PAYMENT)).toBe(true)
    expect(adapter.getBalance).toBeUndefined()
  })

  it("reads the balance from api.getUTXOs, summed exactly in the network's coin", async () => {
    const getUTXOs = vi.fn(async () => [utxo(150_000), utxo(1), utxo(100_000_000)])
    const adapter = new BitcoinAdapter({ api: { getUTXOs } })
    expect(await adapter.getBalance!({ address: PAYMENT, network: bitcoin })).toEqual({ balance: '1.00150001', symbol: 'BTC' })
    expect(getUTXOs).toHaveBeenCalledWith({ address: PAYMENT, network: bitcoin })
    expect(balanceFromUtxos([], bitcoin)).toEqual({ balance: '0', symbol: 'BTC' })
    expect(balanceFromUtxos([utxo(2_100_000_000_000_000)], bitcoin).balance).toBe('21000000')
  })

  it('rejects a UTXO list with a value that is not a whole number of satoshis', async () => {
    const adapter = new BitcoinAdapter({ api: { getUTXOs: async () => [utxo(1.5)] } })
    await expect(adapter.getBalance!({ address: PAYMENT, network: bitcoin })).rejects.toThrowError(/^Invalid UTXO value: 1.5$/)
  })

  it("warns once at registration when its projectId or networks differ from createAppKit's", () => {
    const warn = vi.fn()
    new BitcoinAdapter({ projectId: 'other', networks: [bitcoin, bitcoinTestnet] }).configure!(contextWith(warn))
    expect(warn.mock.calls).toEqual([
      ["BitcoinAdapter: projectId differs from createAppKit's; the kit uses createAppKit's projectId"],
      [`BitcoinAdapter: ${bitcoinTestnet.caipNetworkId} not in createAppKit's networks; the kit offers only the networks passed to createAppKit`],
    ])
    const quiet = vi.fn()
    new BitcoinAdapter({ projectId: 'kit-project', networks: [bitcoin] }).configure!(contextWith(quiet))
    expect(quiet).not.toHaveBeenCalled()
  })

  it("goes in createAppKit's `adapters: [...]`, and the kit's console gets the warning once", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const adapter = new BitcoinAdapter({ projectId: 'another-project' })
    const kit = createAppKit({ projectId: 'test-project', networks: [bitcoin] as never, adapters: [adapter], basic: true, endpoints: { analytics: 'http://127.0.0.1:9', fonts: '' } })
    kits.push(kit)
    await kit.ready()
    expect(kit[KIT_CONTAINER].resolve(CHAIN_REGISTRY).find('bip122')).toBe(adapter)
    const ours = warn.mock.calls.filter((args) => args.some((a) => String(a).startsWith('BitcoinAdapter:')))
    expect(ours).toHaveLength(1)
  })
})
