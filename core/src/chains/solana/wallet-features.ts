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

/** The features by name, with the method each must have. */
type Features = {
  'standard:connect': ConnectFeature
  'standard:disconnect': DisconnectFeature
  'standard:events': EventsFeature
  'solana:signMessage': SignMessageFeature
}
const methods: { readonly [name in keyof Features]: string } = {
  'standard:connect': 'connect',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
  'solana:signMessage': 'signMessage',
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
