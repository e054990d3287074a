import { type Connector, isUserRejection } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { createTestClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_ADDRESS_0 } from '../../devnet/local-networks.js'
import { type Devnets, devWallet, devWalletInfo, discover, startDevnets } from './devnets.js'

// Connect, sign, read and disconnect through a scripted EIP-1193 wallet that announces itself over
// EIP-6963 (on a stubbed `window`), against two anvil chains.

let devnets: Devnets
const cleanups: (() => void)[] = []

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  devnets = await startDevnets()
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await devnets.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup(options: Parameters<typeof devWallet>[1] = {}) {
  const wallet = devWallet(devnets, options)
  cleanups.push(wallet.stop)
  const adapter = eip155({ networks: [devnets.networkA, devnets.networkB] })
  const connector = discover(adapter).find((c) => c.id === devWalletInfo.rdns) as Connector
  return { adapter, connector, ...wallet }
}

const typedData = {
  domain: { name: 'Foyer', version: '1', chainId: 31337 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Alice', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

describe('connect', () => {
  it('discovers the announced wallet and connects with a checksummed address on eip155:31337', async () => {
    const { adapter, connector, controls } = setup()
    expect(connector).toMatchObject({ name: 'Foyer Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' })
    const connection = await adapter.connect({ connector, network: devnets.networkA })
    expect(connection.accounts).toEqual([{ address: ANVIL_ADDRESS_0, type: 'eoa' }])
    expect(connection.caipNetworkId).toBe('eip155:31337')
    expect(connection.wallet.name).toBe('Foyer Dev Wallet')
    expect(controls.requests.map((r) => r.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(controls.authorised).toBe(true)
  })

  it('turns a refusal into an error isUserRejection recognises', async () => {
    const { adapter, connector, controls } = setup()
    controls.rejectNext('eth_requestAccounts')
    const error = await adapter.connect({ connector, network: devnets.networkA }).catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    expect(controls.authorised).toBe(false)
  })
})

describe('balances', () => {
  it("reads anvil's 10000 ETH for account #0 on both chains", async () => {
    const { adapter } = setup()
    for (const network of [devnets.networkA, devnets.networkB]) {
      const balance = await adapter.getBalance({ address: ANVIL_ADDRESS_0, network })
      expect(balance).toEqual({ value: parseEther('10000'), decimals: 18, symbol: 'ETH' })
    }
  })

  it('sees a balance set with anvil_setBalance', async () => {
    const { adapter } = setup()
    const address = privateKeyToAddress(generatePrivateKey())
    const testClient = createTestClient({ mode: 'anvil', transport: http(devnets.anvilA.rpcUrl) })
    expect((await adapter.getBalance({ address, network: devnets.networkA })).value).toBe(0n)
    await testClient.setBalance({ address, value: parseEther('1.5') })
    expect((await adapter.getBalance({ address, network: devnets.networkA })).value).toBe(parseEther('1.5'))
  })
})

describe('signing', () => {
  it('signs a message that verifyMessage accepts for the connected address', async () => {
    const { adapter, connector } = setup()
    const connection = await adapter.connect({ connector, network: devnets.networkA })
    const signature = await adapter.signMessage(connection, { message: 'Sign in to Foyer' })
    expect(
      await verifyMessage({
        address: ANVIL_ADDRESS_0,
        message: 'Sign in to Foyer',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(
      await verifyMessage({
        address: ANVIL_ADDRESS_0,
        message: 'Something else',
        signature: signature as `0x${string}`,
      }),
    ).toBe(false)
  })

  it('signs typed data that verifyTypedData accepts', async () => {
    const { adapter, connector } = setup()
    const connection = await adapter.connect({ connector, network: devnets.networkA })
    const signature = (await adapter.signTypedData(connection, typedData)) as `0x${string}`
    expect(await verifyTypedData({ address: ANVIL_ADDRESS_0, ...typedData, signature })).toBe(true)
  })

  it('keeps a rejected signature recognisable as a user rejection', async () => {
    const { adapter, connector, controls } = setup()
    const connection = await adapter.connect({ connector, network: devnets.networkA })
    controls.rejectNext('personal_sign')
    const error = await adapter.signMessage(connection, { message: 'no' }).catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
  })
})

describe('reconnect and disconnect', () => {
  it('restores a connection without eth_requestAccounts, and not after a disconnect', async () => {
    const { adapter, connector, controls } = setup()
    const connection = await adapter.connect({ connector, network: devnets.networkA })

    // A fresh adapter, as after a page reload: it only has the stored connector id.
    const reloaded = eip155({ networks: [devnets.networkA, devnets.networkB] })
    controls.requests.length = 0
    const restored = await reloaded.reconnect({
      connectorId: connection.connectorId,
      network: devnets.networkA,
    })
    expect(restored).toEqual(connection)
    expect(controls.requests.map((r) => r.method)).toEqual(['eth_accounts', 'eth_chainId'])

    await reloaded.disconnect(connection)
    expect(controls.requests.at(-1)).toEqual({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(controls.authorised).toBe(false)
    await expect(
      reloaded.reconnect({ connectorId: connection.connectorId, network: devnets.networkA }),
    ).resolves.toBeNull()
    expect(controls.requests.some((r) => r.method === 'eth_requestAccounts')).toBe(false)
  })

  it('answers null when the wallet is no longer on the page', async () => {
    const { adapter, stop } = setup({ authorised: true })
    stop()
    await expect(
      adapter.reconnect({ connectorId: devWalletInfo.rdns, network: devnets.networkA }),
    ).resolves.toBeNull()
  })
})
