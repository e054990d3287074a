import { createPrivateKey, sign as signEd25519 } from 'node:crypto'
import * as ecc from '@bitcoinerlab/secp256k1'
import { makeSignDoc, Secp256k1Wallet, type StdSignature } from '@cosmjs/amino'
import { toBase64, toUtf8 } from '@cosmjs/encoding'
import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import type { KeypairType } from '@polkadot/util-crypto/types'
import { base58 } from '@scure/base'
import { Keypair } from '@solana/web3.js'
import { Signer as Bip322Signer } from 'bip322-js'
import * as bitcoin from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { privateKeyToAccount } from 'viem/accounts'
import { bitcoin as bitcoinMainnet } from '../../networks/definitions/bitcoin.js'
import { cosmosHub } from '../../networks/definitions/cosmos.js'
import { polkadot } from '../../networks/definitions/polkadot.js'
import { solana } from '../../networks/definitions/solana.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import { type CreateSiwxMessageDataInput, createSiwxMessageData } from '../create-session-data.js'
import { createSiwxMessage } from '../message.js'
import type { SiwxSession } from '../siwx.types.js'

/**
 * A key that signs sign-in messages the way its wallets do (for tests).
 *
 * @example
 * const signature = await signers.solana(1).sign(message)
 */
export type TestSigner = {
  name: string
  chainId: CaipNetworkId
  address: string
  sign(message: string): Promise<string>
}

const seed = (index: number) => new Uint8Array(32).fill(index + 1)

/** EVM: a viem local account, `personal_sign` (EIP-191) as wallets do. */
function evmSigner(index: number): TestSigner {
  const account = privateKeyToAccount(`0x${Buffer.from(seed(index)).toString('hex')}`)
  return {
    name: 'eip155 EOA',
    chainId: 'eip155:1',
    address: account.address,
    sign: (message) => account.signMessage({ message }),
  }
}

// The DER header of a PKCS#8 ed25519 private key; the 32-byte seed follows it.
const ed25519Pkcs8Header = Buffer.from('302e020100300506032b657004220420', 'hex')

/**
 * Solana: a web3.js Keypair; its seed signs with Node's own ed25519 (an implementation independent
 * of the verifier's), over the UTF-8 bytes as `solana:signMessage` does, written in base58.
 */
