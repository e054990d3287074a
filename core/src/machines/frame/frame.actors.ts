import { type EventObject, fromCallback, fromPromise } from 'xstate'
import type { FrameChannel } from '../../embedded/frame-channel.js'
import { mountLoginFrame } from '../../embedded/mount-login-frame.js'
import { getSystemActor, watchSystemActor } from '../../system/system.js'
import { selectTheme } from '../foyer/foyer.selectors.js'
import { selectSignInAvailability } from '../foyer/foyer.sign-in.selectors.js'
import type { FrameDappData, FrameEvent } from './frame.types.js'

/**
 * Puts the login frame in the page and opens the channel to it (see `mountLoginFrame`); the frame
 * leaves the page when the machine stops waiting (a timeout, a reload) or closes the channel.
 *
 * @example
 * setup({ actors: { openFrame: openFrameActor } })
 */
export const openFrameActor = fromPromise<FrameChannel, { url: string }>(({ input, signal }) =>
  mountLoginFrame({ url: input.url, signal }),
)

/**
 * Tells whether the project has email or social login on, once that is known: the frame is loaded
 * only then (it holds those logins' keys; a project without them has no use for it). A remote
 * configuration not read yet is read now (a returning visitor's login comes before any open); when it
 * cannot be read, the site's options decide. Without a root actor (the frame on its own), login is on.
 *
 * @example
 * setup({ actors: { checkSignIn: checkSignInActor } })
 */
export const checkSignInActor = fromCallback<FrameEvent>(({ system, sendBack }) => {
  const root = getSystemActor(system, 'foyer')
  if (!root) {
    sendBack({ type: 'FRAME.SIGN_IN_ON' })
    return
  }
  root.send({ type: 'FOYER.LOAD_REMOTE_CONFIG' })
  let told = false
  return watchSystemActor(system, 'foyer', (snapshot) => {
    const availability = selectSignInAvailability(snapshot)
    if (told || availability === 'pending') return
    told = true
    sendBack({ type: availability === 'on' ? 'FRAME.SIGN_IN_ON' : 'FRAME.SIGN_IN_OFF' })
  })
})

/**
 * Asks the frame to sign out. The machine does not wait past its sign-out limit.
 *
 * @example
 * setup({ actors: { signOut: signOutActor } })
 */
export const signOutActor = fromPromise<void, { channel: FrameChannel | undefined }>(
  async ({ input, signal }) => {
    await input.channel?.call('SIGN_OUT', undefined, { signal })
  },
)

/**
 * While the frame is ready, tells it about the site: its project, SDK and metadata once
 * (`SYNC_DAPP_DATA`), and the modal's theme now and at every change (`SYNC_THEME`), so the frame's own
 * pages (a provider's consent, a farcaster page) look like the modal. Neither answer matters: a frame
 * that refuses them still logs visitors in.
 *
 * @example
 * setup({ actors: { syncPage: syncPageActor } })
 */
export const syncPageActor = fromCallback<
  EventObject,
  { channel: FrameChannel | undefined; dappData: FrameDappData | undefined }
>(({ input, system }) => {
  const { channel, dappData } = input
  if (!channel) return
  const tell: FrameChannel['call'] = (name, payload) => channel.call(name, payload)
  if (dappData) tell('SYNC_DAPP_DATA', dappData).catch(() => {})
  let told = ''
  return watchSystemActor(system, 'foyer', (snapshot) => {
    const { mode, variables } = selectTheme(snapshot)
    const theme = {
      themeMode: mode === 'system' ? systemThemeMode() : mode,
      themeVariables: { ...variables },
    }
    const key = JSON.stringify(theme)
    if (key === told) return
    told = key
    tell('SYNC_THEME', theme).catch(() => {})
  })
})

/**
 * The visitor's system setting, as the modal's CSS reads it (`prefers-color-scheme`): the frame has
 * only light and dark. Dark where it cannot be read (outside a browser), Foyer's default theme.
 */
function systemThemeMode(): 'light' | 'dark' {
  return globalThis.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark'
}
