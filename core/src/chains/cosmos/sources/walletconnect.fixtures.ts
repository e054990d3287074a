import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { isFoyerError } from '../../../errors/base.js'
import { cosmosHub, osmosis } from '../../../networks/definitions/cosmos.js'
import { defineNetwork } from '../../../networks/registry.js'
import { createSessionEvents } from '../../walletconnect/session-events.js'
import type { WalletConnectSessionPort } from '../../walletconnect/walletconnect-kit.types.js'
import { cosmosChainsOf } from '../cosmos-networks.js'

// A phone wallet behind a WalletConnect session, for the tests of the Cosmos port over it (imported by
// tests only): it holds a real secp256k1 key, CosmJS's amino and direct wallets sign with it (the
// oracles), and it answers WalletConnect's cosmos methods in their wire shapes (keys and bytes in
// base64, account numbers as decimal text). A test scripts junk, refusals and throws per request.

export const localChain = defineNetwork({
  id: 'localchain-1',
  caipNetworkId: 'cosmos:localchain-1',
  chainNamespace: 'cosmos',
  name: 'Local Chain',
  nativeCurrency: { name: 'Stake', symbol: 'STAKE', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
})
export const networks = [cosmosHub, osmosis, localChain] as const
export const chains = cosmosChainsOf([...networks], {
  'cosmos:localchain-1': { bech32Prefix: 'local', denom: 'ustake' },
})
const prefixes: Record<string, string> = { 'cosmoshub-4': 'cosmos', 'osmosis-1': 'osmo' }

export const randomKey = () => crypto.getRandomValues(new Uint8Array(32))
export const codeOf = (error: unknown) => (isFoyerError(error) ? error.code : String(error))
export const detailsOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The wallet's answer to one request, scripted by a test; `undefined` answers as the wallet does. */
export type Script = (method: string, params: Record<string, unknown>, chainId: string) => unknown

/**
 * A phone wallet holding `key` behind a session: its CAIP-10 accounts (the key's address on each chain
 * given, unless `accounts` says otherwise) and its answers in WalletConnect's wire shapes.
 */
export async function phoneWallet(options: { accounts?: string[]; script?: Script; key?: Uint8Array } = {}) {
  const key = options.key ?? randomKey()
  const amino = async (prefix: string) => Secp256k1Wallet.fromKey(key, prefix)
  const direct = async (prefix: string) => DirectSecp256k1Wallet.fromKey(key, prefix)
  const addressOn = async (prefix: string) => (await (await amino(prefix)).getAccounts())[0]?.address ?? ''
  const accounts = options.accounts ?? [
    `cosmos:cosmoshub-4:${await addressOn('cosmos')}`,
    `cosmos:osmosis-1:${await addressOn('osmo')}`,
  ]
  const requests: { method: string; params: unknown; chainId: string | undefined }[] = []
  const events = createSessionEvents()
  let paired = true
  let disconnects = 0

  async function answer(method: string, params: Record<string, unknown>, chainId: string) {
    const prefix = prefixes[chainId.split(':')[1] ?? ''] ?? 'cosmos'
    switch (method) {
      case 'cosmos_getAccounts':
        return (await (await amino(prefix)).getAccounts()).map((a) => ({
          algo: a.algo,
          address: a.address,
          pubkey: toBase64(a.pubkey),
        }))
      case 'cosmos_signAmino': {
        const doc = params.signDoc as StdSignDoc
        return (await amino(prefix)).signAmino(String(params.signerAddress), doc)
      }
      case 'cosmos_signDirect': {
        const doc = params.signDoc as Record<string, string>
        const { signed, signature } = await (await direct(prefix)).signDirect(String(params.signerAddress), {
          chainId: String(doc.chainId),
          accountNumber: BigInt(String(doc.accountNumber)),
          authInfoBytes: fromBase64(String(doc.authInfoBytes)),
          bodyBytes: fromBase64(String(doc.bodyBytes)),
        })
        return {
          signature,
          signed: {
            chainId: signed.chainId,
            accountNumber: signed.accountNumber.toString(),
            authInfoBytes: toBase64(signed.authInfoBytes),
            bodyBytes: toBase64(signed.bodyBytes),
          },
        }
      }
      default:
        throw { code: 5101, message: `Unsupported method ${method}` }
    }
  }

  const session: WalletConnectSessionPort = {
    isPaired: async () => paired,
    accounts: () => (paired ? accounts.map((id) => id.split(':')[2] ?? '') : []),
    accountIds: () => (paired ? accounts : []),
    async request(method, params, chainId) {
      requests.push({ method, params, chainId })
      const given = params as Record<string, unknown>
      const scripted = await options.script?.(method, given, chainId ?? '')
      return scripted === undefined ? answer(method, given, chainId ?? '') : scripted
    },
    events,
    walletInfo: () => ({ name: 'Phone Wallet', icon: 'https://wallet.example/icon.png' }),
    disconnect: async () => {
      disconnects += 1
    },
  }
  return {
    session,
    requests,
    events,
    addressOn,
    publicKey: (await (await amino('cosmos')).getAccounts())[0]?.pubkey ?? new Uint8Array(),
    unpair: () => {
      paired = false
    },
    disconnects: () => disconnects,
  }
}
