import { encodeSecp256k1Signature, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { bech32AddressOf, keyRingOf, type SecpKey, signBytes } from './keplr-keys.js'

// The Cosmos half of the scripted WalletConnect wallet: WalletConnect's cosmos methods (reown's
// cosmos-rpc reference) answered with a real secp256k1 key (keplr-keys.ts, CosmJS's curve), the same
// key on every chain it holds, written with each chain's prefix. As a phone wallet does, it signs on the
// chain the request names only, for its own address there: `cosmos_signAmino` signs the amino document
// given (ADR-036 messages among them) and `cosmos_signDirect` the SIGN_MODE_DIRECT document given, its
// bytes in base64 and its account number a decimal string, both as the reference writes them; each
// answers the document it signed beside the StdSignature.

/** A Cosmos chain the wallet holds its account on: CAIP-2 id and its bech32 prefix. */
export type WcCosmosChain = { caipNetworkId: `cosmos:${string}`; prefix: string }

/** What a method call failed with, as the wallet answers it over WalletConnect. */
export class WcCosmosError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const field = (params: unknown, name: string): unknown =>
  typeof params === 'object' && params !== null ? Reflect.get(params, name) : undefined

/**
 * The Cosmos answers of a wallet holding the key `privateKeyHex` on `chains`.
 *
 * @example
 * const cosmos = await wcCosmosAnswers({ privateKeyHex: 'c0'.repeat(32), chains: [{ caipNetworkId: 'cosmos:foyer-devnet-1', prefix: 'cosmos' }] })
 * await cosmos.answer('cosmos_getAccounts', {}, 'cosmos:foyer-devnet-1') // [{ algo: 'secp256k1', address: 'cosmos1…', pubkey: 'A…' }]
 */
export async function wcCosmosAnswers({
  privateKeyHex,
  chains,
}: {
  privateKeyHex: string
  chains: readonly WcCosmosChain[]
}) {
  const key: SecpKey = (await keyRingOf({ privateKeyHex })).keyFor(118)

  /** The chain a request names; 5100 (unsupported chain) for one the wallet does not hold. */
  function chainOf(chainId: string): WcCosmosChain {
    const chain = chains.find((candidate) => candidate.caipNetworkId === chainId)
    if (!chain) throw new WcCosmosError(5100, `The wallet does not hold ${chainId}.`)
    return chain
  }

  const addressOn = (chainId: string) => bech32AddressOf(key, chainOf(chainId).prefix)

  /** The signer a request names must be the wallet's address on the request's chain (4100 otherwise). */
  function checkSigner(params: unknown, chainId: string): void {
    const signer = field(params, 'signerAddress')
    if (signer !== addressOn(chainId))
      throw new WcCosmosError(4100, `The wallet does not hold ${String(signer)} on ${chainId}.`)
  }

  const signed = (bytes: Uint8Array) => encodeSecp256k1Signature(key.pubkey, signBytes(key, bytes))

  function signAmino(params: unknown, chainId: string) {
    checkSigner(params, chainId)
    const doc = field(params, 'signDoc') as StdSignDoc
    // An ADR-036 document names no chain; a transaction's must be the request's.
    if (doc.chain_id !== '' && `cosmos:${doc.chain_id}` !== chainId)
      throw new WcCosmosError(-32602, `The document is for ${doc.chain_id}, not ${chainId}.`)
    return { signature: signed(serializeSignDoc(doc)), signed: doc }
  }

  function signDirect(params: unknown, chainId: string) {
    checkSigner(params, chainId)
    const doc = field(params, 'signDoc')
    const chain = String(field(doc, 'chainId'))
    if (`cosmos:${chain}` !== chainId)
      throw new WcCosmosError(-32602, `The document is for ${chain}, not ${chainId}.`)
    const bytes = makeSignBytes({
      chainId: chain,
      accountNumber: BigInt(String(field(doc, 'accountNumber'))),
      authInfoBytes: fromBase64(String(field(doc, 'authInfoBytes'))),
      bodyBytes: fromBase64(String(field(doc, 'bodyBytes'))),
    })
    return { signature: signed(bytes), signed: doc }
  }

  return {
    /** The account on the first chain (the session's accounts use {@link addressOn} per chain). */
    get address() {
      return bech32AddressOf(key, chains[0]?.prefix ?? 'cosmos')
    },
    /** The compressed public key, 33 bytes. */
    publicKey: key.pubkey,
    holds: (chain: string) => chains.some((candidate) => candidate.caipNetworkId === chain),
    addressOn,
    async answer(method: string, params: unknown, chainId: string): Promise<unknown> {
      switch (method) {
        case 'cosmos_getAccounts':
          return [{ algo: 'secp256k1', address: addressOn(chainId), pubkey: toBase64(key.pubkey) }]
        case 'cosmos_signAmino':
          return signAmino(params, chainId)
        case 'cosmos_signDirect':
          return signDirect(params, chainId)
        default:
          throw new WcCosmosError(-32601, `Method not supported: ${method}`)
      }
    },
  }
}
