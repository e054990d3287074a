import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../errors/http.js'
import {
  basicRemoteFeatures,
  defaultLocalFeatures,
  defaultRemoteFeatures,
  type Features,
  remoteFeatureKeys,
} from './features.js'
import { resolveFeatures } from './resolve-features.js'
import { socialDisplayOrder } from './social-display-order.js'

const defaults: Features = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: ['1inch'],
  onramp: ['meld', 'coinbase'],
  activity: true,
  reownBranding: true,
  multiWallet: false,
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
}

describe('feature defaults (SPEC §9)', () => {
  it('match the remote and local defaults of SPEC §9', () => {
    expect({ ...defaultRemoteFeatures, ...defaultLocalFeatures }).toEqual(defaults)
  })

  it('display socials in the SPEC §9 default social list order', () => {
    expect(socialDisplayOrder).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
  })
})

describe('resolveFeatures (SPEC §6)', () => {
  it('uses the defaults when nothing is set and remote config was not fetched', () => {
    const result = resolveFeatures({})
    expect(result).toEqual({ features: defaults, alerts: [], warnings: [] })
  })

  it('lets local options win over defaults when remote config was not fetched', () => {
    const { features, alerts } = resolveFeatures({
      local: { email: false, socials: ['github'], multiWallet: true },
      remote: { status: 'skipped' },
    })
    expect(features.email).toBe(false)
    expect(features.socials).toEqual(['github'])
    expect(features.multiWallet).toBe(true)
    expect(features.swaps).toEqual(['1inch'])
    expect(alerts).toEqual([])
  })

  it('reads `true` for a provider feature as the default providers and `[]` as off', () => {
    const { features } = resolveFeatures({ local: { swaps: true, onramp: [], socials: false } })
    expect(features.swaps).toEqual(['1inch'])
    expect(features.onramp).toBe(false)
    expect(features.socials).toBe(false)
  })

  it('lets the loaded remote config win over local options for the flags it sets', () => {
    const { features } = resolveFeatures({
      local: { email: true, swaps: ['1inch'], activity: true },
      remote: { status: 'loaded', features: { email: false, swaps: false, activity: false } },
    })
    expect(features.email).toBe(false)
    expect(features.swaps).toBe(false)
    expect(features.activity).toBe(false)
  })

  it('raises LOCAL_CONFIGURATION_IGNORED naming the overridden local flags when remote config loads', () => {
    const { alerts } = resolveFeatures({
      local: { email: true, onramp: ['meld'], legalCheckbox: true },
      remote: { status: 'loaded', features: { email: false, onramp: ['coinbase'], swaps: false } },
    })
    expect(alerts).toHaveLength(1)
    expect(alerts[0]?.id).toBe('LOCAL_CONFIGURATION_IGNORED')
    expect(alerts[0]?.message).toContain('features.email, features.onramp')
    expect(alerts[0]?.message).not.toContain('swaps')
    expect(alerts[0]?.message).not.toContain('legalCheckbox')
  })

  it('raises no alert when remote config loads and the site set no remote-controlled flag', () => {
    const { features, alerts, warnings } = resolveFeatures({
      local: { send: false },
      remote: { status: 'loaded', features: { multiWallet: true } },
    })
    expect(alerts).toEqual([])
    expect(warnings).toEqual([])
    expect(features.multiWallet).toBe(true)
  })

  it('falls back to local, then default, for a flag the loaded remote config does not set', () => {
    const { features, alerts } = resolveFeatures({
      local: { activity: false },
      remote: { status: 'loaded', features: { email: false } },
    })
    expect(features.activity).toBe(false)
    expect(features.onramp).toEqual(['meld', 'coinbase'])
    expect(alerts).toEqual([])
  })

  it('takes local-only settings from the site even when remote config loads', () => {
    const { features, alerts } = resolveFeatures({
      local: {
        receive: false,
        analytics: false,
        collapseWallets: true,
        walletFeaturesOrder: ['send', 'receive'],
      },
      remote: { status: 'loaded', features: { ...basicRemoteFeatures } },
    })
    expect(features).toMatchObject({
      receive: false,
      send: true,
      analytics: false,
      collapseWallets: true,
      walletFeaturesOrder: ['send', 'receive'],
    })
    expect(alerts).toEqual([])
  })

  it('turns every remote feature off in basic mode, whatever local options and remote config say', () => {
    const { features, alerts } = resolveFeatures({
      basic: true,
      local: { email: true, socials: true, multiWallet: true, smartSessions: true },
      remote: { status: 'loaded', features: { ...defaultRemoteFeatures, multiWallet: true } },
    })
    for (const key of remoteFeatureKeys) expect(features[key], key).toBe(false)
    expect(features.smartSessions).toBe(true)
    expect(alerts).toEqual([])
  })

  it('warns in basic mode when the site asked for remote features', () => {
    const { warnings } = resolveFeatures({ basic: true, local: { email: true, swaps: false } })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('features.email')
    expect(warnings[0]).not.toContain('features.swaps')
  })

  it('warns and falls back to local, then default, when the remote fetch failed', () => {
    const { features, alerts, warnings } = resolveFeatures({
      local: { swaps: false },
      remote: {
        status: 'failed',
        error: new InvalidResponseError({ details: 'features: expected an array' }),
      },
    })
    expect(features.swaps).toBe(false)
    expect(features.email).toBe(true)
    expect(alerts).toEqual([])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/Failed to fetch the remote project configuration/)
    expect(warnings[0]).toContain('features: expected an array')
  })

  it('returns fresh lists, so mutating the result cannot change the defaults', () => {
    const first = resolveFeatures({}).features
    ;(first.socials as string[]).push('myspace')
    ;(first.walletFeaturesOrder as string[]).length = 0
    const second = resolveFeatures({}).features
    expect(second.socials).toEqual(defaults.socials)
    expect(second.walletFeaturesOrder).toEqual(defaults.walletFeaturesOrder)
  })
})
