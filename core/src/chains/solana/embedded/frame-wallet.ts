import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { EmbeddedFrameLink } from '../../../embedded/embedded-wallet-host.js'
import { frameAccount, reviewSignedBy } from '../../../embedded/frame-account.js'
import type { FrameChannel } from '../../../embedded/frame-channel.js'
import { NotConnectedToAuthError } from '../../../errors/connection.js'
import { FrameRequestError } from '../../../errors/frame.js'
import { toRpcError } from '../../../errors/rpc.js'
import { decodeBase58, encodeBase58 } from '../../../networks/base58.js'
import { isCaipNetworkId } from '../../../networks/caip.js'
import type { TransactionPreview } from '../../transaction-preview.types.js'
import type { SolanaRpcRequest } from '../preview/account-reader.js'
import { isSolanaAddress } from '../solana.kit.js'
import { answerField, fromBase58, fromBase64, InvalidSolanaWalletAnswerError } from '../wallet-answers.js'
import { toBase64 } from '../wire-transaction.js'

/**
 * What the embedded wallet's Solana wallet needs: the login frame (its channel, the visitor's
 * approval, sign-out) and the site's Solana network a Wallet Standard chain names, with a JSON-RPC
 * call on it (the review reads lookup tables, token accounts and mints with it).
 *
 * @example
 * const link: EmbeddedSolanaLink = { ...frameLink, network: () => ({ caipNetworkId: 'solana:5eyk…', name: 'Solana', request }) }
 */
export type EmbeddedSolanaLink = EmbeddedFrameLink & {
  /** The site's Solana network for a Wallet Standard chain (`solana:devnet`); its first one without. */
  network(chain?: string): { caipNetworkId: string; name: string; request?: SolanaRpcRequest } | undefined
}

type Previews = typeof import('./request-preview.js')
type TransactionInput = { account: WalletAccount; chain?: string; transaction: Uint8Array }

const features: WalletAccount['features'] = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
]
// An envelope, for the Wallet Standard's required data-URI icon (the embedded wallet logs in by email).
const icon =
  `data:image/svg+xml;base64,${btoa("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#475569'/><path d='M8 11h16v10H8zM8 11l8 6 8-6' fill='none' stroke='#fff' stroke-width='2'/></svg>")}` as const

/**
 * The embedded wallet's Solana side as a Wallet Standard wallet, so the Solana adapter connects,
 * signs and sends through the login frame as through an extension. Connecting needs a login first
 * (email or social; silently, it shares no account without one). Messages and transactions show in
 * words in the ApproveTransaction view, and only Approve reaches the frame; the frame's answers are
 * checked (a 64-byte signature, a transaction in base64). Requests are the frame's Solana methods,
 * as WalletConnect writes them: messages in base58, transactions in base64, signatures in base58.
 *
 * @example
 * const connector = { id: 'AUTH', type: 'AUTH', chain: 'solana', name: 'Email', provider: frameSolanaWallet(link) }
 */
