import { UniversalProvider } from '@walletconnect/universal-provider'
import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B } from '../../devnet/local-networks.js'
import { type Relay, startRelay } from '../../devnet/wc-relay.js'
import { createWcWallet, type WcWallet, withTimeout } from '../../wallets/wc-wallet.js'

// A dapp (UniversalProvider, as @foyer/core uses it) and the scripted wallet pairing through the local
// relay: the whole WalletConnect v2 round trip on 127.0.0.1, no network.

type Provider = InstanceType<typeof UniversalProvider>

const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'eth_signTransaction']
const EVENTS = ['chainChanged', 'accountsChanged']
/** Every request a test makes gets this long before it fails by name. */
const STEP_MS = 5_000

let relay: Relay
let instances = 0
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  relay = await startRelay()
})
afterEach(async () => {
  await Promise.allSettled(cleanups.splice(0).map((cleanup) => cleanup()))
})
afterAll(async () => {
  const sent = new Set(relay.log.filter((e) => e.direction === 'in').map((e) => e.method))
  console.info(`[wc] methods the clients sent over the whole file: ${[...sent].sort().join(', ')}`)
  await relay.stop()
})

async function startDapp(): Promise<Provider> {
  const provider = await withTimeout(
    UniversalProvider.init({
      projectId: 'foyer-test',
      relayUrl: relay.url,
      customStoragePrefix: `dapp-${++instances}`,
      storageOptions: { database: ':memory:' },
      // Telemetry would POST to pulse.walletconnect.org; the logger would print every relay hiccup.
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: 'Foyer test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
    }),
    STEP_MS,
    'UniversalProvider.init',
  )
  cleanups.push(async () => {
    provider.client.core.heartbeat.stop()
    await provider.client.core.relayer.transportClose()
  })
  return provider
}

async function startWallet(chains: readonly number[] = [DEVNET_A, DEVNET_B]): Promise<WcWallet> {
  const wallet = await createWcWallet({ relayUrl: relay.url, privateKey: ANVIL_PRIVATE_KEY_0, chains })
  cleanups.push(() => wallet.close())
  return wallet
}

/** The dapp proposes (optional eip155 namespace on `chains`), the wallet pairs with the URI it shows. */
function connect(provider: Provider, wallet: WcWallet, chains: readonly number[] = [DEVNET_A]) {
  provider.once('display_uri', (uri: string) => {
    wallet.pair(uri).catch((error: unknown) => console.error('wallet.pair failed', error))
  })
  const namespace = {
    chains: chains.map((id) => `eip155:${id}`),
    methods: METHODS,
    events: EVENTS,
    // Without an rpcMap the provider sends reads to rpc.walletconnect.org.
    rpcMap: Object.fromEntries(chains.map((id) => [id, 'http://127.0.0.1:9/unused'])),
  }
  return withTimeout(
    provider.connect({ optionalNamespaces: { eip155: namespace } }),
    STEP_MS,
    'dapp connect()',
  )
}

/** A dapp and a wallet with a settled session. */
async function connected(): Promise<{ provider: Provider; wallet: WcWallet }> {
  const [provider, wallet] = await Promise.all([startDapp(), startWallet()])
  await connect(provider, wallet)
  await wallet.nextSettlement()
  return { provider, wallet }
}

function request<T>(provider: Provider, method: string, params: unknown[] = [], chainId = DEVNET_A) {
  return withTimeout(
    provider.request<T>({ method, params }, `eip155:${chainId}`),
    STEP_MS,
    `request ${method}`,
  )
}

