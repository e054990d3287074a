import { describe, expect, it } from 'vitest'
import { createFoyer } from '../../create-foyer.js'
import { evmMock } from '../../machines/connection/connection.fixtures.js'
import { getSystemActor } from '../../system/system.js'
import { siwx } from './siwx.module.js'

describe('siwx()', () => {
  it('refuses at once a statement no sign-in message can carry, naming the rule', () => {
    for (const statement of ['Sign in to “Example”', 'two\nlines', '100% yours', 'café']) {
      expect(() => siwx({ statement }), statement).toThrow(
        expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE', issue: 'statement' }),
      )
    }
    expect(siwx({ statement: "Sign in to Example's app: https://example.com/tos" }).id).toBe('siwx')
  })
})

describe("siwx()'s intents", () => {
  it('signIn and declineSignIn send the sign-in machine what its view sends: SIWX.SIGN, SIWX.DECLINE', () => {
    const received: { actor: unknown; type: string }[] = []
    const foyer = createFoyer({
      isMobile: false,
      adapters: [evmMock()],
      modules: [siwx()],
      inspect: (event) => {
        if (event.type === '@xstate.event') received.push({ actor: event.actorRef, type: event.event.type })
      },
    })
    const machine = getSystemActor(foyer.actor, 'siwx')
    foyer.signIn()
    foyer.declineSignIn()
    const toSiwx = received.filter(({ actor }) => actor === machine).map(({ type }) => type)
    expect(toSiwx.slice(-2)).toEqual(['SIWX.SIGN', 'SIWX.DECLINE'])
    foyer.stop()
  })
})
