import type { CaipNetworkId, Namespace } from '../networks/network.types.js'

/**
 * The facts about one CAIP namespace that shared code needs, so that it never branches on a
 * namespace itself: each namespace's folder (`core/src/chains/<namespace>/`) owns its kit, and its
 * adapter carries it (`adapter.kit`), so a Foyer checks with its own adapters' kits. Kits are small
 * (facts and pure functions); a namespace's SDK loads only on use.
 *
 * @example
 * kitOf(foyer.kits, 'solana').explorerAddressPath // 'account'
 */
export type NamespaceKit<ns extends Namespace = Namespace> = {
  readonly namespace: ns
  /** What visitors call the namespace's chains, where lists group by namespace ('EVM', 'Solana'). */
  readonly displayName: string
  /** What a CAIP-2 reference (the part after `namespace:`) looks like in this namespace. */
  readonly referencePattern: RegExp
  /**
   * What the reference of a CAIP-10 account id looks like, where it may say more than a network's
   * (EVM's `eip155:0:0x…`, an account on no chain in particular); `referencePattern` by default.
   */
  readonly accountReferencePattern?: RegExp
  /**
   * The JavaScript type of a network's `id` (EVM chain ids are numbers; other references strings).
   * Unset in CAIP's general rules, which say nothing of it: any `id` written as its reference passes.
   */
  readonly networkIdType?: 'number' | 'string'
  /** Whether `value` is an address of this namespace. */
  isAddress(value: string): boolean
  /**
   * The account an address stands for, as a key: addresses that name the same account give the same
   * key (EVM addresses ignore the letters' case; base58 and bech32 addresses do not).
   */
  accountKey(address: string): string
  /** The path segment of an address page on this namespace's block explorers (`/address/…`, `/account/…`). */
  readonly explorerAddressPath: string
  /**
   * The URI a phone wallet reads from a QR code to pay `address` on the network of CAIP-2 `reference`
   * (EIP-681, Solana Pay, BIP-21), so the payment goes to the right chain. Absent where the namespace
   * has no such scheme: the QR code then carries the bare address.
   */
  paymentUri?(address: string, reference: string): string
  /**
   * Whether `address` is an address on the network of CAIP-2 `reference` (Bitcoin's differ per
   * network: `bc1…` on mainnet, `tb1…` on testnet); absent where an address is the same account on
   * every network of the namespace (EVM, Solana). The Receive view lists the networks it works on.
   */
  isAddressOn?(address: string, reference: string): boolean
  /**
   * Whether an account's transaction history is shown (the Account view's Activity): only where the
   * Blockchain API indexes it, EVM (SPEC §9: activity and names on eip155).
   */
  readonly hasActivity: boolean
  /**
   * Whether an account's name and avatar are looked up (the Blockchain API's identity): EVM only
   * (SPEC §9: names on eip155).
   */
  readonly hasNames: boolean
  /**
   * Whether a site may ask for a payment on this namespace (`foyer.pay`): its sending code prepares
   * the transfer over the site's RPC and, once it landed, checks it is the transfer shown
   * (`TransferSender.confirmTransfer`). Where it cannot check that yet, a request is refused at once
   * (`PAY_NETWORK_NOT_SUPPORTED`), before any code downloads or any wallet is asked: a promise that
   * resolved for a transaction nobody checked could say "paid" for money that never moved. Absent: no.
   */
  readonly paysRequests?: boolean
  /**
   * Loads the namespace's {@link WaitUntilLanded} (its code downloads on first use, with the first
   * transaction sent). Absent where a wallet's answer already means the transaction landed where
   * balances are read: a transaction sent there needs no wait.
   */
  readonly loadWaitUntilLanded?: () => Promise<WaitUntilLanded>
}

/**
 * A transaction a wallet sent for the visitor: the network it went to and its id as the namespace
 * writes it (an EVM transaction hash, a Solana signature in base58, a Bitcoin txid).
 *
 * @example
 * const sent: SentTransaction = { caipNetworkId: 'eip155:1', id: '0x5c50…a1f3' }
 */
export type SentTransaction = { caipNetworkId: CaipNetworkId; id: string }

/**
 * Waits until the transaction `id` has landed on its network as the modal reads balances there (EVM:
 * it has a receipt; Solana: it is confirmed), and answers whether it succeeded or failed (a failed one
 * still paid its fee), asking the network's own RPC (`rpcUrls`, the first that answers). Rejects once `timeoutMs`
 * have passed without, or as soon as `signal` aborts. Its code downloads on first use and shares no
 * module with the page's first download (a shared one would split that download into many files).
 *
 * @example
 * const wait = await adapter.kit.loadWaitUntilLanded?.()
 * await wait?.({ id: hash, rpcUrls: network.rpcUrls.default.http, timeoutMs: 60_000 }, signal)
 */
export type WaitUntilLanded = (
  transaction: { id: string; rpcUrls: readonly string[]; timeoutMs: number },
  signal: AbortSignal,
) => Promise<LandedOutcome>

/**
 * How a landed transaction ended, as its chain tells: `succeeded`, or `failed` (an EVM transaction
 * that reverted, a Solana or Cosmos transaction whose instructions failed): it paid its fee and moved
 * nothing else.
 *
 * @example
 * const outcome: LandedOutcome = await wait({ id: hash, rpcUrls, timeoutMs: 60_000 }, signal) // 'failed'
 */
export type LandedOutcome = 'succeeded' | 'failed'
