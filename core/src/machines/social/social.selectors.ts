import type { SnapshotFrom } from 'xstate'
import type { SocialProvider } from '../../config/features.js'
import type { socialMachine } from './social.machine.js'

/** A snapshot of the social machine. */
export type SocialSnapshot = SnapshotFrom<typeof socialMachine>

/**
 * What the ConnectingSocial view shows:
 * - `idle`: no login under way;
 * - `starting`: the login frame is asked where the popup goes;
 * - `inPopup`: the visitor logs in with the provider in the popup;
 * - `leavingPage`: inside Telegram, the provider's page replaces this one;
 * - `verifying` / `connecting`: the frame checks the result, then the wallet connects;
 * - `connected`; `failed`, with the reason (Try again starts over).
 *
 * @example
 * const view: SocialLoginViewModel = { step: 'inPopup', provider: 'google', error: undefined }
 */
export type SocialLoginViewModel = {
  step: 'idle' | 'starting' | 'inPopup' | 'leavingPage' | 'verifying' | 'connecting' | 'connected' | 'failed'
  provider: SocialProvider | undefined
  error: string | undefined
}

const steps = {
  checkingReturn: 'idle',
  idle: 'idle',
  leftPage: 'leavingPage',
  starting: 'starting',
  waiting: 'inPopup',
  verifying: 'verifying',
  connectingWallet: 'connecting',
  connected: 'connected',
  failed: 'failed',
} as const

/**
 * The ConnectingSocial view's model.
 *
 * @example
 * const view = useSelector(social, selectSocialLoginView)
 */
export function selectSocialLoginView(snapshot: SocialSnapshot): SocialLoginViewModel {
  // `waiting` is the one state with a child (its poll of the popup).
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'waiting'
  const { provider, error } = snapshot.context
  return { step: steps[state], provider, error }
}
