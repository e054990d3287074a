import type { KeyringPair } from '@polkadot/keyring/types'
import { SignClient } from '@walletconnect/sign-client'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import {
  type Address,
  createWalletClient,
  type Hex,
  hexToBigInt,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { signRequest } from './sign-request.js'
import { type WcBitcoinChain, WcBitcoinError, wcBitcoinAnswers } from './wc-bitcoin-answers.js'
import { type WcCosmosChain, WcCosmosError, wcCosmosAnswers } from './wc-cosmos-answers.js'
import { approvedNamespaces, type WcHalf } from './wc-namespaces.js'
import { type WcPolkadotChain, wcPolkadotAnswers } from './wc-polkadot-answers.js'
import { type WcSolanaChain, WcSolanaError, wcSolanaAnswers } from './wc-solana-answers.js'

// A scripted WalletConnect wallet in Node: a real @walletconnect/sign-client that pairs through a relay
// (test/devnet/wc-relay.ts), approves or rejects proposals on cue and answers session requests by
// signing locally with viem, like the EIP-1193 scripted wallet beside it.

/**
 * Options of {@link createWcWallet}.
 *
 * @example
 * const options: WcWalletOptions = { relayUrl: relay.url, privateKey: ANVIL_PRIVATE_KEY_0, chains: [31337] }
 */
export type WcWalletOptions = {
  relayUrl: string
  privateKey: Hex
  /** EVM chain ids the wallet holds accounts on; the first one approved is its current chain. */
  chains: readonly number[]
  /** The wallet's name in its metadata (and its storage prefix); `Foyer WC Wallet` by default. */
  name?: string
  /** RPC URLs by chain id: `eth_*` reads and `eth_sendTransaction` go there; without one they answer 4200. */
  rpcUrls?: Record<number, string>
  /** How long each step (init, pairing, approval) may take before it fails; 10 s by default. */
  timeoutMs?: number
  /** A Solana account too: the ed25519 key and the Solana chains it holds. */
  solana?: { secretKey: Uint8Array; chains: readonly WcSolanaChain[] }
  /** A Bitcoin account too: the secp256k1 key (32 bytes of hex) and the Bitcoin chains it holds. */
  bitcoin?: { privateKeyHex: string; chains: readonly WcBitcoinChain[] }
  /** A Polkadot account too: the key pair (`@polkadot/keyring`) and the Polkadot chains it holds. */
  polkadot?: { pair: KeyringPair; chains: readonly WcPolkadotChain[] }
  /** A Cosmos account too: the secp256k1 key (32 bytes of hex) and the Cosmos chains it holds. */
  cosmos?: { privateKeyHex: string; chains: readonly WcCosmosChain[] }
}

/**
 * A session request the wallet received.
 *
 * @example
 * expect(wallet.requests).toContainEqual({ method: 'personal_sign', params: [msg, address], chainId: 'eip155:31337' })
 */
export type WcWalletRequest = { method: string; params: unknown; chainId: string }

/**
 * The running wallet: its levers and records.
 *
 * @example
 * const wallet = await createWcWallet({ relayUrl: relay.url, privateKey, chains: [31337] })
 * await wallet.pair(uri)
 * wallet.rejectNextRequest()
 */
export type WcWallet = {
  readonly address: Address
  /** The sign client itself, for what the levers do not cover. */
  readonly client: InstanceType<typeof SignClient>
  /** The current session (the latest approved), until it is deleted. */
  readonly session: SessionTypes.Struct | undefined
  /** The chain the wallet is on (the first approved chain, then whatever it switched to). */
  readonly chainId: number
  /** Every proposal received, approved or not. */
  readonly proposals: ProposalTypes.Struct[]
  /** Every session request received, including rejected and hung ones. */
  readonly requests: WcWalletRequest[]
  /** Pairs with a `wc:` URI; the proposal then arrives and is answered per `approveNext` / `rejectNext`. */
  pair(uri: string): Promise<void>
  /** Approve proposals (the default). */
  approveNext(): void
  /** Reject the next proposal with USER_REJECTED, once. */
  rejectNext(): void
  /** Answer the next session request with 4001, once. */
  rejectNextRequest(): void
  /** Never answer the next session request, once. */
  hangNextRequest(): void
  /** The next proposal's outcome (buffered, so it may be called after the fact): the settled session, or
   * a rejection with the reason the wallet gave. */
  nextSettlement(): Promise<SessionTypes.Struct>
  /** Emits `accountsChanged` on the session (the dapp's provider re-emits it). */
  emitAccountsChanged(addresses: readonly Address[]): Promise<void>
  /** Moves to `chainId` and emits `chainChanged`, first adding the chain to the session (with the
   * wallet's account) if it is not in it: any chain, held or not, so tests can feign an unknown one. */
  emitChainChanged(chainId: number): Promise<void>
  /** Emits `bip122_addressesChanged` with the Bitcoin addresses, after moving to the key `privateKeyHex`
   * (another account) when given. */
  emitBitcoinAddressesChanged(privateKeyHex?: string): Promise<void>
  /** Wallet-side disconnect (USER_DISCONNECTED): the dapp receives `session_delete`. */
  disconnect(): Promise<void>
  /** Closes the relay socket and stops the heartbeat so the process can exit. */
  close(): Promise<void>
}

/** An error as the wallet answers it over WalletConnect: `code` + `message`. */
class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type Outcome = { session: SessionTypes.Struct } | { error: unknown }

let instances = 0

/**
 * Rejects with a clear message when `promise` takes longer than `ms`: a hung relay or client fails the
 * test at the step that hung instead of at vitest's global timeout.
 *
 * @example
 * await withTimeout(wallet.pair(uri), 5_000, 'wallet.pair')
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Starts a scripted WalletConnect wallet on `relayUrl`. Approves eip155 proposals with the chains it holds
 * (the proposal's required + optional eip155 chains ∩ `chains`), the requested methods and events; rejects
 * proposals that require another namespace or a chain it does not hold. Answers `personal_sign`,
 * `eth_signTypedData_v4`, `eth_chainId`, `eth_accounts`, `wallet_switchEthereumChain` (4902 for chains
 * it does not hold), 4200 for other methods. With `solana` or `bitcoin` it approves those namespaces'
 * chains it holds too (wc-namespaces.ts), and requests on them go to that half (wc-solana-answers.ts,
 * wc-bitcoin-answers.ts).
 *
 * @example
 * const wallet = await createWcWallet({ relayUrl: relay.url, privateKey: ANVIL_PRIVATE_KEY_0, chains: [31337] })
 * provider.on('display_uri', (uri) => wallet.pair(uri))
 * await provider.connect({ optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods, events } } })
 * await wallet.close()
 */
export async function createWcWallet(options: WcWalletOptions): Promise<WcWallet> {
  // Turns off the Verify API lookups a Node wallet would otherwise make per proposal and request.
  process.env.IS_VITEST = 'true'
  const timeoutMs = options.timeoutMs ?? 10_000
  const name = options.name ?? 'Foyer WC Wallet'
  const account = privateKeyToAccount(options.privateKey)
  const held = new Set(options.chains)
  const client = await withTimeout(
    SignClient.init({
      projectId: 'foyer-test',
      relayUrl: options.relayUrl,
      // Each client needs its own storage prefix, or clients in one process share a single Core.
      customStoragePrefix: `${name}-${++instances}`,
      storageOptions: { database: ':memory:' },
      telemetryEnabled: false,
      logger: 'silent',
      // The sign client otherwise hands the wallet one request at a time and waits 1 s after each answer
      // before the next: slow, and a hung request would block every later one.
      signConfig: { disableRequestQueue: true },
      metadata: { name, description: 'Scripted test wallet', url: 'http://127.0.0.1', icons: [] },
    }),
    timeoutMs,
    'SignClient.init (wallet)',
  )

  const proposals: ProposalTypes.Struct[] = []
  const requests: WcWalletRequest[] = []
  const requestMisbehaviours: ('reject' | 'hang')[] = []
  // Proposal outcomes not yet taken by nextSettlement(), and nextSettlement() calls still waiting for one.
  const outcomes: Outcome[] = []
  const waiters: ((outcome: Outcome) => void)[] = []
  let rejectProposal = false
  let session: SessionTypes.Struct | undefined
  let chainId = options.chains[0] ?? 1
  const bitcoin = options.bitcoin && wcBitcoinAnswers(options.bitcoin)
  const halves = new Map<string, WcHalf>()
  if (options.solana) halves.set('solana', wcSolanaAnswers(options.solana))
  if (bitcoin) halves.set('bip122', bitcoin)
  if (options.polkadot) halves.set('polkadot', wcPolkadotAnswers(options.polkadot))
  if (options.cosmos) halves.set('cosmos', await wcCosmosAnswers(options.cosmos))

  function settle(outcome: Outcome): void {
    const waiter = waiters.shift()
    if (waiter) waiter(outcome)
    else outcomes.push(outcome)
  }

  client.on('session_proposal', async ({ id, params }) => {
    proposals.push(params)
    const answer = approvedNamespaces(params, { address: account.address, chains: held }, halves)
    try {
      if (rejectProposal || 'refusal' in answer) {
        const reason = 'refusal' in answer && !rejectProposal ? answer.refusal : getSdkError('USER_REJECTED')
        rejectProposal = false
        await client.reject({ id, reason })
        settle({ error: reason })
        return
      }
      const { acknowledged } = await client.approve({ id, namespaces: answer.namespaces })
      const approved = await withTimeout(acknowledged(), timeoutMs, 'session settlement acknowledgement')
      session = approved
      chainId = Number(approved.namespaces.eip155?.chains?.[0]?.split(':')[1] ?? chainId)
      settle({ session: approved })
    } catch (error) {
      settle({ error })
    }
  })

  client.on('session_delete', ({ topic }) => {
    if (session?.topic === topic) session = undefined
  })

  client.on('session_request', async ({ id, topic, params }) => {
    const { request } = params
    requests.push({ method: request.method, params: request.params, chainId: params.chainId })
    const misbehaviour = requestMisbehaviours.shift()
    if (misbehaviour === 'hang') return
    let response:
      | { id: number; jsonrpc: '2.0'; result: unknown }
      | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }
    try {
      if (misbehaviour === 'reject') throw new WalletError(4001, 'User rejected.')
      // Requests go to the account of the chain's namespace (a Solana or Bitcoin half, else EVM).
      const half = halves.get(params.chainId.split(':')[0] ?? '')
      const result = half
        ? await half.answer(request.method, request.params, params.chainId)
        : await answer(topic, request.method, Array.isArray(request.params) ? request.params : [])
      response = { id, jsonrpc: '2.0', result }
    } catch (error) {
      const { code, message } =
        error instanceof WalletError ||
        error instanceof WcSolanaError ||
        error instanceof WcBitcoinError ||
        error instanceof WcCosmosError
          ? error
          : new WalletError(-32603, error instanceof Error ? error.message : String(error))
      response = { id, jsonrpc: '2.0', error: { code, message } }
    }
    await client.respond({ topic, response }).catch(() => {})
  })

  async function answer(topic: string, method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'personal_sign':
      case 'eth_signTypedData_v4':
        return signRequest(account, method, params, assertSigner)
      case 'wallet_switchEthereumChain': {
        const id = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        if (!held.has(id)) throw new WalletError(4902, `Unrecognized chain ID "${numberToHex(id)}".`)
        await moveTo(topic, id)
        return null
      }
      case 'eth_sendTransaction':
        return sendTransaction((params[0] ?? {}) as Record<string, unknown>)
      default: {
        const url = options.rpcUrls?.[chainId]
        if (url && /^(eth|net|web3)_/.test(method)) {
          const rpc = createWalletClient({ transport: http(url, { retryCount: 0 }) })
          // The method is only known at run time, so viem's typed request cannot check it.
          return rpc.request({ method, params } as never)
        }
        throw new WalletError(4200, `The wallet does not support ${method}.`)
      }
    }
  }

  function assertSigner(address: unknown): void {
    if (typeof address !== 'string' || !isAddressEqual(address as Address, account.address))
      throw new WalletError(4100, `The wallet does not hold ${String(address)}.`)
  }

  async function sendTransaction(tx: Record<string, unknown>): Promise<Hex> {
    assertSigner(tx.from ?? account.address)
    const url = options.rpcUrls?.[chainId]
    if (url === undefined) throw new WalletError(4200, `The wallet has no RPC for chain ${chainId}.`)
    const quantity = (key: string) => (isHex(tx[key]) ? hexToBigInt(tx[key] as Hex) : undefined)
    return createWalletClient({ account, transport: http(url, { retryCount: 0 }) }).sendTransaction({
      chain: null,
      to: (tx.to as Address | undefined) ?? null,
      data: tx.data as Hex | undefined,
      value: quantity('value'),
      gas: quantity('gas'),
    })
  }

  /** Moves to a held chain: adds it to the session first if the dapp was not given it, then says so. */
  async function moveTo(topic: string, id: number): Promise<void> {
    const current = client.session.get(topic)
    const eip155 = current.namespaces.eip155
    const chain = `eip155:${id}`
    if (eip155 && !eip155.chains?.includes(chain)) {
      const namespaces = {
        ...current.namespaces,
        eip155: {
          ...eip155,
          chains: [...(eip155.chains ?? []), chain],
          accounts: [...eip155.accounts, `${chain}:${account.address}`],
        },
      }
      const { acknowledged } = await client.update({ topic, namespaces })
      await withTimeout(acknowledged(), timeoutMs, 'session update acknowledgement')
      session = client.session.get(topic)
    }
    chainId = id
    if (eip155?.events.includes('chainChanged'))
      await client.emit({ topic, chainId: chain, event: { name: 'chainChanged', data: id } })
  }

  function requireSession(): SessionTypes.Struct {
    if (!session) throw new Error('The wallet has no session: pair and approve first.')
    return session
  }

  return {
    address: account.address,
    client,
    get session() {
      return session
    },
    get chainId() {
      return chainId
    },
    proposals,
    requests,
    pair: async (uri) => {
      await withTimeout(client.pair({ uri }), timeoutMs, 'wallet pair()')
    },
    approveNext: () => {
      rejectProposal = false
    },
    rejectNext: () => {
      rejectProposal = true
    },
    rejectNextRequest: () => void requestMisbehaviours.push('reject'),
    hangNextRequest: () => void requestMisbehaviours.push('hang'),
    nextSettlement: async () => {
      let waiter: ((outcome: Outcome) => void) | undefined
      const outcome = await withTimeout(
        new Promise<Outcome>((resolve) => {
          const ready = outcomes.shift()
          if (ready) resolve(ready)
          else {
            waiter = resolve
            waiters.push(resolve)
          }
        }),
        timeoutMs,
        'the next proposal',
      ).finally(() => {
        // A caller that gave up must not swallow the outcome meant for the next one.
        if (waiter && waiters.includes(waiter)) waiters.splice(waiters.indexOf(waiter), 1)
      })
      if ('error' in outcome) throw outcome.error
      return outcome.session
    },
    emitAccountsChanged: async (addresses) => {
      const { topic } = requireSession()
      const event = { name: 'accountsChanged', data: [...addresses] }
      await withTimeout(
        client.emit({ topic, chainId: `eip155:${chainId}`, event }),
        timeoutMs,
        'emit accountsChanged',
      )
    },
    emitChainChanged: async (id) => {
      await withTimeout(moveTo(requireSession().topic, id), timeoutMs, 'emit chainChanged')
    },
    emitBitcoinAddressesChanged: async (privateKeyHex) => {
      const { topic, namespaces } = requireSession()
      const chainId = namespaces.bip122?.chains?.[0]
      if (!bitcoin || !chainId) throw new Error('The session holds no Bitcoin account.')
      if (privateKeyHex) bitcoin.useKey(privateKeyHex)
      const event = { name: 'bip122_addressesChanged', data: bitcoin.addresses() }
      await withTimeout(client.emit({ topic, chainId, event }), timeoutMs, 'emit bip122_addressesChanged')
    },
    disconnect: async () => {
      const { topic } = requireSession()
      await withTimeout(
        client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') }),
        timeoutMs,
        'disconnect',
      )
      session = undefined
    },
    close: async () => {
      client.core.heartbeat.stop()
      await withTimeout(client.core.relayer.transportClose(), timeoutMs, 'relayer.transportClose')
    },
  }
}
