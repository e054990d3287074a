import { FrameUrlRefusedError } from '../errors/frame.js'
import type { FrameCallName } from './frame-calls.js'
import { FARCASTER_SIGN_IN_SCHEMES, refusalOf, SOCIAL_LOGIN_SCHEMES } from './openable-url.js'

/**
 * The calls whose answer carries an address Foyer then opens, the answer's field that holds it, and
 * the schemes that address may have. Any other scheme is refused: `javascript:` would run with this
 * site's rights (its location, its storage), `data:` and `blob:` could show a page that passes for
 * the provider, `http:` could be changed on the way.
 */
const frameUrlFields: { readonly [name in FrameCallName]?: { field: string; schemes: readonly string[] } } = {
  GET_SOCIAL_REDIRECT_URI: { field: 'uri', schemes: SOCIAL_LOGIN_SCHEMES },
  GET_FARCASTER_URI: { field: 'url', schemes: FARCASTER_SIGN_IN_SCHEMES },
}

// An address in an error's details is cut short: a frame chooses it, and it is only a clue.
const shown = (value: unknown) => {
  const text = String(value)
  return text.length > 80 ? `${text.slice(0, 80)}…` : text
}

/**
 * Checks the address a frame's answer to `name` carries (nothing for a call that carries none):
 * throws `FrameUrlRefusedError` when {@link refusalOf} refuses it with the call's schemes (a social
 * login's page: https; a Farcaster sign-in: https or `farcaster:`).
 *
 * @example
 * checkFrameUrls('GET_SOCIAL_REDIRECT_URI', { uri: 'javascript:alert(1)' }) // throws FrameUrlRefusedError
 */
export function checkFrameUrls(name: FrameCallName, answer: unknown): void {
  const rule = frameUrlFields[name]
  if (!rule) return
  const value: unknown = Reflect.get(Object(answer), rule.field)
  const refusal = refusalOf(value, rule.schemes)
  if (refusal) throw new FrameUrlRefusedError({ details: `${name} answered ${shown(value)}: ${refusal}` })
}
