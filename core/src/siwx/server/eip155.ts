import {
  type Address,
  createPublicClient,
  http,
  isErc6492Signature,
  isHex,
  BaseError as ViemBaseError,
  verifyMessage,
} from 'viem'
import type { SiwxMessageData } from '../siwx.types.js'
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
}

const invalid = (message: string): SignatureCheck => ({ ok: false, reason: 'INVALID_SIGNATURE', message })

const offlineHint =
  'No publicClient or rpcUrl of this chain, so only plain account (EOA) signatures were checked: ' +
  'smart-account signatures (EIP-1271, EIP-6492) cannot be verified offline'

function clientFor(input: Eip155SignatureInput): SiwxPublicClient | undefined {
  if (input.publicClient) return input.publicClient
  if (input.rpcUrl) return createPublicClient({ transport: http(input.rpcUrl) })
  return undefined
}

function unavailable(error: unknown): SignatureCheck {
  const detail = error instanceof ViemBaseError ? error.shortMessage : String(error)
  return { ok: false, reason: 'VERIFICATION_UNAVAILABLE', message: `RPC call failed: ${detail}` }
}

/**
 * Checks an EVM sign-in signature (EIP-191 `personal_sign` of the exact text). With a public client
 * or RPC URL of the message's chain (asked with `eth_chainId`) it runs viem's `verifyMessage`
 * action, which accepts plain accounts, deployed smart accounts (EIP-1271 `isValidSignature`) and
 * undeployed ones (EIP-6492 wrapped signatures); without one, or with one of another chain, only
 * plain accounts, by ECDSA recovery, and the failure says why a smart account would fail. A node
 * that does not answer gives `VERIFICATION_UNAVAILABLE`.
 *
 * @example
 * const check = await verifyEip155Signature({ data, message, signature, rpcUrl })
 */
export async function verifyEip155Signature(input: Eip155SignatureInput): Promise<SignatureCheck> {
  const { data, message, signature } = input
  if (!isHex(signature, { strict: true }) || signature.length <= 2)
    return invalid('An EVM signature is 0x-prefixed hex')
  const address = data.accountAddress as Address
  const client = clientFor(input)

  if (client) {
    let clientChainId: number
    try {
      // Asked first because viem's verifyMessage answers `false`, not an error, when the node is down.
      clientChainId = await client.getChainId()
    } catch (error) {
      return unavailable(error)
    }
    // A node of another chain would ask the wrong contract (or none): only the offline check is sound.
    if (clientChainId === Number(data.chainId.slice('eip155:'.length))) {
      try {
        if (await client.verifyMessage({ address, message, signature })) return { ok: true }
        return invalid(`Not a signature of this message by ${address} (account or smart account)`)
      } catch (error) {
        // viem answers `false` for a wrong signature, so a thrown error means the call itself failed.
        return unavailable(error)
      }
    }
  }

  if (isErc6492Signature(signature))
    return invalid(`EIP-6492 signature of an undeployed smart account. ${offlineHint}`)
  let valid = false
  try {
    valid = await verifyMessage({ address, message, signature })
  } catch {
    // Not a recoverable ECDSA signature (wrong length, bad recovery byte): not this account's.
  }
  return valid ? { ok: true } : invalid(`Not a signature of this message by ${address}. ${offlineHint}`)
}
