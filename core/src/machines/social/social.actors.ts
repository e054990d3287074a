import { fromCallback, fromPromise } from 'xstate'
import type { SocialProvider } from '../../config/features.js'
import type { FrameResult } from '../../embedded/frame-calls.js'
import { frameLoginRequest } from '../frame/frame.request.js'
import { socialResultOf } from './social.rules.js'
import type { SocialEvent, SocialPopup } from './social.types.js'

/**
 * Asks the login frame (loading it first if needed) where the popup should go to log in with
 * `provider`: the provider's own login page. Within 120 s (see `frameLoginRequest`).
 *
 * @example
 * setup({ actors: { redirectUri: redirectUriActor } })
 */
export const redirectUriActor = fromPromise<string, { provider: SocialProvider }>(
  async ({ input, system, signal }) => {
    const { uri } = await frameLoginRequest(
      system,
      'GET_SOCIAL_REDIRECT_URI',
      { provider: input.provider },
      signal,
    )
    return uri
  },
)

/**
 * Listens for the result the secure site posts from the popup: accepted only from the popup's
 * window, from `origin` exactly, naming an address on that origin (see `socialResultOf`).
 *
 * @example
 * setup({ actors: { resultMessages: resultMessagesActor } })
 */
export const resultMessagesActor = fromCallback<
  SocialEvent,
  { popup: SocialPopup | undefined; origin: string }
>(({ input, sendBack }) => {
  const { popup } = input
  if (!popup) return
  const onMessage = (message: MessageEvent) => {
    const resultUri = socialResultOf(message, { origin: input.origin, popup: popup.window })
    if (resultUri) sendBack({ type: 'SOCIAL.RESULT', resultUri })
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
})

/**
 * Hands the login frame the result: it verifies it with the provider and signs the visitor in;
 * resolves with the frame's user. Within 120 s (see `frameLoginRequest`).
 *
 * @example
 * setup({ actors: { verifyResult: verifyResultActor } })
 */
export const verifyResultActor = fromPromise<FrameResult<'CONNECT_SOCIAL'>, { uri: string }>(
  ({ input, system, signal }) => frameLoginRequest(system, 'CONNECT_SOCIAL', { uri: input.uri }, signal),
)
