import fc from 'fast-check'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { siwxNamespaces } from './message.fields.js'
import { createSiwxMessage, parseSiwxMessage } from './message.js'
import { writeSiwxText } from './message.text.js'
import { InvalidSiwxMessageError, type SiwxMessageIssue } from './siwx.errors.js'
import { chainArbs, fullData, siwxDataArb } from './siwx.fixtures.js'
import type { SiwxMessageData } from './siwx.types.js'

/** The `issue` of the InvalidSiwxMessageError that `fn` throws. */
function issueOf(fn: () => unknown): SiwxMessageIssue {
  try {
    fn()
  } catch (error) {
    if (error instanceof InvalidSiwxMessageError) return error.issue
    throw error
  }
  throw new Error('expected InvalidSiwxMessageError')
}

describe('createSiwxMessage', () => {
  it('writes EIP-4361 for EVM, exactly as viem does', () => {
    const data = fullData.eip155
    const message = createSiwxMessage(data)
    expect(message).toBe(
      createSiweMessage({
        ...data,
        address: data.accountAddress,
        chainId: 8453,
        issuedAt: new Date(data.issuedAt),
        expirationTime: new Date(data.expirationTime),
        notBefore: new Date(data.notBefore),
        resources: [...data.resources],
      }),
    )
    expect(message).toMatchInlineSnapshot(`
      "app.example.com wants you to sign in with your Ethereum account:
      0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045

      Sign in to Example

      URI: https://app.example.com/login
      Version: 1
      Chain ID: 8453
      Nonce: k2Xq9LmN4pRt
      Issued At: 2025-01-31T12:00:00.000Z
      Expiration Time: 2025-02-01T12:00:00.000Z
      Not Before: 2025-01-31T12:00:00.000Z
      Request ID: request-7
      Resources:
      - ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
      - https://example.com/my-web2-claim.json"
    `)
  })

  it('writes the CAIP-122 lines for Solana and Bitcoin, with the chain reference as Chain ID', () => {
    expect(createSiwxMessage(fullData.solana)).toMatchInlineSnapshot(`
      "localhost:5173 wants you to sign in with your Solana account:
      B62qkHvDW7pKRQwJ6sgRRbCrJ8w6b6UY5FoZ9fRWMW9T


      URI: http://localhost:5173/
      Version: 1
      Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp
      Nonce: abcdefgh1234
      Issued At: 2025-01-31T12:00:00.000Z"
    `)
    expect(createSiwxMessage(fullData.bip122)).toMatchInlineSnapshot(`
      "app.example.com wants you to sign in with your Bitcoin account:
      bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq

      Sign in to Example

      URI: https://app.example.com
      Version: 1
      Chain ID: 000000000019d6689c085ae165831e93
      Nonce: abcdefgh1234
      Issued At: 2025-01-31T12:00:00.000Z
      Expiration Time: 2025-01-31T12:10:00.000Z"
    `)
  })

  it('writes the CAIP-122 lines for Polkadot and Cosmos, with the chain reference as Chain ID', () => {
    expect(createSiwxMessage(fullData.polkadot)).toMatchInlineSnapshot(`
      "app.example.com wants you to sign in with your Polkadot account:
      15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5

      Sign in to Example

      URI: https://app.example.com
      Version: 1
      Chain ID: 91b171bb158e2d3848fa23a9f1c25182
      Nonce: abcdefgh1234
      Issued At: 2025-01-31T12:00:00.000Z
      Expiration Time: 2025-01-31T12:10:00.000Z"
    `)
    expect(createSiwxMessage(fullData.cosmos)).toMatchInlineSnapshot(`
      "app.example.com wants you to sign in with your Cosmos account:
      cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh


      URI: https://app.example.com
      Version: 1
      Chain ID: cosmoshub-4
      Nonce: abcdefgh1234
      Issued At: 2025-01-31T12:00:00.000Z
      Request ID: request-7"
    `)
  })

  it('uses the very line structure of EIP-4361 for every namespace', () => {
    // The CAIP-122 writer, given EVM data and the word Ethereum, must produce viem's text exactly.
    fc.assert(
      fc.property(siwxDataArb(chainArbs.eip155), (data) => {
        const reference = data.chainId.slice('eip155:'.length)
        const generic = writeSiwxText({ ...data, accountName: 'Ethereum', chainReference: reference })
        expect(generic).toBe(createSiwxMessage(data))
      }),
      { numRuns: 300 },
    )
  })

  it('normalizes times to toISOString form and EVM addresses to EIP-55', () => {
    const message = createSiwxMessage({
      ...fullData.eip155,
      accountAddress: fullData.eip155.accountAddress.toLowerCase(),
      issuedAt: '2025-01-31T13:00:00+01:00',
    })
    expect(message).toContain('\n0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045\n')
    expect(message).toContain('\nIssued At: 2025-01-31T12:00:00.000Z\n')
  })

  it.each<[SiwxMessageIssue, Partial<Record<keyof SiwxMessageData, unknown>>]>([
    ['domain', { domain: 'https://app.example.com' }],
    ['domain', { domain: 'app example.com' }],
    ['address', { accountAddress: '0xD8dA6BF26964aF9D7eEd9e03E53415D37aA96045' }],
    ['address', { accountAddress: 'B62qkHvDW7pKRQwJ6sgRRbCrJ8w6b6UY5FoZ9fRWMW9T' }],
    ['statement', { statement: 'two\nlines' }],
    ['statement', { statement: '' }],
    ['statement', { statement: 'looks like\u2028two lines' }],
    ['statement', { statement: 'next line\u0085here' }],
    ['uri', { uri: 'not a uri' }],
    ['uri', { uri: 'app.example.com' }],
    ['version', { version: '2' }],
    ['chain-id', { chainId: 'eip155' }],
    ['chain-id', { chainId: 'eip155:99999999999999999999' }],
    // An EVM address on a Polkadot chain: the chain's namespace says what its addresses are.
    ['address', { chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' }],
    ['address', { chainId: 'cosmos:cosmoshub-4' }],
    ['chain-id', { chainId: 'polkadot:91B171BB158E2D3848FA23A9F1C25182' }],
    ['chain-id', { chainId: 'cosmos:hashed-xyz' }],
    ['nonce', { nonce: 'short' }],
    ['nonce', { nonce: 'has-dashes-in-it' }],
    ['issued-at', { issuedAt: 'yesterday' }],
    ['issued-at', { issuedAt: '2025-01-31' }],
    ['expiration-time', { expirationTime: 1738324800000 }],
    ['not-before', { notBefore: '2025-13-01T00:00:00Z' }],
    ['not-before', { notBefore: '2025-02-30T00:00:00Z' }],
    ['not-before', { notBefore: '2025-01-31T24:00:00Z' }],
    ['request-id', { requestId: 'a\rb' }],
    ['resources', { resources: ['https://ok.example', 'not a uri'] }],
    ['resources', { resources: 'https://ok.example' }],
  ])('rejects a bad field (%s)', (issue, change) => {
    expect(issueOf(() => createSiwxMessage({ ...fullData.eip155, ...change } as SiwxMessageData))).toBe(issue)
  })

  it('rejects a Bitcoin address of another network than the chain', () => {
    const testnetAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    expect(issueOf(() => createSiwxMessage({ ...fullData.bip122, accountAddress: testnetAddress }))).toBe(
      'address',
    )
  })
})

describe('parseSiwxMessage', () => {
  it('is the inverse of createSiwxMessage for every namespace', () => {
    fc.assert(
      fc.property(siwxDataArb(), (data) => {
        expect(parseSiwxMessage(createSiwxMessage(data))).toStrictEqual(data)
      }),
      { numRuns: 1000 },
    )
  })

  it('reads EVM messages as viem does', () => {
    fc.assert(
      fc.property(siwxDataArb(chainArbs.eip155), (data) => {
        const message = createSiwxMessage(data)
        const viem = parseSiweMessage(message)
        const ours = parseSiwxMessage(message)
        expect(ours.accountAddress).toBe(viem.address)
        expect(ours.chainId).toBe(`eip155:${viem.chainId}`)
        expect(ours.nonce).toBe(viem.nonce)
        expect(ours.issuedAt).toBe(viem.issuedAt?.toISOString())
        expect(ours.statement).toBe(viem.statement)
        // viem's parser drops an empty `Resources:` list in some layouts; both mean no resources.
        expect(ours.resources ?? []).toEqual(viem.resources ?? [])
      }),
      { numRuns: 200 },
    )
  })

  it('takes the namespace from the header line', () => {
    expect(parseSiwxMessage(createSiwxMessage(fullData.solana)).chainId).toBe(fullData.solana.chainId)
    expect(parseSiwxMessage(createSiwxMessage(fullData.bip122)).chainId).toBe(fullData.bip122.chainId)
    expect(parseSiwxMessage(createSiwxMessage(fullData.polkadot)).chainId).toBe(fullData.polkadot.chainId)
    expect(parseSiwxMessage(createSiwxMessage(fullData.cosmos)).chainId).toBe(fullData.cosmos.chainId)
    const tezos = createSiwxMessage(fullData.solana).replace('Solana account', 'Tezos account')
    expect(issueOf(() => parseSiwxMessage(tezos))).toBe('unsupported-namespace')
    // The word is the namespace's display name, capitalized: WalletConnect's lowercase fallback is not it.
    const lowercase = createSiwxMessage(fullData.polkadot).replace('Polkadot account', 'polkadot account')
    expect(issueOf(() => parseSiwxMessage(lowercase))).toBe('unsupported-namespace')
  })

  it('normalizes time offsets, which other writers may vary', () => {
    const message = createSiwxMessage(fullData.eip155).replace(
      'Issued At: 2025-01-31T12:00:00.000Z',
      'Issued At: 2025-01-31T13:00:00+01:00',
    )
    expect(parseSiwxMessage(message)).toStrictEqual(fullData.eip155)
  })

  it('refuses an EVM address without its EIP-55 checksum in the signed text (EIP-4361)', () => {
    const message = createSiwxMessage(fullData.eip155).replace(
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
    )
    expect(() => parseSiwxMessage(message)).toThrow(expect.objectContaining({ issue: 'address' }))
    // Data may still give it lowercase: the message writes it checksummed.
    const lowercase = { ...fullData.eip155, accountAddress: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045' }
    expect(createSiwxMessage(lowercase)).toBe(createSiwxMessage(fullData.eip155))
  })

  const valid = createSiwxMessage(fullData.eip155)
  it.each<[string, string, SiwxMessageIssue]>([
    ['a trailing newline', `${valid}\n`, 'layout'],
    ['CRLF line ends', valid.replaceAll('\n', '\r\n'), 'layout'],
    ['a missing blank line', valid.replace('Sign in to Example\n\n', 'Sign in to Example\n'), 'layout'],
    ['a missing required line', valid.replace(/\nNonce: .*/, ''), 'layout'],
    [
      'lines out of order',
      valid.replace('Version: 1\nChain ID: 8453', 'Chain ID: 8453\nVersion: 1'),
      'layout',
    ],
    ['an unknown line', valid.replace('Request ID', 'Session ID'), 'layout'],
    ['no header', valid.split('\n').slice(1).join('\n'), 'layout'],
    ['a broken address', valid.replace('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', '0xd8dA'), 'address'],
    ['a wrong checksum', valid.replace('0xd8dA6BF2', '0xD8dA6BF2'), 'address'],
    ['a bad chain id', valid.replace('Chain ID: 8453', 'Chain ID: 08453'), 'chain-id'],
    [
      'a bad date',
      valid.replace('Issued At: 2025-01-31T12:00:00.000Z', 'Issued At: Jan 31 2025'),
      'issued-at',
    ],
    ['version 2', valid.replace('Version: 1', 'Version: 2'), 'version'],
    ['an empty resource', `${valid}\n- `, 'resources'],
    ['a short nonce', valid.replace('Nonce: k2Xq9LmN4pRt', 'Nonce: k2Xq'), 'nonce'],
  ])('rejects %s', (_, text, issue) => {
    expect(issueOf(() => parseSiwxMessage(text))).toBe(issue)
  })

  it('throws only InvalidSiwxMessageError on any input', () => {
    const lines = valid.split('\n')
    const mutated = fc
      .tuple(fc.nat(lines.length - 1), fc.string({ unit: 'binary', maxLength: 40 }))
      .map(([index, text]) => lines.map((line, at) => (at === index ? text : line)).join('\n'))
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), mutated), (text) => {
        try {
          parseSiwxMessage(text)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidSiwxMessageError)
        }
      }),
      { numRuns: 2000 },
    )
    for (const notText of [undefined, null, 42, {}, ['a']]) {
      expect(issueOf(() => parseSiwxMessage(notText as unknown as string))).toBe('not-a-string')
    }
  })

  it('knows the five account words', () => {
    expect(
      Object.fromEntries(Object.entries(siwxNamespaces).map(([ns, rules]) => [ns, rules.accountName])),
    ).toEqual({
      eip155: 'Ethereum',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
      cosmos: 'Cosmos',
    })
  })
})
