// The dev login frame's page: the frame side of the login frame protocol, as a provider's frame speaks
// it, for the demo and the tests. It answers only the page that embedded it (its exact origin, which
// must be an allowed ancestor), and only over the port that page hands it.
import { ed25519 } from '@noble/curves/ed25519'
import { encodeFunctionData, type Hex, hexToBytes, isHex, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  readWireTransaction,
  toBase64,
  withSignature,
} from '../../../core/src/chains/solana/wire-transaction.js'
import { isAllowedAncestorOrigin } from '../../../core/src/embedded/ancestor-origins.js'
import { type FrameCallName, frameCalls, isFrameCallName } from '../../../core/src/embedded/frame-calls.js'
import {
  APP_CONNECT_PORT,
  APP_EVENT_PREFIX,
  FRAME_EVENT_PREFIX,
  FRAME_READY,
  FRAME_UNVERIFIED_DOMAIN,
} from '../../../core/src/embedded/frame-wire.js'
import { decodeBase58, encodeBase58 } from '../../../core/src/networks/base58.js'
import { SMART_ACCOUNT_ABI } from '../smart-account.js'
import type { LoginFrameFaults } from './login-frame-server.js'

/**
 * A login: by email, or with a social provider (then `email` is null and `userName` the provider's),
 * with its EVM key and its Solana key.
 */
type Session = {
  email: string | null
  address: Hex
  privateKey: Hex
  chainId: number
  userName?: string | undefined
  solana?: { address: string; secretKey: Hex } | undefined
  /** The smart account this login's EVM key owns on the local chains, and which account the site asked for. */
  smartAccount?: Hex | undefined
  preferredAccountType?: 'eoa' | 'smartAccount' | undefined
  /** The site told the frame to set up the smart account (INIT_SMART_ACCOUNT) during this login. */
  smartAccountInitialised?: boolean | undefined
}
type DevConfig = {
  rpcUrls: Record<string, string>
  solanaRpcUrl?: string | undefined
  faults: LoginFrameFaults
}

const SESSION_KEY = 'foyer-dev-frame:session'
const query = new URLSearchParams(location.search)
const defaultChainId = Number(query.get('chainId') ?? 1)
let pendingEmail: string | undefined
let pendingUpdate: string | undefined
let farcasterChannel: string | undefined
/** Every SYNC_THEME and SYNC_DAPP_DATA the page sent, in order (read by the browser tests). */
const synced: { themes: unknown[]; dappData: unknown[] } = { themes: [], dappData: [] }
/** Every call the page made, in order, with its payload (read by the browser tests). */
const calls: { name: string; payload: unknown }[] = []
Object.assign(window, { foyerDevFrameSynced: synced, foyerDevFrameCalls: calls })

const config = async (): Promise<DevConfig> => (await fetch('/dev-api/config')).json()

function readSession(): Session | undefined {
  try {
    const session = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')
    return session && isHex(session.privateKey) ? session : undefined
  } catch {
    return undefined
  }
}

/** The login, if the frame still holds it (the `sessionRevoked` fault forgets it first). */
async function heldSession(): Promise<Session | undefined> {
  if ((await config()).faults.sessionRevoked) localStorage.removeItem(SESSION_KEY)
  return readSession()
}

async function session(): Promise<Session> {
  const current = await heldSession()
  if (!current) throw new Error('Not signed in')
  return current
}

async function post(path: string, body: unknown) {
  const response = await fetch(path, { method: 'POST', body: JSON.stringify(body) })
  const answer = await response.json()
  if (!response.ok) throw new Error(answer.message ?? 'Something went wrong')
  return answer
}

/** The chains where the login has a smart account: the local chains. */
const smartAccountChains = async () => Object.keys((await config()).rpcUrls).map(Number)

/**
 * The account the site uses: the smart account where it asked for it, the chain has one and the site
 * had it set up (INIT_SMART_ACCOUNT) during this login, else the key's own.
 */
