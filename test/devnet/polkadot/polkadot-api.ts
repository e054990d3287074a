import { ApiPromise, WsProvider } from '@polkadot/api'
import type { PolkadotDevnet } from './polkadot-devnet.js'
import { callPolkadotRpc } from './polkadot-rpc.js'

/**
 * An `@polkadot/api` client of the local chain, connected and ready. It is given the chain's metadata
 * up front (keyed `<genesis hash>-<spec version>`, the api's `metadata` option): this runtime predates
 * the Metadata API the client looks for, and without it the client prints a warning on every start.
 * Fails at once, rather than retrying forever, when the chain does not answer.
 *
 * @example
 * const api = await connectPolkadotApi(devnet)
 * const { data } = await api.query.system.account(address)
 * await api.disconnect()
 */
export async function connectPolkadotApi(
  devnet: Pick<PolkadotDevnet, 'wsUrl' | 'httpUrl' | 'genesisHash'>,
): Promise<ApiPromise> {
  const [metadata, version] = await Promise.all([
    callPolkadotRpc<`0x${string}`>(devnet.httpUrl, 'state_getMetadata'),
    callPolkadotRpc<{ specVersion: number }>(devnet.httpUrl, 'state_getRuntimeVersion'),
  ])
  return ApiPromise.create({
    provider: new WsProvider(devnet.wsUrl),
    metadata: { [`${devnet.genesisHash}-${version.specVersion}`]: metadata },
    noInitWarn: true,
    throwOnConnect: true,
  })
}
