import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, createMachine, fromCallback } from 'xstate'
import { startSocialLogin } from './start-social-login.js'

/** A system whose social and Farcaster logins only record what they are sent. */
function recordingLogins() {
  const heard: { social: AnyEventObject[]; farcaster: AnyEventObject[] } = { social: [], farcaster: [] }
  const recorder = (into: AnyEventObject[]) =>
    fromCallback<AnyEventObject>(({ receive }) => receive((event) => into.push(event)))
  const root = createActor(
    createMachine({
      invoke: [
        { src: recorder(heard.social), systemId: 'social' },
        { src: recorder(heard.farcaster), systemId: 'farcaster' },
      ],
    }),
  ).start()
  return { root, heard }
}

describe('startSocialLogin', () => {
  it('starts a popup login for every provider but Farcaster, and names ConnectingSocial for it', () => {
    const { root, heard } = recordingLogins()
    expect(startSocialLogin(root, 'github')).toEqual({
      name: 'ConnectingSocial',
      params: { provider: 'github' },
    })
    // No popup outside a browser: the social login then fails with 'Popup closed', as with a blocked one.
    expect(heard.social).toEqual([{ type: 'SOCIAL.START', provider: 'github', popup: undefined }])
    expect(heard.farcaster).toEqual([])
  })

  it('starts the Farcaster login, which has no popup, and names ConnectingFarcaster for its QR code', () => {
    const { root, heard } = recordingLogins()
    expect(startSocialLogin(root, 'farcaster')).toEqual({ name: 'ConnectingFarcaster' })
    expect(heard.farcaster).toEqual([{ type: 'FARCASTER.START' }])
    expect(heard.social).toEqual([])
  })
})
