import type { SnapshotFrom } from 'xstate'
import type { farcasterMachine } from './farcaster.machine.js'

/** A snapshot of the Farcaster login machine. */
export type FarcasterSnapshot = SnapshotFrom<typeof farcasterMachine>

/**
 * What the ConnectingFarcaster view shows:
 * - `idle`: no login under way;
 * - `starting`: the login frame is asked for a sign-in address;
 * - `awaitingApproval`: the address (`url`) waits to be opened and approved in the Farcaster app;
 * - `connecting`: approved, the wallet connects ('Loading user data');
 * - `connected`; `failed`, with the reason (Try again starts over).
 *
 * @example
 * const view: FarcasterLoginViewModel = { step: 'awaitingApproval', url: 'https://farcaster.example/~/siwf?channelToken=t', error: undefined }
 */
export type FarcasterLoginViewModel = {
  step: 'idle' | 'starting' | 'awaitingApproval' | 'connecting' | 'connected' | 'failed'
  url: string | undefined
  error: string | undefined
}

/**
 * The ConnectingFarcaster view's model.
 *
 * @example
 * const view = useSelector(farcaster, selectFarcasterLoginView)
 */
export function selectFarcasterLoginView(snapshot: FarcasterSnapshot): FarcasterLoginViewModel {
  const { url, error } = snapshot.context
  const step = snapshot.matches({ login: 'askingUrl' })
    ? 'starting'
    : snapshot.matches({ login: 'awaitingApproval' })
      ? 'awaitingApproval'
      : snapshot.matches({ login: 'failed' }) || snapshot.matches('failedToConnect')
        ? 'failed'
        : snapshot.matches('connectingWallet')
          ? 'connecting'
          : snapshot.matches('connected')
            ? 'connected'
            : 'idle'
  return {
    step,
    url: step === 'awaitingApproval' ? url : undefined,
    error: step === 'failed' ? error : undefined,
  }
}
