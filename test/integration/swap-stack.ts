import {
  type Chain,
  createTestClient,
  type Hex,
  type HttpTransport,
  http,
  type PublicActions,
  publicActions,
  type TestClient,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { type ConvertApi, createConvertApi } from '../../core/src/api/blockchain/convert-api.js'
import { createHttpClient } from '../../core/src/api/http.js'
import { type Anvil, startAnvil } from '../devnet/anvil.js'
import { type ApiService, start } from '../devnet/api-service.js'
import { installBatchExecutor } from '../devnet/batch-executor.js'
import { type DevnetTokens, deployDevnetTokens, devnetViemChain } from '../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, DEVNET_A } from '../devnet/local-networks.js'
import { type DevnetExchange, deployDevnetExchange } from '../devnet/uniswap.js'

/**
 * One anvil chain with the devnet tokens (anvil's account #0 holding its share) and the devnet
 * exchange, BatchExecutor (for a wallet that batches), the local API service swapping on it, and Foyer's convert client of that service: what
 * the swap integration tests run against.
 *
 * @example
 * const stack = await startSwapStack()
 * afterAll(() => stack.close())
 */
export type SwapStack = {
  anvil: Anvil
  service: ApiService
  tokens: DevnetTokens
  exchange: DevnetExchange
  /** `eip155:31337` */
  network: `eip155:${number}`
  /** Foyer's convert client of the service. */
  convert: ConvertApi
  /** Reads the chain (no cache: every read is of now) and calls anvil's own methods. */
  chain: ChainClient
  close(): Promise<void>
}

/** A test client of anvil that also reads, as the tests use it. */
type ChainClient = TestClient<'anvil', HttpTransport, Chain> & PublicActions<HttpTransport, Chain>

function testClientOf(anvil: Anvil): ChainClient {
  return createTestClient({
    mode: 'anvil',
    chain: devnetViemChain(anvil.chainId, anvil.rpcUrl),
    transport: http(anvil.rpcUrl),
    pollingInterval: 50,
    cacheTime: 0,
  }).extend(publicActions)
}

/**
 * Starts the swap stack on DEVNET_A (see {@link SwapStack}).
 *
 * @example
 * const { convert, network } = await startSwapStack()
 */
export async function startSwapStack(): Promise<SwapStack> {
  const [anvil, service] = await Promise.all([startAnvil({ chainId: DEVNET_A }), start()])
  try {
    const options = { rpcUrl: anvil.rpcUrl, chainId: DEVNET_A }
    const tokens = await deployDevnetTokens({
      ...options,
      nftBaseUri: `${service.url}/devnet/nft/`,
      holders: [ANVIL_ADDRESS_0],
    })
    const [exchange] = await Promise.all([deployDevnetExchange(options), installBatchExecutor(anvil.rpcUrl)])
    const network = `eip155:${DEVNET_A}` as const
    service.setChains({ [network]: { rpcUrl: anvil.rpcUrl, tokens, exchange } })
    const convert = createConvertApi({
      http: createHttpClient({ baseUrl: service.url }),
      sdk: { projectId: 'p-swap', sdkType: 'foyer', sdkVersion: 'react-0.1.0' },
    })
    return {
      anvil,
      service,
      tokens,
      exchange,
      network,
      convert,
      chain: testClientOf(anvil),
      close: async () => {
        await Promise.all([service.close(), anvil.stop()])
      },
    }
  } catch (error) {
    await Promise.all([service.close(), anvil.stop()])
    throw error
  }
}

/**
 * Starts the swap stack for the file (stopped after it) and puts the chain back to its freshly
 * deployed pools after each test, so tests neither see nor leave each other's trades. `onStarted`
 * receives the stack once it runs.
 *
 * @example
 * let stack: SwapStack
 * useSwapStack((started) => { stack = started })
 */
export function useSwapStack(onStarted: (stack: SwapStack) => void): void {
  let stack: SwapStack | undefined
  let snapshot: Hex | undefined
  beforeAll(async () => {
    stack = await startSwapStack()
    onStarted(stack)
  })
  afterAll(async () => {
    await stack?.close()
  })
  beforeEach(async () => {
    snapshot = await stack?.chain.snapshot()
  })
  afterEach(async () => {
    if (snapshot) await stack?.chain.revert({ id: snapshot })
  })
}