async function accountTypeOf(current: Session): Promise<'eoa' | 'smartAccount'> {
  return current.preferredAccountType === 'smartAccount' &&
    current.smartAccount &&
    current.smartAccountInitialised === true &&
    (await smartAccountChains()).includes(current.chainId)
    ? 'smartAccount'
    : 'eoa'
}
const activeAddress = async (current: Session): Promise<Hex> =>
  (await accountTypeOf(current)) === 'smartAccount' && current.smartAccount
    ? current.smartAccount
    : current.address

/** The login as the frame reports it to the site (SPEC's embedded-login user payload). */
async function evmUser(current: Session) {
  const { email, address, chainId, userName, smartAccount } = current
  return {
    email,
    address: await activeAddress(current),
    chainId,
    ...(userName !== undefined && { userName }),
    accounts: [
      { address, type: 'eoa' },
      ...(smartAccount ? [{ address: smartAccount, type: 'smartAccount' }] : []),
    ],
    preferredAccountType: await accountTypeOf(current),
    smartAccountDeployed: smartAccount !== undefined,
  }
}

/** Remembers the account type the site asked for (the login's, across reloads). */
function preferAccountType(current: Session, type: unknown): Session {
  if (type !== 'eoa' && type !== 'smartAccount') return current
  const next: Session = { ...current, preferredAccountType: type }
  localStorage.setItem(SESSION_KEY, JSON.stringify(next))
  return next
}

async function rpc(chainId: number, method: string, params: unknown) {
  const rpcUrl = (await config()).rpcUrls[chainId]
  if (!rpcUrl) throw new Error(`Unsupported chain ${chainId}`)
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const answer = await response.json()
  if (answer.error) throw new Error(answer.error.message)
  return answer.result
}

/** What every signature and transaction meets first: a frame that hangs, or a visitor who refuses. */
async function signingConfig(): Promise<DevConfig> {
  const settings = await config()
  if (settings.faults.rpcHangs) await new Promise<never>(() => undefined)
  if (settings.faults.rpcRejected)
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  return settings
}

async function signOrSend(current: Session, method: string, params: unknown[]) {
  await signingConfig()
  const account = privateKeyToAccount(current.privateKey)
  if (method === 'personal_sign') {
    const message = params[0]
    if (!isHex(message)) throw new Error('personal_sign takes hex')
    return account.signMessage({ message: { raw: message } })
  }
  if (method === 'eth_signTypedData_v4') return account.signTypedData(JSON.parse(String(params[1])))
  // eth_sendTransaction: signed here, sent through the chain's node; from the smart account, the key
  // asks the account to make the call (execute), and the account pays.
  const asked = Object(params[0])
  const smart = (await accountTypeOf(current)) === 'smartAccount' ? current.smartAccount : undefined
  const request = smart
    ? {
        to: smart,
        data: encodeFunctionData({
          abi: SMART_ACCOUNT_ABI,
          functionName: 'execute',
          args: [asked.to, asked.value ? BigInt(asked.value) : 0n, asked.data ?? '0x'],
        }),
      }
    : asked
  const chainId = current.chainId
  const nonce = await rpc(chainId, 'eth_getTransactionCount', [account.address, 'pending'])
  const gasPrice = await rpc(chainId, 'eth_gasPrice', [])
  const gas = request.gas ?? (await rpc(chainId, 'eth_estimateGas', [{ ...request, from: account.address }]))
  const signed = await account.signTransaction({
    chainId,
    type: 'legacy',
    to: request.to,
    value: request.value ? BigInt(request.value) : 0n,
    data: request.data,
    nonce: Number(nonce),
    gas: BigInt(gas),
    gasPrice: BigInt(gasPrice),
  })
  return rpc(chainId, 'eth_sendRawTransaction', [signed])
}

/**
 * The login's Solana key answering WalletConnect's Solana methods: a message in base58 signed, a
 * transaction in base64 signed in its slot (and sent through the local Solana chain for
 * signAndSend), signatures in base58.
 */