export function frameSolanaWallet(link: EmbeddedSolanaLink, name = 'Email'): Wallet {
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<(properties: { accounts: readonly WalletAccount[] }) => void>()
  // The account the frame signs with, as it last reported it: a different one is the wallet's change.
  const account = frameAccount((address) => {
    const publicKey = decodeBase58(address)
    if (!isSolanaAddress(address) || publicKey?.length !== 32)
      throw new InvalidSolanaWalletAnswerError({ details: `${address} is not a Solana address` })
    accounts = [{ address, publicKey, chains: [], features }]
    for (const listener of listeners) listener({ accounts })
  })

  async function call<output>(work: (channel: FrameChannel) => Promise<output>): Promise<output> {
    const channel = await link.channel()
    try {
      return await work(channel)
    } catch (error) {
      if (error instanceof FrameRequestError && error.rpcCode !== undefined)
        throw toRpcError(error.rpcCode, error.shortMessage)
      throw error
    }
  }

  /**
   * Asks the frame for `method` on `chain`'s network, once the visitor approved what `preview` writes
   * (the previews' code downloads with the first request; a preview may read accounts over the
   * network's RPC before it is shown). A request that sends a transaction gives `signatureOf`, which
   * reads its signature from the answer: balances are read again once it is confirmed on the network.
   */
  function request(
    chain: string | undefined,
    preview: (
      previews: Previews,
      network: NonNullable<ReturnType<EmbeddedSolanaLink['network']>>,
    ) => TransactionPreview | Promise<TransactionPreview>,
  ) {
    const network = link.network(chain)
    if (!network) throw new InvalidSolanaWalletAnswerError({ details: `no Solana network for ${chain}` })
    return async <output>(
      method: string,
      params: Record<string, unknown>,
      read: (answer: unknown) => output,
      signatureOf?: (output: output) => Uint8Array,
    ) => {
      // Who signs is asked of the frame right before the review, which names that account.
      const user = await call((channel) => channel.call('GET_USER', { chainId: network.caipNetworkId }))
      const changedFrom = account.reported(user.address)
      const review = await preview(await import('./request-preview.js'), network)
      const { caipNetworkId } = network
      return link.approve(
        reviewSignedBy(review, user.address, { changedFrom }),
        async (signal) =>
          read(
            await call((channel) =>
              channel.call(
                'RPC_REQUEST',
                { method, params, chainId: caipNetworkId, chainNamespace: 'solana' },
                { signal },
              ),
            ),
          ),
        signatureOf &&
          ((output) =>
            isCaipNetworkId(caipNetworkId)
              ? { caipNetworkId, id: encodeBase58(signatureOf(output)) }
              : undefined),
      )
    }
  }

  /**
   * Each transaction in turn: shown in words (sent or only signed), then asked of the frame as
   * `method`; `signatureOf` reads a sent one's signature from the answer.
   */
  async function eachTransaction<output>(
    inputs: readonly TransactionInput[],
    sends: boolean,
    method: string,
    read: (answer: unknown) => output,
    signatureOf?: (output: output) => Uint8Array,
  ): Promise<output[]> {
    const outputs: output[] = []
    for (const { account, chain, transaction } of inputs) {
      const ask = request(chain, (previews, network) =>
        previews.solanaTransactionPreview(transaction, {
          signer: account.address,
          network: network.name,
          sends,
          readAccount: network.request && previews.rpcAccountReader(network.request),
        }),
      )
      const params = { transaction: toBase64(transaction), pubkey: account.address }
      outputs.push(await ask(method, params, read, signatureOf))
    }
    return outputs
  }

  const signature = (answer: unknown) => {
    const bytes = fromBase58(answerField(answer, 'signature'))
    if (bytes.length !== 64)
      throw new InvalidSolanaWalletAnswerError({ details: 'the signature is not 64 bytes' })
    return bytes
  }

  return {
    version: '1.0.0',
    name,
    icon,
    chains: [],
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const { isConnected } = await call((channel) => channel.call('IS_CONNECTED', undefined))
          if (!isConnected) {
            if (!input?.silent) throw new NotConnectedToAuthError()
            link.noLogin('solana')
            return { accounts: [] }
          }
          const network = link.network()
          const user = await call((channel) =>
            channel.call('GET_USER', network ? { chainId: network.caipNetworkId } : {}),
          )
          const publicKey = decodeBase58(user.address)
          if (!isSolanaAddress(user.address) || publicKey?.length !== 32)
            throw new InvalidSolanaWalletAnswerError({ details: `${user.address} is not a Solana address` })
          accounts = [{ address: user.address, publicKey, chains: [], features }]
          account.set(user.address)
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await link.signOut()
          accounts = []
          account.forget()
          for (const listener of listeners) listener({ accounts })
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts: readonly WalletAccount[] }) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const outputs = []
          for (const { account, message } of inputs) {
            const ask = request(undefined, (previews, network) =>
              previews.solanaMessagePreview(message, account.address, network.name),
            )
            const signed = await ask(
              'solana_signMessage',
              { message: encodeBase58(message), pubkey: account.address },
              signature,
            )
            outputs.push({ signedMessage: message, signature: signed })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: TransactionInput[]) =>
          eachTransaction(inputs, false, 'solana_signTransaction', (answer) => ({
            signedTransaction: fromBase64(answerField(answer, 'transaction')),
          })),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs: TransactionInput[]) =>
          eachTransaction(
            inputs,
            true,
            'solana_signAndSendTransaction',
            (answer) => ({ signature: signature(answer) }),
            (output) => output.signature,
          ),
      },
    },
  }
}
