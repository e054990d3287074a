import { describe, expect, it } from 'vitest'
import { isFoyerError } from '../errors/base.js'
import { parseRemoteConfig } from './remote-config.js'

function entry(id: string, isEnabled: boolean, config: string[] | null = null) {
  return { id, isEnabled, config }
}

describe('parseRemoteConfig', () => {
  it('reads email and socials from the social_login entry', () => {
    expect(parseRemoteConfig({ features: [entry('social_login', true, ['x', 'email', 'google'])] })).toEqual({
      email: true,
      socials: ['x', 'google'],
    })
    expect(parseRemoteConfig({ features: [entry('social_login', true, ['google'])] })).toEqual({
      email: false,
      socials: ['google'],
    })
    expect(parseRemoteConfig({ features: [entry('social_login', true, ['email'])] })).toEqual({
      email: true,
      socials: false,
    })
  })

  it('turns every flag of a disabled entry off, whatever its config lists', () => {
    expect(
      parseRemoteConfig({
        features: [
          entry('social_login', false, ['email', 'google']),
          entry('swap', false, ['1inch']),
          entry('onramp', false, ['meld']),
          entry('activity', false),
          entry('reown_branding', false),
          entry('multi_wallet', false),
        ],
      }),
    ).toEqual({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      reownBranding: false,
      multiWallet: false,
    })
  })

  it('drops unknown providers and treats an empty provider list as off', () => {
    expect(
      parseRemoteConfig({
        features: [entry('onramp', true, ['moonpay', 'coinbase']), entry('swap', true, [])],
      }),
    ).toEqual({ onramp: ['coinbase'], swaps: false })
  })

  it('leaves provider features unset when enabled with a null config, and ignores unknown ids', () => {
    expect(
      parseRemoteConfig({
        features: [
          entry('swap', true),
          entry('social_login', true),
          entry('headless', true),
          entry('activity', true),
        ],
      }),
    ).toEqual({ activity: true })
  })

  it('accepts an entry without a config key as config null', () => {
    expect(parseRemoteConfig({ features: [{ id: 'multi_wallet', isEnabled: true }] })).toEqual({
      multiWallet: true,
    })
  })

  it.each([
    ['null', null],
    ['a bare array', [entry('swap', true, ['1inch'])]],
    ['features not an array', { features: {} }],
    ['an entry that is not an object', { features: ['swap'] }],
    ['an id that is not a string', { features: [{ id: 1, isEnabled: true, config: null }] }],
    ['isEnabled not a boolean', { features: [{ id: 'swap', isEnabled: 'true', config: null }] }],
    ['config not a list', { features: [{ id: 'swap', isEnabled: true, config: '1inch' }] }],
    ['config with a non-string', { features: [{ id: 'swap', isEnabled: true, config: [1] }] }],
  ])('throws INVALID_RESPONSE for %s', (_, body) => {
    let thrown: unknown
    try {
      parseRemoteConfig(body)
    } catch (error) {
      thrown = error
    }
    expect(isFoyerError(thrown, 'INVALID_RESPONSE')).toBe(true)
  })
})
