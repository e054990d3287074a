import { InsufficientFundsError, TransactionInvalidAddressError } from '../../../errors/transaction.js'
import {
  ReceiverNetworkMismatchError,
  SendNetworkNotOfferedError,
  TransferNetworkChangedError,
  UnsupportedTransferTokenError,
} from '../../../errors/transfer.js'
import { isRecord } from '../../../utils/is-record.js'
import { activeAccountOf } from '../../account.js'
import type { Connection } from '../../adapter.types.js'
import type { PreparedTransfer, Transfer, TransferSender } from '../../transfer.types.js'
import {
  CosmosWalletRequestError,
  CosmosWalletRequestTimeoutError,
  toCosmosWalletError,
} from '../cosmos.errors.js'
import { readCosmosAddress } from '../cosmos.kit.js'
import type { CosmosWalletPort } from '../cosmos.types.js'
import type { CosmosChain } from '../cosmos-networks.js'
import { within } from '../within.js'
import { aminoSendDocumentOf, signedAminoSendOf } from './amino-send.js'
import {
  DEFAULT_GAS_PRICE_STEP,
  feeOf,
  gasLimitOf,
  gasPriceFraction,
  UNSIMULATED_SEND_GAS,
} from './cosmos-fee.js'
import { InvalidCosmosTransferError } from './cosmos-transfer.errors.js'
import { openSendChain, type SendChain } from './send-chain.js'
import { type ReviewedSend, sendDocumentOf } from './send-document.js'
import { signedSendOf } from './signed-send.js'

// Sending a Cosmos chain's own coin from a connection (the Send form's), loaded with the first Send form
// on Cosmos. A transfer is one bank MsgSend, signed in SIGN_MODE_DIRECT by the connected wallet
// (`signDirect`), or in amino JSON (`signAmino`) when the wallet's key is a Ledger's, and broadcast by
// Foyer once the document the wallet returns says exactly what was reviewed (see signed-send.ts and
// amino-send.ts). Its fee is the gas a simulation used (× GAS_MULTIPLIER) at the chain's
// "average" gas price. The memo is empty: the Send form has no memo field.
//
// Tokens (IBC and other bank denoms) are refused: a token of the Send contract carries decimals the
// chain is asked to confirm, and a bank denom's decimals live in optional metadata most IBC denoms do
// not have, so an amount typed with a token list's decimals could not be checked.

/** The memo of every transfer: none (the Send form asks for none). */
const MEMO = ''

/**
 * What the Cosmos adapter hands its sending code: its chains with their facts, the connected wallet
 * of a connection, and its timeouts.
 *
 * @example
 * cosmosTransfers({ chains, portOf: (c) => requirePort(c.connectorId), walletTimeoutMs: 120_000, rpcTimeoutMs: 10_000 })
 */
export type CosmosTransfersOptions = {
  chains: readonly CosmosChain[]
  /** The wallet of a connection (throws when it is gone). */
  portOf(connection: Connection<'cosmos'>): CosmosWalletPort
  /** How long the wallet may take to sign (a prompt the visitor leaves open). */
  walletTimeoutMs: number
  /** How long one request to the chain may take. */
  rpcTimeoutMs: number
}

/** A compressed secp256k1 key in hex (a connection's `publicKey`) as its 33 bytes. */
const keyBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

/** The sender of a connection on its chain: the chain, its address there, its key, the chain's RPC. */
function senderOf(chains: readonly CosmosChain[], connection: Connection<'cosmos'>) {
  const chain = chains.find((each) => each.caipNetworkId === connection.caipNetworkId)
  const rpcUrl = chain?.network.rpcUrls.default.http[0]
  if (!chain || !rpcUrl) throw new SendNetworkNotOfferedError()
  const account = activeAccountOf(connection)
  const address = account.networkAddresses?.[chain.caipNetworkId] ?? account.address
  if (
    readCosmosAddress(address)?.prefix !== chain.bech32Prefix ||
    !/^0[23][0-9a-f]{64}$/.test(account.publicKey ?? '')
  )
    throw new InvalidCosmosTransferError({
      details: `the connection has no ${chain.bech32Prefix} address with its public key on ${chain.network.name}`,
    })
  return { chain, rpcUrl, address, publicKey: keyBytes(account.publicKey ?? '') }
}

