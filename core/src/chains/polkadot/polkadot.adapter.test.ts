import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { encodeAddress, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isFoyerError } from '../../errors/base.js'
import { isUserRejection } from '../../errors/rpc.js'
import { kusama, polkadot as polkadotNetwork, westend } from '../../networks/definitions/polkadot.js'
import type { AccountEvent, Connection } from '../adapter.types.js'
import type { PolkadotChainApi } from './chain-api.js'
import { devPair, scriptedExtension } from './injected-extension.fixtures.js'
import { polkadot } from './polkadot.adapter.js'
import type { PolkadotOptions } from './polkadot.types.js'

// The Polkadot adapter against scripted extensions in `injectedWeb3` that hold real keys
// (`@polkadot/keyring`) and sign as extensions do; `@polkadot/util-crypto` checks what they signed.

afterEach(() => {
  vi.useRealTimers()
})

async function setUp(options: Partial<PolkadotOptions> = {}) {
  const [alice, bob, evm] = await Promise.all([
    devPair('//Alice'),
    devPair('//Bob'),
    devPair('0x0101010101010101010101010101010101010101010101010101010101010101', 'ethereum'),
  ])
  const wallet = await scriptedExtension([alice, bob, evm])
  const other = await scriptedExtension([alice])
  const page = { injectedWeb3: { 'polkadot-js': wallet.extension, talisman: other.extension } }
  const adapter = polkadot({ networks: [polkadotNetwork, kusama], appName: 'Foyer tests', page, ...options })
  const connectors = await new Promise<readonly { id: string; name: string }[]>((resolve) => {
    const stop = adapter.watchConnectors((found) => {
      if (found.length === 2) {
        resolve(found)
        queueMicrotask(stop)
      }
    })
  })
  const connector = connectors.find((c) => c.id === 'polkadot-js')
  if (!connector) throw new Error('polkadot-js was not found')
  const connect = () =>
    adapter.connect({
      connector: { ...connector, type: 'INJECTED', chain: 'polkadot' },
      network: polkadotNetwork,
    })
  return { adapter, wallet, other, page, alice, bob, evm, connect }
}

/** The events a connection's watcher hears, once the extension's first (unchanged) list is in. */
async function watched(adapter: ReturnType<typeof polkadot>, connection: Connection<'polkadot'>) {
  const events: AccountEvent<'polkadot'>[] = []
  const stop = adapter.watchAccount(connection, (event) => events.push(event))
  await Promise.resolve()
  return { events, stop }
}