async function solanaRequest(current: Session, method: string, params: Record<string, unknown>) {
  const { solanaRpcUrl } = await signingConfig()
  if (!current.solana) throw new Error('This login has no Solana account')
  const secretKey = hexToBytes(current.solana.secretKey)
  const publicKey = ed25519.getPublicKey(secretKey)
  if (method === 'solana_signMessage') {
    const message = decodeBase58(String(params.message))
    if (!message) throw new Error('solana_signMessage takes a base58 message')
    return { signature: encodeBase58(ed25519.sign(message, secretKey)) }
  }
  const transaction = Uint8Array.from(atob(String(params.transaction)), (char) => char.charCodeAt(0))
  const signed = withSignature(
    transaction,
    publicKey,
    ed25519.sign(readWireTransaction(transaction).message, secretKey),
  )
  if (method === 'solana_signTransaction') return { transaction: toBase64(signed) }
  if (method !== 'solana_signAndSendTransaction') throw new Error(`Unsupported method ${method}`)
  if (!solanaRpcUrl) throw new Error('No Solana chain')
  const response = await fetch(solanaRpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [toBase64(signed), { encoding: 'base64' }],
    }),
  })
  const answer = await response.json()
  if (answer.error) throw new Error(answer.error.message)
  return { signature: answer.result }
}

