import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { BaseError } from '../../errors/base.js'
import { isUserRejection, WalletRpcError } from '../../errors/rpc.js'
import { hasRpcCode, InvalidAccountsError, rpcCodesOf, toWalletError } from './errors.js'

describe('rpcCodesOf', () => {
  it('lists codes outermost first, through cause chains and data.originalError', () => {
    const mobile = {
      code: -32603,
      message: 'Internal',
      data: { originalError: { code: 4902, message: 'x' } },
    }
    expect(rpcCodesOf(new Error('wrapped', { cause: mobile }))).toEqual([-32603, 4902])
  })

  it('survives cycles', () => {
    const a: { code: number; cause?: unknown } = { code: 1 }
    a.cause = a
    expect(rpcCodesOf(a)).toEqual([1])
  })
})

describe('hasRpcCode', () => {
  it('finds a code anywhere below the error', () => {
    expect(hasRpcCode({ code: -32603, data: { originalError: { code: 4902 } } }, 4902)).toBe(true)
    expect(hasRpcCode({ code: 4001 }, 4902)).toBe(false)
  })
})

describe('toWalletError', () => {
  it("turns viem's wrapper into a WalletRpcError with the wallet's code and words", () => {
    const providerError = { code: 4001, message: 'MetaMask: User denied account authorization.' }
    const error = toWalletError(new UserRejectedRequestError(providerError as unknown as Error))
    expect(error).toBeInstanceOf(WalletRpcError)
    expect((error as WalletRpcError).rpcCode).toBe(4001)
    expect((error as WalletRpcError).details).toBe('MetaMask: User denied account authorization.')
    expect(isUserRejection(error)).toBe(true)
  })

  it("prefers the innermost code, the wallet's own", () => {
    const error = toWalletError({
      code: -32603,
      data: { originalError: { code: 4902, message: 'Unknown chain' } },
    })
    expect((error as WalletRpcError).rpcCode).toBe(4902)
  })

  it("skips viem's -1 (no code from the wallet) and returns code-less errors unchanged", () => {
    const plain = new Error('boom')
    expect(toWalletError(plain)).toBe(plain)
    const viemUnknown = { code: -1, message: 'An unknown RPC error occurred.', cause: plain }
    expect(toWalletError(viemUnknown)).toBe(viemUnknown)
  })

  it('lets Foyer errors through', () => {
    const foyer = new InvalidAccountsError()
    expect(toWalletError(foyer)).toBe(foyer)
    expect(foyer).toBeInstanceOf(BaseError)
    expect(foyer.code).toBe('EIP155_INVALID_ACCOUNTS')
  })
})
