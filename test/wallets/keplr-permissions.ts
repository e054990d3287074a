import { chainInfoProblem, withoutEndpoints } from './keplr-chains.js'
import type { KeplrLevers } from './keplr-levers.js'
import type { KeplrChainInfo, KeplrChainInfoWithoutEndpoints } from './keplr-types.js'

// What the scripted Keplr wallet knows and what it lets the site do, by Keplr's rules:
// - A site may use a chain once the visitor granted it. `enable`, and any call on a chain, prompts for
//   the chains not granted yet; a chain the wallet does not know fails at once, before any prompt.
// - One call is one prompt for all its ungranted chains, and Keplr's prompt has no per-chain choice:
//   approved, all are granted; refused, none is and the call fails, even when the visitor objects to
//   only one of them (Keplr grants after the prompt, for the whole list).
// - A suggested chain is added after a prompt, and adding it grants it to the site that suggested it;
//   a chain the wallet knows already is not suggested again and grants nothing.
// - Listing the wallet's chains (`getChainInfosWithoutEndpoints`) is a permission of its own.
// - Grants outlive a change of key; `disable()` forgets them all, `disable(chainIds)` those chains.

/**
 * What an extension remembers across page loads: the chains the site may use, whether it may list the
 * wallet's chains, and the chains sites suggested. Plain JSON, for sessionStorage.
 *
 * @example
 * sessionStorage.setItem(key, JSON.stringify(controls.memory()))
 */
export type KeplrWalletMemory = {
  enabledChainIds: string[]
  chainInfosGranted: boolean
  suggestedChains: KeplrChainInfo[]
}

/**
 * Options of {@link createKeplrPermissions}.
 *
 * @example
 * createKeplrPermissions({ chains: [info], authorised: false, levers, onChange: save })
 */
export type KeplrPermissionsOptions = {
  /** The chains the wallet knows at start. */
  chains: readonly KeplrChainInfo[]
  /** Every known chain and the chain list are granted already. */
  authorised?: boolean
  remembered?: KeplrWalletMemory
  levers: KeplrLevers
  onChange?: (memory: KeplrWalletMemory) => void
}

/**
 * The wallet's chains and the site's grants.
 *
 * @example
 * const permissions = createKeplrPermissions({ chains, levers })
 * permissions.ensureEnabled(['foyer-devnet-1']) // prompts once, then remembers
 */
export function createKeplrPermissions(options: KeplrPermissionsOptions) {
  const { levers } = options
  const suggested = [...(options.remembered?.suggestedChains ?? [])]
  const known = new Map([...options.chains, ...suggested].map((info) => [info.chainId, info]))
  const enabled = new Set(options.remembered?.enabledChainIds ?? (options.authorised ? known.keys() : []))
  let chainInfosGranted = options.remembered?.chainInfosGranted ?? options.authorised ?? false

  const memory = (): KeplrWalletMemory => ({
    enabledChainIds: [...enabled],
    chainInfosGranted,
    suggestedChains: [...suggested],
  })
  const changed = () => options.onChange?.(memory())
  const chainInfo = (chainId: string): KeplrChainInfo => {
    const info = known.get(chainId)
    if (!info) throw new Error(`There is no chain info for ${chainId}`)
    return info
  }

  return {
    memory,
    chainInfo,
    /** The chain's info when the wallet knows it. */
    find: (chainId: string) => known.get(chainId),
    isEnabled: (chainId: string) => enabled.has(chainId),
    /** Keplr's gate before a call on chains: unknown ones fail, ungranted ones prompt, all at once. */
    ensureEnabled(chainIds: readonly string[]): void {
      const ungranted = chainIds.filter((chainId) => !enabled.has(chainId))
      if (ungranted.length === 0) return
      for (const chainId of ungranted) chainInfo(chainId)
      levers.prompt('enable', ungranted, true)
      for (const chainId of ungranted) enabled.add(chainId)
      changed()
    },
    /** `experimentalSuggestChain`: checks the chain, prompts, adds it and grants it to the site. */
    suggest(info: KeplrChainInfo): void {
      if (known.has(info?.chainId)) return
      const problem = chainInfoProblem(info)
      if (problem) throw new Error(problem)
      levers.prompt('suggestChain', [info.chainId], true)
      const added = { ...info, beta: true }
      known.set(added.chainId, added)
      suggested.push(added)
      enabled.add(added.chainId)
      changed()
    },
    /** `getChainInfosWithoutEndpoints`: prompts the first time, then lists every known chain. */
    listChains(): KeplrChainInfoWithoutEndpoints[] {
      if (!chainInfosGranted) {
        levers.prompt('chainInfos', [])
        chainInfosGranted = true
        changed()
      }
      return [...known.values()].map(withoutEndpoints)
    },
    /** `disable`: forgets the grants of `chainIds`, or every grant (the chain list's too) without any. */
    disable(chainIds: readonly string[]): void {
      if (chainIds.length === 0) {
        enabled.clear()
        chainInfosGranted = false
      } else for (const chainId of chainIds) enabled.delete(chainId)
      changed()
    },
  }
}

/** The wallet's chains and the site's grants. */
export type KeplrPermissions = ReturnType<typeof createKeplrPermissions>
