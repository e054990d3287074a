import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  isErc6492Signature,
  BaseError as ViemBaseError,
  verifyMessage,
} from 'viem'
import type { SiwxMessageData } from '../siwx.types.js'
import { readEvmSignature } from './evm-signature.js'
import type { SignatureCheck, SiwxPublicClient } from './verify.types.js'

/**
 * Input of {@link verifyEip155Signature}.
 *
 * @example
 * const input: Eip155SignatureInput = { data, message, signature: '0x…', rpcUrl: 'http://127.0.0.1:8545' }
 */
export type Eip155SignatureInput = {
  data: SiwxMessageData
  message: string
  signature: string
  publicClient?: SiwxPublicClient | undefined
  rpcUrl?: string | undefined
  /** How long the node may take to answer, in all; 5 s when left out. */
  rpcTimeoutMs?: number | undefined
}

/** How long the node may take to answer a sign-in check unless the caller says otherwise. */
export const SIWX_DEFAULT_RPC_TIMEOUT_MS = 5_000

const invalid = (message: string): SignatureCheck => ({ ok: false, reason: 'INVALID_SIGNATURE', message })

const offlineHint =
  'No publicClient or rpcUrl of this chain, so only plain account (EOA) signatures were checked: ' +
  'smart-account signatures (EIP-1271, EIP-6492) cannot be verified offline'

function clientFor(input: Eip155SignatureInput, timeoutMs: number): SiwxPublicClient | undefined {
  if (input.publicClient) return input.publicClient
  // No retries: a sign-in request should not wait for a node's backoff; the caller may try again.
  if (input.rpcUrl)
    return createPublicClient({ transport: http(input.rpcUrl, { timeout: timeoutMs, retryCount: 0 }) })
  return undefined
}

function unavailable(error: unknown): SignatureCheck {
  const detail = error instanceof ViemBaseError ? error.shortMessage : String(error)
  return { ok: false, reason: 'VERIFICATION_UNAVAILABLE', message: `RPC call failed: ${detail}` }
}

/** `work`'s answer, or `VERIFICATION_UNAVAILABLE` once `timeoutMs` has passed without one. */
async function withinTime(
  work: Promise<SignatureCheck | undefined>,
  timeoutMs: number,
): Promise<SignatureCheck | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<SignatureCheck>((resolve) => {
    timer = setTimeout(
      () => resolve(unavailable(`the node did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

// Without a node of the message's chain only plain accounts can be checked, by ECDSA recovery.
async function offlineCheck(address: Address, message: string, signature: Hex): Promise<SignatureCheck> {
  if (isErc6492Signature(signature))
    return invalid(`EIP-6492 signature of an undeployed smart account. ${offlineHint}`)
  let recovered = false
  try {
    recovered = await verifyMessage({ address, message, signature })
  } catch {
    // Not a recoverable ECDSA signature (wrong length, bad recovery byte): not this account's.
  }
  return recovered
    ? { ok: true, signature }
    : invalid(`Not a signature of this message by ${address}. ${offlineHint}`)
}

/** Asks the node (after making sure it is of the message's chain); `undefined` when it is not. */
async function checkWithClient(
  client: SiwxPublicClient,
  chainId: number,
  address: Address,
  message: string,
  signature: Hex,
): Promise<SignatureCheck | undefined> {
  let clientChainId: number
  try {
    // Asked first because viem's verifyMessage answers `false`, not an error, when the node is down.
    clientChainId = await client.getChainId()
  } catch (error) {
    return unavailable(error)
  }
  // A node of another chain would ask the wrong contract (or none): only the offline check is sound.
  if (clientChainId !== chainId) return undefined
  try {
    if (await client.verifyMessage({ address, message, signature })) return { ok: true, signature }
    return invalid(`Not a signature of this message by ${address} (account or smart account)`)
  } catch (error) {
    // viem answers `false` for a wrong signature, so a thrown error means the call itself failed.
    return unavailable(error)
  }
}

/**
 * Checks an EVM sign-in signature (EIP-191 `personal_sign` of the exact text). With a public client
 * or RPC URL of the message's chain (asked with `eth_chainId`) it runs viem's `verifyMessage`
 * action, which accepts plain accounts, deployed smart accounts (EIP-1271 `isValidSignature`) and
 * undeployed ones (EIP-6492 wrapped signatures); without one, or with one of another chain, only
 * plain accounts, by ECDSA recovery, and the failure says why a smart account would fail. A node
 * that does not answer within `rpcTimeoutMs` (5 s by default) gives `VERIFICATION_UNAVAILABLE`.
 * The signature is read strictly first (`readEvmSignature`: length, hex, low s) and the check
 * answers its canonical text.
 *
 * @example
 * const check = await verifyEip155Signature({ data, message, signature, rpcUrl })
 */
export async function verifyEip155Signature(input: Eip155SignatureInput): Promise<SignatureCheck> {
  const reading = readEvmSignature(input.signature)
  if (!reading.ok) return reading
  const signature = reading.canonical
  const { data, message } = input
  const address = data.accountAddress as Address
  const timeoutMs = input.rpcTimeoutMs ?? SIWX_DEFAULT_RPC_TIMEOUT_MS
  const client = clientFor(input, timeoutMs)
  if (!client) return offlineCheck(address, message, signature)
  const chainId = Number(data.chainId.slice('eip155:'.length))
  const answer = await withinTime(checkWithClient(client, chainId, address, message, signature), timeoutMs)
  return answer ?? offlineCheck(address, message, signature)
}
