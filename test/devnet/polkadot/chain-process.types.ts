import type { PolkadotDevAccount } from './polkadot-dev-accounts.js'

/**
 * What polkadot-devnet.ts tells the chain process (its one command-line argument, JSON): where to listen
 * and what to fund at start, amounts in planck as decimal strings (JSON has no bigint).
 *
 * @example
 * const config: ChainProcessConfig = {
 *   port: 0,
 *   devAccounts: [{ name: 'Alice', uri: '//Alice', type: 'sr25519' }],
 *   devAccountPlanck: '10000000000000000',
 *   balances: [['5FHneW46…', '1000000000000']],
 * }
 */
export type ChainProcessConfig = {
  /** 0 for any free port. */
  port: number
  /** Keys whose accounts are funded with {@link devAccountPlanck} each (the process derives their addresses). */
  devAccounts: readonly PolkadotDevAccount[]
  devAccountPlanck: string
  /** More accounts funded at start, after the dev accounts (so one of them may be given another amount). */
  balances: ReadonlyArray<readonly [address: string, planck: string]>
}

/**
 * What the chain process sends back over its IPC channel, once: the port it listens on with two
 * constants of the runtime (read from its metadata, which the process has decoded already), or why it
 * could not start.
 *
 * @example
 * const ready: ChainProcessMessage = { kind: 'ready', port: 40123, existentialDeposit: '3333333', ss58Prefix: 2 }
 */
export type ChainProcessMessage =
  | {
      kind: 'ready'
      port: number
      /** The runtime's `balances.existentialDeposit` constant, in planck (decimal string). */
      existentialDeposit: string
      /** The runtime's `system.ss58Prefix` constant. */
      ss58Prefix: number
    }
  | { kind: 'failed'; message: string }
