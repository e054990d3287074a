import type { SnapshotFrom } from 'xstate'
import { signingMessages } from '../../errors/siwx.js'
import type { siwxMachine } from './siwx.machine.js'
import type { SiwxAccount, SiwxSettings } from './siwx.types.js'
import type { SiwxSignMessageViewModel, SiwxState, SiwxViewAccount } from './siwx.views.js'

/**
 * A snapshot of the sign-in actor.
 *
 * @example
 * const snapshot = foyer.getActor('siwx')?.getSnapshot()
 */
export type SiwxSnapshot = SnapshotFrom<typeof siwxMachine>

/**
 * What the SIWXSignMessage view needs besides the sign-in actor.
 *
 * @example
 * const options: SiwxViewOptions = { appName: 'Example' }
 */
export type SiwxViewOptions = { appName?: string | undefined }

const viewAccountOf = ({ caipAddress, address, caipNetworkId }: SiwxAccount): SiwxViewAccount => ({
  caipAddress,
  address,
  caipNetworkId,
})

/**
 * The SIWXSignMessage view's model; see {@link SiwxSignMessageViewModel}. Without a sign-in actor (sign-in
 * not configured) it is `idle`.
 *
 * @example
 * const view = useSelector(foyer.getActor('siwx'), (s) => selectSiwxView(s, { appName: metadata.name }))
 * if (view.status === 'prompting') renderSignButton(() => foyer.siwx.send({ type: 'SIWX.SIGN' }))
 */
export function selectSiwxView(
  snapshot: SiwxSnapshot | undefined,
  options: SiwxViewOptions = {},
): SiwxSignMessageViewModel {
  const account = snapshot?.context.account
  if (!snapshot || !account) return { status: 'idle' }
  const { required } = snapshot.context.settings
  const { appName } = options
  if (snapshot.matches('prompting'))
    return {
      status: 'prompting',
      ...viewAccountOf(account),
      required,
      canCancel: true,
      error: snapshot.context.error,
      appName,
    }
  if (snapshot.matches('signing'))
    return {
      status: 'signing',
      ...viewAccountOf(account),
      required,
      canCancel: true,
      appName,
      // The prepared text itself, so what the visitor reads is what the wallet shows.
      message: snapshot.context.prepared?.message,
    }
  // Only a required sign-in returns or disconnects on cancel.
  if ((snapshot.matches('returning') || snapshot.matches('disconnecting')) && required)
    return { status: 'leaving', ...viewAccountOf(account), required, canCancel: false, appName }
  return { status: 'idle' }
}

/**
 * Where sign-in stands; see {@link SiwxState}. Without a sign-in actor it is `idle`.
 *
 * @example
 * const state = useSelector(foyer.siwx, selectSiwxState)
 * state.status === 'signedIn' && state.session.data.chainId // 'eip155:1'
 */
export function selectSiwxState(snapshot: SiwxSnapshot | undefined): SiwxState {
  const account = snapshot?.context.account
  if (!snapshot || !account || snapshot.matches('idle')) return { status: 'idle' }
  const { caipAddress } = account
  const { session, error } = snapshot.context
  // The machine keeps the session while signed in; the fallbacks only satisfy the types.
  if (snapshot.matches('signedIn') && session) return { status: 'signedIn', caipAddress, session }
  if (snapshot.matches('failed'))
    return { status: 'failed', caipAddress, error: error ?? signingMessages.siwxInitFailed }
  if (snapshot.matches('returning') || snapshot.matches('disconnecting'))
    return { status: 'leaving', caipAddress }
  for (const status of ['checking', 'prompting', 'signing', 'dismissed'] as const)
    if (snapshot.matches(status)) return { status, caipAddress }
  return { status: 'checking', caipAddress }
}

/**
 * The sign-in settings the actor runs with (the site's options resolved: storage, nonce, statement,
 * lifetime, the page's domain and URL).
 *
 * @example
 * const { storage, getNonce } = selectSiwxSettings(siwx.getSnapshot())
 */
export function selectSiwxSettings(snapshot: SiwxSnapshot): SiwxSettings {
  return snapshot.context.settings
}
