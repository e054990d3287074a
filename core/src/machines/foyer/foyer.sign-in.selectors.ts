import type { FoyerSnapshot } from './foyer.selectors.js'

// A module of its own: only the login frame's check reads it, so a page without the embedded wallet
// does not carry it.
/**
 * Whether email or social login is on for this project: `pending` until the remote configuration
 * has been read the first time (or has failed), then what its flags say, or the site's options and
 * the defaults when it could not be read or in basic mode (where both are off).
 *
 * @example
 * selectSignInAvailability(foyer.actor.getSnapshot()) // 'on'
 */
export function selectSignInAvailability(snapshot: FoyerSnapshot): 'pending' | 'on' | 'off' {
  if (
    snapshot.matches('choosingMode') ||
    snapshot.matches('awaitingFirstOpen') ||
    snapshot.matches({ loadingRemoteConfig: 'first' })
  )
    return 'pending'
  const { email, socials } = snapshot.context.features
  return email || (socials !== false && socials.length > 0) ? 'on' : 'off'
}
