import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { decodeBase58, encodeBase58 } from '../../networks/base58.js'
import type { ConnectedWalletInfo } from '../adapter.types.js'
import { WalletConnectNotPairedError } from '../walletconnect/errors.js'
import type { WalletConnectSessionPort } from '../walletconnect/walletconnect-kit.types.js'
import { answerField, fromBase58, fromBase64, InvalidSolanaWalletAnswerError } from './wallet-answers.js'
import { toBase64, withSignature } from './wire-transaction.js'

// A WalletConnect session seen as a Wallet Standard wallet, so the Solana adapter connects, signs and
// sends through it as through an extension. Requests are WalletConnect's Solana JSON-RPC methods:
// messages in base58, transactions in base64, signatures in base58.

const features: WalletAccount['features'] = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
]
// WalletConnect's own mark, for the Wallet Standard's required data-URI icon (the wallet's own icon,
// a URL, reaches the Account view through `walletInfo`).
const icon =
  `data:image/svg+xml;base64,${btoa("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#3396ff'/></svg>")}` as const

/** The Wallet Standard wallet over `session`, plus `walletInfo` for the Account view. */
export type WalletConnectSolanaWallet = Wallet & { walletInfo(): ConnectedWalletInfo | undefined }

/**
 * The Solana side of a WalletConnect session as a Wallet Standard wallet.
 *
 * @example
 * const wallet = walletConnectSolanaWallet(session)
 * await wallet.features['standard:connect'].connect()
 */
export function walletConnectSolanaWallet(session: WalletConnectSessionPort): WalletConnectSolanaWallet {
  let accounts: readonly WalletAccount[] = []
  const accountsOf = (addresses: readonly string[]): readonly WalletAccount[] =>
    addresses.flatMap((address) => {
      const publicKey = decodeBase58(address)
      return publicKey ? [{ address, publicKey, chains: [], features }] : []
    })
  const refresh = () => {
    accounts = accountsOf(session.accounts())
    return accounts
  }

  async function signOne(account: WalletAccount, transaction: Uint8Array): Promise<Uint8Array> {
    const answer = await session.request('solana_signTransaction', {
      transaction: toBase64(transaction),
      pubkey: account.address,
    })
    // Wallets answer the signed transaction; older ones only the signature, which goes in its slot.
    const signed = answerField(answer, 'transaction')
    if (signed !== undefined) return fromBase64(signed)
    return withSignature(
      transaction,
      account.publicKey as Uint8Array,
      fromBase58(answerField(answer, 'signature')),
    )
  }

  return {
    version: '1.0.0',
    get name() {
      return session.walletInfo()?.name ?? 'WalletConnect'
    },
    icon,
    chains: [],
    get accounts() {
      return accounts
    },
    walletInfo: session.walletInfo,
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (!(await session.isPaired())) {
            if (input?.silent) return { accounts: [] }
            throw new WalletConnectNotPairedError({ details: 'standard:connect' })
          }
          return { accounts: refresh() }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: () => session.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts: readonly WalletAccount[] }) => void) {
          const onAccounts = (addresses: unknown) => {
            accounts = accountsOf(Array.isArray(addresses) ? addresses.map(String) : [])
            listener({ accounts })
          }
          const onDisconnect = () => {
            accounts = []
            listener({ accounts })
          }
          session.events.on('accountsChanged', onAccounts)
          session.events.on('disconnect', onDisconnect)
          return () => {
            session.events.removeListener('accountsChanged', onAccounts)
            session.events.removeListener('disconnect', onDisconnect)
          }
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const outputs = []
          for (const { account, message } of inputs) {
            const answer = await session.request('solana_signMessage', {
              message: encodeBase58(message),
              pubkey: account.address,
            })
            outputs.push({ signedMessage: message, signature: fromBase58(answerField(answer, 'signature')) })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          const [first] = inputs
          if (inputs.length === 1 && first)
            return [{ signedTransaction: await signOne(first.account, first.transaction) }]
          const answer = await session.request('solana_signAllTransactions', {
            transactions: inputs.map(({ transaction }) => toBase64(transaction)),
          })
          const signed = answerField(answer, 'transactions')
          if (!Array.isArray(signed) || signed.length !== inputs.length)
            throw new InvalidSolanaWalletAnswerError({
              details: 'not one signed transaction per transaction',
            })
          return signed.map((transaction) => ({ signedTransaction: fromBase64(transaction) }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: { account: WalletAccount; transaction: Uint8Array; options?: unknown }[]
        ) {
          const outputs = []
          for (const { transaction, options } of inputs) {
            const answer = await session.request('solana_signAndSendTransaction', {
              transaction: toBase64(transaction),
              ...(options === undefined ? {} : { sendOptions: options }),
            })
            outputs.push({ signature: fromBase58(answerField(answer, 'signature')) })
          }
          return outputs
        },
      },
    },
  }
}
