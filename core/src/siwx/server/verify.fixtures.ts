import { createPrivateKey, sign as signEd25519 } from 'node:crypto'
import * as ecc from '@bitcoinerlab/secp256k1'
import { base58 } from '@scure/base'
import { Keypair } from '@solana/web3.js'
import { Signer as Bip322Signer } from 'bip322-js'
import * as bitcoin from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { privateKeyToAccount } from 'viem/accounts'
import { bitcoin as bitcoinMainnet } from '../../networks/definitions/bitcoin.js'
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
