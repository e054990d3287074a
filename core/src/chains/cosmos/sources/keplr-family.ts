import type { Connector } from '../../../connectors/connector.types.js'
import { isRecord } from '../../../utils/is-record.js'
import {
  CosmosChainNotInWalletError,
  CosmosWalletRequestError,
  invalidAnswer,
  toCosmosWalletError,
} from '../cosmos.errors.js'
import type { CosmosPage, CosmosWalletPort } from '../cosmos.types.js'
import { chainIdsOf } from '../wallet-answers.js'

// Wallets with Keplr's injected API: Keplr at `window.keplr`, Leap at `window.leap`, Cosmostation's
// Keplr-compatible object at `window.cosmostation.providers.keplr`, and each one's in-app browser on
// phones, which injects the same object (Keplr's says `mode: 'mobile-web'`). Each announces a key
// switch with a window event of its own. Cosmostation's object cannot list its chains
// (`getChainInfosWithoutEndpoints`) and has no `disable`: it lists them with its own
// `cos_supportedChainIds` (the list its `enable` checks) and forgets a site with `cos_disconnect`.
// A wallet that puts its object at another's name too (Cosmostation at `window.keplr` when Keplr is
// absent and its Keplr option is on) is one wallet: it is listed once, under its own name.

type Provider = Record<string, unknown>

/** A wallet of the family: where it injects itself, its window event, and its own ways where it differs. */
type Family = {
  id: string
  name: string
  path: readonly string[]
  keystoreEvent: string
  chainIds?(page: CosmosPage): Promise<readonly string[]>
  disconnect?(page: CosmosPage): Promise<void>
}

/** Cosmostation's own `cosmos.request` on the page, or `undefined`. */
function cosmostationRequest(page: CosmosPage) {
  const cosmos = valueAt(page, ['cosmostation', 'cosmos'])
  const request = isRecord(cosmos) ? cosmos.request : undefined
  return typeof request === 'function'
    ? (method: string) => Promise.resolve(request.call(cosmos, { method }))
    : undefined
}

const families: readonly Family[] = [
  { id: 'keplr', name: 'Keplr', path: ['keplr'], keystoreEvent: 'keplr_keystorechange' },
  { id: 'leap', name: 'Leap', path: ['leap'], keystoreEvent: 'leap_keystorechange' },
  {
    id: 'cosmostation',
    name: 'Cosmostation',
    path: ['cosmostation', 'providers', 'keplr'],
    keystoreEvent: 'cosmostation_keystorechange',
    async chainIds(page) {
      const request = cosmostationRequest(page)
      if (!request)
        throw new CosmosWalletRequestError({ details: 'cos_supportedChainIds: no cosmostation.cosmos' })
      const method = 'cos_supportedChainIds'
      let answer: unknown
      try {
        answer = await request(method)
      } catch (error) {
        throw toCosmosWalletError(error, method)
      }
      if (!isRecord(answer)) throw invalidAnswer(method, 'no lists of chains')
      return [...chainIdsOf(answer.official ?? [], method), ...chainIdsOf(answer.unofficial ?? [], method)]
    },
    async disconnect(page) {
      await cosmostationRequest(page)?.('cos_disconnect')
    },
  },
]

function valueAt(page: CosmosPage, path: readonly string[]): unknown {
  let value: unknown = page
  for (const part of path) value = isRecord(value) ? value[part] : undefined
  return value
}

const isProvider = (value: unknown): value is Provider =>
  isRecord(value) && typeof value.enable === 'function' && typeof value.getKey === 'function'

/** Calls a method of the wallet's object: a missing one, or a failure, is a Foyer error naming it. */
async function callWallet(provider: Provider, method: string, ...args: unknown[]): Promise<unknown> {
  const fn = provider[method]
  if (typeof fn !== 'function') throw new CosmosWalletRequestError({ details: `${method}: no such method` })
  try {
    return await fn.apply(provider, args)
  } catch (error) {
    throw toCosmosWalletError(error, method)
  }
}

/** Listens for `event` on the page (a window event); returns the stop function. */
function listen(page: CosmosPage, event: string, onChange: () => void): () => void {
  const on: unknown = Reflect.get(page, 'addEventListener')
  const off: unknown = Reflect.get(page, 'removeEventListener')
  if (typeof on !== 'function') return () => {}
  const listener = () => onChange()
  on.call(page, event, listener)
  return () => {
    if (typeof off === 'function') off.call(page, event, listener)
  }
}

function portOf(provider: Provider, page: CosmosPage, family: Family): CosmosWalletPort {
  const has = (method: string) => typeof provider[method] === 'function'
  return {
    async chainIds() {
      if (family.chainIds) return family.chainIds(page)
      const method = 'getChainInfosWithoutEndpoints'
      return chainIdsOf(await callWallet(provider, method), method)
    },
    async suggestChain(info) {
      if (!has('experimentalSuggestChain'))
        throw new CosmosChainNotInWalletError({ details: `${info.chainId}: the wallet cannot add chains` })
      await callWallet(provider, 'experimentalSuggestChain', info)
    },
    // One call with every chain: the wallet asks the visitor once for all of them.
    enable: async (chainIds) => void (await callWallet(provider, 'enable', [...chainIds])),
    getKey: (chainId) => callWallet(provider, 'getKey', chainId),
    signArbitrary: (chainId, signer, data) => callWallet(provider, 'signArbitrary', chainId, signer, data),
    signDirect: (chainId, signer, signDoc, options) =>
      callWallet(provider, 'signDirect', chainId, signer, signDoc, options),
    signAmino: (chainId, signer, signDoc, options) =>
      callWallet(provider, 'signAmino', chainId, signer, signDoc, options),
    watch: (onChange) => listen(page, family.keystoreEvent, onChange),
    disconnect: family.disconnect
      ? () => family.disconnect?.(page) ?? Promise.resolve()
      : has('disable')
        ? async (chainIds) => void (await callWallet(provider, 'disable', [...chainIds]))
        : undefined,
  }
}

/**
 * The connectors of the Keplr-compatible wallets injected into `page`, one per wallet (an object a
 * wallet also puts at another wallet's name is listed under its own name only).
 *
 * @example
 * keplrFamilyConnectors(window).map((c) => c.name) // ['Keplr', 'Leap']
 */
export function keplrFamilyConnectors(page: CosmosPage): Connector[] {
  const found = families.flatMap((family) => {
    const provider = valueAt(page, family.path)
    return isProvider(provider) ? [{ family, provider }] : []
  })
  return found
    .filter(
      ({ family, provider }, index) =>
        !found.some((other, at) => at !== index && other.provider === provider && family.id === 'keplr'),
    )
    .map(({ family, provider }) => ({
      id: family.id,
      name: family.name,
      type: 'INJECTED' as const,
      chain: 'cosmos' as const,
      provider: portOf(provider, page, family),
    }))
}
