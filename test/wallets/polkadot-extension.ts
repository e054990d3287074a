import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import type { SignerPayloadJSON, SignerPayloadRaw, SignerResult } from '@polkadot/types/types'
import { u8aEq } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import type { KeyringSigner } from '../devnet/polkadot/keyring-signer.js'
import {
  createPolkadotLevers,
  type PolkadotExtensionMethod,
  type PolkadotPrompt,
  type PolkadotPromptKind,
} from './polkadot-extension-levers.js'

// A scripted Polkadot extension, as `window.injectedWeb3[key]` holds one (the polkadot-js extension's
// page interface, which Talisman and SubWallet share): `enable(originName)` lets the site in after a
// prompt the first time and answers `{ accounts: { get, subscribe }, signer: { signRaw, signPayload } }`.
// Its accounts are real keys (`@polkadot/keyring`), listed with the generic SS58 prefix 42 as
// polkadot-js lists them, `ethereum` accounts among them as Talisman and SubWallet list theirs. It signs
// as the extension does (test/devnet/polkadot/keyring-signer.ts, loaded with the first signature):
// `signRaw` signs `<Bytes>…</Bytes>` around the data, `signPayload` the extrinsic payload. Levers make the
// visitor or the extension misbehave on cue (polkadot-extension-levers.ts). It imports no Node module, so
// it runs in Node and in the demo page alike.

/**
 * An account the extension holds: its name, a secret URI (`//Alice`, a hex seed) and its key type.
 *
 * @example
 * const alice: ScriptedPolkadotAccount = { name: 'Alice', uri: '//Alice', type: 'sr25519' }
 */
export type ScriptedPolkadotAccount = {
  name: string
  uri: string
  type: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum'
}

/**
 * An account as the extension lists it to a site (`accounts.get`, `accounts.subscribe`).
 *
 * @example
 * const listed: ListedPolkadotAccount = { address: '5GrwvaEF…utQY', name: 'Alice', type: 'sr25519', genesisHash: null }
 */
export type ListedPolkadotAccount = { address: string; name: string; type: string; genesisHash: null }

/**
 * What the extension remembers between page loads: whether it let the site in, and the accounts the
 * visitor stopped sharing with it (their addresses as the extension lists them).
 */
export type PolkadotExtensionMemory = { authorised: boolean; unshared: string[] }

/**
 * Options of {@link createScriptedPolkadotExtension}.
 *
 * @example
 * const options: ScriptedPolkadotExtensionOptions = { accounts: [alice, bob], authorised: true }
 */
export type ScriptedPolkadotExtensionOptions = {
  /** The accounts it holds, listed in this order. */
  accounts: readonly ScriptedPolkadotAccount[]
  /** The site is already let in (as after an earlier visit): `enable` answers without a prompt. */
  authorised?: boolean
  /** Accounts the visitor stopped sharing earlier (any SS58 prefix): not listed until added again. */
  unshared?: readonly string[]
  /** Called whenever what the extension remembers changes. */
  onChange?: (memory: PolkadotExtensionMemory) => void
}

/** What `enable` answers: the site's view of the extension. */
export type ScriptedPolkadotInjected = {
  accounts: {
    get(anyType?: boolean): Promise<ListedPolkadotAccount[]>
    subscribe(onChange: (accounts: ListedPolkadotAccount[]) => void): () => void
  }
  signer: {
    signRaw(raw: SignerPayloadRaw): Promise<SignerResult>
    signPayload(payload: SignerPayloadJSON): Promise<SignerResult>
  }
}

/** What a page puts at `window.injectedWeb3[key]`. */
export type ScriptedPolkadotExtension = {
  version: string
  enable(originName: string): Promise<ScriptedPolkadotInjected>
}

/** A request the extension received, in order, including refused, failed and held ones. */
export type PolkadotExtensionRequest = {
  method: PolkadotExtensionMethod
  /** The account a signature was asked of, as the site wrote it. */
  address?: string
  /** `signRaw`'s data (hex). */
  data?: string
}

/**
 * The levers and records of a scripted Polkadot extension.
 *
 * @example
 * controls.rejectNext()            // the visitor refuses the next prompt
 * await controls.removeAccount(alice) // the visitor stops sharing an account
 */
export type ScriptedPolkadotExtensionControls = {
  /** Whether the site is let in. */
  readonly authorised: boolean
  /** Every prompt shown, in order, with the visitor's answer. */
  readonly prompts: readonly PolkadotPrompt[]
  /** Every request received, in order. */
  readonly requests: readonly PolkadotExtensionRequest[]
  /** The accounts it lists now (any key type; the site drops what it cannot use). */
  listed(): Promise<ListedPolkadotAccount[]>
  /** The visitor refuses the next prompt (of `kind`, if given): polkadot-js's `Rejected` or `Cancelled`. */
  rejectNext(kind?: PolkadotPromptKind): void
  /** The next request (of `method`, if given) fails with `Error(message)`, before any prompt. */
  failNext(message?: string, method?: PolkadotExtensionMethod): void
  /** The next request (of `method`, if given) goes unanswered until {@link release}. */
  hangNext(method?: PolkadotExtensionMethod): void
  /** Answers the requests {@link hangNext} held. */
  release(): void
  /** The visitor takes the site's access back: subscribers hear an empty list; the next `enable` prompts. */
  revoke(): void
  /** The visitor shares one more account (subscribers hear the new list). */
  addAccount(account: ScriptedPolkadotAccount): Promise<void>
  /** The visitor stops sharing the account at `address` (any SS58 prefix, or an ethereum address). */
  removeAccount(address: string): Promise<void>
  /** The visitor renames the account at `address`. */
  renameAccount(address: string, name: string): Promise<void>
}

