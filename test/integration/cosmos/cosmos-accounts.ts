import { Secp256k1Wallet } from '@cosmjs/amino'
import { fromHex } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet, type EncodeObject, type OfflineSigner } from '@cosmjs/proto-signing'
import { GasPrice, type SignerData, SigningStargateClient, type StdFee } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { CosmosNode } from '../../devnet/cosmos/cosmos-node.js'

// Keys, wallets and clients for the local Cosmos chains' tests: fixed secp256k1 keys (public test
// values, never used outside a local chain), cosmjs's own wallets and clients, as a site's would be.

/**
 * A fixed private key per test account.
 *
 * @example
 * await directWallet(KEYS.alice, 'cosmos')
 */
export const KEYS = {
  alice: fromHex('a1'.repeat(32)),
  bob: fromHex('b0'.repeat(32)),
  carol: fromHex('c0'.repeat(32)),
  dave: fromHex('d0'.repeat(32)),
  erin: fromHex('e0'.repeat(32)),
} as const

/** A SIGN_MODE_DIRECT wallet of `key` for addresses with `prefix`, and its one address. */
export async function directWallet(key: Uint8Array, prefix: string) {
  const wallet = await DirectSecp256k1Wallet.fromKey(key, prefix)
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('a wallet from a key has one account')
  return { wallet, address: account.address, pubkey: account.pubkey }
}

/** A SIGN_MODE_LEGACY_AMINO_JSON wallet of `key` (cosmjs's amino signer), and its one address. */
export async function aminoWallet(key: Uint8Array, prefix: string) {
  const wallet = await Secp256k1Wallet.fromKey(key, prefix)
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('a wallet from a key has one account')
  return { wallet, address: account.address, pubkey: account.pubkey }
}

/** A signing client on `node` for `wallet`, paying the node's minimum gas price, polling every 10 ms. */
export const signingClient = (node: CosmosNode, wallet: OfflineSigner) =>
  SigningStargateClient.connectWithSigner(node.rpcUrl, wallet, {
    gasPrice: GasPrice.fromString(node.gasPrice),
    broadcastPollIntervalMs: 10,
  })

/** A MsgSend as cosmjs encodes it. */
export const sendMessage = (from: string, to: string, amount: string, denom: string): EncodeObject => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: { fromAddress: from, toAddress: to, amount: [{ denom, amount }] },
})

/** A fee of `amount` base units for `gas`. */
export const fee = (amount: string, denom: string, gas = '200000'): StdFee => ({
  amount: [{ denom, amount }],
  gas,
})

/**
 * A transaction's bytes, signed by `wallet` offline with the signer data given (account number,
 * sequence, chain id): how a test makes a real signed transaction a node should refuse.
 *
 * @example
 * const bytes = await signOffline(wallet, alice, [sendMessage(alice, bob, '5', 'uatom')], fee('600', 'uatom'), {
 *   accountNumber: 6n, sequence: 0, chainId: 'foyer-osmo-1',
 * })
 */
export async function signOffline(
  wallet: OfflineSigner,
  signer: string,
  messages: readonly EncodeObject[],
  stdFee: StdFee,
  signerData: SignerData,
  memo = '',
): Promise<Uint8Array> {
  const client = await SigningStargateClient.offline(wallet)
  const raw = await client.sign(signer, messages, stdFee, memo, signerData)
  return TxRaw.encode(raw).finish()
}
