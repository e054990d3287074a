import { isRecord } from '../../../utils/is-record.js'
import type { ConnectedWalletInfo } from '../../adapter.types.js'
import { WalletConnectNotPairedError } from '../../walletconnect/errors.js'
import type { WalletConnectSessionPort } from '../../walletconnect/walletconnect-kit.types.js'
import { adr036Document, aminoJson } from '../adr036.js'
import { CosmosChainNotInWalletError, invalidAnswer, toCosmosWalletError } from '../cosmos.errors.js'
import type { CosmosSignDoc, CosmosWalletPort } from '../cosmos.types.js'
import type { CosmosChain } from '../cosmos-networks.js'

// A WalletConnect session seen as a Cosmos wallet port, so the Cosmos adapter connects and signs through
// a phone wallet as through Keplr: the same connect, key checks, signature checks and transfer checks,
// over WalletConnect's cosmos methods (reown's cosmos-rpc reference), each sent on the chain it is about:
// - cosmos_getAccounts {} → [{ algo, address, pubkey (base64) }]
// - cosmos_signDirect { signerAddress, signDoc: { chainId, accountNumber, authInfoBytes, bodyBytes } }
//   → { signature: { pub_key: { type, value }, signature }, signed: { same four fields } }
// - cosmos_signAmino { signerAddress, signDoc (an amino StdSignDoc) } → { signature, signed }
//
// Bytes and numbers on the wire: the reference types `authInfoBytes` and `bodyBytes` as DATA, and its
// examples write them in base64 ("CgoKABIE…", protobuf as base64) with the account number a decimal
// string; that is what is sent here and what an answer is read as. (WalletConnect's example dapp, through
// cosmos-wallet's stringifySignDocValues, sends hex with a hexadecimal account number instead: a wallet
// answering that way is refused, since an answer that is not base64 is no document Foyer can check.)
//
// The session decides the chains: its accounts (`cosmos:<chain id>:<address>`) give the address on each
// chain, WalletConnect cannot add a chain, and there is no prompt to enable one. Keys come from
// `cosmos_getAccounts`, whose public key must be the session address's own (checked as Keplr's keys are).
// WalletConnect has no ADR-036 `signArbitrary`: the ADR-036 document is signed with `cosmos_signAmino`,
// and the document the wallet says it signed must be that one exactly.

/** Bytes as standard base64 (what the reference's DATA examples are). */
function base64Of(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
}

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Standard base64 as bytes; `undefined` for anything else (hex among it). */
function bytesOfBase64(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string' || !base64Pattern.test(value)) return undefined
  return Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
}

/** `value` with the keys of every object in it sorted, as amino JSON writes a document. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys(value[key])]),
  )
}

/** The port over a WalletConnect session: every optional method but adding a chain is there. */
export type WalletConnectCosmosPort = CosmosWalletPort &
  Required<Pick<CosmosWalletPort, 'signDirect' | 'disconnect' | 'walletInfo'>>

/**
 * The Cosmos side of a WalletConnect session as a Cosmos wallet port for the adapter's `chains`: the
 * chains it knows are those of the session's accounts; `enable` asks nothing (the session was the
 * visitor's answer); a key is the session's address on the chain with the public key
 * `cosmos_getAccounts` gives for it; messages are ADR-036 documents signed with `cosmos_signAmino`;
 * transactions are signed with `cosmos_signDirect`, the answer handed back in Keplr's shape for the
 * adapter's checks.
 *
 * @example
 * const port = walletConnectCosmosPort(session, chains)
 * await port.chainIds() // ['cosmoshub-4', 'osmosis-1']
 */