/**
 * The transfer's own checks, the chain unasked: the chain's coin only, a receiver written with the
 * chain's own prefix (an address of another chain names an account this chain does not pay, and the
 * node would refuse it), no negative amount.
 */
function checkTransfer(chain: CosmosChain, transfer: Transfer): void {
  if (transfer.token)
    throw new UnsupportedTransferTokenError({
      details: `${transfer.token.address}: only ${chain.denom} is sent on ${chain.network.name}`,
    })
  const receiver = readCosmosAddress(transfer.to)
  if (!receiver) throw new TransactionInvalidAddressError({ details: transfer.to })
  if (receiver.prefix !== chain.bech32Prefix)
    throw new ReceiverNetworkMismatchError({
      details: `${transfer.to} is written with the prefix ${receiver.prefix}; ${chain.network.name}'s is ${chain.bech32Prefix}`,
    })
  if (transfer.amount < 0n)
    throw new InvalidCosmosTransferError({ details: `the amount is ${transfer.amount}` })
}

/**
 * The Cosmos adapter's sending, bound to its chains and wallets: a transfer is prepared on the chain
 * the connection is on and sent from its account there.
 *
 * - `prepareTransfer` reads the sender's account and balance, and simulates sending the whole balance
 *   for the gas (so the fee does not depend on the amount typed: Max leaves exactly the fee the send is
 *   then quoted with); an account the chain does not know, or that holds nothing, gets
 *   UNSIMULATED_SEND_GAS. A zero amount is quoted (the Send form's Max asks so). Never asks the wallet.
 * - `sendTransfer` refuses, before the wallet is asked, an amount of nothing and an amount that with the
 *   fee is more than the balance (`InsufficientFundsError`, read again); builds the document at the
 *   account's number and sequence read then; asks the wallet to sign it without offering a fee or memo
 *   of its own; checks what it signed; broadcasts it. The transaction's hash in uppercase hex, as
 *   CometBFT and explorers write it (Mintscan's `/tx/…`), is its id. A refusal by the node is the error
 *   of its code (see `nodeRefusalError`); nothing was sent then.
 *
 * @example
 * loadTransfers: () => import('./transfer/cosmos-transfer.js').then((t) => t.cosmosTransfers({ chains, portOf, walletTimeoutMs, rpcTimeoutMs }))
 */
