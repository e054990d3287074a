import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionResult,
  type Hex,
  isAddressEqual,
  namehash,
  parseAbi,
  toHex,
  zeroAddress,
} from 'viem'
import { packetToBytes } from 'viem/ens'
import { readBody } from './read-body.js'

/**
 * Where ENS's Universal Resolver answers on Ethereum mainnet (viem's mainnet definition names it).
 *
 * @example
 * await client.request({ method: 'eth_call', params: [{ to: ENS_UNIVERSAL_RESOLVER, data }, 'latest'] })
 */
export const ENS_UNIVERSAL_RESOLVER: Address = '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe'

/** The Universal Resolver's read Foyer makes, as ENS's contract declares it. */
const universalResolverAbi = parseAbi([
  'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string resolvedName, address resolver, address reverseResolver)',
  'function resolve(bytes name, bytes data) view returns (bytes, address)',
])
/** The resolver reads `resolve` passes on: a name's Ethereum address, and a text record. */
const addrAbi = parseAbi(['function addr(bytes32 node) view returns (address)'])
const textAbi = parseAbi(['function text(bytes32 node, string key) view returns (string)'])

/** A primary name someone set, with its text records (`avatar`, …). */
export type EnsRecord = { address: Address; name: string; texts?: Readonly<Record<string, string>> }

/** A running {@link startEnsResolver}. */
export type EnsResolver = { rpcUrl: string; close(): Promise<void> }

/** Where the records' resolver sits (any address but zero: the Universal Resolver names the one it asked). */
const RESOLVER: Address = '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63'

/**
 * A JSON-RPC endpoint standing in for Ethereum mainnet's ENS, for reading names offline: it answers
 * `eth_chainId` (1) and `eth_call`s to the Universal Resolver at {@link ENS_UNIVERSAL_RESOLVER}, ABI
 * for ABI as the contract does: `reverseWithGateways` (Ethereum's coin type, 60) with the primary name
 * of an address that has one (ENS checks it resolves back; the records here always do) and an empty
 * name otherwise. A call data the contract does not decode reverts; another method is refused as a
 * node refuses an unknown method. Batches are answered in order.
 *
 * @example
 * const ens = await startEnsResolver([{ address: ANVIL_ADDRESS_0, name: 'foyer.eth' }])
 */
export async function startEnsResolver(records: readonly EnsRecord[]): Promise<EnsResolver> {
  const answer = (call: { id?: unknown; method?: unknown; params?: unknown }) => {
    const reply = (result: unknown) => ({ jsonrpc: '2.0', id: call.id ?? null, result })
    const refuse = (code: number, message: string) => ({
      jsonrpc: '2.0',
      id: call.id ?? null,
      error: { code, message },
    })
    if (call.method === 'eth_chainId') return reply('0x1')
    if (call.method !== 'eth_call') return refuse(-32601, `the method ${String(call.method)} does not exist`)
    const [request] = Array.isArray(call.params) ? call.params : []
    const { to, data } = (request ?? {}) as { to?: string; data?: Hex }
    if (!to || !data || !isAddressEqual(to as Address, ENS_UNIVERSAL_RESOLVER)) return reply('0x')
    try {
      return reply(resolve(data))
    } catch {
      return refuse(3, 'execution reverted')
    }
  }
  const resolve = (data: Hex): Hex => {
    const call = decodeFunctionData({ abi: universalResolverAbi, data })
    if (call.functionName === 'resolve') {
      // Forward: the DNS-encoded name and addr(namehash(name)) or text(namehash(name), key), both checked;
      // an unknown name has no resolver, and the Universal Resolver reverts.
      // A text record the name has not set is an empty string, as a resolver answers.
      const [encodedName, inner] = call.args
      const read = decodeFunctionData({ abi: [...addrAbi, ...textAbi], data: inner })
      const node = read.args[0]
      const record = records.find(
        (each) => toHex(packetToBytes(each.name)) === encodedName && namehash(each.name) === node,
      )
      if (!record) throw new Error('ResolverNotFound')
      const result =
        read.functionName === 'text'
          ? encodeFunctionResult({
              abi: textAbi,
              functionName: 'text',
              result: record.texts?.[read.args[1]] ?? '',
            })
          : encodeFunctionResult({ abi: addrAbi, functionName: 'addr', result: record.address })
      return encodeFunctionResult({
        abi: universalResolverAbi,
        functionName: 'resolve',
        result: [result, RESOLVER],
      })
    }
    const [reverseName, coinType] = call.args
    const owner = records.find((record) => reverseName.toLowerCase() === record.address.toLowerCase())
    return encodeFunctionResult({
      abi: universalResolverAbi,
      functionName: 'reverseWithGateways',
      result: owner && coinType === 60n ? [owner.name, RESOLVER, RESOLVER] : ['', zeroAddress, zeroAddress],
    })
  }

  const server = createServer(async (request, response) => {
    let body: unknown
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid JSON"}')
      return
    }
    const replies = Array.isArray(body) ? body.map(answer) : answer(body as Parameters<typeof answer>[0])
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(replies))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    rpcUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
