import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isValidNameLabel,
  nameLabel,
  nameSuffixes,
  nameZone,
  normalizeNameLabel,
  offersNameRegistration,
  registrationMessage,
} from './name-registration.rules.js'

describe('name registration rules (SPEC §9)', () => {
  it('takes labels of at least 4 letters, digits or hyphens, and nothing else', () => {
    for (const label of ['satoshi', 'sat0', 'a-b-', '1234', 'SATOSHI', '-abc', 'ab-cd'])
      expect(isValidNameLabel(label)).toBe(true)
    for (const label of ['', 'sat', 'sato shi', 'satö', 'sato.shi', 'sato_shi', 'sato\n', 'sa\u200Btoshi'])
      expect(isValidNameLabel(label), JSON.stringify(label)).toBe(false)
    fc.assert(
      fc.property(fc.string(), (label) => {
        expect(isValidNameLabel(label)).toBe(
          label.length >= 4 && [...label].every((c) => /[a-zA-Z0-9-]/.test(c)) && label.slice(2, 4) !== '--',
        )
      }),
    )
  })

  // ENSIP-15 (ENS name normalisation): ASCII is lowercased, and a label whose third and fourth
  // characters are hyphens is an invalid label extension, punycode `xn--` included.
  it('refuses punycode and every label with -- as its third and fourth characters, as ENSIP-15 does', () => {
    for (const label of ['xn--80ak6aa92e', 'XN--80AK6AA92E', 'xn--ls8h', 'ab--cdef', 'a---', '1a--2'])
      expect(isValidNameLabel(label), label).toBe(false)
    for (const label of ['abc--d', 'a-b-c', '--abcd', 'abcd--'])
      expect(isValidNameLabel(label), label).toBe(true)
  })

  it('registers labels in lowercase, lowering only A to Z', () => {
    expect(normalizeNameLabel(' SaToShi ')).toBe('satoshi')
    expect(normalizeNameLabel('BRANTLY')).toBe('brantly')
    // The Kelvin sign lowercases to a plain k in Unicode: it stays, and the label is refused.
    expect(normalizeNameLabel('\u212Aelvin')).toBe('\u212Aelvin')
    expect(isValidNameLabel(normalizeNameLabel('\u212Aelvin'))).toBe(false)
  })

  it('asks suggestions in the current zone and reads labels of both zones', () => {
    expect(nameZone(nameSuffixes.current)).toBe('reown.id')
    expect(nameLabel('satoshi.reown.id')).toBe('satoshi')
    expect(nameLabel('satoshi.wcn.id')).toBe('satoshi')
    expect(nameLabel('vitalik.eth')).toBe('vitalik.eth')
  })

  it('signs the name, no attributes and the time in whole seconds', () => {
    expect(JSON.parse(registrationMessage('satoshi.reown.id', 1_764_000_000_999))).toEqual({
      name: 'satoshi.reown.id',
      attributes: {},
      timestamp: 1_764_000_000,
    })
  })

  it('offers a name to an embedded-wallet EVM account without one, with the module', () => {
    const offer = { hasNames: true, connectorType: 'AUTH', namespace: 'eip155', name: undefined }
    expect(offersNameRegistration(offer)).toBe(true)
    expect(offersNameRegistration({ ...offer, hasNames: false })).toBe(false)
    expect(offersNameRegistration({ ...offer, connectorType: 'INJECTED' })).toBe(false)
    expect(offersNameRegistration({ ...offer, namespace: 'solana' })).toBe(false)
    expect(offersNameRegistration({ ...offer, name: 'satoshi.reown.id' })).toBe(false)
  })
})