function solanaSigner(index: number): TestSigner {
  const keypair = Keypair.fromSeed(seed(index))
  const privateKey = createPrivateKey({
    key: Buffer.concat([ed25519Pkcs8Header, keypair.secretKey.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  })
  return {
    name: 'solana',
    chainId: solana.caipNetworkId,
    address: keypair.publicKey.toBase58(),
    sign: async (message) => base58.encode(signEd25519(null, Buffer.from(message, 'utf8'), privateKey)),
  }
}

bitcoin.initEccLib(ecc)
const ECPair = ECPairFactory(ecc)

/** Bitcoin address kinds a single key has, as wallets derive them. */
export type BitcoinAddressKind = 'p2wpkh' | 'p2tr' | 'p2sh-p2wpkh' | 'p2pkh'

function bitcoinAddress(kind: BitcoinAddressKind, pubkey: Uint8Array): string {
  const network = bitcoin.networks.bitcoin
  const payment = {
    p2wpkh: () => bitcoin.payments.p2wpkh({ pubkey, network }),
    p2tr: () => bitcoin.payments.p2tr({ internalPubkey: pubkey.subarray(1, 33), network }),
    'p2sh-p2wpkh': () =>
      bitcoin.payments.p2sh({ redeem: bitcoin.payments.p2wpkh({ pubkey, network }), network }),
    p2pkh: () => bitcoin.payments.p2pkh({ pubkey, network }),
  }[kind]()
  if (!payment.address) throw new Error(`no ${kind} address`)
  return payment.address
}

/**
 * Bitcoin: keys and addresses from bitcoinjs-lib + ecpair; bip322-js signs BIP-322 simple for the
 * segwit and taproot addresses and legacy BIP-137 (bitcoinjs-message) for P2PKH, in base64.
 */
function bitcoinSigner(kind: BitcoinAddressKind, index: number): TestSigner {
  const key = ECPair.fromPrivateKey(seed(index))
  const address = bitcoinAddress(kind, key.publicKey)
  return {
    name: `bip122 ${kind}`,
    chainId: bitcoinMainnet.caipNetworkId,
    address,
    sign: async (message) => Bip322Signer.sign(key.toWIF(), address, message),
  }
}

// polkadot-js's sr25519 is Schnorrkel compiled to wasm: it must be loaded before a key is made.
await cryptoWaitReady()

/** Polkadot key types, as polkadot-js names them. */
export type PolkadotKeyKind = Extract<KeypairType, 'sr25519' | 'ed25519' | 'ecdsa'>

/**
 * Polkadot: a polkadot-js keyring pair (Polkadot's SS58 prefix, 0), signing as an extension's
 * `signRaw` does: the text wrapped in `<Bytes>…</Bytes>`, the key-type byte before the signature
 * (`MultiSignature`), in `0x` hex. `signUnwrapped` and `signBare` sign the text as given, and without
 * the type byte, as other signers do.
 */
function polkadotSigner(
  type: PolkadotKeyKind,
  index: number,
): TestSigner & {
  signUnwrapped(message: string): Promise<string>
  signBare(message: string, wrapped?: boolean): Promise<string>
} {
  const pair = new Keyring({ type, ss58Format: 0 }).addFromSeed(seed(index))
  const sign = (bytes: Uint8Array, withType: boolean) => u8aToHex(pair.sign(bytes, { withType }))
  return {
    name: `polkadot ${type}`,
    chainId: polkadot.caipNetworkId,
    address: pair.address,
    sign: async (message: string) => sign(u8aWrapBytes(message), true),
    signUnwrapped: async (message: string) => sign(toUtf8(message), true),
    signBare: async (message: string, wrapped = true) =>
      sign(wrapped ? u8aWrapBytes(message) : toUtf8(message), false),
  }
}

// Made ahead, as @cosmjs makes keys asynchronously and a signer's address is read synchronously.
const cosmosWallets = await Promise.all(
  [0, 1, 2].map(async (index) => {
    const wallet = await Secp256k1Wallet.fromKey(seed(index), 'cosmos')
    const [account] = await wallet.getAccounts()
    if (!account) throw new Error('no Cosmos account')
    return { wallet, account }
  }),
)

/**
 * Cosmos: a @cosmjs Secp256k1Wallet signing ADR-036 arbitrary data as Keplr's `signArbitrary` does (an
 * amino StdSignDoc made by @cosmjs's `makeSignDoc`: chain id '', account number and sequence 0, no fee,
 * one `sign/MsgSignData` of the signer and the text's base64), answering the StdSignature as JSON.
 */
function cosmosSigner(
  index: number,
): TestSigner & { signArbitrary(message: string, signer?: string): Promise<StdSignature> } {
  const entry = cosmosWallets[index]
  if (!entry) throw new Error(`no Cosmos test wallet ${index}`)
  const { wallet, account } = entry
  const signArbitrary = async (message: string, signer = account.address) => {
    const msg = { type: 'sign/MsgSignData', value: { signer, data: toBase64(toUtf8(message)) } }
    const signDoc = makeSignDoc([msg], { gas: '0', amount: [] }, '', '', 0, 0)
    return (await wallet.signAmino(account.address, signDoc)).signature
  }
  return {
    name: 'cosmos',
    chainId: cosmosHub.caipNetworkId,
    address: account.address,
    sign: async (message: string) => JSON.stringify(await signArbitrary(message)),
    signArbitrary,
  }
}

/**
 * One signer per kind of signature Foyer verifies offline; `index` picks another key of the same kind.
 *
 * @example
 * const other = signers.eip155(1)
 */
export const signers = {
  eip155: (index = 0) => evmSigner(index),
  solana: (index = 0) => solanaSigner(index),
  'bip122 p2wpkh': (index = 0) => bitcoinSigner('p2wpkh', index),
  'bip122 p2tr': (index = 0) => bitcoinSigner('p2tr', index),
  'bip122 p2sh-p2wpkh': (index = 0) => bitcoinSigner('p2sh-p2wpkh', index),
  'bip122 p2pkh': (index = 0) => bitcoinSigner('p2pkh', index),
  'polkadot sr25519': (index = 0) => polkadotSigner('sr25519', index),
  'polkadot ed25519': (index = 0) => polkadotSigner('ed25519', index),
  'polkadot ecdsa': (index = 0) => polkadotSigner('ecdsa', index),
  cosmos: (index = 0) => cosmosSigner(index),
} as const

/** The time every test signs and verifies at. */
export const testNow = Date.parse('2025-01-31T12:00:00.000Z')
export const testDomain = 'app.example.com'
export const testNonce = 'serverNonce1234'

/**
 * A session signed by `signer` for `app.example.com` at {@link testNow}, valid 10 minutes.
 *
 * @example
 * const { message, signature } = await signIn(signers.eip155())
 */
export async function signIn(
  signer: TestSigner,
  overrides: Partial<CreateSiwxMessageDataInput> = {},
): Promise<SiwxSession> {
  const data = createSiwxMessageData({
    domain: testDomain,
    uri: `https://${testDomain}/login`,
    chainId: signer.chainId,
    accountAddress: signer.address,
    statement: 'Sign in to Example',
    nonce: testNonce,
    ttlMs: 10 * 60_000,
    now: testNow,
    ...overrides,
  })
  const message = createSiwxMessage(data)
  return { data, message, signature: await signer.sign(message) }
}
