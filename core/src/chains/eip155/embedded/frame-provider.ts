import { hexToNumber, isAddress, isHash, isHex, numberToHex, ProviderRpcError } from 'viem'
import type { EmbeddedFrameLink } from '../../../embedded/embedded-wallet-host.js'
import { frameAccount, reviewSignedBy, sameEvmAddress } from '../../../embedded/frame-account.js'
import type { FrameChannel } from '../../../embedded/frame-channel.js'
import { BaseError } from '../../../errors/base.js'
import { NotConnectedToAuthError } from '../../../errors/connection.js'
import { FrameRequestError } from '../../../errors/frame.js'
import { InvalidResponseError } from '../../../errors/http.js'
import { toRpcError, WalletRpcError } from '../../../errors/rpc.js'
import { RpcMethodNotAllowedError } from '../../../errors/validation.js'
import type { FeeReader } from '../preview/network-fee.js'
import type { ChainReader } from '../preview/token-facts.js'
import { embeddedMethodKind, isEmbeddedAnswerWellFormed } from './embedded-methods.js'
import { evmRequestPreview, type PreviewNetwork } from './request-preview.js'

/**
 * What the embedded wallet's EVM provider needs from the rest of Foyer: the frame's channel (loaded
 * and ready), the visitor's approval of a request shown in words, the network a chain id names, and
 * the frame's sign-out.
 *
 * @example
 * const link: EmbeddedWalletLink = { channel: () => frameReady(system), approve, network, signOut }
 */
export type EmbeddedWalletLink = EmbeddedFrameLink & {
  network(chainId: number): PreviewNetwork
  /** The account type the site asks the frame for: the visitor's stored choice, else the site's default. */
  preferredAccountType(): EmbeddedAccountType
  /** The account type the frame connected (`undefined` once signed out). */
  accountTypeChanged(type: EmbeddedAccountType | undefined): void
  /** A method the embedded wallet does not offer was asked for: the visitor is told in the modal. */
  refused(method: string): void
  /** A safe request succeeded: what it did may have moved the native balance. */
  answered(method: string): void
  /** The chain the embedded wallet was on last (stored, SPEC §4), and remembering a new one. */
  lastChainId(): number | undefined
  rememberChainId(chainId: number): void
}

type Listener = (value: unknown) => void

/** The embedded wallet's EVM account types: the key's own account, or the smart account it owns. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

/**
 * An error as an EIP-1193 provider gives it: a numeric `code` a site can branch on (4001 the visitor
 * refused, 4100 not signed in, 4200 a method the wallet does not offer, 4902 an unknown chain), with
 * Foyer's error as its cause.
 */
function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const cause = error instanceof Error ? error : new Error(String(error))
  const code =
    error instanceof WalletRpcError
      ? error.rpcCode
      : error instanceof NotConnectedToAuthError
        ? 4100
        : error instanceof RpcMethodNotAllowedError
          ? 4200
          : -32603
  const shortMessage = error instanceof BaseError ? error.shortMessage : cause.message
  return new ProviderRpcError(cause, { code, shortMessage })
}

/**
 * An EIP-1193 provider whose wallet is the embedded wallet's login frame, so the EVM adapter connects
 * it like any other wallet. Accounts and chain come from the frame's login; a network switch is the
 * frame's. Reads go to the frame as they are; signatures and transactions only after the visitor
 * approved them in the modal, and their answers are checked (a hash is 0x and 64 hex digits, a
 * signature at least 62); methods on neither list are refused before the frame hears of them.
 *
 * @example
 * const connector = { id: 'AUTH', type: 'AUTH', chain: 'eip155', name: 'Email', provider: frameEip1193Provider(link) }
 */
