import { describe, expect, it } from 'vitest'
import { isSiwxDomain, isSiwxRequestId, isSiwxStatement, isSiwxUri } from './message.fields.js'
import { createSiwxMessage, parseSiwxMessage } from './message.js'
import { isIpv6Address } from './rfc3986.js'

// EIP-4361's ABNF and its published examples, checked directly: what the grammar allows parses,
// what it does not is refused, and what Foyer writes conforms.

const exampleBody = [
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  '',
  'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891756',
  'Issued At: 2021-09-30T16:25:24Z',
  'Resources:',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  '- https://example.com/my-web2-claim.json',
].join('\n')
const header = (origin: string) => `${origin} wants you to sign in with your Ethereum account:`
const example = (origin: string) => `${header(origin)}\n${exampleBody}`

/** A minimal valid message with one line replaced. */
function withLine(label: string, value: string): string {
  return example('example.com').replace(new RegExp(`^${label}: .*$`, 'm'), `${label}: ${value}`)
}

describe("EIP-4361's published examples", () => {
  it('reads the implicit scheme, explicit port and explicit scheme examples', () => {
    expect(parseSiwxMessage(example('example.com'))).toMatchObject({
      domain: 'example.com',
      accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
      chainId: 'eip155:1',
      nonce: '32891756',
      issuedAt: '2021-09-30T16:25:24.000Z',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://example.com/my-web2-claim.json',
      ],
    })
    expect(parseSiwxMessage(example('example.com:3388')).domain).toBe('example.com:3388')
    const explicit = parseSiwxMessage(example('https://example.com'))
    expect(explicit).toMatchObject({ scheme: 'https', domain: 'example.com' })
    expect(parseSiwxMessage(example('example.com')).scheme).toBeUndefined()
  })

  it('writes the scheme back before the domain, and only when the data has one', () => {
    const data = parseSiwxMessage(example('https://example.com'))
    expect(createSiwxMessage(data).split('\n')[0]).toBe(header('https://example.com'))
    const { scheme: _, ...withoutScheme } = data
    expect(createSiwxMessage(withoutScheme).split('\n')[0]).toBe(header('example.com'))
  })
})

describe('domain = authority', () => {
  it.each([
    'example.com',
    'example.com:3388',
    '127.0.0.1',
    '127.0.0.1:8080',
    'test@127.0.0.1:8080',
    'user:pass@app.example.com',
    'localhost:5173',
    '[::1]:8080',
  ])('accepts %s', (domain) => {
    expect(isSiwxDomain(domain)).toBe(true)
    expect(parseSiwxMessage(example(domain)).domain).toBe(domain)
  })

  it.each([
    ['not a DNS name', 'not_a_host'],
    ['a URI', 'https://example.com/'],
    ['a path', 'example.com/login'],
    ['a broken IPv6 literal', '[::1:8080'],
    ['a port that is not a number', 'example.com:http'],
    ['a space', 'example .com'],
    ['nothing', ''],
  ])('refuses %s', (_, domain) => {
    expect(isSiwxDomain(domain)).toBe(false)
  })
})

describe('statement = *( reserved / unreserved / " " )', () => {
  it('accepts every character the grammar allows', () => {
    const allowed = "ABCxyz 0189 -._~ :/?#[]@ !$&'()*+,;="
    expect(isSiwxStatement(allowed)).toBe(true)
    const message = example('example.com').replace(/^I accept.*$/m, () => allowed)
    expect(parseSiwxMessage(message).statement).toBe(allowed)
  })

  it.each(['"', '%', '<', '>', '\\', '^', '`', '{', '|', '}', '\t', 'é', '“', '\u2028', '\u0085'])(
    'refuses %j',
    (character) => {
      expect(isSiwxStatement(`Sign in ${character} here`)).toBe(false)
      const message = example('example.com').replace(/^I accept.*$/m, `Sign in ${character} here`)
      expect(() => parseSiwxMessage(message)).toThrow(expect.objectContaining({ issue: 'statement' }))
    },
  )
})

