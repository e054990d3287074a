import type { Wallet, WalletAccount } from '@wallet-standard/base'

// The Wallet Standard features the Solana adapter calls, read defensively: a wallet's `features` is
// a record of unknown objects, and a wallet may register without the ones it claims.

type ConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
}
type DisconnectFeature = { disconnect(): Promise<void> }
type EventsFeature = {
  on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
}
type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}

type TransactionInput = { account: WalletAccount; chain?: string; transaction: Uint8Array }
type SignTransactionFeature = {
  signTransaction(...inputs: TransactionInput[]): Promise<readonly { signedTransaction: Uint8Array }[]>
}
type SignAndSendTransactionFeature = {
  signAndSendTransaction(
    ...inputs: (TransactionInput & { chain: string })[]
  ): Promise<readonly { signature: Uint8Array }[]>
}
/** `solana:signIn`'s input (Sign In With Solana): the message's fields; the wallet writes the text. */
export type SolanaSignInInput = {
  domain: string
  address?: string
  statement?: string
  uri: string
  version: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}
type SignInFeature = {
  signIn(
    ...inputs: SolanaSignInInput[]
  ): Promise<readonly { account: WalletAccount; signedMessage: Uint8Array; signature: Uint8Array }[]>
}

/** The features by name, with the method each must have. */
type Features = {
  'standard:connect': ConnectFeature
  'standard:disconnect': DisconnectFeature
  'standard:events': EventsFeature
  'solana:signMessage': SignMessageFeature
  'solana:signTransaction': SignTransactionFeature
  'solana:signAndSendTransaction': SignAndSendTransactionFeature
  'solana:signIn': SignInFeature
}
const methods: { readonly [name in keyof Features]: string } = {
  'standard:connect': 'connect',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
  'solana:signMessage': 'signMessage',
  'solana:signTransaction': 'signTransaction',
  'solana:signAndSendTransaction': 'signAndSendTransaction',
  'solana:signIn': 'signIn',
}

function hasMethod<name extends keyof Features>(feature: unknown, name: name): feature is Features[name] {
  if (typeof feature !== 'object' || feature === null) return false
  const method = methods[name]
  return typeof Reflect.get(feature, method) === 'function'
}

/**
 * A wallet's feature by name when it has a usable one, `undefined` otherwise.
 *
 * @example
 * await featureOf(wallet, 'standard:connect')?.connect({ silent: true })
 */
export function featureOf<name extends keyof Features>(
  wallet: Wallet,
  name: name,
): Features[name] | undefined {
  const feature: unknown = wallet.features[name]
  return hasMethod(feature, name) ? feature : undefined
}

/**
 * Whether a connector's provider is a Wallet Standard wallet (an object with a name and features).
 *
 * @example
 * if (isWallet(connector.provider)) featureOf(connector.provider, 'standard:connect')
 */
export function isWallet(value: unknown): value is Wallet {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    'features' in value &&
    typeof value.features === 'object' &&
    value.features !== null
  )
}