const handlers: { [name in FrameCallName]: (payload: unknown) => Promise<unknown> } = {
  async SWITCH_NETWORK(payload) {
    const current = await session()
    const chainId = Number(Reflect.get(Object(payload), 'chainId'))
    if (!(await config()).rpcUrls[chainId]) throw new Error(`Unsupported chain ${chainId}`)
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...current, chainId }))
    return { chainId }
  },
  async CONNECT_EMAIL(payload) {
    pendingEmail = String(Reflect.get(Object(payload), 'email'))
    await post('/dev-api/otp', { email: pendingEmail })
    return { action: 'VERIFY_OTP' }
  },
  async CONNECT_DEVICE() {
    return undefined
  },
  async CONNECT_OTP(payload) {
    if (!pendingEmail) throw new Error('No email login in progress')
    const { address, privateKey, smartAccount, solana } = await post('/dev-api/verify', {
      email: pendingEmail,
      otp: Reflect.get(Object(payload), 'otp'),
    })
    const chainId = Number(readSession()?.chainId ?? defaultChainId)
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ email: pendingEmail, address, privateKey, chainId, smartAccount, solana }),
    )
    pendingEmail = undefined
    return undefined
  },
  async GET_USER(payload) {
    const current = preferAccountType(await session(), Reflect.get(Object(payload), 'preferredAccountType'))
    const { email, userName, solana } = current
    // A Solana network asks for the login's Solana account.
    const asked = Reflect.get(Object(payload), 'chainId')
    if (typeof asked === 'string' && asked.startsWith('solana:')) {
      if (!solana) throw new Error('This login has no Solana account')
      return {
        email,
        address: solana.address,
        chainId: asked,
        ...(userName !== undefined && { userName }),
        accounts: [{ address: solana.address, type: 'eoa' }],
      }
    }
    return evmUser(current)
  },
  async SIGN_OUT() {
    localStorage.removeItem(SESSION_KEY)
    return undefined
  },
  async IS_CONNECTED() {
    return { isConnected: Boolean(await heldSession()) }
  },
  async GET_CHAIN_ID() {
    return { chainId: readSession()?.chainId ?? defaultChainId }
  },
  async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
    return { smartAccountEnabledNetworks: await smartAccountChains() }
  },
  async RPC_REQUEST(payload) {
    const current = await session()
    const method = String(Reflect.get(Object(payload), 'method'))
    if (Reflect.get(Object(payload), 'chainNamespace') === 'solana')
      return solanaRequest(current, method, Object(Reflect.get(Object(payload), 'params')))
    const params: unknown[] = [Reflect.get(Object(payload), 'params') ?? []].flat()
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [await activeAddress(current)]
    if (method === 'eth_chainId') return toHex(current.chainId)
    if (method === 'personal_sign' || method === 'eth_signTypedData_v4' || method === 'eth_sendTransaction') {
      return signOrSend(current, method, params)
    }
    return rpc(current.chainId, method, params)
  },
  // What the site told the frame about itself, kept for the browser tests (`foyerDevFrameSynced`).
  async SYNC_THEME(payload) {
    synced.themes.push(payload)
    return undefined
  },
  async SYNC_DAPP_DATA(payload) {
    synced.dappData.push(payload)
    return undefined
  },
  async RELOAD() {
    setTimeout(() => location.reload(), 0)
    return undefined
  },
  async RPC_ABORT() {
    return undefined
  },
  // Social login: the provider's page is the dev server's own (a consent form), whose login ends on
  // this site's result page; that page posts the result to the site that asked, named in the state.
  async GET_SOCIAL_REDIRECT_URI(payload) {
    const { faults } = await config()
    if (faults.socialRedirectUri !== undefined) return { uri: faults.socialRedirectUri }
    const provider = String(Reflect.get(Object(payload), 'provider'))
    const authorize = new URL('/dev-api/social/authorize', location.origin)
    authorize.searchParams.set('provider', provider)
    authorize.searchParams.set('state', crypto.randomUUID())
    authorize.searchParams.set('returnOrigin', parentOrigin())
    return { uri: authorize.href }
  },
  async CONNECT_SOCIAL(payload) {
    const result = new URL(String(Reflect.get(Object(payload), 'uri')))
    if (result.origin !== location.origin) throw new Error('The result is not from this site')
    const { address, privateKey, userName, smartAccount, solana } = await post('/dev-api/social/verify', {
      provider: result.searchParams.get('provider'),
      user: result.searchParams.get('user'),
      state: result.searchParams.get('state'),
      code: result.searchParams.get('code'),
    })
    const chainId = Number(readSession()?.chainId ?? defaultChainId)
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ email: null, address, privateKey, chainId, userName, smartAccount, solana }),
    )
    return evmUser(preferAccountType(await session(), Reflect.get(Object(payload), 'preferredAccountType')))
  },
  // Farcaster: a channel on the dev server, whose sign-in page plays the Farcaster app; the login is
  // the channel's once the visitor approved it there.
  async GET_FARCASTER_URI() {
    const { channelToken } = await post('/dev-api/farcaster/channel', {})
    farcasterChannel = channelToken
    const { faults } = await config()
    if (faults.farcasterUri !== undefined) return { url: faults.farcasterUri }
    const url = new URL('/dev-api/farcaster/sign-in', location.origin)
    url.searchParams.set('channelToken', channelToken)
    return { url: url.href }
  },
  async CONNECT_FARCASTER() {
    if (!farcasterChannel) throw new Error('No Farcaster sign-in in progress')
    const status = `/dev-api/farcaster/status?channelToken=${encodeURIComponent(farcasterChannel)}`
    for (;;) {
      const response = await fetch(status)
      const answer = await response.json()
      if (!response.ok) throw new Error(answer.message ?? 'Something went wrong')
      if (answer.state !== 'completed') continue
      const { address, privateKey, userName, smartAccount, solana } = answer
      const chainId = Number(readSession()?.chainId ?? defaultChainId)
      localStorage.setItem(
        SESSION_KEY,
        JSON.stringify({ email: null, address, privateKey, chainId, userName, smartAccount, solana }),
      )
      farcasterChannel = undefined
      return { userName }
    }
  },
  // Smart accounts: each login owns one on the local chains (installed at sign-in).
  async INIT_SMART_ACCOUNT() {
    const current = await session()
    if (!current.smartAccount) throw new Error('This login has no smart account')
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...current, smartAccountInitialised: true }))
    return { address: current.smartAccount, isDeployed: true }
  },
  async SET_PREFERRED_ACCOUNT(payload) {
    const type = Reflect.get(Object(payload), 'type')
    if (type === 'smartAccount' && (await session()).smartAccountInitialised !== true)
      throw new Error('The smart account is not set up: INIT_SMART_ACCOUNT first')
    const current = preferAccountType(await session(), type)
    return { type: await accountTypeOf(current), address: await activeAddress(current) }
  },
  // An email update: a code to the current address first, then one to the new address.
  async UPDATE_EMAIL(payload) {
    const current = await session()
    pendingUpdate = String(Reflect.get(Object(payload), 'email'))
    await post('/dev-api/otp', { email: current.email })
    return { action: 'VERIFY_PRIMARY_OTP' }
  },
  async UPDATE_EMAIL_PRIMARY_OTP(payload) {
    const current = await session()
    if (!pendingUpdate) throw new Error('No email update in progress')
    await post('/dev-api/check', { email: current.email, otp: Reflect.get(Object(payload), 'otp') })
    await post('/dev-api/otp', { email: pendingUpdate })
    return undefined
  },
  async UPDATE_EMAIL_SECONDARY_OTP(payload) {
    const current = await session()
    if (!pendingUpdate) throw new Error('No email update in progress')
    await post('/dev-api/check', { email: pendingUpdate, otp: Reflect.get(Object(payload), 'otp') })
    const newEmail = pendingUpdate.trim().toLowerCase()
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...current, email: newEmail }))
    pendingUpdate = undefined
    return { newEmail }
  },
}

