import { browserTimeZone, isRestrictedTimeZone } from '../../config/restricted-time-zones.js'
import { lazyActorMachine } from '../../machines/lazy-actor/lazy-actor.machine.js'
import { selectIsViewAvailable } from '../../machines/router/router.selectors.js'
import { SWAP_CHAIN_IDS } from '../../machines/swap/swap.constants.js'
import { SwapsNotOfferedHereError } from '../../machines/swap/swap.errors.js'
import { loadSwapMachine } from '../../machines/swap/swap.load.js'
import type { SwapEvent, SwapInput, SwapPorts, SwapPreset } from '../../machines/swap/swap.types.js'
import type { FoyerModule } from '../../system/module.types.js'
import { getSystemActor, type HasSystem, sendToSystem } from '../../system/system.js'
import { type BlockchainApiConfig, blockchainApiOf } from '../blockchain-api.config.js'
import { NoSwapServiceError } from './swap.errors.js'
import { swapViews } from './swap.views.js'
// Also imported on their own: type declarations keep these lines (they drop the ones above), so the
// view names and actors they merge into the maps reach every site that imports this module.
import './swap.views.js'
import './swap.system.js'

/** What the swap module adds to the facade: the Swap form's intents. */
export type SwapActions = {
  /** The Swap view shows (with its swap arguments): the form's code downloads if it has not. */
  openSwap(preset?: SwapPreset): void
  /** Picks the token paid, by its address on the network. */
  setSwapFrom(address: string): void
  /** Picks the token received. */
  setSwapTo(address: string): void
  /** Swaps the two tokens' places. */
  flipSwap(): void
  /** The amount paid as the visitor types it, in whole tokens. */
  setSwapAmount(amount: string): void
  /** Fills in the whole balance of the token paid. */
  swapMax(): void
  /** Asks the wallet for the swap shown (the approval first where the allowance is short). */
  submitSwap(): void
  /** After a swap: an empty form. */
  resetSwap(): void
}

/** Options of {@link swap}. */
export type SwapOptions = {
  /**
   * The EVM chain ids the Account view offers Swap on (SPEC §9's list by default); the swap service
   * decides in the end, and the view says 'Network not supported for Swaps' where it lists no tokens.
   */
  chainIds?: readonly number[] | undefined
  /**
   * The visitor's time zone (the browser's by default, read when the Account view or the Swap view
   * asks): swaps are not offered in the restricted zones (mainland China's, SPEC §9).
   */
  timeZone?: string | undefined
}

/**
 * Swapping one token for another on the active EVM network through the Blockchain API's convert
 * service: the Swap view (opened with swap arguments or not), a quote once typing pauses, the balance
 * checked apart, the approval and the swap as the wallet's two prompts in order (one prompt where the
 * wallet batches atomically, EIP-5792), the swap's landing.
 * Its code downloads with the first Swap view. Offered on the Account view while the `swaps` feature
 * is on and the active network is one of `chainIds`, never in the restricted time zones (mainland
 * China's), where the Swap view says swaps are not offered there; it needs the Blockchain API (a
 * project id).
 *
 * @example
 * const foyer = createFoyer({ adapters, modules: [swap()] })
 * foyer.open({ name: 'Swap', params: { fromSymbol: 'USDC', toSymbol: 'ETH', amount: '10' } })
 */
export function swap(options: SwapOptions = {}): FoyerModule<SwapActions> {
  const chainIds = options.chainIds ?? SWAP_CHAIN_IDS
  // Read when asked, in the visitor's browser (a page rendered on a server would read the server's).
  const restricted = () => isRestrictedTimeZone(options.timeZone ?? browserTimeZone())
  return {
    id: 'swap',
    views: swapViews,
    account: (system, account) => {
      const router = getSystemActor(system, 'router')
      const available = router !== undefined && selectIsViewAvailable(router.getSnapshot(), { name: 'Swap' })
      const [namespace, reference] = account.network?.caipNetworkId.split(':') ?? []
      const swappable = namespace === 'eip155' && chainIds.includes(Number(reference))
      const offered = account.status === 'connected' && available && swappable && !restricted()
      return offered ? [{ kind: 'swap', opens: 'Swap' }] : []
    },
    plug: ({ options: site, system }) => {
      const api = blockchainApiOf(site)
      const input: SwapInput = { ports: lazyPorts(api, system, restricted) }
      return {
        actors: [
          {
            systemId: 'swapper',
            logic: lazyActorMachine,
            input: { systemId: 'swap', load: loadSwapMachine, input },
          },
        ],
      }
    },
    actions: (foyer) => {
      const toSwapper = (event: SwapEvent) => sendToSystem(foyer.actor, 'swapper', event)
      return {
        openSwap: (preset) => toSwapper({ type: 'SWAP.OPEN', preset }),
        setSwapFrom: (address) => toSwapper({ type: 'SWAP.SET_FROM', address }),
        setSwapTo: (address) => toSwapper({ type: 'SWAP.SET_TO', address }),
        flipSwap: () => toSwapper({ type: 'SWAP.FLIP' }),
        setSwapAmount: (amount) => toSwapper({ type: 'SWAP.SET_AMOUNT', amount }),
        swapMax: () => toSwapper({ type: 'SWAP.MAX' }),
        submitSwap: () => toSwapper({ type: 'SWAP.SUBMIT' }),
        resetSwap: () => toSwapper({ type: 'SWAP.RESET' }),
      }
    },
  }
}

/** The ports, downloaded with their first use (the HTTP client and the convert client stay off the page). */
function lazyPorts(
  api: BlockchainApiConfig | undefined,
  system: HasSystem,
  restricted: () => boolean,
): SwapPorts {
  let ports: Promise<SwapPorts> | undefined
  const load = () => {
    // In a restricted zone nothing is asked of the service: the Swap view says why (open('Swap') still shows it).
    if (restricted()) return Promise.reject(new SwapsNotOfferedHereError())
    if (!api) return Promise.reject(new NoSwapServiceError())
    ports ??= import('./swap-ports.load.js').then((module) => module.createSwapPorts(api, system))
    return ports
  }
  return {
    convert: {
      tokens: async (request) => (await load()).convert.tokens(request),
      quotes: async (request) => (await load()).convert.quotes(request),
      allowance: async (request) => (await load()).convert.allowance(request),
      gasPrices: async (request) => (await load()).convert.gasPrices(request),
      buildApproval: async (request) => (await load()).convert.buildApproval(request),
      buildSwap: async (request) => (await load()).convert.buildSwap(request),
    },
    readBalance: async (account, token, signal) => (await load()).readBalance(account, token, signal),
    estimateGas: async (account, call) => (await load()).estimateGas(account, call),
    sendCall: async (account, call) => (await load()).sendCall(account, call),
    batch: {
      canBatch: async (account) => (await load()).batch?.canBatch(account) ?? false,
      send: async (account, calls) => {
        const { batch } = await load()
        if (!batch) throw new TypeError('swap: no batching to send with')
        return batch.send(account, calls)
      },
      status: async (account, id, proof) => {
        const { batch } = await load()
        if (!batch) throw new TypeError('swap: no batching to ask about')
        return batch.status(account, id, proof)
      },
    },
  }
}
