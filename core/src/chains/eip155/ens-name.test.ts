import { createClient, custom, encodeFunctionData, encodeFunctionResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { readEnsName, reverseNameData } from './ens-name.js'

const universalResolverAbi = parseAbi([
  'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string resolvedName, address resolver, address reverseResolver)',
])
const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const universalResolver = '0xeeeeeeee14d718c2b47d9923deab1335e144eeee'
const resolver = '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63'

/** A client whose every request answers `answer` (or throws it, for an Error), never retried. */
const clientAnswering = (answer: unknown) =>
  createClient({
    transport: custom(
      {
        request: async () => {
          if (answer instanceof Error) throw answer
          return answer
        },
      },
      { retryCount: 0 },
    ),
  })

describe('reverseNameData', () => {
  it('is the ABI encoding of reverseWithGateways(address, 60, [])', () => {
    expect(reverseNameData(address)).toBe(
      encodeFunctionData({
        abi: universalResolverAbi,
        functionName: 'reverseWithGateways',
        args: [address.toLowerCase() as `0x${string}`, 60n, []],
      }),
    )
  })
})

describe('readEnsName', () => {
  const answer = (name: string) =>
    encodeFunctionResult({
      abi: universalResolverAbi,
      functionName: 'reverseWithGateways',
      result: [name, resolver, resolver],
    })

  it('reads the name the resolver answers; an empty one is no name', async () => {
    expect(await readEnsName(clientAnswering(answer('vitalik.eth')), { address, universalResolver })).toBe(
      'vitalik.eth',
    )
    expect(await readEnsName(clientAnswering(answer('')), { address, universalResolver })).toBeUndefined()
    expect(await readEnsName(clientAnswering('0x'), { address, universalResolver })).toBeUndefined()
  })

  it('is no name when the call reverts (no reverse record, an offchain name); other failures reject', async () => {
    const reverted = new Error('RPC failed', { cause: { code: 3, message: 'execution reverted' } })
    expect(await readEnsName(clientAnswering(reverted), { address, universalResolver })).toBeUndefined()
    const unreachable = new Error('fetch failed')
    await expect(readEnsName(clientAnswering(unreachable), { address, universalResolver })).rejects.toThrow(
      'fetch failed',
    )
  })
})
