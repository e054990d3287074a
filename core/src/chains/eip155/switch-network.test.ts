import { createWalletClient, custom } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUserRejection, WalletRpcError } from '../../errors/rpc.js'
import { base } from '../../networks/definitions/evm.js'
import type { Network } from '../../networks/network.types.js'
import { withRpcUrls } from '../../networks/registry.js'
import { addChainParameters, isUnknownChainError, switchOrAddChain } from './switch-network.js'

const devnet: Network<'eip155'> = {
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
}

describe('addChainParameters', () => {
  it('describes the chain as EIP-3085 wants it, without explorers when there are none', () => {
    expect(addChainParameters(devnet)).toEqual({
      chainId: '0x7a6a',
      chainName: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8546'],
    })
    expect('blockExplorerUrls' in addChainParameters(devnet)).toBe(false)
  })

  it("lists the network's explorers once each", () => {
    expect(addChainParameters(base).blockExplorerUrls).toEqual(['https://basescan.org'])
  })

  it("gives the wallet the network's own RPC URLs, not the site's overrides", () => {
    const overridden = withRpcUrls(base, ['https://base.example.com/secret-key'])
    expect(addChainParameters(overridden).rpcUrls).toEqual(base.rpcUrls.default.http)
  })
})

describe('isUnknownChainError', () => {
  it.each([
    [{ code: 4902 }, true],
    [{ code: -32603, data: { originalError: { code: 4902 } } }, true],
    [{ code: 32603 }, true],
    [new Error('wrapped', { cause: { code: 4902 } }), true],
    [{ code: 4001 }, false],
    [{ code: -32603 }, false],
  ])('%j → %s', (error, expected) => {
    expect(isUnknownChainError(error)).toBe(expected)
  })
})

/** A wallet that answers from a script and records what it was asked. */
function fakeWallet(script: Record<string, (params: unknown) => unknown>) {
  const seen: string[] = []
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      seen.push(method)
      const answer = script[method]
      if (!answer) throw { code: 4200, message: `unsupported ${method}` }
      return answer(params)
    },
  }
  return { seen, client: createWalletClient({ transport: custom(provider, { retryCount: 0 }) }) }
}

const unknownChain = () => {
  throw { code: 4902, message: 'Unrecognized chain ID' }
}

describe('switchOrAddChain', () => {
  it('only switches when the wallet knows the chain', async () => {
    const { seen, client } = fakeWallet({ wallet_switchEthereumChain: () => null })
    await switchOrAddChain(client, devnet)
    expect(seen).toEqual(['wallet_switchEthereumChain'])
  })

  it('adds the chain on 4902, then switches when adding did not move the wallet', async () => {
    let switches = 0
    const { seen, client } = fakeWallet({
      wallet_switchEthereumChain: () => (switches++ === 0 ? unknownChain() : null),
      wallet_addEthereumChain: () => null,
      eth_chainId: () => '0x7a69',
    })
    await switchOrAddChain(client, devnet)
    expect(seen).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
      'wallet_switchEthereumChain',
    ])
  })

  it('does not switch twice when adding already moved the wallet (MetaMask)', async () => {
    const { seen, client } = fakeWallet({
      wallet_switchEthereumChain: unknownChain,
      wallet_addEthereumChain: () => null,
      eth_chainId: () => '0x7a6a',
    })
    await switchOrAddChain(client, devnet)
    expect(seen).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_chainId'])
  })

  it('keeps a rejection of the add as a user rejection', async () => {
    const { client } = fakeWallet({
      wallet_switchEthereumChain: unknownChain,
      wallet_addEthereumChain: () => {
        throw { code: 4001, message: 'User rejected' }
      },
    })
    const error = await switchOrAddChain(client, devnet).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(isUserRejection(error)).toBe(true)
  })

  it('does not add the chain for other switch errors', async () => {
    const { seen, client } = fakeWallet({
      wallet_switchEthereumChain: () => {
        throw { code: 4001, message: 'User rejected' }
      },
    })
    await expect(switchOrAddChain(client, devnet)).rejects.toMatchObject({ rpcCode: 4001 })
    expect(seen).toEqual(['wallet_switchEthereumChain'])
  })
})
