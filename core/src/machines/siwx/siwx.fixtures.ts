// Test fixtures for the sign-in machine (imported by tests only).
import { secp256k1 } from '@noble/curves/secp256k1'
import { hashMessage } from 'viem'
import { type AnyEventObject, createActor, fromCallback, setup } from 'xstate'
import type { CaipAddress, CaipNetworkId } from '../../networks/network.types.js'
import { createSiwxMessage } from '../../siwx/message.js'
import type { SiwxMessageData, SiwxSession, SiwxStorage } from '../../siwx/siwx.types.js'
import { localSiwxStorage } from '../../siwx/storage.js'
import { memoryStorage } from '../../storage/memory.js'
import { requireSystemActor } from '../../testing/system-actor.js'
import { EVM_ADDRESS, OTHER_EVM_ADDRESS } from '../connection/connection.fixtures.js'
import { siwxMachine } from './siwx.machine.js'
import type { SiwxEvent, SiwxInput, SiwxOptions } from './siwx.types.js'

export { EVM_ADDRESS, OTHER_EVM_ADDRESS }

/** The private key of `EVM_ADDRESS` (anvil's first account): the tests sign real messages with it. */
export const EVM_PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export const DOMAIN = 'app.example.com'
export const URI = 'https://app.example.com/login'

/** `SIWX.ACCOUNT_ACTIVE` for an EVM account on a chain. */
export const active = (chainId: CaipNetworkId = 'eip155:1', address = EVM_ADDRESS): SiwxEvent => ({
  type: 'SIWX.ACCOUNT_ACTIVE',
  namespace: chainId.split(':')[0] as 'eip155',
  caipAddress: `${chainId}:${address}` as CaipAddress,
  caipNetworkId: chainId,
})

/** `SIWX.ACCOUNT_INACTIVE` for an EVM account on a chain. */
export const inactive = (chainId: CaipNetworkId = 'eip155:1', address = EVM_ADDRESS): SiwxEvent => ({
  type: 'SIWX.ACCOUNT_INACTIVE',
  namespace: chainId.split(':')[0] as 'eip155',
  caipAddress: `${chainId}:${address}` as CaipAddress,
})

/**
 * A session as a storage would hold it: the CAIP-122 text of its data, signed (EIP-191) with
 * `EVM_PRIVATE_KEY`, so the browser's storage, which verifies sessions, keeps it.
 */
export function sessionFor(
  chainId: CaipNetworkId,
  address = EVM_ADDRESS,
  nonce = 'storedNonce1',
): SiwxSession {
  const data: SiwxMessageData = {
    domain: DOMAIN,
    uri: URI,
    version: '1',
    chainId,
    accountAddress: address,
    nonce,
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
  }
  const message = createSiwxMessage(data)
  // Signed synchronously (viem's account signs asynchronously) so the model tests can answer with it.
  const signature = secp256k1.sign(hashMessage(message).slice(2), EVM_PRIVATE_KEY.slice(2))
  const hex = (value: bigint) => value.toString(16).padStart(64, '0')
  return {
    data,
    message,
    signature: `0x${hex(signature.r)}${hex(signature.s)}${(27 + signature.recovery).toString(16)}`,
  }
}

/** The browser storage of sessions over memory, for the tests' page: what a real site without a server uses. */
export const memorySiwxStorage = (): SiwxStorage =>
  localSiwxStorage({ storage: memoryStorage(), domain: DOMAIN })

/** A storage that cannot be read (a server that is down). */
export function failingSiwxStorage(): SiwxStorage {
  const fail = () => Promise.reject(new Error('HTTP status code: 503'))
  return { add: fail, get: fail, set: fail, delete: fail }
}

/** An event a sibling received, by system id. */
export type Received = { to: string; event: AnyEventObject }

/** The stand-in siblings the sign-in actor talks to: they only record what they receive. */
export const STAND_IN_IDS = ['modal', 'router', 'connection.eip155', 'network', 'snack'] as const

/**
 * The sign-in actor in a small system of recording stand-ins (`modal`, `router`, `connection.eip155`,
 * `network`, `snack`): everything it sends is in `received`, in order.
 */
export function standInSystem(input: SiwxInput, machine = siwxMachine) {
  const received: Received[] = []
  const host = setup({
    actors: {
      siwx: machine,
      recorder: fromCallback<AnyEventObject, { id: string }>(({ input, receive }) =>
        receive((event) => received.push({ to: input.id, event })),
      ),
    },
  }).createMachine({
    invoke: [
      ...STAND_IN_IDS.map((id) => ({ src: 'recorder' as const, systemId: id, input: { id } })),
      { src: 'siwx', id: 'siwx', systemId: 'siwx', input },
    ],
  })
  const root = createActor(host).start()
  const siwx = requireSystemActor(root, 'siwx')
  return { root, siwx, received, stop: () => root.stop() }
}

/** The input of the tests: the example page, with the options given. */
export const inputWith = (options: SiwxOptions): SiwxInput => ({ options, domain: DOMAIN, uri: URI })