export function cosmosTransfers(options: CosmosTransfersOptions): TransferSender<'cosmos'> {
  const { chains, walletTimeoutMs, rpcTimeoutMs } = options

  async function withChain<value>(
    sender: ReturnType<typeof senderOf>,
    use: (chain: SendChain) => Promise<value>,
  ): Promise<value> {
    const chain = await openSendChain({ ...sender, timeoutMs: rpcTimeoutMs })
    try {
      return await use(chain)
    } finally {
      chain.close()
    }
  }

  /** What the wallet answers `request` with, under the wallet timeout; its failures as Foyer errors. */
  async function ask(request: string, answer: () => Promise<unknown>): Promise<unknown> {
    try {
      return await within(
        answer(),
        walletTimeoutMs,
        () =>
          new CosmosWalletRequestTimeoutError({
            details: `${request}: no answer within ${walletTimeoutMs} ms`,
          }),
      )
    } catch (error) {
      throw toCosmosWalletError(error, request)
    }
  }

  /**
   * The transaction bytes of `send`, signed by the connection's wallet: in amino JSON when its key is
   * a Ledger's (Keplr's and Leap's `getKey(chainId).isNanoLedger`: the Ledger's Cosmos app cannot sign
   * SIGN_MODE_DIRECT), else in SIGN_MODE_DIRECT. Either way the wallet is asked not to offer a fee or
   * memo of its own, and its answer is checked against the review before anything is sent.
   */
  async function signedSend(port: CosmosWalletPort, send: ReviewedSend): Promise<Uint8Array> {
    const options = { preferNoSetFee: true, preferNoSetMemo: true }
    const key = await ask(`getKey(${send.chainId})`, () => port.getKey(send.chainId))
    if (isRecord(key) && key.isNanoLedger === true) {
      const signAmino = port.signAmino?.bind(port)
      if (!signAmino)
        throw new CosmosWalletRequestError({
          details: 'signAmino: the wallet cannot sign for its Ledger key',
        })
      const answer = await ask(`signAmino(${send.chainId})`, () =>
        signAmino(send.chainId, send.from, aminoSendDocumentOf(send), options),
      )
      return await signedAminoSendOf(answer, send)
    }
    const signDirect = port.signDirect?.bind(port)
    if (!signDirect)
      throw new CosmosWalletRequestError({ details: 'signDirect: the wallet cannot sign transactions' })
    const answer = await ask(`signDirect(${send.chainId})`, () =>
      signDirect(send.chainId, send.from, sendDocumentOf(send), options),
    )
    return signedSendOf(answer, send)
  }

  return {
    async prepareTransfer(connection, transfer): Promise<PreparedTransfer> {
      const sender = senderOf(chains, connection)
      const { chain, address } = sender
      checkTransfer(chain, transfer)
      return withChain(sender, async (node) => {
        const [account, balance] = await Promise.all([node.account(), node.balance(chain.denom)])
        const gas =
          account && balance > 0n
            ? gasLimitOf(
                await node.simulate({
                  from: address,
                  to: transfer.to,
                  amount: balance,
                  denom: chain.denom,
                  memo: MEMO,
                }),
              )
            : UNSIMULATED_SEND_GAS
        const price = gasPriceFraction((chain.gasPriceStep ?? DEFAULT_GAS_PRICE_STEP).average)
        return {
          ...transfer,
          caipNetworkId: chain.caipNetworkId,
          from: address,
          fee: feeOf(gas, price),
          balance,
          nativeBalance: balance,
          symbol: chain.network.nativeCurrency.symbol,
          feeTerms: { gas },
        }
      })
    },

    async sendTransfer(connection, prepared) {
      // Fee terms are a chain's: sent on another, they would pay what was never shown there.
      if (connection.caipNetworkId !== prepared.caipNetworkId)
        throw new TransferNetworkChangedError({
          details: `prepared on ${prepared.caipNetworkId}, the wallet is on ${connection.caipNetworkId}`,
        })
      const sender = senderOf(chains, connection)
      const { chain, address, publicKey } = sender
      checkTransfer(chain, prepared)
      const { amount, fee } = prepared
      const gasLimit = prepared.feeTerms.gas ?? 0n
      if (prepared.from !== address)
        throw new InvalidCosmosTransferError({
          details: `prepared for ${prepared.from}, the wallet's account is ${address}`,
        })
      if (amount <= 0n)
        throw new InvalidCosmosTransferError({ details: `the amount is ${amount} ${chain.denom}` })
      if (gasLimit <= 0n || fee < 0n)
        throw new InvalidCosmosTransferError({ details: `fee ${fee} ${chain.denom} for ${gasLimit} gas` })
      const port = options.portOf(connection)
      return withChain(sender, async (node) => {
        const [account, balance] = await Promise.all([node.account(), node.balance(chain.denom)])
        if (!account || amount + fee > balance)
          throw new InsufficientFundsError({
            details: `${amount + fee} ${chain.denom} needed (amount and fee), ${balance} ${chain.denom} held`,
          })
        const send: ReviewedSend = {
          chainId: chain.chainId,
          accountNumber: account.accountNumber,
          sequence: account.sequence,
          from: address,
          to: prepared.to,
          amount,
          denom: chain.denom,
          memo: MEMO,
          publicKey,
          fee,
          gasLimit,
        }
        return node.broadcast(await signedSend(port, send))
      })
    },
  }
}
