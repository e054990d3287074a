import { bech32 } from '@scure/base'
import fc from 'fast-check'
import { bytesToHex, getAddress } from 'viem'
import { caipReferenceOfChainId } from '../chains/cosmos/cosmos-chain-id.js'
import { encodeSs58, isSs58Prefix } from '../chains/polkadot/ss58.js'
import { encodeBase58 } from '../networks/base58.js'
import { bitcoin, bitcoinTestnet } from '../networks/definitions/bitcoin.js'
import { cosmosHub } from '../networks/definitions/cosmos.js'
import { polkadot } from '../networks/definitions/polkadot.js'
import { solana } from '../networks/definitions/solana.js'
import { isSiwxDomain, isSiwxRequestId, isSiwxStatement, isSiwxUri } from './message.fields.js'
import type { SiwxMessageData } from './siwx.types.js'

/**
 * Sign-in data for one namespace with every field set (for tests).
 *
 * @example
 * createSiwxMessage(fullData.eip155)
 */
export const fullData = {
  eip155: {
    domain: 'app.example.com',
    accountAddress: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    statement: 'Sign in to Example',
    uri: 'https://app.example.com/login',
    version: '1',
    chainId: 'eip155:8453',
    nonce: 'k2Xq9LmN4pRt',
    issuedAt: '2025-01-31T12:00:00.000Z',
    expirationTime: '2025-02-01T12:00:00.000Z',
    notBefore: '2025-01-31T12:00:00.000Z',
    requestId: 'request-7',
    resources: [
      'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      'https://example.com/my-web2-claim.json',
    ],
  },
  solana: {
    domain: 'localhost:5173',
    accountAddress: 'B62qkHvDW7pKRQwJ6sgRRbCrJ8w6b6UY5FoZ9fRWMW9T',
    uri: 'http://localhost:5173/',
    version: '1',
    chainId: solana.caipNetworkId,
    nonce: 'abcdefgh1234',
    issuedAt: '2025-01-31T12:00:00.000Z',
  },
  bip122: {
    domain: 'app.example.com',
    accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    statement: 'Sign in to Example',
    uri: 'https://app.example.com',
    version: '1',
    chainId: bitcoin.caipNetworkId,
    nonce: 'abcdefgh1234',
    issuedAt: '2025-01-31T12:00:00.000Z',
    expirationTime: '2025-01-31T12:10:00.000Z',
  },
  polkadot: {
    domain: 'app.example.com',
    // Alice (`//Alice`) written for Polkadot (prefix 0).
    accountAddress: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    statement: 'Sign in to Example',
    uri: 'https://app.example.com',
    version: '1',
    chainId: polkadot.caipNetworkId,
    nonce: 'abcdefgh1234',
    issuedAt: '2025-01-31T12:00:00.000Z',
    expirationTime: '2025-01-31T12:10:00.000Z',
  },
  cosmos: {
    domain: 'app.example.com',
    accountAddress: 'cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh',
    uri: 'https://app.example.com',
    version: '1',
    chainId: cosmosHub.caipNetworkId,
    nonce: 'abcdefgh1234',
    issuedAt: '2025-01-31T12:00:00.000Z',
    requestId: 'request-7',
  },
} as const satisfies Record<string, SiwxMessageData>

const timestamp = fc
  .date({
    min: new Date('1970-01-01T00:00:00.000Z'),
    max: new Date('9999-12-31T23:59:59.999Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString())
const statement = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 }).filter(isSiwxStatement)
const requestId = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 30 }).filter(isSiwxRequestId)
const uri = fc.webUrl({ withQueryParameters: true, withFragments: true }).filter(isSiwxUri)
const domain = fc.oneof(
  fc.domain().filter(isSiwxDomain),
  fc
    .tuple(fc.domain(), fc.integer({ min: 1, max: 65_535 }))
    .map(([host, port]) => `${host}:${port}`)
    .filter(isSiwxDomain),
  fc.integer({ min: 1, max: 65_535 }).map((port) => `localhost:${port}`),
  fc.ipV4(),
)

const evmChain = fc.record({
  chainId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map((id) => `eip155:${id}` as const),
  accountAddress: fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((bytes) => getAddress(bytesToHex(bytes))),
})
const solanaChain = fc.record({
  chainId: fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/).map((reference) => `solana:${reference}` as const),
  accountAddress: fc.uint8Array({ minLength: 32, maxLength: 32 }).map(encodeBase58),
})
const bitcoinChain = fc.oneof(
  fc.record({
    chainId: fc.constant(bitcoin.caipNetworkId),
    accountAddress: fc.constantFrom(
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    ),
  }),
  fc.record({
    chainId: fc.constant(bitcoinTestnet.caipNetworkId),
    accountAddress: fc.constantFrom(
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    ),
  }),
  fc.record({
    chainId: fc.stringMatching(/^[0-9a-f]{32}$/).map((reference) => `bip122:${reference}` as const),
    accountAddress: fc.stringMatching(/^[a-zA-Z0-9]{25,62}$/),
  }),
)

// Any account id, written with any network's SS58 prefix (one- and two-byte prefixes).
const polkadotChain = fc.record({
  chainId: fc.stringMatching(/^[0-9a-f]{32}$/).map((reference) => `polkadot:${reference}` as const),
  accountAddress: fc
    .tuple(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 0, max: 16_383 }))
    .filter(([, prefix]) => isSs58Prefix(prefix))
    .map(([accountId, prefix]) => encodeSs58(accountId, prefix)),
})
// Any 20-byte account with any chain's prefix, on a chain named directly or by its hashed chain id.
const cosmosChain = fc.record({
  chainId: fc
    .oneof(
      fc.stringMatching(/^[-a-zA-Z0-9]{1,32}$/).filter((id) => !id.startsWith('hashed-')),
      fc.string({ minLength: 33, maxLength: 50 }),
    )
    .map((chainId) => `cosmos:${caipReferenceOfChainId(chainId)}` as const),
  accountAddress: fc
    .tuple(fc.stringMatching(/^[a-z]{1,12}$/), fc.uint8Array({ minLength: 20, maxLength: 20 }))
    .map(([prefix, bytes]) => bech32.encode(prefix, bech32.toWords(bytes))),
})

/**
 * Any valid, normalized sign-in data of the given chains (for property tests).
 *
 * @example
 * fc.assert(fc.property(siwxDataArb(), (data) => …))
 */
export function siwxDataArb(
  chain: fc.Arbitrary<Pick<SiwxMessageData, 'chainId' | 'accountAddress'>> = fc.oneof(
    evmChain,
    solanaChain,
    bitcoinChain,
    polkadotChain,
    cosmosChain,
  ),
): fc.Arbitrary<SiwxMessageData> {
  return fc
    .tuple(
      chain,
      fc.record(
        {
          scheme: fc.constantFrom('https', 'http', 'chrome-extension'),
          domain,
          statement,
          uri,
          version: fc.constant('1' as const),
          nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,40}$/),
          issuedAt: timestamp,
          expirationTime: timestamp,
          notBefore: timestamp,
          requestId,
          resources: fc.array(uri, { maxLength: 3 }),
        },
        { requiredKeys: ['domain', 'uri', 'version', 'nonce', 'issuedAt'] },
      ),
    )
    .map(([parts, fields]) => ({ ...fields, ...parts }))
}

/** Arbitraries for each namespace's chain and account (for property tests). */
export const chainArbs = {
  eip155: evmChain,
  solana: solanaChain,
  bip122: bitcoinChain,
  polkadot: polkadotChain,
  cosmos: cosmosChain,
}