export function frameEip1193Provider(link: EmbeddedWalletLink) {
  const listeners = new Map<string, Set<Listener>>()
  // Chain-id requests are answered from the stored last chain (SPEC §7), without a round trip.
  let chainId: number | undefined = link.lastChainId()
  const onChain = (next: number) => {
    chainId = next
    link.rememberChainId(next)
  }
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  // The account the frame signs with, as it last reported it: a different one is an accountsChanged.
  const account = frameAccount((address) => emit('accountsChanged', [address]), sameEvmAddress)

  async function call<output>(work: (channel: FrameChannel) => Promise<output>): Promise<output> {
    const channel = await link.channel()
    try {
      return await work(channel)
    } catch (error) {
      if (error instanceof FrameRequestError && error.rpcCode !== undefined) {
        throw toRpcError(error.rpcCode, error.shortMessage)
      }
      throw error
    }
  }

  // Whether the frame was told to set up the login's smart account (INIT_SMART_ACCOUNT, SPEC §7) since
  // this login began: once, right before the smart account is first needed.
  let smartAccountReady = false

  /**
   * Tells the frame to set up the login's smart account (INIT_SMART_ACCOUNT), once per login, when it
   * is about to be used: before the login is asked for it, on a chain where the login has one (the
   * frame's GET_SMART_ACCOUNT_ENABLED_NETWORKS). On any other chain nothing is sent: the key's own
   * account is used there.
   */
  async function initSmartAccount(): Promise<void> {
    if (smartAccountReady) return
    await call(async (channel) => {
      const onChain = chainId ?? Number((await channel.call('GET_CHAIN_ID', undefined)).chainId)
      const { smartAccountEnabledNetworks } = await channel.call(
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
        undefined,
      )
      if (!smartAccountEnabledNetworks.includes(onChain)) return
      await channel.call('INIT_SMART_ACCOUNT', undefined)
      smartAccountReady = true
    })
  }

  async function accounts(ask: boolean): Promise<string[]> {
    const { isConnected } = await call((channel) => channel.call('IS_CONNECTED', undefined))
    if (!isConnected) {
      if (ask) throw new NotConnectedToAuthError()
      link.noLogin('eip155')
      return []
    }
    // A smart account that cannot be set up is not a failed login: the frame then reports the
    // account it can use, and the site hears which.
    if (link.preferredAccountType() === 'smartAccount') await initSmartAccount().catch(() => undefined)
    const user = await call((channel) =>
      channel.call('GET_USER', { preferredAccountType: link.preferredAccountType() }),
    )
    onChain(Number(user.chainId))
    link.accountTypeChanged(user.preferredAccountType ?? 'eoa')
    account.reported(user.address)
    return [user.address]
  }

  // The preview's reads of the chain (a token's symbol and decimals) go through the frame, to the
  // chain it signs on. They are never aborted: an abort reaches the frame as RPC_ABORT, which would
  // cancel whatever else it is signing; a read that comes too late is simply not waited for.
  function chainReader(chainId: number): ChainReader {
    return ({ to, data }) =>
      call((channel) =>
        channel.call('RPC_REQUEST', {
          method: 'eth_call',
          params: [{ to, data }, 'latest'],
          chainId,
          chainNamespace: 'eip155',
        }),
      )
  }

  // The network's fee questions, over the frame's RPC; the estimate is of the signer's own sending.
  function feeReader(chainId: number, signer: string): FeeReader {
    return (method, params) => {
      const asked = method === 'eth_estimateGas' ? [{ from: signer, ...Object(params[0]) }] : params
      return call((channel) =>
        channel.call('RPC_REQUEST', { method, params: asked, chainId, chainNamespace: 'eip155' }),
      )
    }
  }

  // A request that signs or moves assets: shown in words first, and the frame is handed exactly the
  // parameters the review read (canonical, copied when the review was written), never the site's
  // own object, so what is signed cannot differ from what was approved.
  async function approved(method: string, params: unknown, chainId: number): Promise<unknown> {
    // Who signs is asked of the frame right before the review, which names that account (asked
    // without an account type: that would be a choice, not a question).
    const user = await call((channel) => channel.call('GET_USER', {}))
    const changedFrom = account.reported(user.address)
    const { preview: read, params: signed } = await evmRequestPreview(method, params, {
      network: link.network(chainId),
      chainId,
      read: chainReader(chainId),
      fee: feeReader(chainId, user.address),
      // The account the frame signs with: a swap paying another account is warned of.
      account: isAddress(user.address) ? user.address : undefined,
    })
    const preview = reviewSignedBy(read, user.address, { changedFrom, same: sameEvmAddress })
    return link.approve(
      preview,
      (signal) => {
        // The approval machine never runs a refused request (the visitor can only decline it); this
        // guards the rule here as well, with the same answer.
        if (!signed || preview.refusal !== undefined) throw toRpcError(4001, preview.refusal)
        const payload = { method, params: signed, chainId, chainNamespace: 'eip155' }
        return call((channel) => channel.call('RPC_REQUEST', payload, { signal }))
      },
      // eth_sendTransaction answers the hash of the transaction it sent, on the chain it was asked on:
      // balances are read again once that has a receipt. (A call bundle's or a user operation's id is
      // no transaction hash: those are read again as soon as the frame answers.)
      (answer) =>
        method === 'eth_sendTransaction' && typeof answer === 'string' && isHash(answer)
          ? { caipNetworkId: `eip155:${chainId}`, id: answer }
          : undefined,
    )
  }

  async function rpc(method: string, params: unknown): Promise<unknown> {
    const kind = embeddedMethodKind(method)
    if (kind === 'notAllowed') {
      link.refused(method)
      throw new RpcMethodNotAllowedError({ details: method })
    }
    const current =
      chainId ?? Number((await call((channel) => channel.call('GET_CHAIN_ID', undefined))).chainId)
    const payload = { method, params, chainId: current, chainNamespace: 'eip155' }
    const answer =
      kind === 'safe'
        ? await call((channel) => channel.call('RPC_REQUEST', payload))
        : await approved(method, params, current)
    if (!isEmbeddedAnswerWellFormed(method, answer)) {
      throw new InvalidResponseError({
        details: `the embedded wallet answered ${method} with ${JSON.stringify(answer)}`,
      })
    }
    if (kind === 'safe') link.answered(method)
    return answer
  }

  async function answer(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return accounts(true)
      case 'eth_accounts':
        return accounts(false)
      case 'eth_chainId': {
        if (chainId !== undefined) return numberToHex(chainId)
        const answer = await call((channel) => channel.call('GET_CHAIN_ID', undefined))
        onChain(Number(answer.chainId))
        return numberToHex(Number(answer.chainId))
      }
      case 'wallet_switchEthereumChain': {
        const requested: unknown = Array.isArray(params)
          ? Reflect.get(Object(params[0]), 'chainId')
          : undefined
        if (!isHex(requested)) throw toRpcError(-32602, 'wallet_switchEthereumChain takes { chainId }')
        const answer = await call((channel) =>
          channel.call('SWITCH_NETWORK', { chainId: hexToNumber(requested) }),
        ).catch((error: unknown) => {
          // The frame does not know the chain: the standard "unrecognised chain" answer.
          throw error instanceof FrameRequestError ? toRpcError(4902, error.shortMessage) : error
        })
        onChain(Number(answer.chainId))
        emit('chainChanged', numberToHex(Number(answer.chainId)))
        return null
      }
      default:
        return rpc(method, params)
    }
  }

  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      try {
        return await answer(method, params)
      } catch (error) {
        throw toProviderError(error)
      }
    },
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    /** Signs out of the embedded wallet (the adapter calls it on disconnect). */
    async disconnect() {
      await link.signOut()
      chainId = undefined
      smartAccountReady = false
      account.forget()
      link.accountTypeChanged(undefined)
    },
    /**
     * Moves the site to the login's other account (its smart account, or its key's own): the frame
     * answers with the account now in use, which the site hears as an account change.
     */
    async switchAccountType(type: EmbeddedAccountType): Promise<EmbeddedAccountType> {
      if (type === 'smartAccount') await initSmartAccount()
      const answer = await call((channel) => channel.call('SET_PREFERRED_ACCOUNT', { type }))
      link.accountTypeChanged(answer.type)
      account.set(answer.address)
      emit('accountsChanged', [answer.address])
      return answer.type
    },
  }
}
