import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accountOf } from '../../../core/src/account-data/account-data.fixtures.js'
import { blockchainApiSource } from '../../../core/src/account-data/blockchain-api.source.js'
import { type BlockchainApi, createBlockchainApi } from '../../../core/src/api/blockchain/blockchain-api.js'
import { createHttpClient } from '../../../core/src/api/http.js'
import { HttpStatusError } from '../../../core/src/errors/http.js'
import { apiReason, NameRegistrationError } from '../../../core/src/errors/names.js'
import { registrationMessage } from '../../../core/src/machines/name-registration/name-registration.rules.js'
import { evmChainIdToCoinType } from '../../../core/src/networks/coin-type.js'
import { type ApiService, start, status } from '../../devnet/api-service.js'
import { ANVIL_PRIVATE_KEY_0, ANVIL_PRIVATE_KEY_1, DEVNET_A } from '../../devnet/local-networks.js'

// The local name service, through Foyer's own client and with real signatures: it registers the name
// an account signed for, and refuses what the real service refuses (someone else's signature, a
// stale or malformed message, a name taken), saying why in the shape Foyer shows.

const owner = privateKeyToAccount(ANVIL_PRIVATE_KEY_0)
const stranger = privateKeyToAccount(ANVIL_PRIVATE_KEY_1)
const coinType = evmChainIdToCoinType(DEVNET_A)

let service: ApiService
let api: BlockchainApi
beforeAll(async () => {
  service = await start()
  api = createBlockchainApi({
    http: createHttpClient({ baseUrl: service.url }),
    sdk: { projectId: 'p-names', sdkType: 'foyer', sdkVersion: 'react-0.1.0' },
  })
})
beforeEach(() => service.reset())
afterAll(() => service?.close())

async function registration(name: string, signer = owner, nowMs = Date.now()) {
  const message = registrationMessage(name, nowMs)
  return { coinType, address: owner.address, message, signature: await signer.signMessage({ message }) }
}

/** The refusal a call ends with, as Foyer's registration error reads it. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(HttpStatusError)
  return {
    status: error instanceof HttpStatusError ? error.status : undefined,
    reason: apiReason(error),
  }
}

describe('the local name service', () => {
  it('registers the name the account signed for; lookups, reverse lookups, identity and suggestions then know it', async () => {
    const before = await api.nameSuggestions({ name: 'satoshi', zone: 'reown.id' })
    expect(before).toContainEqual({ name: 'satoshi.reown.id', registered: false })
    expect(before.every((suggestion) => suggestion.name.endsWith('.reown.id'))).toBe(true)

    await api.registerName(await registration('satoshi.reown.id'))

    expect(await api.lookUpName({ name: 'satoshi.reown.id' })).toEqual({
      name: 'satoshi.reown.id',
      addresses: { [String(coinType)]: owner.address },
    })
    expect((await api.namesForAddress({ address: owner.address })).map((entry) => entry.name)).toEqual([
      'satoshi.reown.id',
    ])
    expect(await api.identity({ address: owner.address })).toEqual({
      name: 'satoshi.reown.id',
      avatar: undefined,
    })
    expect(await api.nameSuggestions({ name: 'satoshi', zone: 'reown.id' })).toContainEqual({
      name: 'satoshi.reown.id',
      registered: true,
    })
    expect(service.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      coin_type: coinType,
      address: owner.address,
    })
  })

  it('refuses another account’s signature, a stale message, a malformed name and a name taken, saying why', async () => {
    expect(await refusal(api.registerName(await registration('satoshi.reown.id', stranger)))).toEqual({
      status: 401,
      reason: 'The signature is not the address’s signature of the message',
    })
    const hourAgo = Date.now() - 60 * 60 * 1000
    expect(await refusal(api.registerName(await registration('satoshi.reown.id', owner, hourAgo)))).toEqual({
      status: 400,
      reason: 'The message is stale',
    })
    expect((await refusal(api.registerName(await registration('sat.reown.id')))).status).toBe(400)
    expect((await refusal(api.registerName(await registration('satoshi.eth')))).status).toBe(400)

    await api.registerName(await registration('satoshi.reown.id'))
    const taken = api.registerName(await registration('satoshi.reown.id'))
    const error = await taken.catch((caught: unknown) => caught)
    expect(new NameRegistrationError('satoshi.reown.id', { cause: error }).shortMessage).toBe(
      'satoshi.reown.id is already registered',
    )
    expect(await refusal(api.lookUpName({ name: 'nakamoto.reown.id' }))).toEqual({
      status: 404,
      reason: 'Name not found',
    })
    expect((await refusal(api.nameSuggestions({ name: 'sat', zone: 'reown.id' }))).status).toBe(400)
    expect((await refusal(api.nameSuggestions({ name: 'satoshi', zone: 'example.com' }))).status).toBe(400)
  })

  it('gives the name service’s name when the identity lookup fails, and the identity error when both fail', async () => {
    // SPEC §5: a failed identity lookup falls back to the name service.
    const identity = blockchainApiSource(api).identity
    if (!identity) throw new Error('the Blockchain API source knows names')
    const account = accountOf('a')
    if (!account) throw new Error('fixture account a')
    const lookUp = () =>
      identity({ ...account, address: owner.address, signal: new AbortController().signal })
    await api.registerName(await registration('satoshi.reown.id'))
    service.setRoute('GET', '/v1/identity/:address', status(502))

    expect(await lookUp()).toEqual({ name: 'satoshi.reown.id', avatar: undefined })
    const paths = service.requests.map((request) => request.path)
    expect(paths.filter((path) => path.startsWith('/v1/identity/'))).toHaveLength(1)
    expect(paths.filter((path) => path.startsWith('/v1/profile/reverse/'))).toHaveLength(1)

    service.setRoute('GET', '/v1/profile/reverse/:address', status(500))
    const failure = await lookUp().catch((caught: unknown) => caught)
    expect(failure).toBeInstanceOf(HttpStatusError)
    expect(failure instanceof HttpStatusError && failure.status).toBe(502)
  })
})