/** Resolves once `clients` distinct clients have (re)subscribed since log entry `mark`. */
async function resubscribed(mark: number, clients: number): Promise<void> {
  const deadline = Date.now() + 15_000
  const subscribers = () =>
    new Set(
      relay.log
        .slice(mark)
        .filter((e) => e.method === 'irn_batchSubscribe' || e.method === 'irn_subscribe')
        .map((e) => e.client),
    )
  while (subscribers().size < clients) {
    if (Date.now() > deadline)
      throw new Error(`only ${subscribers().size} of ${clients} clients resubscribed in 15 s`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )

describe('WalletConnect through the local relay', () => {
  it('pairs, proposes and settles a session on both sides', async () => {
    const [provider, wallet] = await Promise.all([startDapp(), startWallet()])
    const started = performance.now()
    const session = await connect(provider, wallet)
    console.info(`[wc] dapp connect() → session settled in ${Math.round(performance.now() - started)} ms`)

    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:${DEVNET_A}:${wallet.address}`])
    const walletSession = await wallet.nextSettlement()
    expect(walletSession.topic).toBe(session?.topic)
    expect(wallet.proposals).toHaveLength(1)
    expect(wallet.proposals[0]?.optionalNamespaces.eip155?.chains).toEqual([`eip155:${DEVNET_A}`])
    expect(await request(provider, 'eth_accounts')).toEqual([wallet.address])

    const sent = new Set(relay.log.filter((e) => e.direction === 'in').map((e) => e.method))
    console.info(`[wc] methods the 2.25 client sent to the relay: ${[...sent].sort().join(', ')}`)
    expect([...sent]).toEqual(
      expect.arrayContaining(['wc_proposeSession', 'wc_approveSession', 'irn_subscribe', 'irn_publish']),
    )
    expect(relay.log.filter((e) => e.error)).toEqual([])
  })

  it('round-trips personal_sign and eth_signTypedData_v4, signed with the wallet key', async () => {
    const { provider, wallet } = await connected()
    const started = performance.now()
    const signature = await request<Hex>(provider, 'personal_sign', ['0x68656c6c6f', wallet.address])
    console.info(`[wc] personal_sign round trip in ${Math.round(performance.now() - started)} ms`)
    expect(await verifyMessage({ address: wallet.address, message: 'hello', signature })).toBe(true)
    expect(wallet.requests[0]).toEqual({
      method: 'personal_sign',
      params: ['0x68656c6c6f', wallet.address],
      chainId: `eip155:${DEVNET_A}`,
    })

    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: DEVNET_A },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    } as const
    const typed = await request<Hex>(provider, 'eth_signTypedData_v4', [
      wallet.address,
      JSON.stringify(typedData),
    ])
    expect(await verifyTypedData({ address: wallet.address, ...typedData, signature: typed })).toBe(true)
  })

  it("rejects the dapp's connect() when the wallet rejects the proposal", async () => {
    const [provider, wallet] = await Promise.all([startDapp(), startWallet()])
    wallet.rejectNext()
    expect(await failure(connect(provider, wallet))).toMatchObject({ code: 5000, message: 'User rejected.' })
    await expect(wallet.nextSettlement()).rejects.toMatchObject({ code: 5000 })
    expect(provider.session).toBeUndefined()
  })

  it('rejects a proposal for chains it does not hold or a namespace it has no accounts in, saying why', async () => {
    const [provider, wallet] = await Promise.all([startDapp(), startWallet([DEVNET_A])])
    expect(await failure(connect(provider, wallet, [DEVNET_B]))).toMatchObject({
      code: 5100,
      message: `The wallet holds none of the proposed chains (eip155:${DEVNET_B}).`,
    })
    // Since 2.2x the sign client sends every namespace as optional (requiredNamespaces is always {}), so
    // the wallet can only say it has nothing to offer.
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const { uri, approval } = await provider.client.connect({
      optionalNamespaces: { solana: { chains: [solana], methods: ['solana_signMessage'], events: [] } },
    })
    await wallet.pair(uri ?? '')
    expect(await failure(withTimeout(approval(), STEP_MS, 'approval()'))).toMatchObject({
      message: `The wallet holds none of the proposed chains (${solana}).`,
    })
    expect(wallet.proposals[1]?.requiredNamespaces).toEqual({})
  })

  it('passes a wallet rejection (4001), a hung request and an unsupported method (4200) to the dapp', async () => {
    const { provider, wallet } = await connected()
    wallet.rejectNextRequest()
    expect(await failure(request(provider, 'personal_sign', ['0x68', wallet.address]))).toMatchObject({
      code: 4001,
      message: 'User rejected.',
    })
    // Approved in the session, but not something the scripted wallet does.
    expect(await failure(request(provider, 'eth_signTransaction', [{}]))).toMatchObject({ code: 4200 })
    wallet.hangNextRequest()
    const hung = provider.request(
      { method: 'personal_sign', params: ['0x68', wallet.address] },
      `eip155:${DEVNET_A}`,
    )
    hung.catch(() => {}) // abandoned: the request's own expiry is 15 minutes away
    expect(await failure(withTimeout(hung, 500, 'the hung request'))).toMatchObject({
      message: 'the hung request did not settle within 500 ms',
    })
    expect(wallet.requests.map((r) => r.method)).toEqual([
      'personal_sign',
      'eth_signTransaction',
      'personal_sign',
    ])
    // A hung request blocks nothing: the wallet gets every request at once, not queued one by one.
    const signature = await request<Hex>(provider, 'personal_sign', ['0x6869', wallet.address])
    expect(await verifyMessage({ address: wallet.address, message: 'hi', signature })).toBe(true)
  })

  it('switches to a chain outside the session: the wallet adds it and says chainChanged', async () => {
    const { provider, wallet } = await connected()
    const chainChanged = new Promise((resolve) => provider.once('chainChanged', resolve))
    await request(provider, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    expect(await withTimeout(chainChanged, STEP_MS, 'chainChanged')).toBe(`${DEVNET_B}`)
    expect(provider.session?.namespaces.eip155?.chains).toContain(`eip155:${DEVNET_B}`)
    expect(wallet.chainId).toBe(DEVNET_B)
    expect(
      await failure(request(provider, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])),
    ).toMatchObject({
      code: 4902,
    })

    const accountsChanged = new Promise((resolve) => provider.once('accountsChanged', resolve))
    await wallet.emitAccountsChanged([wallet.address])
    expect(await withTimeout(accountsChanged, STEP_MS, 'accountsChanged')).toEqual([wallet.address])
  })

  it('tells the dapp when the wallet disconnects (session_delete)', async () => {
    const { provider, wallet } = await connected()
    const deleted = new Promise((resolve) => provider.once('session_delete', resolve))
    const topic = provider.session?.topic
    await wallet.disconnect()
    expect(await withTimeout(deleted, STEP_MS, 'session_delete')).toMatchObject({ topic })
    expect(provider.session).toBeUndefined()
  })

  // A request written in the instant the socket dies is lost, and the client only retries it after its
  // 15 s publish timeout plus a 5 s heartbeat (~20 s). So these tests wait until both clients have
  // resubscribed (which the relay sees) before they send.
  it('recovers from a network blip (relay.dropConnections) without losing the session', async () => {
    const { provider, wallet } = await connected()
    const started = performance.now()
    const mark = relay.log.length
    relay.dropConnections()
    await resubscribed(mark, 2)
    const reconnected = performance.now()
    const signature = await request<Hex>(provider, 'personal_sign', ['0x626c6970', wallet.address])
    console.info(
      `[wc] dropConnections(): both clients resubscribed in ${Math.round(reconnected - started)} ms, ` +
        `then personal_sign answered in ${Math.round(performance.now() - reconnected)} ms`,
    )
    expect(await verifyMessage({ address: wallet.address, message: 'blip', signature })).toBe(true)
  })

  it('recovers from a relay restart (all subscriptions and held messages lost)', async () => {
    const { provider, wallet } = await connected()
    const started = performance.now()
    const mark = relay.log.length
    await relay.restart()
    await resubscribed(mark, 2)
    const reconnected = performance.now()
    const signature = await request<Hex>(provider, 'personal_sign', ['0x72657374617274', wallet.address])
    console.info(
      `[wc] restart(): both clients resubscribed in ${Math.round(reconnected - started)} ms, ` +
        `then personal_sign answered in ${Math.round(performance.now() - reconnected)} ms`,
    )
    expect(await verifyMessage({ address: wallet.address, message: 'restart', signature })).toBe(true)
  })
})
