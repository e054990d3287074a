import type { ActorRefFrom } from 'xstate'
import type { EmbeddedAccountType } from '../../chains/eip155/embedded/frame-provider.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { accountTypeMachine } from './account-type.machine.js'

/**
 * What the account type machine starts with: storage (the visitor's choice is kept there, per
 * namespace) and the embedded wallet's switch between its two EVM accounts.
 *
 * @example
 * const input: AccountTypeInput = { storage, switchAccount: (type) => provider.switchAccountType(type) }
 */
export type AccountTypeInput = {
  storage: TypedStorage
  switchAccount(type: EmbeddedAccountType): Promise<EmbeddedAccountType>
}

/** The account type machine's context. */
export type AccountTypeContext = AccountTypeInput & {
  /** The account the site uses now; `undefined` while the embedded wallet is not connected. */
  current: EmbeddedAccountType | undefined
  /** The EVM chain ids on which the login has a smart account (the frame's list, SPEC §7). */
  smartAccountChainIds: readonly number[]
  /** Why the last switch failed, until the next one. */
  error: string | undefined
}

/**
 * Events of the account type machine.
 *
 * @example
 * accountType.send({ type: 'ACCOUNT_TYPE.SWITCH', to: 'smartAccount' })
 */
export type AccountTypeEvent =
  /** The embedded wallet connected with this account type (`undefined`: signed out). */
  | { type: 'ACCOUNT_TYPE.CURRENT'; accountType: EmbeddedAccountType | undefined }
  /** The visitor asked to use the other account. */
  | { type: 'ACCOUNT_TYPE.SWITCH'; to: EmbeddedAccountType }

/**
 * What the account type machine emits: SPEC §7's SET_PREFERRED_ACCOUNT_TYPE analytics event.
 *
 * @example
 * accountType.on('accountType.set', ({ accountType }) => console.log(accountType))
 */
export type AccountTypeEmitted = { type: 'accountType.set'; accountType: EmbeddedAccountType }

/** A running account type machine (system id `accountType`). */
export type AccountTypeActor = ActorRefFrom<typeof accountTypeMachine>
