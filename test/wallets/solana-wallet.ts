import { ed25519 } from '@noble/curves/ed25519'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { readWireTransaction, withSignature } from '../../core/src/chains/solana/wire-transaction.js'
import { encodeBase58 } from '../../core/src/networks/base58.js'
import { sendWireTransaction } from './solana-send.js'

// A scripted Wallet Standard Solana wallet: a real ed25519 key that signs locally, real chains behind
// it (the LiteSVM devnet) for `signAndSendTransaction`, and levers to misbehave on cue. It imports no
// Node module, so it runs in Node, in a browser page (the demo's dev wallet) and behind a Playwright
// bridge alike.

/** A Wallet Standard chain the wallet can reach (`solana:localnet`, …) and the RPC it sends to. */
export type ScriptedSolanaChain = { chain: `solana:${string}`; rpcUrl: string }

/**
 * Options of {@link createScriptedSolanaWallet}.
 *
 * @example
 * const options: ScriptedSolanaWalletOptions = { secretKey, chains: [{ chain: 'solana:localnet', rpcUrl }] }
 */
export type ScriptedSolanaWalletOptions = {
  name?: string
  icon?: Wallet['icon']
  /** The 32-byte ed25519 secret key (a fresh one by default). */
  secretKey?: Uint8Array
  chains: readonly ScriptedSolanaChain[]
  /** Whether the site is already authorised (as after an earlier visit). */
  authorised?: boolean
  /** Offer `solana:signIn` (connect and sign in with one prompt). */
  signIn?: boolean
  /** Called after each answer that may have changed whether the site is authorised. */
  onChange?: () => void
}

/**
 * A prompt the wallet showed (or answered silently), in order.
 *
 * @example
 * expect(controls.prompts.map((p) => p.feature)).toEqual(['solana:signIn'])
 */
export type SolanaWalletPrompt = { feature: string; silent?: boolean }

/** The levers and records of a scripted Solana wallet. */
export type ScriptedSolanaWalletControls = {
  readonly address: string
  readonly publicKey: Uint8Array
  authorised: boolean
  readonly prompts: SolanaWalletPrompt[]
  /** The next prompt is refused by the visitor (a 4001 error). */
  rejectNext(): void
  /** The next prompt throws `value` as is (a wallet that throws strings, objects, …). */
  throwNext(value: unknown): void
  /** Signatures come back this many bytes long (64 is right). */
  signatureBytes: number
  /** The wallet ends the site's authorisation on its side (its `change` event with no account). */
  revoke(): void
}

const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

/** SIWS's message text, as wallets write it from a `solana:signIn` input (the Sign In With Solana spec). */
function signInText(input: Record<string, unknown>, address: string): string {
  let text = `${String(input.domain)} wants you to sign in with your Solana account:\n${address}`
  if (typeof input.statement === 'string') text += `\n\n${input.statement}`
  const fields: [string, unknown][] = [
    ['URI', input.uri],
    ['Version', input.version],
    ['Chain ID', input.chainId],
    ['Nonce', input.nonce],
    ['Issued At', input.issuedAt],
    ['Expiration Time', input.expirationTime],
    ['Not Before', input.notBefore],
    ['Request ID', input.requestId],
  ]
  const lines = fields.flatMap(([label, value]) => (typeof value === 'string' ? [`${label}: ${value}`] : []))
  if (Array.isArray(input.resources))
    lines.push('Resources:', ...input.resources.map((r) => `- ${String(r)}`))
  if (lines.length > 0) text += `\n\n${lines.join('\n')}`
  return text
}

/**
 * Creates the wallet and its controls.
 *
 * @example
 * const { wallet, controls } = createScriptedSolanaWallet({ chains: [{ chain: 'solana:localnet', rpcUrl }] })
 * registerWallet(wallet)
 */
export function createScriptedSolanaWallet(options: ScriptedSolanaWalletOptions): {
  wallet: Wallet
  controls: ScriptedSolanaWalletControls
} {
  const secretKey = options.secretKey ?? ed25519.utils.randomPrivateKey()
  const publicKey = ed25519.getPublicKey(secretKey)
  const address = encodeBase58(publicKey)
  const chains = options.chains.map(({ chain }) => chain)
  const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
  const account: WalletAccount = Object.freeze({ address, publicKey, chains, features: [...features] })
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  let next: { kind: 'reject' } | { kind: 'throw'; value: unknown } | undefined
  const controls: ScriptedSolanaWalletControls = {
    address,
    publicKey,
    authorised: options.authorised ?? false,
    prompts: [],
    rejectNext() {
      next = { kind: 'reject' }
    },
    throwNext(value) {
      next = { kind: 'throw', value }
    },
    signatureBytes: 64,
    revoke() {
      authorise(false)
      for (const listener of listeners) listener({ accounts: [] })
    },
  }
  function authorise(authorised: boolean) {
    controls.authorised = authorised
    options.onChange?.()
  }

  /** Records a prompt and plays the lever set for it, if any. */
  function prompt(feature: string) {
    controls.prompts.push({ feature })
    const lever = next
    next = undefined
    if (lever?.kind === 'reject') throw rejection()
    if (lever?.kind === 'throw') throw lever.value
  }
  function requireAuthorised() {
    if (!controls.authorised) throw Object.assign(new Error('The site is not authorised'), { code: 4100 })
  }
  const sign = (bytes: Uint8Array) => ed25519.sign(bytes, secretKey).slice(0, controls.signatureBytes)
  function signTransaction(transaction: Uint8Array): Uint8Array {
    const { message } = readWireTransaction(transaction)
    return withSignature(transaction, publicKey, ed25519.sign(message, secretKey))
  }
  async function send(chain: unknown, transaction: Uint8Array): Promise<Uint8Array> {
    const target = options.chains.find((candidate) => candidate.chain === chain)
    if (!target) throw new Error(`This wallet does not know the chain ${String(chain)}`)
    await sendWireTransaction(target.rpcUrl, transaction)
    return readWireTransaction(transaction).signatures[0] ?? new Uint8Array()
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Scripted Solana Wallet',
    icon:
      options.icon ??
      `data:image/svg+xml;base64,${btoa("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#14f195'/></svg>")}`,
    chains,
    get accounts() {
      return controls.authorised ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (input?.silent) {
            controls.prompts.push({ feature: 'standard:connect', silent: true })
            return { accounts: controls.authorised ? [account] : [] }
          }
          prompt('standard:connect')
          authorise(true)
          return { accounts: [account] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          authorise(false)
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          requireAuthorised()
          prompt('solana:signMessage')
          return inputs.map(({ message }) => ({ signedMessage: message, signature: sign(message) }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          requireAuthorised()
          prompt('solana:signTransaction')
          return inputs.map(({ transaction }) => ({ signedTransaction: signTransaction(transaction) }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]
        ) {
          requireAuthorised()
          prompt('solana:signAndSendTransaction')
          const outputs = []
          for (const { transaction, chain } of inputs)
            outputs.push({ signature: await send(chain, signTransaction(transaction)) })
          return outputs
        },
      },
      ...(options.signIn && {
        'solana:signIn': {
          version: '1.0.0',
          async signIn(...inputs: Record<string, unknown>[]) {
            prompt('solana:signIn')
            authorise(true)
            return inputs.map((input) => {
              const signedMessage = new TextEncoder().encode(signInText(input, address))
              return { account, signedMessage, signature: sign(signedMessage), signatureType: 'ed25519' }
            })
          },
        },
      }),
    },
  }
  return { wallet, controls }
}
