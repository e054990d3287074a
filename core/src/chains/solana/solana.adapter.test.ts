import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isUserRejection } from '../../errors/rpc.js'
import { decodeBase58, encodeBase58 } from '../../networks/base58.js'
import { solana as solanaMainnet } from '../../networks/definitions/solana.js'
import type { Network } from '../../networks/network.types.js'
import type { WalletRegistry } from './discovery/discovery.types.js'
import { solana } from './solana.adapter.js'

// The Solana adapter against scripted Wallet Standard wallets in Node that hold real ed25519 keys,
// and balances read over real HTTP from a JSON-RPC endpoint answering in Solana's wire shape.

type Listener = (properties: { accounts?: readonly WalletAccount[] }) => void

/** A Wallet Standard wallet with its own ed25519 key, whose answers a test can change. */
function scriptedSolanaWallet(name = 'Scripted Solana') {
  const secretKey = ed25519.utils.randomPrivateKey()
  const publicKey = ed25519.getPublicKey(secretKey)
  const account: WalletAccount = {
    address: encodeBase58(publicKey),
    publicKey,
    chains: ['solana:mainnet'],
    features: ['solana:signMessage'],
  }
  const listeners = new Set<Listener>()
  const script = {
    authorised: false,
    reject: false,
    throwValue: undefined as unknown,
    signatureBytes: 64,
    accounts: [account] as readonly WalletAccount[],
    silentCalls: 0,
    prompts: 0,
    disconnected: 0,
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:mainnet', 'solana:devnet'],
    accounts: [],
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (script.throwValue !== undefined) throw script.throwValue
          if (input?.silent) {
            script.silentCalls++
            return { accounts: script.authorised ? script.accounts : [] }
          }
          script.prompts++
          if (script.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          script.authorised = true
          return { accounts: script.accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          script.disconnected++
          script.authorised = false
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: Listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          if (script.reject) throw new Error('User rejected the request.')
          return inputs.map(({ message }) => ({
            signedMessage: message,
            signature: ed25519.sign(message, secretKey).slice(0, script.signatureBytes),
          }))
        },
      },
    },
  }
  Object.defineProperty(wallet, 'accounts', { get: () => (script.authorised ? script.accounts : []) })
  return {
    wallet,
    account,
    publicKey,
    script,
    emit: (p: Parameters<Listener>[0]) => {
      for (const listener of listeners) listener(p)
    },
  }
}

function registryOf(...wallets: Wallet[]) {
  const listeners = {
    register: new Set<(...w: Wallet[]) => void>(),
    unregister: new Set<(...w: Wallet[]) => void>(),
  }
  const registered = [...wallets]
  const registry: WalletRegistry = {
    get: () => [...registered],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
  }
  return {
    registry,
    unregister(wallet: Wallet) {
      registered.splice(registered.indexOf(wallet), 1)
      for (const listener of listeners.unregister) listener(wallet)
    },
  }
}

/** Lamports per address, served over HTTP as Solana's getBalance answers: `{ context, value }`. */
const lamports = new Map<string, number>()
let server: Server
let rpcUrl = ''
let requests = 0
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      requests++
      // Solana's RPC takes one call or a batch (an array), as viem's transport sends it.
      type Call = { id: number; method: string; params: [string] }
      const parsed = JSON.parse(body) as Call | Call[]
      const answer = (call: Call) =>
        call.method === 'getBalance'
          ? {
              jsonrpc: '2.0',
              id: call.id,
              result: { context: { slot: 1 }, value: lamports.get(call.params[0]) ?? 0 },
            }
          : { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }
      const reply = Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const localNetwork = (): Network<'solana'> => ({
  ...solanaMainnet,
  rpcUrls: { default: { http: ['http://127.0.0.1:1/unreachable', rpcUrl] } },
})

function setup(...extra: ReturnType<typeof scriptedSolanaWallet>[]) {
  const scripted = scriptedSolanaWallet()
  const registry = registryOf(scripted.wallet, ...extra.map((e) => e.wallet))
  const network = localNetwork()
  const adapter = solana({
    networks: [network],
    registry: () => registry.registry,
    rpc: { retryCount: 0, timeoutMs: 2_000 },
  })
  const connectors = () =>
    new Promise<Parameters<Parameters<typeof adapter.watchConnectors>[0]>[0]>((resolve) => {
      const stop = adapter.watchConnectors((list) => {
        if (list.length > 0) {
          stop()
          resolve(list)
        }
      })
    })
  return { scripted, registry, adapter, network, connectors }
}

