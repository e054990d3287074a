import { describe, expect, it } from 'vitest'
import { toRpcError } from '../../errors/rpc.js'
import { NoConnectionClientError, SmartAccountNotSupportedError } from '../../errors/siwx.js'
import { base, mainnet } from '../../networks/definitions/index.js'
import { EVM_ADDRESS, mockConnection, UNKNOWN_EVM_NETWORK } from '../connection/connection.fixtures.js'
import {
  activeSignInAccountOf,
  isSameSiwxAccount,
  resolveSiwxSettings,
  signErrorMessage,
  siwxAccountKey,
  siwxAccountOf,
} from './siwx.rules.js'

describe('siwx rules', () => {
  it('defaults: optional, sessions kept on disconnect, a random 24-letter nonce', async () => {
    const settings = resolveSiwxSettings({
      options: {},
      domain: 'app.example.com',
      uri: 'https://app.example.com/',
    })
    expect(settings).toMatchObject({ required: false, signOutOnDisconnect: false, statement: undefined })
    expect(await settings.getNonce()).toMatch(/^[a-zA-Z0-9]{24}$/)
    expect(await settings.storage.get('eip155:1', EVM_ADDRESS)).toEqual([])
  })

  it('an active account of a namespace with sign-in messages, on its network', () => {
    expect(
      siwxAccountOf({
        namespace: 'eip155',
        caipAddress: `eip155:1:${EVM_ADDRESS}`,
        caipNetworkId: 'eip155:1',
      }),
    ).toEqual({
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      address: EVM_ADDRESS,
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
    })
    const tezos = 'tezos:NetXdQprcVkpaWU'
    expect(
      siwxAccountOf({ namespace: 'tezos', caipAddress: `${tezos}:tz1VSUr8`, caipNetworkId: tezos } as never),
      'a namespace without sign-in messages',
    ).toBeUndefined()
    expect(
      siwxAccountOf({ namespace: 'eip155', caipAddress: 'eip155:1' as never, caipNetworkId: 'eip155:1' }),
      'not a CAIP-10 id',
    ).toBeUndefined()
  })

  it('EVM accounts are the same in any letter case and on any network', () => {
    expect(siwxAccountKey('eip155', EVM_ADDRESS)).toBe(`eip155:${EVM_ADDRESS.toLowerCase()}`)
    const account = siwxAccountOf({
      namespace: 'eip155',
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      caipNetworkId: 'eip155:1',
    })
    expect(isSameSiwxAccount(account, `eip155:8453:${EVM_ADDRESS.toLowerCase()}`)).toBe(true)
    expect(isSameSiwxAccount(undefined, `eip155:1:${EVM_ADDRESS}`)).toBe(false)
  })

  it("a failed signing reads 'Signature declined' unless a smart account or a missing connection says more", () => {
    expect(signErrorMessage(toRpcError(4001))).toBe('Signature declined')
    expect(signErrorMessage({ code: 4001 })).toBe('Signature declined')
    expect(signErrorMessage(new Error('nonce service down'))).toBe('Signature declined')
    expect(signErrorMessage(new SmartAccountNotSupportedError())).toBe(
      'This application might not support Smart Accounts',
    )
    expect(signErrorMessage(new NoConnectionClientError())).toBe('No ConnectionController client found')
  })

  it('the active account is the active namespace connection, held while on a network the site does not configure', () => {
    const networks = [mainnet, base]
    expect(activeSignInAccountOf({ networks, activeNetworkId: 'eip155:1', connections: {} })).toEqual({
      kind: 'none',
    })
    const on = (id: `eip155:${string}`) => ({
      networks,
      activeNetworkId: 'eip155:1' as const,
      connections: { eip155: { connection: mockConnection(id), connectorType: 'INJECTED' as const } },
    })
    expect(activeSignInAccountOf(on('eip155:8453'))).toEqual({
      kind: 'active',
      namespace: 'eip155',
      caipNetworkId: 'eip155:8453',
      caipAddress: `eip155:8453:${EVM_ADDRESS}`,
    })
    expect(activeSignInAccountOf(on(UNKNOWN_EVM_NETWORK))).toEqual({ kind: 'unsupported' })
  })
})
