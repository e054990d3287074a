import { encodeFunctionData, keccak256, namehash, parseAbi, toHex } from 'viem'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eip155 } from '../../../core/src/chains/eip155/eip155.adapter.js'
import { resolveAddressData, resolveTextData } from '../../../core/src/chains/eip155/transfer/ens-address.js'
import { base, mainnet } from '../../../core/src/networks/definitions/evm.js'
import { type EnsResolver, startEnsResolver } from '../../devnet/ens-resolver.js'
import { ANVIL_ADDRESS_1 } from '../../devnet/local-networks.js'
import { createScriptedWallet } from '../../wallets/eip1193-wallet.js'

// ENS names as the Send form's receivers: the EVM adapter's sending code reads a name's address with
// one call to mainnet's Universal Resolver, against an endpoint that decodes the call with viem's ABI
// coder and answers for its records; an unknown name, a look-alike in another script and a network
// without ENS give no address.

let ens: EnsResolver
beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  ens = await startEnsResolver([
    { address: ANVIL_ADDRESS_1, name: 'friend.eth', texts: { avatar: 'https://avatars.example/friend.png' } },
    { address: ANVIL_ADDRESS_1, name: 'scripted.eth', texts: { avatar: 'javascript:alert(1)' } },
    { address: ANVIL_ADDRESS_1, name: 'plain.eth' },
  ])
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await ens?.close()
})

const keccak = (bytes: Uint8Array) => keccak256(bytes, 'bytes')

describe('ENS names as receivers', () => {
  it("writes the Universal Resolver's resolve(name, addr(node)) and resolve(name, text(node, key)) calls as viem's ABI coder does", () => {
    const name = 'friend.eth'
    const inner = encodeFunctionData({
      abi: parseAbi(['function addr(bytes32 node) view returns (address)']),
      args: [namehash(name)],
    })
    expect(resolveAddressData(name, keccak)).toBe(
      encodeFunctionData({
        abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes, address)']),
        args: [toHex(packetToBytes(name)), inner],
      }),
    )
    const text = encodeFunctionData({
      abi: parseAbi(['function text(bytes32 node, string key) view returns (string)']),
      args: [namehash(name), 'avatar'],
    })
    expect(resolveTextData(name, 'avatar', keccak)).toBe(
      encodeFunctionData({
        abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes, address)']),
        args: [toHex(packetToBytes(name)), text],
      }),
    )
  })

  it('reads a name’s address and https picture on a network with ENS; nothing for an unknown name, a look-alike, or a network without ENS', async () => {
    const ethereum = { ...mainnet, rpcUrls: { default: { http: [ens.rpcUrl] } } }
    const adapter = eip155({ networks: [ethereum, base] })
    const wallet = createScriptedWallet({
      chains: [{ chainId: 1, rpcUrl: ens.rpcUrl }],
      privateKey: `0x${'11'.repeat(32)}`,
    })
    const connector = {
      id: 'scripted',
      name: 'Scripted',
      type: 'INJECTED' as const,
      chain: 'eip155' as const,
      provider: wallet.provider,
    }
    const connection = await adapter.connect({ connector, network: ethereum })
    const transfers = await adapter.loadTransfers()
    // In its EIP-55 form, as the form shows it in full.
    expect(await transfers.resolveName?.(connection, 'friend.eth')).toEqual({
      address: ANVIL_ADDRESS_1,
      avatar: 'https://avatars.example/friend.png',
    })
    // A picture that is not an https address, or none set: the address alone.
    expect(await transfers.resolveName?.(connection, 'scripted.eth')).toEqual({ address: ANVIL_ADDRESS_1 })
    expect(await transfers.resolveName?.(connection, 'plain.eth')).toEqual({ address: ANVIL_ADDRESS_1 })
    expect(await transfers.resolveName?.(connection, 'stranger.eth')).toBeUndefined()
    // Cyrillic 'е' in place of 'e': not a plain name, never looked up.
    expect(await transfers.resolveName?.(connection, 'fri\u0435nd.eth')).toBeUndefined()
    const onBase = { ...connection, caipNetworkId: base.caipNetworkId }
    expect(await transfers.resolveName?.(onBase, 'friend.eth')).toBeUndefined()
  })
})
