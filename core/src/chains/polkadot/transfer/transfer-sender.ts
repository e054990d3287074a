import type { ApiPromise } from '@polkadot/api'
import { ConnectionConnectorNotFoundError } from '../../../errors/connection.js'
import {
  SendNetworkNotOfferedError,
  TransferNetworkChangedError,
  TransferQuoteChangedError,
  UnsupportedTransferTokenError,
} from '../../../errors/transfer.js'
import type { CaipNetworkId, Network } from '../../../networks/network.types.js'
import { formatAmount } from '../../../utils/format-balance.js'
import { activeAccountOf } from '../../account.js'
import type { PreparedTransfer, Transfer, TransferSender } from '../../transfer.types.js'
import type { PolkadotChainApi } from '../chain-api.js'
import type { PolkadotInjected, PolkadotOptions } from '../polkadot.types.js'
import type { callWallet, invalidAnswer } from '../wallet-answers.js'
import { existentialDepositProblem, transferableOf } from './existential-deposit.js'
import { feeBoundOf, isWithinBound } from './fee-bound.js'
import { accountIdOf, receiverOf } from './receiver-address.js'
import { POLKADOT_SIGN_TIMEOUT_MS, reviewedSigner } from './review-signer.js'
import { confirmDispatched, POLKADOT_IN_BLOCK_TIMEOUT_MS, submitUntilInBlock } from './submit-transfer.js'
import {
  decodeTransferCall,
  describeWalletTransaction,
  existentialDepositOf,
  pricedFeeOf,
  readAccountBalances,
  signedFeeOf,
  type TransferExtrinsic,
  transferApiOf,
  transferReviewOf,
} from './transfer-chain.js'
import {
  PolkadotDecimalsMismatchError,
  PolkadotExistentialDepositError,
  PolkadotFeeRoseError,
  PolkadotPayloadMismatchError,
  PolkadotSendUnavailableError,
  PolkadotWalletAlteredTransferError,
  PolkadotZeroAmountError,
} from './transfer-errors.js'
import type { TransferCall } from './transfer-review.js'

// Sending a Polkadot network's own token from a connection (the Send form's), loaded with the first
// Send form on Polkadot. A transfer is `balances.transferKeepAlive`, which never lets the sender's
// account die: what it may take, amount and fee, is the free balance less the existential deposit (or
// what is frozen, when more), and a receiver's new account must get at least the deposit; both are
// said before the wallet is asked (existential-deposit.ts). The fee shown is an upper bound
// (fee-bound.ts). The wallet signs with its extension's `signPayload`, through a signer that checks the
// payload against the review first and the answer after (review-signer.ts); Foyer submits the signed
// transfer and waits until a block holds it (submit-transfer.ts), so once `sendTransfer` resolves,
// balances read at the best block include it and the kit needs no wait of its own.
//
// This file and its helpers import nothing the Polkadot entry holds alone (the kit, the wallet-answer
// checks): a module shared by the entry and a lazy file is cut out of the entry into a file of its own,
// which costs the entry about 1 kB gzip. What they need of it, the adapter hands in (through
// polkadot-transfers.ts, which loads this file).

/** What the adapter hands its sending: its options, connections to networks, prefixes and wallets. */
export type PolkadotTransferDeps = {
  options: Pick<PolkadotOptions, 'networks' | 'signTimeoutMs'>
  /** The adapter's connection to a network (its own `ApiPromise`, or the site's). */
  apiOf(network: Network<'polkadot'>): Promise<PolkadotChainApi>
  /** The SS58 prefix addresses are shown with on a network. */
  prefixOf(caipNetworkId: CaipNetworkId): number
  /** The extension of each connection, by connector id, as `enable` gave it. */
  wallets: ReadonlyMap<string, { injected: PolkadotInjected }>
  /** Calls an extension's method as the adapter does (a refusal is the standard rejection, 4001). */
  callWallet: typeof callWallet
  /** Makes the adapter's `InvalidPolkadotWalletAnswerError`, for junk answers. */
  invalidAnswer: typeof invalidAnswer
}

/** The larger of two bigints (`Math.max` takes numbers only). */
function larger(a: bigint, b: bigint): bigint {
  if (a > b) return a
  return b
}

/** The one call a transfer makes. */
const transferCallOf = (dest: string, value: bigint): TransferCall => ({
  section: 'balances',
  method: 'transferKeepAlive',
  dest,
  value,
})

