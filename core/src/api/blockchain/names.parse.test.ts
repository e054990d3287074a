import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HttpStatusError, InvalidResponseError } from '../../errors/http.js'
import { apiReason, NameRegistrationError } from '../../errors/names.js'
import { createHttpClient } from '../http.js'
import { createBlockchainApi } from './blockchain-api.js'
import { parseNameSuggestions, parseNamesForAddress, parseRegisteredName } from './names.parse.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('name service answers', () => {
  it('keeps each well-formed suggestion and leaves the rest out', () => {
    expect(
      parseNameSuggestions({
        suggestions: [
          { name: 'satoshi.reown.id', registered: false },
          { name: 'satoshi1.reown.id', registered: true },
          { name: '', registered: false },
          { name: 'nakamoto.reown.id', registered: 'no' },
          'satoshi2.reown.id',
          null,
        ],
      }),
    ).toEqual([
      { name: 'satoshi.reown.id', registered: false },
      { name: 'satoshi1.reown.id', registered: true },
    ])
  })

  it('reads a registered name, its addresses by coin type and its https avatar, whatever else it carries', () => {
    expect(
      parseRegisteredName({
        name: 'satoshi.reown.id',
        registered: 1_700_000_000,
        addresses: { '60': { address, created: '…' }, '2147483649': { address }, eth: { address }, '10': {} },
        attributes: [{ bio: 'gm' }, { avatar: 'https://cdn.example.com/satoshi.png' }],
      }),
    ).toEqual({
      name: 'satoshi.reown.id',
      addresses: { '60': address, '2147483649': address },
      avatar: 'https://cdn.example.com/satoshi.png',
    })
    // Only an https picture is kept: a script or plain-http address is no avatar.
    for (const avatar of ['javascript:alert(1)', 'http://cdn.example.com/a.png', 42])
      expect(parseRegisteredName({ name: 'a.reown.id', addresses: {}, attributes: [{ avatar }] })).toEqual({
        name: 'a.reown.id',
        addresses: {},
      })
    expect(parseNamesForAddress([{ name: 'a.reown.id' }, { name: 'b.reown.id', addresses: null }])).toEqual([
      { name: 'a.reown.id', addresses: {} },
      { name: 'b.reown.id', addresses: {} },
    ])
  })

  it('refuses garbage with InvalidResponseError and nothing else', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        for (const parse of [parseNameSuggestions, parseRegisteredName, parseNamesForAddress]) {
          try {
            parse(body)
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidResponseError)
          }
        }
      }),
    )
    expect(() => parseNameSuggestions({ suggestions: 'none' })).toThrow(InvalidResponseError)
    expect(() => parseRegisteredName({ addresses: {} })).toThrow(InvalidResponseError)
    expect(() => parseNamesForAddress({ name: 'a.reown.id' })).toThrow(InvalidResponseError)
  })

  it('reads the first reason the service gave from its refusal, and nothing from other errors', () => {
    const refused = (body: string) => new HttpStatusError(400, { body })
    expect(apiReason(refused('{"reasons":[{"description":"Name is taken"},{"description":"Other"}]}'))).toBe(
      'Name is taken',
    )
    expect(apiReason(refused('{"reasons":[]}'))).toBeUndefined()
    expect(apiReason(refused('<html>Bad gateway</html>'))).toBeUndefined()
    expect(apiReason(refused(''))).toBeUndefined()
    expect(apiReason(new Error('{"reasons":[{"description":"x"}]}'))).toBeUndefined()
  })
})

describe('the name service calls (SPEC §7)', () => {
  function apiAnswering(answer: unknown, status = 200) {
    const calls: { url: URL; init: RequestInit | undefined }[] = []
    const http = createHttpClient({
      baseUrl: 'https://rpc.example.com',
      fetch: async (input, init) => {
        calls.push({ url: new URL(input), init })
        return new Response(JSON.stringify(answer), {
          status,
          headers: { 'content-type': 'application/json' },
        })
      },
    })
    const api = createBlockchainApi({
      http,
      sdk: { projectId: 'p1', sdkType: 'foyer', sdkVersion: 'react-0.1.0' },
    })
    return { api, calls }
  }
  const sdk = { projectId: 'p1', st: 'foyer', sv: 'react-0.1.0' }

  it('asks for suggestions in a zone, names by address and a name by itself, with the project and sdk', async () => {
    const suggestions = apiAnswering({ suggestions: [{ name: 'satoshi.reown.id', registered: false }] })
    expect(await suggestions.api.nameSuggestions({ name: 'satoshi', zone: 'reown.id' })).toHaveLength(1)
    expect(suggestions.calls[0]?.url.pathname).toBe('/v1/profile/suggestions/satoshi')
    expect(Object.fromEntries(suggestions.calls[0]?.url.searchParams ?? [])).toEqual({
      ...sdk,
      zone: 'reown.id',
    })

    const reverse = apiAnswering([{ name: 'satoshi.reown.id', addresses: {} }])
    await reverse.api.namesForAddress({ address, sender: address })
    expect(reverse.calls[0]?.url.pathname).toBe(`/v1/profile/reverse/${address}`)
    expect(Object.fromEntries(reverse.calls[0]?.url.searchParams ?? [])).toEqual({
      ...sdk,
      sender: address,
      apiVersion: '2',
    })

    const lookup = apiAnswering({ name: 'satoshi.reown.id', addresses: {} })
    await lookup.api.lookUpName({ name: 'satoshi.reown.id' })
    expect(lookup.calls[0]?.url.pathname).toBe('/v1/profile/account/satoshi.reown.id')
    expect(lookup.calls[0]?.url.searchParams.get('apiVersion')).toBe('2')
  })

  it('registers with coin_type, address, message and signature in the body', async () => {
    const { api, calls } = apiAnswering({ success: true })
    const message = JSON.stringify({ name: 'satoshi.reown.id', attributes: {}, timestamp: 1_764_000_000 })
    await api.registerName({ coinType: 2147483649, address, message, signature: '0xabc' })
    expect(calls[0]?.url.pathname).toBe('/v1/profile/account')
    expect(calls[0]?.init?.method).toBe('POST')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      coin_type: 2147483649,
      address,
      message,
      signature: '0xabc',
    })
  })

  it('keeps the body of a refusal on the error, for its reason', async () => {
    const { api } = apiAnswering({ reasons: [{ description: 'Name is already registered' }] }, 409)
    const error = await api
      .registerName({ coinType: 60, address, message: '{}', signature: '0xabc' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(apiReason(error)).toBe('Name is already registered')
    expect(new NameRegistrationError('satoshi.reown.id', { cause: error }).shortMessage).toBe(
      'Name is already registered',
    )
    expect(new NameRegistrationError('satoshi.reown.id', { cause: new Error('timeout') }).shortMessage).toBe(
      'Error registering name satoshi.reown.id',
    )
  })
})
