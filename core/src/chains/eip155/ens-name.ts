import type { Client } from 'viem'
import type { AccountIdentity } from '../../api/blockchain/blockchain-api.types.js'
import type { Network } from '../../networks/network.types.js'
import { decodeAbiString } from './abi-string.js'
import { isAddressText, universalResolverOf } from './chain-contracts.js'
import { word } from './contract-calls.js'
import { isRevert } from './rpc-revert.js'

// ENS's primary names, read with one eth_call to the Universal Resolver. The call is written out
// rather than made with viem's ENS actions: those would pull viem's ABI coder into the page's first
// download (the bundler splits modules this chunk shares with the page out of it). The tests check the
// call against viem's ABI coder, and read it back through an endpoint that decodes it with viem.

/** `reverseWithGateways(bytes,uint256,string[])`. */
const REVERSE_WITH_GATEWAYS = 'b7d6ca64'
/** ENSIP-11's coin type of Ethereum addresses. */
const ETHEREUM_COIN_TYPE = 60

/**
 * The call data of the Universal Resolver's `reverseWithGateways(address, 60, [])`: the primary name of
 * an Ethereum address, with no offchain gateways.
 *
 * @example
 * reverseNameData('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
 */
export function reverseNameData(address: `0x${string}`): `0x${string}` {
  const bytes = address.slice(2).toLowerCase().padEnd(64, '0')
  return `0x${REVERSE_WITH_GATEWAYS}${word(96)}${word(ETHEREUM_COIN_TYPE)}${word(160)}${word(20)}${bytes}${word(0)}`
}

/**
 * The primary name an Ethereum address chose (its reverse record, which ENS's Universal Resolver
 * checks resolves back to the address), or `undefined` when it has none or its name lives offchain (a
 * call that reverts, an empty answer). The chain failing rejects.
 *
 * @example
 * await readEnsName(client, { address: '0xd8dA…6045', universalResolver: '0xeeee…eeee' }) // 'vitalik.eth'
 */
export async function readEnsName(
  client: Pick<Client, 'request'>,
  { address, universalResolver }: { address: `0x${string}`; universalResolver: `0x${string}` },
): Promise<string | undefined> {
  let answer: string
  try {
    answer = await client.request({
      method: 'eth_call',
      params: [{ to: universalResolver, data: reverseNameData(address) }, 'latest'],
    })
  } catch (error) {
    if (isRevert(error)) return undefined
    throw error
  }
  return decodeAbiString(answer) || undefined
}

/**
 * The account's ENS name, read on `network` when its definition names ENS's Universal Resolver,
 * otherwise on the first of `networks` that does (ENS lives on Ethereum mainnet whatever network the
 * account is on); none where no network has it. Names only: an avatar record is read through the
 * name's own resolver, which needs the name's hash; the Blockchain API gives avatars.
 *
 * @example
 * await readEnsIdentity({ address, network: base, networks: [base, mainnet], clientOf }) // { name: 'vitalik.eth', avatar: undefined }
 */
export async function readEnsIdentity({
  address,
  network,
  networks,
  clientOf,
}: {
  address: string
  network: Network<'eip155'>
  networks: readonly Network<'eip155'>[]
  clientOf: (network: Network<'eip155'>) => Pick<Client, 'request'>
}): Promise<AccountIdentity> {
  const named = universalResolverOf(network) ? network : networks.find(universalResolverOf)
  const universalResolver = named && universalResolverOf(named)
  if (!named || !universalResolver || !isAddressText(address)) return { name: undefined, avatar: undefined }
  return { name: await readEnsName(clientOf(named), { address, universalResolver }), avatar: undefined }
}