/**
 * The Polkadot adapter's sending, bound to its networks, connections and wallets: each transfer is
 * prepared on the network the connection is on and sent from its active account.
 *
 * @example
 * const sender = polkadotTransferSender({ options, apiOf, prefixOf, wallets, callWallet, invalidAnswer })
 * await sender.sendTransfer(connection, await sender.prepareTransfer(connection, { to, amount }))
 */
export function polkadotTransferSender(deps: PolkadotTransferDeps): TransferSender<'polkadot'> {
  /** The network, its connection and its token's facts, once the connection serves that network. */
  async function chainOf(caipNetworkId: CaipNetworkId) {
    const network = deps.options.networks.find((each) => each.caipNetworkId === caipNetworkId)
    if (!network) throw new SendNetworkNotOfferedError()
    const api = transferApiOf(await deps.apiOf(network))
    // CAIP-2's polkadot reference: the first 32 hex digits of the genesis hash.
    if (`polkadot:${api.genesisHash.toHex().slice(2, 34)}` !== caipNetworkId)
      throw new PolkadotSendUnavailableError({
        details: `the connection for ${caipNetworkId} serves the chain of genesis ${api.genesisHash.toHex()}`,
      })
    // The amount was typed with the site's decimals: the chain's must be the same.
    const { decimals } = network.nativeCurrency
    const chainDecimals = api.registry.chainDecimals[0]
    if (chainDecimals !== undefined && chainDecimals !== decimals)
      throw new PolkadotDecimalsMismatchError({
        details: `typed with ${decimals} decimals, ${network.name}'s chain has ${chainDecimals}`,
      })
    const symbol = api.registry.chainTokens[0] || network.nativeCurrency.symbol
    const words = (planck: bigint) => `${formatAmount(planck, decimals)} ${symbol}`
    return { network, api, symbol, words, prefix: deps.prefixOf(caipNetworkId) }
  }

  /** The balances a transfer draws on (the sender's and the receiver's) and the existential deposit. */
  async function balancesOf(api: ApiPromise, from: string, to: string) {
    const [[sender, receiver], existentialDeposit] = await Promise.all([
      readAccountBalances(api, [from, to]),
      existentialDepositOf(api),
    ])
    if (!sender || !receiver) throw new Error('System.Account answered fewer accounts than asked')
    return { sender, receiver, existentialDeposit, toSelf: accountIdOf(from) === accountIdOf(to) }
  }

  /** Refuses, in words with the minimum, what the existential deposit refuses at the fee `fee`. */
  function refuseBelowDeposit(
    balances: Awaited<ReturnType<typeof balancesOf>>,
    { amount, fee, words }: { amount: bigint; fee: bigint; words: (planck: bigint) => string },
  ): void {
    const problem = existentialDepositProblem({ ...balances, amount, fee })
    if (problem)
      throw new PolkadotExistentialDepositError(problem.who, words(problem.minimum), {
        details: `existential deposit ${balances.existentialDeposit} planck; the sender holds ${balances.sender.free} free, ${balances.sender.frozen} frozen`,
      })
  }

  return {
    async prepareTransfer(connection, transfer: Transfer): Promise<PreparedTransfer> {
      if (transfer.token) throw new UnsupportedTransferTokenError({ details: transfer.token.address })
      if (transfer.amount < 0n) throw new PolkadotZeroAmountError({ details: `${transfer.amount}` })
      const { api, symbol, words, prefix, network } = await chainOf(connection.caipNetworkId)
      const receiver = receiverOf(transfer.to, prefix)
      const from = activeAccountOf(connection).address
      const balances = await balancesOf(api, from, receiver.address)
      const { sender, existentialDeposit } = balances
      // Priced for the larger of the amount and all the sender holds: a larger amount is a longer
      // call (a compact number), so the fee shown covers any amount the account can send (Max's too).
      const priced = await pricedFeeOf(api, {
        from,
        dest: receiver.accountId,
        value: larger(transfer.amount, sender.free),
      })
      const fee = feeBoundOf(priced)
      refuseBelowDeposit(balances, { amount: transfer.amount, fee, words })
      // What the transfer may take, amount and fee: Max leaves the account exactly what it must keep.
      const transferable = transferableOf(sender, existentialDeposit)
      return {
        ...transfer,
        to: receiver.address,
        caipNetworkId: network.caipNetworkId,
        from,
        fee,
        balance: transferable,
        nativeBalance: transferable,
        symbol,
        // Foyer's transfers carry no tip: the fee shown is all the network charges.
        feeTerms: { tip: 0n },
      }
    },

    async sendTransfer(connection, prepared) {
      // A transfer prepared on another network would pay what was never shown there.
      if (connection.caipNetworkId !== prepared.caipNetworkId)
        throw new TransferNetworkChangedError({
          details: `prepared on ${prepared.caipNetworkId}, the wallet is on ${connection.caipNetworkId}`,
        })
      if (prepared.token) throw new UnsupportedTransferTokenError({ details: prepared.token.address })
      if (prepared.amount <= 0n) throw new PolkadotZeroAmountError({ details: `${prepared.amount}` })
      const wallet = deps.wallets.get(connection.connectorId)
      if (!wallet) throw new ConnectionConnectorNotFoundError({ details: connection.connectorId })
      const account = activeAccountOf(connection)
      const fromId = accountIdOf(account.address)
      if (!fromId || fromId !== accountIdOf(prepared.from))
        throw new PolkadotPayloadMismatchError({
          details: `prepared for ${prepared.from}, the active account is ${account.address}`,
        })
      const { api, words, prefix } = await chainOf(connection.caipNetworkId)
      const receiver = receiverOf(prepared.to, prefix)
      // The balances may have moved since the review: checked again at the fee shown, before the wallet.
      const balances = await balancesOf(api, account.address, receiver.address)
      refuseBelowDeposit(balances, { amount: prepared.amount, fee: prepared.fee, words })
      const { sender } = balances
      if (prepared.amount + prepared.fee > sender.free)
        throw new TransferQuoteChangedError({
          details: `${prepared.amount} + fee ${prepared.fee} planck, ${sender.free} free now`,
        })
      const call = transferCallOf(receiver.accountId, prepared.amount)
      const tx = api.tx.balances?.transferKeepAlive?.({ Id: receiver.accountId }, prepared.amount)
      if (!tx)
        throw new PolkadotSendUnavailableError({ details: 'the runtime has no balances.transferKeepAlive' })
      const review = transferReviewOf(api, { from: fromId, call })
      const { signer, walletTransaction } = reviewedSigner({
        review,
        decodeCall: (method) => decodeTransferCall(api.registry, method),
        accountIdOf,
        signPayload: (payload) =>
          deps.callWallet(wallet.injected.signer, 'signPayload', 'signPayload', payload),
        keyType: account.addressType,
        timeoutMs: deps.options.signTimeoutMs ?? POLKADOT_SIGN_TIMEOUT_MS,
        invalidAnswer: deps.invalidAnswer,
      })
      await tx.signAsync(account.address, { signer, nonce: -1 })
      checkSigned(api, tx, {
        fromId,
        call,
        walletTransaction: walletTransaction(),
      })
      // The fee shown is a bound: the signed transfer, priced now, must be within it.
      const fee = await signedFeeOf(api, tx)
      if (!isWithinBound(fee, prepared.fee))
        throw new PolkadotFeeRoseError({ details: `fee ${fee} planck now, ${prepared.fee} shown` })
      const hash = tx.hash.toHex()
      const blockHash = await submitUntilInBlock(api, tx, POLKADOT_IN_BLOCK_TIMEOUT_MS)
      await confirmDispatched(api, blockHash, hash)
      return hash
    },
  }
}

/**
 * The extrinsic about to be submitted, checked once more against the review: signed by the sender,
 * the reviewed call exactly, no tip; and a `signedTransaction` the wallet returned must be that very
 * extrinsic (a wallet that changed the payload and signed its own is refused).
 */
function checkSigned(
  api: ApiPromise,
  tx: TransferExtrinsic,
  {
    fromId,
    call,
    walletTransaction,
  }: {
    fromId: string
    call: TransferCall
    walletTransaction: string | undefined
  },
): void {
  const decoded = decodeTransferCall(api.registry, tx.method.toHex())
  const sameCall =
    decoded !== undefined &&
    decoded.section === call.section &&
    decoded.method === call.method &&
    decoded.dest === call.dest &&
    decoded.value === call.value
  const signerId = tx.isSigned ? accountIdOf(tx.signer.toString()) : undefined
  if (!sameCall || signerId !== fromId || tx.tip.toBigInt() !== 0n)
    throw new PolkadotPayloadMismatchError({ details: `the signed extrinsic is ${tx.toHex()}` })
  if (walletTransaction !== undefined && walletTransaction !== tx.toHex())
    throw new PolkadotWalletAlteredTransferError({
      details: describeWalletTransaction(api.registry, walletTransaction),
    })
}
