import type { Namespace } from '../networks/network.types.js'

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
   * Whether an account's transaction history is shown (the Account view's Activity): only where the
   * Blockchain API indexes it, EVM (SPEC §9: activity and names on eip155).
   */
  readonly hasActivity: boolean
  /**
   * Whether an account's name and avatar are looked up (the Blockchain API's identity): EVM only
   * (SPEC §9: names on eip155).
   */
  readonly hasNames: boolean
}
