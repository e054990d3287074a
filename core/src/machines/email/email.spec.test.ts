import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { FrameResult } from '../../embedded/frame-calls.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { settle } from '../connection/connection.fixtures.js'
import { emailMachine } from './email.machine.js'
import { displayEmail, isValidEmail } from './email.rules.js'
import { selectEmailLoginView } from './email.selectors.js'

/** SPEC §5 and §9's email rules: a 30 s cooldown between codes, valid addresses, long ones shortened. */

function start(storage = createStorage(memoryStorage()), clock = new SimulatedClock()) {
  const actor = createActor(
    emailMachine.provide({
      actors: {
        requestCode: fromPromise<FrameResult<'CONNECT_EMAIL'>, { email: string }>(async () => ({
          action: 'VERIFY_OTP',
        })),
        verifyCode: fromPromise(async () => {}),
        connectWallet: fromPromise(async () => {}),
      },
    }),
    { clock, input: { storage, connectorId: 'AUTH', namespaces: ['eip155'], now: () => clock.now() } },
  ).start()
  return { actor, storage, clock, view: () => selectEmailLoginView(actor.getSnapshot()) }
}

describe('email login: the 30 s cooldown', () => {
  it('a second code within 30 s is refused with the seconds left; at 30 s it goes', async () => {
    const { actor, clock, view } = start()
    clock.set(100_000)
    actor.send({ type: 'EMAIL.SUBMIT', email: 'ada@example.com' })
    await settle()
    expect(view().step).toBe('enterCode')
    clock.increment(10_400)
    actor.send({ type: 'EMAIL.RESEND' })
    expect(view()).toMatchObject({ step: 'enterCode', error: 'Please try again after 20 seconds' })
    clock.increment(19_600)
    actor.send({ type: 'EMAIL.RESEND' })
    expect(view()).toMatchObject({ step: 'sendingCode', error: undefined })
  })

  it('holds across a cancel and a page reload (the login time is stored), and ends once connected', async () => {
    const storage = createStorage(memoryStorage())
    const first = start(storage)
    first.clock.set(50_000)
    first.actor.send({ type: 'EMAIL.SUBMIT', email: 'ada@example.com' })
    await settle()
    first.actor.send({ type: 'EMAIL.CANCEL' })
    expect(storage.get(storageKeys.lastEmailLoginTime)).toBe(50_000)
    first.actor.stop()

    const reload = start(storage)
    reload.clock.set(55_000)
    reload.actor.send({ type: 'EMAIL.SUBMIT', email: 'ada@example.com' })
    expect(reload.view()).toMatchObject({ step: 'enterEmail', error: 'Please try again after 25 seconds' })
    reload.clock.set(80_000)
    reload.actor.send({ type: 'EMAIL.SUBMIT', email: 'ada@example.com' })
    await settle()
    reload.actor.send({ type: 'EMAIL.CODE', otp: '123456' })
    await settle()
    expect(reload.view().step).toBe('enterEmail')
    expect(storage.get(storageKeys.lastEmailLoginTime), 'removed once connected').toBeUndefined()
    expect(storage.get(storageKeys.emailLoginUsed)).toBe(true)
  })
})

describe('email addresses', () => {
  it.each(['ada@example.com', ' grace.hopper+foyer@navy.mil ', 'a@b.co'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })
  it.each(['', 'ada', 'ada@example', '@example.com', 'ada @example.com', 'ada@exa mple.com'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false)
    },
  )
  it('shows addresses over 30 characters shortened around an ellipsis', () => {
    expect(displayEmail('ada@example.com')).toBe('ada@example.com')
    const long = 'a.very.long.address.for.testing@example.com'
    const shown = displayEmail(long)
    expect(shown).toHaveLength(29)
    expect(shown.startsWith(long.slice(0, 14))).toBe(true)
    expect(shown.endsWith(long.slice(-14))).toBe(true)
    expect(shown).toContain('…')
  })
})
