import { isCaipNetworkId } from '../../networks/caip.js'
import { isSiwxScheme, siwxKits } from '../message.fields.js'
import { parseSiwxMessage } from '../message.js'
import { InvalidSiwxMessageError } from '../siwx.errors.js'
import type { SiwxMessageData, SiwxNamespace } from '../siwx.types.js'
import { verifyBitcoinSignature } from './bip122.js'
import { checkSiwxClaims, SIWX_DEFAULT_CLOCK_SKEW_MS } from './check-claims.js'
import { verifyEip155Signature } from './eip155.js'
import { verifySolanaSignature } from './solana.js'
import { InvalidVerifyOptionsError } from './verify.errors.js'
import type {
  SignatureCheck,
  SiwxVerifyFailure,
  SiwxVerifyResult,
  VerifySiwxMessageOptions,
} from './verify.types.js'

// Programmer errors, thrown: the server's own configuration, not what a visitor sent.
function checkOptions(options: VerifySiwxMessageOptions): number {
  if (typeof options !== 'object' || options === null)
    throw new InvalidVerifyOptionsError('options must be an object')
  const { domain, scheme, nonce, chains, now, clockSkewMs, publicClient, rpcUrl, rpcTimeoutMs } = options
  if (typeof domain !== 'string' || domain === '')
    throw new InvalidVerifyOptionsError('domain must be a non-empty string')
  if (scheme !== undefined && !isSiwxScheme(scheme))
    throw new InvalidVerifyOptionsError('scheme must be an RFC 3986 scheme, e.g. https')
  if (nonce !== undefined && typeof nonce !== 'string')
    throw new InvalidVerifyOptionsError('nonce must be a string')
  if (chains !== undefined && !(Array.isArray(chains) && chains.every((id) => isCaipNetworkId(id, siwxKits))))
    throw new InvalidVerifyOptionsError('chains must be a list of CAIP-2 chain ids')
  if (clockSkewMs !== undefined && !(Number.isFinite(clockSkewMs) && clockSkewMs >= 0))
    throw new InvalidVerifyOptionsError('clockSkewMs must be a finite number at or above 0')
  if (rpcTimeoutMs !== undefined && !(Number.isFinite(rpcTimeoutMs) && rpcTimeoutMs > 0))
    throw new InvalidVerifyOptionsError('rpcTimeoutMs must be a finite number above 0')
  if (publicClient !== undefined && rpcUrl !== undefined)
    throw new InvalidVerifyOptionsError('give publicClient or rpcUrl, not both')
  if (rpcUrl !== undefined && !/^https?:\/\//.test(rpcUrl))
    throw new InvalidVerifyOptionsError('rpcUrl must be an http(s) URL')
  const time = new Date(now ?? Date.now()).getTime()
  if (Number.isNaN(time)) throw new InvalidVerifyOptionsError('now must be a valid time')
  return time
}

function parse(message: unknown): { data: SiwxMessageData } | SiwxVerifyFailure {
  try {
    return { data: parseSiwxMessage(message as string) }
  } catch (error) {
    if (!(error instanceof InvalidSiwxMessageError)) throw error
    const reason = error.issue === 'unsupported-namespace' ? 'UNSUPPORTED_NAMESPACE' : 'MALFORMED_MESSAGE'
    return { ok: false, reason, message: error.details ?? error.shortMessage }
  }
}

type SignatureInput = { data: SiwxMessageData; message: string; signature: string }

// Each namespace's signature check. Every check reads the signature strictly (a size cap before any
// decoder), answers its canonical text and never throws for what a visitor sends; its cryptography
// loads on first use. Polkadot's and Cosmos's checks load whole with their first signature, so a page
// that only checks EVM, Solana or Bitcoin sessions (this module loads with the first stored session)
// does not download their readers.
const signatureChecks: Readonly<
  Record<SiwxNamespace, (input: SignatureInput, options: VerifySiwxMessageOptions) => Promise<SignatureCheck>>
> = {
  eip155: (input, { publicClient, rpcUrl, rpcTimeoutMs }) =>
    verifyEip155Signature({ ...input, publicClient, rpcUrl, rpcTimeoutMs }),
  solana: verifySolanaSignature,
  bip122: verifyBitcoinSignature,
  polkadot: async (input) => (await import('./polkadot.js')).verifyPolkadotSignature(input),
  cosmos: async (input) => (await import('./cosmos.js')).verifyCosmosSignature(input),
}

/** The namespace of a parsed message's chain (`parseSiwxMessage` only reads sign-in namespaces). */
function namespaceOf(data: SiwxMessageData): SiwxNamespace {
  return data.chainId.slice(0, data.chainId.indexOf(':')) as SiwxNamespace
}

/**
 * Verifies a sign-in on a server: parses the message, checks it was made for `domain`, for an allowed
 * chain, with the issued `nonce`, inside its time window, and that `signature` is the account's
 * signature of the exact text. EVM uses viem (with `publicClient` or `rpcUrl`, smart accounts too:
 * EIP-1271 and EIP-6492; without, only plain accounts), Solana ed25519, Bitcoin BIP-322 / BIP-137,
 * Polkadot sr25519, ed25519 or ecdsa (the text or `<Bytes>`-wrapped), Cosmos ADR-036.
 * Never throws for what a visitor sends (garbage gives a `reason`); throws
 * `InvalidVerifyOptionsError` for impossible options. Replay protection is the caller's: issue a
 * fresh nonce per sign-in, pass it here, and accept it once.
 *
 * @example
 * const result = await verifySiwxMessage({
 *   message, signature, domain: 'app.example.com', nonce: await takeIssuedNonce(sessionId),
 *   rpcUrl: 'https://mainnet.base.org', chains: ['eip155:8453'],
 * })
 * if (!result.ok) return reply(401, result.reason)
 * login(result.data.chainId, result.data.accountAddress)
 */
export async function verifySiwxMessage(options: VerifySiwxMessageOptions): Promise<SiwxVerifyResult> {
  const now = checkOptions(options)
  const { message, signature } = options
  const parsed = parse(message)
  if (!('data' in parsed)) return parsed
  const { data } = parsed
  const refused = checkSiwxClaims(data, {
    domain: options.domain,
    scheme: options.scheme,
    nonce: options.nonce,
    chains: options.chains,
    now,
    clockSkewMs: options.clockSkewMs ?? SIWX_DEFAULT_CLOCK_SKEW_MS,
  })
  if (refused) return refused
  if (typeof signature !== 'string' || signature === '')
    return { ok: false, reason: 'INVALID_SIGNATURE', message: 'The signature must be a non-empty string' }
  const check = await signatureChecks[namespaceOf(data)]({ data, message, signature }, options)
  return check.ok ? { ok: true, data, signature: check.signature } : check
}