function serve(port: MessagePort) {
  port.onmessage = async (event) => {
    const type = Reflect.get(Object(event.data), 'type')
    const id = Reflect.get(Object(event.data), 'id')
    if (typeof type !== 'string' || typeof id !== 'string' || !type.startsWith(APP_EVENT_PREFIX)) return
    const name = type.slice(APP_EVENT_PREFIX.length)
    if (!isFrameCallName(name)) return
    const payload: unknown = Reflect.get(Object(event.data), 'payload')
    calls.push({ name, payload })
    const reply = (outcome: 'SUCCESS' | 'ERROR', body: unknown) =>
      port.postMessage({ type: `${FRAME_EVENT_PREFIX}${name}_${outcome}`, id, payload: body })
    if (!frameCalls[name].payload(payload)) return reply('ERROR', { message: `Invalid ${name} payload` })
    try {
      reply('SUCCESS', await handlers[name](payload))
    } catch (error) {
      const code: unknown = Reflect.get(Object(error), 'code')
      reply('ERROR', {
        message: error instanceof Error ? error.message : String(error),
        ...(Number.isInteger(code) && { code }),
      })
    }
  }
}

/** The origin of the site that embedded this frame. */
function parentOrigin(): string {
  return location.ancestorOrigins?.[0] ?? (document.referrer && new URL(document.referrer).origin)
}

async function start() {
  const embedder = parentOrigin()
  const { faults } = await config()
  if (
    window.parent === window ||
    !embedder ||
    !isAllowedAncestorOrigin(embedder) ||
    faults.unverifiedDomain
  ) {
    document.body.textContent = 'This page works only inside an allowed site.'
    // A site the frame may not serve is told so at its exact origin, in place of the ready message.
    if (window.parent !== window && embedder)
      window.parent.postMessage({ type: FRAME_UNVERIFIED_DOMAIN }, embedder)
    return
  }
  let served = false
  window.addEventListener('message', (event) => {
    if (served || event.source !== window.parent || event.origin !== embedder) return
    if (Reflect.get(Object(event.data), 'type') !== APP_CONNECT_PORT) return
    const [port] = event.ports
    if (!port) return
    served = true
    serve(port)
  })
  if (faults.neverReady) return
  if (faults.readyLateMs) await new Promise((resolve) => setTimeout(resolve, faults.readyLateMs))
  window.parent.postMessage({ type: FRAME_READY }, embedder)
}

void start()
