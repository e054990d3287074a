import fc from 'fast-check'
import {
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  multicall3Abi,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { mainnet } from '../../networks/definitions/evm.js'
import { decodeAbiString } from './abi-string.js'
import { aggregate3Data, decodeAggregate3, multicallAddressOf } from './contract-calls.js'
import { tokenOfOwnerByIndexData, tokenUriData } from './owned-nfts.js'
import { balanceOfData } from './token-balances.js'

const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as const)
const hexBytes = fc
  .uint8Array({ maxLength: 100 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as const)

describe('the ABI words written out for token balances and NFTs (checked against viem’s coder)', () => {
  it('encodes balanceOf(owner)', () => {
    fc.assert(
      fc.property(hexAddress, (owner) => {
        expect(balanceOfData(owner)).toBe(
          encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
        )
      }),
    )
  })

  it('encodes Multicall3 aggregate3 with every call allowed to fail', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ target: hexAddress, data: hexBytes }), { maxLength: 6 }), (calls) => {
        expect(aggregate3Data(calls)).toBe(
          encodeFunctionData({
            abi: multicall3Abi,
            functionName: 'aggregate3',
            args: [calls.map(({ target, data }) => ({ target, allowFailure: true, callData: data }))],
          }),
        )
      }),
    )
  })

  it('decodes aggregate3’s answer: the data of each call that succeeded, undefined for a failure', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ success: fc.boolean(), returnData: hexBytes }), { maxLength: 6 }),
        (results) => {
          const answer = encodeAbiParameters(parseAbiParameters('(bool success, bytes returnData)[]'), [
            results,
          ])
          expect(decodeAggregate3(answer)).toEqual(
            results.map(({ success, returnData }) => (success ? returnData : undefined)),
          )
        },
      ),
    )
  })

  it('refuses an answer cut short', () => {
    const answer = encodeAbiParameters(parseAbiParameters('(bool success, bytes returnData)[]'), [
      [{ success: true, returnData: `0x${'ab'.repeat(32)}` }],
    ])
    expect(() => decodeAggregate3(answer.slice(0, -64))).toThrow(/cut short/)
    expect(() => decodeAggregate3('0x')).toThrow(/cut short/)
  })

  it('finds the network’s Multicall3 where viem’s chain definition gives it', () => {
    expect(multicallAddressOf(mainnet)?.toLowerCase()).toBe('0xca11bde05977b3631167028862be2a173976ca11')
    expect(multicallAddressOf({ ...mainnet, contracts: {} })).toBeUndefined()
    expect(multicallAddressOf({ ...mainnet, contracts: { multicall3: { address: 'nope' } } })).toBeUndefined()
  })

  it('encodes tokenOfOwnerByIndex(owner, index) and tokenURI(id)', () => {
    const enumerable = parseAbi([
      'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
    ])
    fc.assert(
      fc.property(hexAddress, fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (owner, index) => {
        expect(tokenOfOwnerByIndexData(owner, index)).toBe(
          encodeFunctionData({ abi: enumerable, functionName: 'tokenOfOwnerByIndex', args: [owner, index] }),
        )
        expect(tokenUriData(index)).toBe(
          encodeFunctionData({ abi: erc721Abi, functionName: 'tokenURI', args: [index] }),
        )
      }),
    )
  })

  it('decodes a string return value, and nothing from junk, a short answer or bytes that are not UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        expect(decodeAbiString(encodeAbiParameters(parseAbiParameters('string'), [text]))).toBe(text)
      }),
    )
    const uri = encodeAbiParameters(parseAbiParameters('string'), ['https://example.com/nft/7'])
    expect(decodeAbiString(uri.slice(0, -64))).toBeUndefined()
    expect(decodeAbiString(`0x${'0'.repeat(63)}2`)).toBeUndefined()
    expect(decodeAbiString(`0x${'f'.repeat(64)}`)).toBeUndefined()
    expect(decodeAbiString('0xzz')).toBeUndefined()
    expect(decodeAbiString(undefined)).toBeUndefined()
    expect(decodeAbiString(encodeAbiParameters(parseAbiParameters('bytes'), ['0xc3']))).toBeUndefined()
  })
})
