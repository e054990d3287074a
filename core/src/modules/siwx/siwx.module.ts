import { siwxMachine } from '../../machines/siwx/siwx.machine.js'
import type { SiwxEmitted, SiwxOptions } from '../../machines/siwx/siwx.types.js'
import { isSiwxStatement } from '../../siwx/message.fields.js'
import { InvalidSiwxMessageError } from '../../siwx/siwx.errors.js'
import type { FoyerModule } from '../../system/module.types.js'
import { getSystemActor } from '../../system/system.js'
import { connectSignInOf } from './connect-sign-in.js'
import { siwxViews } from './siwx.views.js'
// Also imported on its own: type declarations keep this line (they drop the one above), so the view
// names it merges into the view map reach every site that imports this module.
import './siwx.views.js'
import './siwx.system.js'

/** What the sign-in module adds to the facade `createFoyer` returns. */
export type SiwxActions = {
  /**
   * Calls `listener` with each new session (the signed message and its signature, for your server);
   * returns the unsubscribe function.
   */
  onSignIn(listener: (event: SiwxEmitted) => void): () => void
  /** The SIWXSignMessage view's Sign: asks the wallet to sign the sign-in message. */
  signIn(): void
  /**
   * The SIWXSignMessage view's own button: Cancel when sign-in is optional (the view closes),
   * Disconnect when it is required (the namespace disconnects).
   */
  declineSignIn(): void
}

/**
 * Sign in with X: once a wallet is connected, Foyer checks its sessions and, without one, asks it to
 * sign a CAIP-122 message (EIP-4361 on EVM), then keeps the session in `options.storage`. Messages
 * are for the page Foyer runs on (its host and URL).
 *
 * @example
 * import { siwx } from '@foyer/core/siwx'
 * const foyer = createFoyer({ adapters, modules: [siwx({ required: true, getNonce: () => fetchNonce() })] })
 * foyer.onSignIn(({ session }) => sendToServer(session.message, session.signature))
 */
export function siwx(options: SiwxOptions = {}): FoyerModule<SiwxActions> {
  // A statement the message cannot carry would fail every sign-in later: say so when the site starts.
  if (options.statement !== undefined && !isSiwxStatement(options.statement))
    throw new InvalidSiwxMessageError(
      'statement',
      `siwx({ statement }) must be one line of EIP-4361's characters (printable ASCII, no " % < > \\ ^ \` { | }): ${JSON.stringify(options.statement)}`,
    )
  return {
    id: 'siwx',
    views: siwxViews,
    plug: ({ page }) => ({
      actors: [{ systemId: 'siwx', logic: siwxMachine, input: { options, ...page } }],
      connectSignIn: (system) => {
        const actor = getSystemActor(system, 'siwx')
        return actor && connectSignInOf(actor)
      },
    }),
    actions: (foyer) => ({
      onSignIn(listener) {
        const subscription = getSystemActor(foyer.actor, 'siwx')?.on('siwx.signedIn', listener)
        return () => subscription?.unsubscribe()
      },
      signIn: () => getSystemActor(foyer.actor, 'siwx')?.send({ type: 'SIWX.SIGN' }),
      declineSignIn: () => getSystemActor(foyer.actor, 'siwx')?.send({ type: 'SIWX.DECLINE' }),
    }),
  }
}
