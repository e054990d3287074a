import {
  InternalRpcError,
  UnknownBundleIdError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  type BaseError as ViemBaseError,
} from 'viem'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { BaseError } from './base.js'
import { ConnectionRejectedError } from './connection.js'
import { rpcCodes } from './rpc.codes.js'
import { isUserRejection, rpcErrorMessage, toRpcError, WalletRpcError } from './rpc.js'

/** SPEC §8's codes and what each one's message must say. */
const expected: ReadonlyArray<readonly [code: number, meaning: RegExp]> = [
  [-32700, /invalid json/i],
  [-32600, /not a valid request/i],
  [-32601, /does not exist/i],
  [-32602, /invalid parameters/i],
  [-32603, /internal error/i],
  [-32000, /missing or invalid parameters/i],
  [-32001, /resource not found/i],
  [-32002, /resource not available/i],
  [-32003, /transaction creation failed/i],
  [-32004, /not supported/i],
  [-32005, /exceeds defined limit/i],
  [-32006, /json-rpc protocol is not supported/i],
  [4001, /user rejected/i],
  [4100, /not been authorized/i],
  [4200, /does not support the requested method/i],
  [4900, /disconnected from all chains/i],
  [4901, /not connected to the requested chain/i],
  [4902, /unrecognized chain/i],
  [5000, /user rejected/i],
  [5700, /capability/i],
  [5710, /chain id/i],
  [5720, /already a bundle/i],
  [5730, /bundle id is unknown/i],
  [5740, /too large/i],
  [5750, /rejected the upgrade/i],
  [5760, /atomic execution/i],
  [32603, /invalid chain id/i],
]

describe('rpcErrorMessage', () => {
  it.each(expected)('%i has its standard message', (code, meaning) => {
    expect(rpcErrorMessage(code)).toMatch(meaning)
  })

  it('gives every code its own message', () => {
    const messages = [...rpcCodes.values()].map((entry) => entry.message)
    expect(new Set(messages).size).toBe(messages.length)
  })

  it.each([0, -1, 1, 4002, 4903, 5761, -32007, -32042, 6000, Number.NaN])(
    '%d is an unknown RPC error',
    (code) => {
      expect(rpcErrorMessage(code)).toBe('unknown RPC error')
    },
  )

  it('pairs each code with the viem class of the same code and agrees with its text', () => {
    for (const [code, { message, viem }] of rpcCodes) {
      if (!viem) continue
      const viemError = new viem(new Error('x')) as ViemBaseError & { code: number }
      expect(viemError.code, `viem class for ${code}`).toBe(code)
      // 4902 is 'Unrecognized chain ID.' (SPEC §8); viem words it as a failed switch.
      if (code !== 4902) expect(message.startsWith(viemError.shortMessage.split('\n')[0] ?? '')).toBe(true)
    }
  })
})

describe('toRpcError', () => {
  it('builds a Foyer error with the standard text and the viem error as cause', () => {
    const error = toRpcError(4001, 'MetaMask Tx Signature: User denied transaction signature.')
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.code).toBe('RPC_4001')
    expect(error.rpcCode).toBe(4001)
    expect(error.shortMessage).toBe('User rejected the request.')
    expect(error.details).toBe('MetaMask Tx Signature: User denied transaction signature.')
    expect(error.cause).toBeInstanceOf(UserRejectedRequestError)
    expectTypeOf(error.code).toEqualTypeOf<'RPC_4001'>()
  })

  it('keeps the message short when the provider gave none', () => {
    const error = toRpcError(4200)
    expect(error.message).toBe('The Provider does not support the requested method.')
    expect(error.cause).toBeInstanceOf(UnsupportedProviderMethodError)
  })

  it('tells -32603 (internal error) from 32603 (invalid chain id)', () => {
    expect(toRpcError(-32603).code).toBe('RPC_-32603')
    expect(toRpcError(-32603).cause).toBeInstanceOf(InternalRpcError)
    expect(toRpcError(32603).cause).toBeUndefined()
    expect(toRpcError(32603).shortMessage).toMatch(/invalid chain id/i)
  })

  it('has no viem cause where viem has no class', () => {
    expect(toRpcError(5000).cause).toBeUndefined()
    expect(toRpcError(5730).cause).toBeInstanceOf(UnknownBundleIdError)
  })

  it('maps unknown codes to unknown RPC error, keeping the code and the provider text', () => {
    const error = toRpcError(1234, 'something odd')
    expect(error.code).toBe('RPC_1234')
    expect(error.shortMessage).toBe('unknown RPC error')
    expect(error.details).toBe('something odd')
    expect(error.cause).toBeUndefined()
  })
})

describe('isUserRejection', () => {
  it.each([
    ['an EIP-1193 object with 4001', { code: 4001, message: 'User denied' }],
    ['a WalletConnect object with 5000', { code: 5000, message: 'User rejected.' }],
    ['a WalletConnect 5002 (user rejected methods)', { code: 5002 }],
    ['a Foyer RPC error for 4001', toRpcError(4001)],
    ['a Foyer RPC error for 5000', toRpcError(5000)],
    ['viem UserRejectedRequestError', new UserRejectedRequestError(new Error('no'))],
    ['an Error caused by { code: 4001 }', new Error('wrapped', { cause: { code: 4001 } })],
    [
      'a three-level cause chain',
      new ConnectionRejectedError({ cause: new Error('middle', { cause: { code: 5000, message: 'x' } }) }),
    ],
    [
      'a Foyer error caused by a viem rejection',
      new ConnectionRejectedError({ cause: toRpcError(4001).cause }),
    ],
  ])('is true for %s', (_, error) => {
    expect(isUserRejection(error)).toBe(true)
  })

  it.each([
    ['another RPC code', { code: 4100 }],
    ['a Foyer RPC error for 4902', toRpcError(4902)],
    ['a Foyer RPC error for -32603', toRpcError(-32603)],
    ['a plain error', new Error('User rejected')],
    ['a nested non-rejection', new Error('a', { cause: new Error('b', { cause: { code: -32000 } }) })],
    ['undefined', undefined],
    ['null', null],
    ['a number', 4001],
    ['a string', 'User rejected the request.'],
  ])('is false for %s', (_, error) => {
    expect(isUserRejection(error)).toBe(false)
  })

  it('stops on a cyclic cause chain', () => {
    const a = new Error('a')
    const b = new Error('b', { cause: a })
    Object.defineProperty(a, 'cause', { value: b })
    expect(isUserRejection(a)).toBe(false)
  })
})
