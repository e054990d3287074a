import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  hexToBigInt,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type Batching, createCallsAnswers } from './eip5792-calls.js'
import { signRequest } from './sign-request.js'

// A scripted EIP-1193 wallet: a real key that signs locally, real chains behind it (anvil), and levers
// to misbehave on cue. Imports viem only, so it runs in Node, in a browser page (the demo's dev
// wallet) and on the Node side of a Playwright bridge alike.

/**
 * An error as EIP-1193 providers throw them: a numeric `code` (4001, 4902, …) and a `message`.
 *
 * @example
 * throw new ProviderRpcError(4902, 'Unrecognized chain ID "0x7a6a".')
 */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/**
 * A chain the wallet can reach: its id and the RPC URL it forwards reads and transactions to.
 *
 * @example
 * const chain: ScriptedChain = { chainId: 31337, rpcUrl: anvil.rpcUrl }
 */
export type ScriptedChain = { chainId: number; rpcUrl: string }

/**
 * Options of {@link createScriptedWallet}.
 *
 * @example
 * const options: ScriptedWalletOptions = { chains: [{ chainId: 31337, rpcUrl }], privateKey: ANVIL_PRIVATE_KEY_0 }
 */
export type ScriptedWalletOptions = {
  /** The chains the wallet can reach; it starts on the first one unless `chainId` says otherwise. */
  chains: readonly ScriptedChain[]
  privateKey: Hex
  /**
   * More accounts the wallet shares, after the first (`privateKey`'s): each sends the transactions
   * whose `from` it is. Messages are signed by the first only.
   */
  morePrivateKeys?: readonly Hex[]
  /** The chains the wallet knows (can switch to without adding them first); all of `chains` by default. */
  knownChainIds?: readonly number[]
  /** The chain the wallet starts on. */
  chainId?: number
  /** Whether the site is already authorised (as after an earlier visit). */
  authorised?: boolean
  /** Switch to a chain as soon as `wallet_addEthereumChain` adds it, as MetaMask does. */
  switchOnAdd?: boolean
  /**
   * EIP-5792: `'atomic'` answers `wallet_getCapabilities` (atomic batching where the chain has the
   * devnets' BatchExecutor), `wallet_sendCalls` and `wallet_getCallsStatus`; `'none'` (the default)
   * knows none of them, as a wallet without batching.
   */
  batching?: Batching
}

/**
 * A request the wallet received.
 *
 * @example
 * expect(controls.requests.map((r) => r.method)).toContain('wallet_addEthereumChain')
 */
export type WalletRequest = { method: string; params?: unknown }

type Listener = (...args: unknown[]) => void

/**
 * The EIP-1193 face of the wallet, handed to a site as a connector's provider.
 *
 * @example
 * await provider.request({ method: 'eth_requestAccounts' })
 */