describe('request-id = *pchar', () => {
  it('accepts path characters and escapes, refuses the rest', () => {
    for (const id of ['req-42', 'a:b@c', "!$&'()*+,;=", '%20x']) expect(isSiwxRequestId(id), id).toBe(true)
    for (const id of ['req 42', 'a/b', 'a?b', 'a#b', '%2', 'é']) expect(isSiwxRequestId(id), id).toBe(false)
  })
})

describe('uri = URI (RFC 3986)', () => {
  it.each([
    'https://example.com/login',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'uri://user:pass@example.com:123/one/two.three?q1=a1&q2=a2#body',
    'urn:isbn:0451450523',
    'mailto:someone@example.com',
    'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    'http://[::1]:8080/',
    'http://[2001:db8::ff00:42:8329]/',
    'http://[::ffff:192.0.2.128]/',
    'http://[v7.future:thing]/',
    'https://example.com/a?b=%20#frag?/',
    'scheme:',
  ])('accepts %s', (uri) => {
    expect(isSiwxUri(uri)).toBe(true)
    expect(parseSiwxMessage(withLine('URI', uri)).uri).toBe(uri)
  })

  it.each([
    ['no scheme', '://user:pass@example.com:123/one'],
    ['not a URI', '_not_a_rfc3986_valid_uri_'],
    ['a space before the query', 'uri://example.com/one ?q=1'],
    ['a space before the fragment', 'uri://example.com/one?q=1 #body'],
    ['a second #', 'https://example.com/a#b#c'],
    ['brackets in the path', 'https://example.com/a[1]'],
    ['brackets in the query', 'https://example.com/?a[]=1'],
    ['an unclosed IP literal', 'http://[::1/'],
    ['an IPv4 octet over 255 in IPv6', 'uri://[::0.0.0.256]/p/path'],
    ['a hex IPv4 octet in IPv6', 'uri://[::0.ff.0.255]'],
    ['nine IPv6 groups', 'uri://[ffff:abcd:0:10:200:3000:f8a:1:ffff]'],
    ['seven IPv6 groups without ::', 'uri://[ffff:abcd:0:10:200:3000:f8a]'],
    ['eight groups and ::', 'uri://[::1:2:3:4:5:6:7:8]'],
    ['seven groups, :: and IPv4', 'uri://[1:2:3:4:5:6::198.162.10.255]'],
    ['a broken escape', 'https://example.com/%zz'],
    ['a non-ASCII character', 'https://exämple.com/'],
    ['a port that is not a number', 'https://example.com:80a/'],
  ])('refuses %s', (_, uri) => {
    expect(isSiwxUri(uri)).toBe(false)
    expect(() => parseSiwxMessage(withLine('URI', uri))).toThrow(expect.objectContaining({ issue: 'uri' }))
  })

  it('checks every resource the same way, each on its own line', () => {
    const message = example('example.com')
    expect(() =>
      parseSiwxMessage(message.replace('- https://example.com/my-web2-claim.json', '- https://a/[x]')),
    ).toThrow(expect.objectContaining({ issue: 'resources' }))
    // Two resources on one line read as one URI with a space: refused.
    const oneLine = message.replace(
      '\n- https://example.com/my-web2-claim.json',
      ' - https://example.com/my-web2-claim.json',
    )
    expect(() => parseSiwxMessage(oneLine)).toThrow(expect.objectContaining({ issue: 'resources' }))
  })
})

describe('IPv6 addresses (RFC 4291 text form)', () => {
  it('counts groups with and without ::, and an IPv4 ending as two', () => {
    for (const value of [
      '::',
      '::1',
      '1::',
      '1:2:3:4:5:6:7:8',
      '1::8',
      '::ffff:1.2.3.4',
      '1:2:3:4:5:6:1.2.3.4',
    ])
      expect(isIpv6Address(value), value).toBe(true)
    for (const value of [':', '1:2', '1::2::3', '12345::', '1.2.3.4::', '1:2:3:4:5:6:7:1.2.3.4', 'g::1'])
      expect(isIpv6Address(value), value).toBe(false)
  })
})