describe('the Solana adapter', () => {
  it('lists the Wallet Standard wallet, connects, and reads the balance over the network RPC (falling back to the next URL)', async () => {
    const { scripted, adapter, network, connectors } = setup()
    const [connector] = await connectors()
    expect(connector).toMatchObject({ id: 'Scripted Solana', type: 'ANNOUNCED', chain: 'solana' })
    if (!connector) throw new Error('no connector')
    const connection = await adapter.connect({ connector, network })
    expect(connection.accounts[0]).toMatchObject({ address: scripted.account.address, type: 'eoa' })
    expect(connection.caipNetworkId).toBe(network.caipNetworkId)
    lamports.set(scripted.account.address, 2_500_000_000)
    const balance = await adapter.getBalance({ address: scripted.account.address, network })
    expect(balance).toEqual({ value: 2_500_000_000n, decimals: 9, symbol: 'SOL' })
  })

  it('signs with the connected account, and the signature verifies against its public key', async () => {
    const { scripted, adapter, network, connectors } = setup()
    const [connector] = await connectors()
    if (!connector) throw new Error('no connector')
    const connection = await adapter.connect({ connector, network })
    const signature = await adapter.signMessage(connection, { message: 'Hello Solana' })
    const bytes = decodeBase58(signature)
    expect(bytes?.length).toBe(64)
    expect(
      ed25519.verify(bytes as Uint8Array, new TextEncoder().encode('Hello Solana'), scripted.publicKey),
    ).toBe(true)
  })

  it('reconnects silently after a reload, and returns null once the wallet forgot the site', async () => {
    const { scripted, adapter, network } = setup()
    scripted.script.authorised = true
    const restored = await adapter.reconnect({
      connectorId: 'Scripted Solana',
      connector: undefined,
      network,
    })
    expect(restored?.accounts[0].address).toBe(scripted.account.address)
    expect(scripted.script.prompts).toBe(0)
    scripted.script.authorised = false
    expect(
      await adapter.reconnect({ connectorId: 'Scripted Solana', connector: undefined, network }),
    ).toBeNull()
  })

  it('turns a refusal into the standard rejection, a thrown non-Error into an Error, and junk into clear errors', async () => {
    const { scripted, adapter, network, connectors } = setup()
    const [connector] = await connectors()
    if (!connector) throw new Error('no connector')
    scripted.script.reject = true
    await expect(adapter.connect({ connector, network })).rejects.toSatisfy(isUserRejection)
    scripted.script.reject = false
    scripted.script.throwValue = 'boom'
    await expect(adapter.connect({ connector, network })).rejects.toThrow(/The wallet failed: boom/)
    scripted.script.throwValue = undefined
    // An account whose public key is not its address is not shared with the site.
    scripted.script.accounts = [{ ...scripted.account, publicKey: new Uint8Array(31) }]
    await expect(adapter.connect({ connector, network })).rejects.toThrow(/no Solana account/)
    scripted.script.accounts = [scripted.account]
    const connection = await adapter.connect({ connector, network })
    scripted.script.signatureBytes = 63
    await expect(adapter.signMessage(connection, { message: 'x' })).rejects.toThrow(/63 bytes, not 64/)
    await expect(adapter.signMessage(connection, { message: 'x', address: 'not-mine' })).rejects.toThrow()
  })

  it('reports account changes, and ends the connection when the wallet unregisters', async () => {
    const { scripted, registry, adapter, network, connectors } = setup()
    const [connector] = await connectors()
    if (!connector) throw new Error('no connector')
    const connection = await adapter.connect({ connector, network })
    const events: string[] = []
    const stop = adapter.watchAccount(connection, (event) =>
      events.push(event.type === 'accountsChanged' ? `accounts:${event.accounts.length}` : event.type),
    )
    scripted.emit({ accounts: [] })
    registry.unregister(scripted.wallet)
    expect(events).toEqual(['accounts:0', 'disconnect'])
    stop()
  })

  it('asks the wallet to disconnect, and a balance the RPC cannot give is a clear error', async () => {
    const { scripted, adapter, network, connectors } = setup()
    const [connector] = await connectors()
    if (!connector) throw new Error('no connector')
    const connection = await adapter.connect({ connector, network })
    await adapter.disconnect(connection)
    expect(scripted.script.disconnected).toBe(1)
    const before = requests
    const nowhere = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:1/unreachable'] } } }
    await expect(adapter.getBalance({ address: scripted.account.address, network: nowhere })).rejects.toThrow(
      'Token Balance Unavailable',
    )
    expect(requests).toBe(before)
  })
})