describe('connecting a Polkadot extension', () => {
  it('enables only the chosen extension, once, and offers its Substrate accounts with the network prefix', async () => {
    const { wallet, other, alice, bob, connect } = await setUp()
    const connection = await connect()
    expect(wallet.script.enableCalls).toEqual(['Foyer tests'])
    expect(other.script.enableCalls, 'web3Enable would have asked every extension').toEqual([])
    // Re-encoded for Polkadot (prefix 0) from the extension's generic-42 addresses; the ethereum account is not offered.
    expect(connection.accounts.map((a) => a.address)).toEqual([
      encodeAddress(alice.publicKey, 0),
      encodeAddress(bob.publicKey, 0),
    ])
    expect(connection.accounts[1]).toMatchObject({
      type: 'eoa',
      name: 'Bob',
      addressType: 'sr25519',
      publicKey: Buffer.from(bob.publicKey).toString('hex'),
      networkAddresses: {
        [polkadotNetwork.caipNetworkId]: encodeAddress(bob.publicKey, 0),
        [kusama.caipNetworkId]: encodeAddress(bob.publicKey, 2),
      },
    })
    expect(connection).toMatchObject({
      namespace: 'polkadot',
      connectorId: 'polkadot-js',
      caipNetworkId: polkadotNetwork.caipNetworkId,
      wallet: { name: 'Polkadot{.js}' },
    })
  })

  it('signs with the account the site names (any prefix), <Bytes>-wrapped as extensions do', async () => {
    const { adapter, wallet, bob, connect } = await setUp()
    const connection = await connect()
    const generic = bob.address // prefix 42: the same account as the connection's Polkadot address
    const signature = await adapter.signMessage(connection, { message: 'Sign in to Foyer', address: generic })
    // The extension was asked with the address it wrote, and the message as hex bytes.
    expect(wallet.script.signCalls).toEqual([
      { address: bob.address, data: `0x${Buffer.from('Sign in to Foyer').toString('hex')}`, type: 'bytes' },
    ])
    expect(signatureVerify('Sign in to Foyer', signature, encodeAddress(bob.publicKey, 0)).isValid).toBe(true)
    const message = stringToU8a('Sign in to Foyer')
    expect(sr25519Verify(u8aWrapBytes(message), signature, bob.publicKey), 'over <Bytes>…</Bytes>').toBe(true)
    expect(sr25519Verify(message, signature, bob.publicKey), 'not over the bare message').toBe(false)
    expect(signatureVerify('Sign in to Foyer', signature, connection.accounts[0].address).isValid).toBe(false)
  })

  it('takes signatures with the key type byte first, and refuses a wrong length or an unshared account', async () => {
    const { adapter, wallet, connect } = await setUp()
    const connection = await connect()
    wallet.script.sign = 'signWithType'
    const typed = await adapter.signMessage(connection, { message: 'hi' })
    expect(typed).toMatch(/^0x01[0-9a-f]{128}$/)
    expect(signatureVerify('hi', typed, connection.accounts[0].address).isValid).toBe(true)
    wallet.script.sign = 'short'
    const short = await adapter.signMessage(connection, { message: 'hi' }).catch((e: unknown) => e)
    expect(isFoyerError(short, 'POLKADOT_INVALID_WALLET_ANSWER')).toBe(true)
    expect(String(short)).toMatch(/63 bytes/)
    const stranger = await devPair('//Charlie')
    await expect(
      adapter.signMessage(connection, { message: 'hi', address: stranger.address }),
    ).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_IN_CONNECTION',
    })
    wallet.script.sign = 'reject'
    const refused = await adapter.signMessage(connection, { message: 'hi' }).catch((e: unknown) => e)
    expect(isUserRejection(refused)).toBe(true)
  })

  it('signs with an ecdsa account in 65 bytes', async () => {
    const ecdsa = await devPair('//Dave', 'ecdsa')
    const wallet = await scriptedExtension([ecdsa])
    const adapter = polkadot({ networks: [westend], page: { injectedWeb3: { talisman: wallet.extension } } })
    const connection = await adapter.connect({
      connector: { id: 'talisman', name: 'Talisman', type: 'INJECTED', chain: 'polkadot' },
      network: westend,
    })
    expect(connection.accounts[0]).toMatchObject({
      address: ecdsa.address,
      addressType: 'ecdsa',
      publicKey: undefined,
    })
    const signature = await adapter.signMessage(connection, { message: 'hi' })
    expect((signature.length - 2) / 2).toBe(65)
    expect(signatureVerify('hi', signature, ecdsa.address)).toMatchObject({ isValid: true, crypto: 'ecdsa' })
  })

  it('says a refusal is a rejection, and junk from enable is a clear error', async () => {
    const { wallet, connect } = await setUp()
    wallet.script.enable = 'reject'
    expect(isUserRejection(await connect().catch((e: unknown) => e))).toBe(true)
    wallet.script.enable = 'throwString'
    await expect(connect()).rejects.toMatchObject({
      code: 'POLKADOT_WALLET_FAILED',
      details: 'enable: the extension broke',
    })
    wallet.script.enable = 'junk'
    await expect(connect()).rejects.toMatchObject({ code: 'POLKADOT_INVALID_WALLET_ANSWER' })
    // Each attempt asked once; the extension is still usable.
    wallet.script.enable = 'allow'
    await expect(connect()).resolves.toMatchObject({ connectorId: 'polkadot-js' })
    expect(wallet.script.enableCalls).toHaveLength(4)
  })

  it('refuses an extension that shares only accounts it cannot offer, saying why', async () => {
    const { wallet, connect, evm } = await setUp()
    const alice = await devPair('//Alice')
    const badChecksum = `${alice.address.slice(0, -1)}${alice.address.endsWith('Y') ? 'Z' : 'Y'}`
    wallet.setListed([
      { address: evm.address, type: 'ethereum' },
      { address: badChecksum, type: 'sr25519' },
    ])
    const error = await connect().catch((e: unknown) => e)
    expect(isFoyerError(error, 'POLKADOT_INVALID_WALLET_ANSWER')).toBe(true)
    expect(String(error)).toMatch(/ethereum account, not offered/)
    expect(String(error)).toMatch(/is not an SS58 account address/)
  })

  it('waits a bounded time for an extension that never answers enable, and a retry waits for the same prompt', async () => {
    vi.useFakeTimers()
    const { wallet, connect } = await setUp({ enableTimeoutMs: 60_000 })
    wallet.script.enable = 'hang'
    const first = connect().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(60_000)
    const timedOut = await first
    expect(isFoyerError(timedOut, 'POLKADOT_ENABLE_TIMEOUT')).toBe(true)
    expect(String(timedOut)).toMatch(/polkadot-js did not answer enable within 60000 ms/)
    const retry = connect()
    await vi.advanceTimersByTimeAsync(1_000)
    wallet.script.answerEnable?.()
    await expect(retry).resolves.toMatchObject({ connectorId: 'polkadot-js' })
    expect(wallet.script.enableCalls, 'no second prompt').toHaveLength(1)
  })
})