export type ScriptedProvider = {
  request(args: WalletRequest): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/**
 * The levers and records of a scripted wallet.
 *
 * @example
 * controls.rejectNext('personal_sign')
 * controls.setChain(1) // the wallet now reports a chain it has no RPC for
 */
export type ScriptedWalletControls = {
  /** Every request received, in order, including rejected and hung ones. */
  readonly requests: WalletRequest[]
  /** The parameters of every `wallet_addEthereumChain` received. */
  readonly addedChains: unknown[]
  /** Whether the site is authorised: `eth_requestAccounts` sets it, `wallet_revokePermissions` clears it. */
  authorised: boolean
  /** The signing account's address (checksummed). */
  readonly address: Address
  /** The accounts the wallet reports (the signing account first, unless `setAccounts` changed them). */
  readonly accounts: readonly Address[]
  /** The chain the wallet is on. */
  readonly chainId: number
  /** The next request (of `method`, if given) fails with 4001, once. */
  rejectNext(method?: string): void
  /** The next request (of `method`, if given) never answers. */
  hangNext(method?: string): void
  /**
   * Runs `act` before answering the next request of `method`, once: what lands on the chain while the
   * visitor looks at the wallet's prompt (another account's trade, as a front-runner's would).
   */
  beforeNext(method: string, act: () => Promise<void>): void
  /**
   * The next `eth_sendTransaction` sends `rewrite(transaction)` instead of what the site asked, and
   * answers its hash, once: a compromised wallet.
   */
  tamperNext(rewrite: (transaction: Record<string, unknown>) => Record<string, unknown>): void
  /** Moves the wallet to `chainId` (known or not, reachable or not) and emits `chainChanged`. */
  setChain(chainId: number): void
  /** Replaces the reported accounts and emits `accountsChanged`. */
  setAccounts(addresses: readonly Address[]): void
  /** Emits `disconnect` (code 4900), as when the wallet loses all chains. */
  emitDisconnect(): void
  /** Makes the wallet forget a chain, so switching to it answers 4902. */
  forgetChain(chainId: number): void
  /** How many listeners the site has for `event`: shows whether it stopped watching. */
  listenerCount(event: string): number
  /** Whether the wallet batches calls (EIP-5792), from now on. */
  setBatching(batching: Batching): void
  /** From now on `wallet_getCallsStatus` answers success whatever the chain says (a hostile wallet). */
  lieAboutCallsStatus(lie: boolean): void
}

type Misbehaviour =
  | { kind: 'reject' | 'hang'; method: string | undefined }
  | { kind: 'before'; method: string; act: () => Promise<void> }
  | {
      kind: 'tamper'
      method: string
      rewrite: (transaction: Record<string, unknown>) => Record<string, unknown>
    }

const reject = (code: number, message: string) => new ProviderRpcError(code, message)
const unauthorised = () =>
  reject(4100, 'The requested account and/or method has not been authorized by the user.')

/**
 * Creates a scripted EIP-1193 wallet over real chains. Signs `personal_sign`, `eth_signTypedData_v4` and
 * `eth_sendTransaction` locally with `privateKey`; forwards other `eth_*` / `net_*` / `web3_*` reads to
 * the current chain's RPC; answers 4902 for chains it does not know, 4200 for unknown methods.
 *
 * @example
 * const { provider, controls } = createScriptedWallet({
 *   chains: [{ chainId: 31337, rpcUrl: anvilA.rpcUrl }, { chainId: 31338, rpcUrl: anvilB.rpcUrl }],
 *   privateKey: ANVIL_PRIVATE_KEY_0,
 * })
 * const connector = { id: 'dev', name: 'Dev Wallet', type: 'INJECTED', chain: 'eip155', provider }
 */
export function createScriptedWallet(options: ScriptedWalletOptions): {
  provider: ScriptedProvider
  controls: ScriptedWalletControls
} {
  const account = privateKeyToAccount(options.privateKey)
  const rpcUrls = new Map(options.chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  const known = new Set(options.knownChainIds ?? options.chains.map((chain) => chain.chainId))
  const listeners = new Map<string, Set<Listener>>()
  const misbehaviours: Misbehaviour[] = []
  const rpcClients = new Map<string, PublicClient>()
  let chainId = options.chainId ?? options.chains[0]?.chainId ?? 1
  const senders = [account, ...(options.morePrivateKeys ?? []).map((key) => privateKeyToAccount(key))]
  let accounts: readonly Address[] = senders.map((each) => each.address)
  // EIP-5792, answered through the same key, chains and checks as the rest (`rpc` and `assertSigner` below).
  const calls = createCallsAnswers(
    {
      account,
      chainId: () => chainId,
      rpcUrlOf: (id) => rpcUrls.get(id),
      rpc: () => rpc(),
      assertSigner: (address) => assertSigner(address),
      reject,
    },
    options.batching ?? 'none',
  )

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }

  const controls: ScriptedWalletControls = {
    requests: [],
    addedChains: [],
    authorised: options.authorised ?? false,
    address: account.address,
    get accounts() {
      return accounts
    },
    get chainId() {
      return chainId
    },
    rejectNext: (method) => void misbehaviours.push({ kind: 'reject', method }),
    hangNext: (method) => void misbehaviours.push({ kind: 'hang', method }),
    beforeNext: (method, act) => void misbehaviours.push({ kind: 'before', method, act }),
    tamperNext: (rewrite) =>
      void misbehaviours.push({ kind: 'tamper', method: 'eth_sendTransaction', rewrite }),
    setChain(id) {
      chainId = id
      emit('chainChanged', numberToHex(id))
    },
    setAccounts(addresses) {
      accounts = [...addresses]
      emit('accountsChanged', [...accounts])
    },
    emitDisconnect: () => emit('disconnect', reject(4900, 'The provider is disconnected from all chains.')),
    forgetChain: (id) => void known.delete(id),
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    setBatching: (batching) => calls.setBatching(batching),
    lieAboutCallsStatus: (lie) => calls.lieAboutStatus(lie),
  }

  /** The misbehaviour due for `method`, removed from the queue, if any. */
  function takeMisbehaviour(method: string): Misbehaviour | undefined {
    const index = misbehaviours.findIndex((m) => m.method === undefined || m.method === method)
    return index === -1 ? undefined : misbehaviours.splice(index, 1)[0]
  }

  /** A JSON-RPC client for the current chain; 4901 when the wallet is on a chain it cannot reach. */
  function rpc(): PublicClient {
    const url = rpcUrls.get(chainId)
    if (url === undefined) throw reject(4901, `The wallet has no RPC for chain ${chainId}.`)
    let client = rpcClients.get(url)
    if (!client) {
      client = createPublicClient({ transport: http(url, { retryCount: 0 }) })
      rpcClients.set(url, client)
    }
    return client
  }

  function assertSigner(address: unknown): void {
    if (!controls.authorised) throw unauthorised()
    if (typeof address !== 'string' || !isAddressEqual(address as Address, account.address))
      throw unauthorised()
  }

  /** The shared account a transaction from `from` is signed by: the site must be authorised for it. */
  function senderOf(from: unknown) {
    if (!controls.authorised || typeof from !== 'string') throw unauthorised()
    const sender = senders.find((each) => isAddressEqual(from as Address, each.address))
    if (!sender || !accounts.some((shared) => isAddressEqual(shared, sender.address))) throw unauthorised()
    return sender
  }

  async function sendTransaction(tx: Record<string, unknown>): Promise<Hex> {
    const sender = senderOf(tx.from ?? account.address)
    const quantity = (key: string) => (isHex(tx[key]) ? hexToBigInt(tx[key] as Hex) : undefined)
    const url = rpcUrls.get(chainId)
    if (url === undefined) throw reject(4901, `The wallet has no RPC for chain ${chainId}.`)
    // As MetaMask does: a transaction for another chain than the wallet's is refused, not sent there.
    const askedChain = quantity('chainId')
    if (askedChain !== undefined && askedChain !== BigInt(chainId))
      throw reject(-32602, `Invalid chainId ${askedChain}: the wallet is on ${chainId}.`)
    const client = createWalletClient({ account: sender, transport: http(url, { retryCount: 0 }) })
    // The site's fee terms are kept, as wallets keep a site's suggestion unless the visitor edits it.
    const fees =
      quantity('gasPrice') !== undefined
        ? { gasPrice: quantity('gasPrice') }
        : { maxFeePerGas: quantity('maxFeePerGas'), maxPriorityFeePerGas: quantity('maxPriorityFeePerGas') }
    return client.sendTransaction({
      chain: null,
      to: (tx.to as Address | undefined) ?? null,
      data: tx.data as Hex | undefined,
      value: quantity('value'),
      gas: quantity('gas'),
      nonce: isHex(tx.nonce) ? Number(hexToBigInt(tx.nonce)) : undefined,
      ...fees,
    })
  }

  async function answer(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        controls.authorised = true
        return [...accounts]
      case 'eth_accounts':
        return controls.authorised ? [...accounts] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'personal_sign':
      case 'eth_signTypedData_v4':
        return signRequest(account, method, params, assertSigner)
      case 'wallet_switchEthereumChain': {
        const id = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        if (!known.has(id)) throw reject(4902, `Unrecognized chain ID "${numberToHex(id)}".`)
        if (id !== chainId) controls.setChain(id)
        return null
      }
      case 'wallet_addEthereumChain': {
        const added = params[0] as { chainId?: string; rpcUrls?: readonly string[] } | undefined
        controls.addedChains.push(added)
        const id = Number(added?.chainId)
        if (!Number.isSafeInteger(id) || id <= 0) throw reject(-32602, 'Invalid chainId.')
        known.add(id)
        const url = added?.rpcUrls?.[0]
        if (!rpcUrls.has(id) && url) rpcUrls.set(id, url)
        if (options.switchOnAdd && id !== chainId) controls.setChain(id)
        return null
      }
      case 'wallet_revokePermissions':
        controls.authorised = false
        return null
      case 'eth_sendTransaction':
        return sendTransaction((params[0] ?? {}) as Record<string, unknown>)
      default: {
        const batched = calls.answer(method, params)
        if (batched) return batched
        if (/^(eth|net|web3)_/.test(method)) return forward(method, params)
        throw reject(4200, `The wallet does not support ${method}.`)
      }
    }
  }

  async function forward(method: string, params: readonly unknown[]): Promise<unknown> {
    try {
      // The method is only known at run time, so viem's typed request cannot check it.
      return await rpc().request({ method, params } as never)
    } catch (error) {
      if (error instanceof ProviderRpcError) throw error
      const code = (error as { code?: unknown }).code
      throw reject(typeof code === 'number' ? code : -32603, (error as Error).message)
    }
  }

  const provider: ScriptedProvider = {
    async request({ method, params }) {
      controls.requests.push(params === undefined ? { method } : { method, params })
      const misbehaviour = takeMisbehaviour(method)
      if (misbehaviour?.kind === 'reject') throw reject(4001, 'User rejected the request.')
      if (misbehaviour?.kind === 'hang') return new Promise(() => {})
      if (misbehaviour?.kind === 'before') await misbehaviour.act()
      try {
        const asked: readonly unknown[] = Array.isArray(params) ? params : []
        const [first, ...rest] = asked
        const sent =
          misbehaviour?.kind === 'tamper' ? [misbehaviour.rewrite({ ...Object(first) }), ...rest] : asked
        return await answer(method, sent)
      } catch (error) {
        if (error instanceof ProviderRpcError) throw error
        // Signing or sending failed locally: report it the way wallets do, with a code.
        throw reject(-32603, error instanceof Error ? error.message : String(error))
      }
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  return { provider, controls }
}
