import type { Wallet } from '@wallet-standard/base'
import type { Network } from '../../networks/network.types.js'
import type { Account, ConnectSignIn } from '../adapter.types.js'
import { isSolanaSignatureOf } from './verify-signature.js'
import {
  accountsOf,
  InvalidSolanaWalletAnswerError,
  signatureOf,
  toSolanaWalletError,
} from './wallet-answers.js'
import { featureOf, type SolanaSignInInput } from './wallet-features.js'

/**
 * Connects and signs in with one prompt through the wallet's `solana:signIn` (Sign In With Solana),
 * handing the signed message to `signIn.complete`; resolves with the accounts the wallet shared, or
 * `undefined` when this wallet or message cannot sign in this way (then connect as usual).
 *
 * The wallet writes the message text itself, in SIWS's layout, which is CAIP-122's exactly when there
 * is a statement (without one, SIWS leaves one blank line after the address where CAIP-122 leaves
 * two): a message without a statement is not offered to `solana:signIn`, since its text could not be
 * kept. `Chain ID` is the network's CAIP-2 reference, as in every CAIP-122 message. The signature is
 * verified (ed25519, by the account's key, over the exact bytes the wallet says it signed) before the
 * session is handed on.
 *
 * @example
 * const accounts = await signInWhileConnecting(wallet, network, signIn)
 */
export async function signInWhileConnecting(
  wallet: Wallet,
  network: Network<'solana'>,
  signIn: ConnectSignIn,
): Promise<Account[] | undefined> {
  const feature = featureOf(wallet, 'solana:signIn')
  if (!feature) return undefined
  const fields = await signIn.prepare(network)
  if (fields.statement === undefined) return undefined
  const input: SolanaSignInInput = {
    ...fields,
    chainId: fields.chainId.slice(fields.chainId.indexOf(':') + 1),
  }
  let outputs: Awaited<ReturnType<typeof feature.signIn>>
  try {
    outputs = await feature.signIn(input)
  } catch (error) {
    throw toSolanaWalletError(error)
  }
  const output = outputs?.[0]
  const accounts = accountsOf(output?.account ? [output.account] : [])
  const [account] = accounts
  if (!output || !account)
    throw new InvalidSolanaWalletAnswerError({ details: 'the wallet signed in with no Solana account' })
  // What cannot be read, or is not the account's signature of the text it says it signed (zeros,
  // another key's), is not kept; the connection stands and sign-in asks for a signature as usual.
  const message = readText(output.signedMessage)
  const signature = safeSignatureOf(output.signature)
  if (message === undefined || signature === undefined) return accounts
  const signed = await isSolanaSignatureOf({
    address: account.address,
    message: output.signedMessage,
    signature: output.signature,
  })
  if (signed)
    await signIn.complete({ data: { ...fields, accountAddress: account.address }, message, signature })
  return accounts
}

function readText(bytes: unknown): string | undefined {
  if (!(bytes instanceof Uint8Array)) return undefined
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

function safeSignatureOf(bytes: unknown): string | undefined {
  try {
    return signatureOf(bytes)
  } catch {
    return undefined
  }
}
