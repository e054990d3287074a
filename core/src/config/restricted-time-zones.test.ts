import { describe, expect, it } from 'vitest'
import { isRestrictedTimeZone, restrictedTimeZones } from './restricted-time-zones.js'

// The runtime's own time zone data (ICU, through Intl) is the oracle of which names are the same zone.
const canonical = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone

describe('restricted time zones, for buying and swaps (SPEC §9)', () => {
  it('are names of the mainland-China zones only', () => {
    const targets = new Set(restrictedTimeZones.map(canonical))
    expect([...targets].sort()).toEqual(['Asia/Shanghai', 'Asia/Urumqi'])
  })

  it('restrict every name the runtime knows for those zones, and no other zone', () => {
    const targets = new Set(restrictedTimeZones.map(canonical))
    for (const zone of Intl.supportedValuesOf('timeZone'))
      expect([zone, isRestrictedTimeZone(zone)]).toEqual([zone, targets.has(canonical(zone))])
    for (const zone of restrictedTimeZones) expect(isRestrictedTimeZone(zone)).toBe(true)
  })

  it('leave Hong Kong, Macau and Taiwan open', () => {
    for (const zone of ['Asia/Hong_Kong', 'Asia/Macau', 'Asia/Taipei'])
      expect(isRestrictedTimeZone(zone)).toBe(false)
  })

  it('compare names without case, and restrict no unknown or missing zone', () => {
    expect(isRestrictedTimeZone('asia/shanghai')).toBe(true)
    expect(isRestrictedTimeZone('prc')).toBe(true)
    expect(isRestrictedTimeZone('Mars/Olympus')).toBe(false)
    expect(isRestrictedTimeZone(undefined)).toBe(false)
  })
})