export function walletConnectCosmosPort(
  session: WalletConnectSessionPort,
  chains: readonly CosmosChain[],
): WalletConnectCosmosPort {
  /** The session's address on each of the adapter's chains it holds, by chain id. */
  function sessionAddresses(): Map<string, string> {
    const addresses = new Map<string, string>()
    for (const id of session.accountIds?.() ?? []) {
      const [namespace, reference, address] = id.split(':')
      const chain = chains.find((c) => c.caipNetworkId === `${namespace}:${reference}`)
      if (chain && address && !addresses.has(chain.chainId)) addresses.set(chain.chainId, address)
    }
    return addresses
  }

  async function requirePaired(method: string): Promise<void> {
    if (!(await session.isPaired())) throw new WalletConnectNotPairedError({ details: method })
  }

  /** The chain of `chainId` and the session's address there; the chain is not the wallet's otherwise. */
  function sessionChain(chainId: string): { chain: CosmosChain; address: string } {
    const chain = chains.find((c) => c.chainId === chainId)
    const address = sessionAddresses().get(chainId)
    if (!chain || !address)
      throw new CosmosChainNotInWalletError({ details: `${chainId}: not in the WalletConnect session` })
    return { chain, address }
  }

  /** What the wallet answered on `chain`, or its error as Foyer's (4001 for a refusal). */
  async function call(method: string, params: unknown, chain: CosmosChain): Promise<unknown> {
    try {
      return await session.request(method, params, chain.caipNetworkId)
    } catch (error) {
      throw toCosmosWalletError(error, `${method}(${chain.chainId})`)
    }
  }

  return {
    async chainIds() {
      await requirePaired('chainIds')
      return [...sessionAddresses().keys()]
    },

    async enable(chainIds) {
      await requirePaired('enable')
      for (const chainId of chainIds) sessionChain(chainId)
    },

    // Keplr's `Key` shape, so the adapter checks the key as it checks Keplr's: a secp256k1 key whose
    // address with the chain's prefix is the session's account there. cosmos_getAccounts says nothing
    // of a Ledger behind the phone wallet (Keplr's `isNanoLedger` has no counterpart), so this key never
    // says it is one and transfers stay in cosmos_signDirect: a phone wallet that holds a Ledger key
    // refuses them, and is then refused as any wallet that refuses.
    async getKey(chainId) {
      await requirePaired(`getKey(${chainId})`)
      const { chain, address } = sessionChain(chainId)
      const accounts = await call('cosmos_getAccounts', {}, chain)
      if (!Array.isArray(accounts))
        throw invalidAnswer(`cosmos_getAccounts(${chainId})`, 'the accounts are not a list')
      const own = accounts.find((entry) => isRecord(entry) && entry.address === address)
      if (!isRecord(own))
        throw invalidAnswer(`cosmos_getAccounts(${chainId})`, `no key for the session's account ${address}`)
      return { algo: own.algo, pubKey: bytesOfBase64(own.pubkey), bech32Address: address }
    },

    async signArbitrary(chainId, signer, data) {
      const { chain } = sessionChain(chainId)
      const document = adr036Document(signer, data)
      const answer = await call('cosmos_signAmino', { signerAddress: signer, signDoc: document }, chain)
      if (!isRecord(answer) || !isRecord(answer.signed))
        throw invalidAnswer('cosmos_signAmino', 'no signature and signed document')
      // The signature covers the document the wallet returns: any other than the message's is refused.
      if (aminoJson(sortedKeys(answer.signed)) !== aminoJson(document))
        throw invalidAnswer('cosmos_signAmino', 'the wallet signed another document than the message')
      return answer.signature
    },

    async signDirect(chainId, signer, signDoc: CosmosSignDoc) {
      const { chain } = sessionChain(chainId)
      const answer = await call(
        'cosmos_signDirect',
        {
          signerAddress: signer,
          signDoc: {
            chainId: signDoc.chainId,
            accountNumber: signDoc.accountNumber.toString(),
            authInfoBytes: base64Of(signDoc.authInfoBytes),
            bodyBytes: base64Of(signDoc.bodyBytes),
          },
        },
        chain,
      )
      // No fee or memo preference travels: WalletConnect has none. The adapter refuses a changed fee.
      if (!isRecord(answer) || !isRecord(answer.signed)) return answer
      const { signed } = answer
      // Keplr's DirectSignResponse, bytes as bytes, for the checks the Keplr path makes.
      return {
        signature: answer.signature,
        signed: {
          chainId: signed.chainId,
          accountNumber: signed.accountNumber,
          authInfoBytes: bytesOfBase64(signed.authInfoBytes),
          bodyBytes: bytesOfBase64(signed.bodyBytes),
        },
      }
    },

    watch(onChange) {
      const changed = () => onChange()
      session.events.on('accountsChanged', changed)
      session.events.on('disconnect', changed)
      return () => {
        session.events.removeListener('accountsChanged', changed)
        session.events.removeListener('disconnect', changed)
      }
    },

    disconnect: () => session.disconnect(),

    walletInfo: (): ConnectedWalletInfo | undefined => session.walletInfo(),
  }
}