/** The key pair of `account`, its address written with the generic prefix 42, as extensions list them. */
function pairOf(account: ScriptedPolkadotAccount): KeyringPair {
  return new Keyring({ type: account.type, ss58Format: 42 }).addFromUri(account.uri, { name: account.name })
}

/** Whether two addresses name one account, whatever their SS58 prefix. */
function sameAccount(a: string, b: string): boolean {
  try {
    return u8aEq(decodeAddress(a), decodeAddress(b))
  } catch {
    return false
  }
}

/**
 * Creates the extension (what a page puts at `window.injectedWeb3[key]`) and its `controls`. Its keys are
 * derived once the crypto WASM is ready; `enable` answers without waiting for them, as an extension's
 * page script answers from what it remembers.
 *
 * @example
 * const { extension, controls } = createScriptedPolkadotExtension({ accounts: [alice, bob] })
 * window.injectedWeb3 = { ...window.injectedWeb3, 'foyer-dev-wallet': extension }
 */
export function createScriptedPolkadotExtension(options: ScriptedPolkadotExtensionOptions): {
  extension: ScriptedPolkadotExtension
  controls: ScriptedPolkadotExtensionControls
} {
  const levers = createPolkadotLevers()
  const requests: PolkadotExtensionRequest[] = []
  const subscribers = new Set<(accounts: ListedPolkadotAccount[]) => void>()
  let authorised = options.authorised ?? false
  let unshared = [...(options.unshared ?? [])]
  let originName = 'this site'
  // The pairs in the order they are listed; the signer reads this array as it changes.
  const pairs: KeyringPair[] = []
  const ready = cryptoWaitReady().then(() => {
    const held = options.accounts.map(pairOf)
    pairs.push(...held.filter((pair) => !unshared.some((address) => sameAccount(address, pair.address))))
    unshared = unshared.filter((address) => held.some((pair) => sameAccount(address, pair.address)))
  })
  let signer: Promise<KeyringSigner> | undefined

  const listing = (): ListedPolkadotAccount[] =>
    pairs.map((pair) => ({
      address: pair.address,
      name: String(pair.meta.name),
      type: pair.type,
      genesisHash: null,
    }))
  const tell = () => {
    const accounts = authorised ? listing() : []
    for (const subscriber of [...subscribers]) subscriber(accounts.map((account) => ({ ...account })))
  }
  const remember = () => options.onChange?.({ authorised, unshared: [...unshared] })
  const authorise = (value: boolean) => {
    authorised = value
    remember()
  }
  const notEnabled = () => new Error(`The source ${originName} has not been enabled yet`)
  /** Records a request and plays any lever due for it. */
  async function receive(request: PolkadotExtensionRequest): Promise<void> {
    requests.push(request)
    await levers.atCall(request.method)
  }
  /** Signs after the visitor's approval, as the extension's signer does for an account it holds. */
  async function sign(kind: 'signRaw' | 'signPayload', request: SignerPayloadRaw | SignerPayloadJSON) {
    await receive({
      method: kind,
      address: request.address,
      data: 'data' in request ? request.data : undefined,
    })
    if (!authorised) throw notEnabled()
    await ready
    levers.prompt(kind)
    signer ??= import('../devnet/polkadot/keyring-signer.js').then((module) =>
      module.createKeyringSigner({ pairs }),
    )
    const keyring = await signer
    return kind === 'signRaw'
      ? keyring.signRaw(request as SignerPayloadRaw)
      : keyring.signPayload(request as SignerPayloadJSON)
  }

  const injected: ScriptedPolkadotInjected = {
    accounts: {
      async get() {
        await receive({ method: 'accounts.get' })
        if (!authorised) throw notEnabled()
        await ready
        return listing()
      },
      subscribe(onChange) {
        subscribers.add(onChange)
        // The extension answers a subscription with the current list, once its keys are there.
        void ready.then(() => {
          if (subscribers.has(onChange)) onChange(authorised ? listing() : [])
        })
        return () => subscribers.delete(onChange)
      },
    },
    signer: {
      signRaw: (raw) => sign('signRaw', raw),
      signPayload: (payload) => sign('signPayload', payload),
    },
  }

  const extension: ScriptedPolkadotExtension = {
    version: '0.62.1',
    async enable(name) {
      originName = name
      await receive({ method: 'enable' })
      if (!authorised) {
        levers.prompt('enable')
        authorise(true)
      }
      return injected
    },
  }

  /** The listed pair at `address`, once the keys are there; fails for an account it does not hold. */
  async function heldPair(address: string): Promise<KeyringPair> {
    await ready
    const pair = pairs.find((candidate) => sameAccount(candidate.address, address))
    if (!pair) throw new Error(`The extension holds no account ${address}`)
    return pair
  }

  const controls: ScriptedPolkadotExtensionControls = {
    get authorised() {
      return authorised
    },
    prompts: levers.prompts,
    requests,
    listed: () => ready.then(listing),
    rejectNext: levers.rejectNext,
    failNext: (message = 'The extension failed', method) => levers.failNext(new Error(message), method),
    hangNext: levers.hangNext,
    release: levers.release,
    revoke() {
      authorise(false)
      tell()
    },
    async addAccount(account) {
      await ready
      const pair = pairOf(account)
      pairs.push(pair)
      unshared = unshared.filter((address) => !sameAccount(address, pair.address))
      remember()
      tell()
    },
    async removeAccount(address) {
      const pair = await heldPair(address)
      pairs.splice(pairs.indexOf(pair), 1)
      unshared.push(pair.address)
      remember()
      tell()
    },
    async renameAccount(address, name) {
      ;(await heldPair(address)).setMeta({ name })
      tell()
    },
  }
  return { extension, controls }
}
