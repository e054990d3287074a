import { bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage, parseSiwxMessage } from '../../siwx/message.js'
import { fullData } from '../../siwx/siwx.fixtures.js'
import { cosmosSiwx } from './cosmos.siwx.js'
import { caipReferenceOfChainId } from './cosmos-chain-id.js'

const hub = 'cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh'
const sameOnOsmosis = 'osmo1fl48vsnmsdzcv85q5d2q4z5ajdha8yu3aq6l09'

describe('Cosmos sign-in messages', () => {
  it('take a 20-byte account with any chain’s prefix and write it as given', () => {
    for (const address of [hub, sameOnOsmosis]) {
      expect(cosmosSiwx.addressProblem(address, 'cosmoshub-4'), address).toBeUndefined()
      const message = createSiwxMessage({ ...fullData.cosmos, accountAddress: address })
      expect(message.split('\n')[1]).toBe(address)
      expect(parseSiwxMessage(message).accountAddress).toBe(address)
    }
  })

  it('refuse a module account, a broken checksum, capitals and other namespaces’ addresses', () => {
    const moduleAccount = bech32.encode('cosmos', bech32.toWords(new Uint8Array(32).fill(7)))
    expect(cosmosSiwx.addressProblem(moduleAccount, 'cosmoshub-4')).toBe(
      `${moduleAccount} is a module account (32 bytes): no key signs for it`,
    )
    for (const address of [
      `${hub.slice(0, -1)}k`,
      hub.toUpperCase(),
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    ])
      expect(cosmosSiwx.addressProblem(address, 'cosmoshub-4'), address).toBe(
        `not a Cosmos address: ${JSON.stringify(address)}`,
      )
  })

  it('take chain ids and their hashed form (CAIP-2), and refuse a hashed form that is none', () => {
    const hashed = caipReferenceOfChainId('a chain id longer than thirty-two characters') ?? ''
    expect(hashed).toMatch(/^hashed-[0-9a-f]{16}$/)
    for (const reference of ['cosmoshub-4', 'osmosis-1', hashed]) {
      expect(cosmosSiwx.referenceProblem?.(reference), reference).toBeUndefined()
      const data = { ...fullData.cosmos, chainId: `cosmos:${reference}` as const }
      expect(parseSiwxMessage(createSiwxMessage(data)).chainId).toBe(data.chainId)
    }
    for (const reference of ['hashed-xyz', hashed.toUpperCase().replace('HASHED', 'hashed'), `${hashed}0`])
      expect(cosmosSiwx.referenceProblem?.(reference), reference).toMatch(/^not a hashed chain id/)
  })
})