describe("following a Polkadot extension's accounts", () => {
  it('reports accounts added, renamed and removed, not the same list again, and all removed as a disconnect', async () => {
    const { adapter, wallet, connect, alice, bob } = await setUp()
    const connection = await connect()
    const { events, stop } = await watched(adapter, connection)
    expect(events, "the extension's first answer is the list the connection has").toEqual([])
    wallet.repeat()
    expect(events).toEqual([])
    const charlie = await devPair('//Charlie')
    wallet.add(charlie)
    wallet.rename(bob.address, 'Savings')
    wallet.remove(alice.address)
    const addressesOf = (event: AccountEvent<'polkadot'> | undefined) =>
      event?.type === 'accountsChanged' ? event.accounts.map((a) => [a.name, a.address]) : event?.type
    expect(events.map(addressesOf)).toEqual([
      [
        ['Alice', encodeAddress(alice.publicKey, 0)],
        ['Bob', encodeAddress(bob.publicKey, 0)],
        ['Charlie', encodeAddress(charlie.publicKey, 0)],
      ],
      [
        ['Alice', encodeAddress(alice.publicKey, 0)],
        ['Savings', encodeAddress(bob.publicKey, 0)],
        ['Charlie', encodeAddress(charlie.publicKey, 0)],
      ],
      [
        ['Savings', encodeAddress(bob.publicKey, 0)],
        ['Charlie', encodeAddress(charlie.publicKey, 0)],
      ],
    ])
    // The new account signs too: the adapter knows the address the extension wrote for it.
    const withCharlie = {
      ...connection,
      accounts: [
        connection.accounts[0],
        ...(events[0]?.type === 'accountsChanged' ? events[0].accounts : []),
      ],
    } as Connection<'polkadot'>
    const signature = await adapter.signMessage(withCharlie, { message: 'hi', address: charlie.address })
    expect(signatureVerify('hi', signature, charlie.address).isValid).toBe(true)
    wallet.setListed([{ address: 'junk' }])
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    stop()
    expect(wallet.subscriberCount()).toBe(0)
    wallet.add(alice)
    expect(events).toHaveLength(4)
  })
})

describe('restoring a Polkadot connection', () => {
  it('restores without a prompt, waits for a late extension, and gives up on one that is gone or would prompt', async () => {
    vi.useFakeTimers()
    const { adapter, wallet, page } = await setUp()
    const stored = { connectorId: 'polkadot-js', network: polkadotNetwork }
    await expect(adapter.reconnect(stored)).resolves.toMatchObject({
      connectorId: 'polkadot-js',
      wallet: { name: 'Polkadot{.js}' },
    })
    // Injected a second after the page's script asked: still restored.
    const late = await scriptedExtension([await devPair('//Eve')])
    const restoring = adapter.reconnect({ connectorId: 'subwallet-js', network: polkadotNetwork })
    setTimeout(() => Object.assign(page.injectedWeb3, { 'subwallet-js': late.extension }), 1_000)
    await vi.advanceTimersByTimeAsync(1_100)
    await expect(restoring).resolves.toMatchObject({
      connectorId: 'subwallet-js',
      wallet: { name: 'SubWallet' },
    })
    // Never injected: nothing to restore once the detection window has passed.
    const gone = adapter.reconnect({ connectorId: 'enkrypt', network: polkadotNetwork })
    await vi.advanceTimersByTimeAsync(3_100)
    await expect(gone).resolves.toBeNull()
    // An extension that would prompt (the visitor took the site's access back) is not waited for.
    wallet.script.enable = 'hang'
    const prompting = adapter.reconnect(stored)
    await vi.advanceTimersByTimeAsync(3_000)
    await expect(prompting).resolves.toBeNull()
  })
})

describe('Polkadot balances', () => {
  it("reads the free balance with the site's own connection to the network, and never disconnects it", async () => {
    const calls: string[] = []
    const api: PolkadotChainApi = {
      registry: { chainDecimals: [10], chainTokens: ['DOT'] },
      query: {
        system: {
          account: async (key: string) => {
            calls.push(key)
            return { data: { free: 12_345n, reserved: 1_000n, frozen: 0n } }
          },
        },
      },
      disconnect: vi.fn(async () => {}),
    }
    const { adapter, alice } = await setUp({ apis: { [polkadotNetwork.caipNetworkId]: api } })
    const balance = await adapter.getBalance({
      address: encodeAddress(alice.publicKey, 0),
      network: polkadotNetwork,
    })
    expect(balance).toEqual({ value: 12_345n, decimals: 10, symbol: 'DOT' })
    expect(calls).toEqual([`0x${Buffer.from(alice.publicKey).toString('hex')}`])
    await expect(adapter.getBalance({ address: 'nope', network: polkadotNetwork })).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
    })
    await adapter.dispose()
    expect(api.disconnect).not.toHaveBeenCalled()
  })
})
