import {
  type AccountDataActions,
  type PortfolioActor,
  selectLoadedActor,
  selectTokensView,
  type TokensViewModel,
} from '@foyer/core'
import { useMemo } from 'react'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'
import { useIntents } from './useIntents.js'
import { useSystemActor } from './useSystemActor.js'

// The account data module's lazy actor runs the portfolio machine once it downloaded (with the first
// `show`).
const selectPortfolio = selectLoadedActor<PortfolioActor>

/**
 * What {@link useTokens} returns: the Tokens list's model and the visitor's intents.
 *
 * @example
 * const { view, show, refresh }: UseTokensResult = useTokens()
 */
export type UseTokensResult = {
  view: TokensViewModel
  /** The list is on screen: read the tokens unless they are under 30 s old (downloads the machine). */
  show(): void
  /** Read the tokens again now. */
  refresh(): void
}

/**
 * The active account's tokens (the account data module); `undefined` when the site did not add it.
 *
 * @example
 * const tokens = useTokens()
 * useEffect(() => tokens?.show(), [tokens?.show])
 */
export function useTokens(): UseTokensResult | undefined {
  const lazyPortfolio = useSystemActor('portfolio')
  const portfolio = useActorSelector(lazyPortfolio, selectPortfolio)
  const view = useActorSelector(portfolio, selectTokensView, sameViewModel)
  // Stable per actor, so the list's effect that shows it runs once.
  const { showTokens, refreshTokens } = useIntents<AccountDataActions>()
  const intents = useMemo(
    () => lazyPortfolio && showTokens && refreshTokens && { show: showTokens, refresh: refreshTokens },
    [lazyPortfolio, showTokens, refreshTokens],
  )
  return useMemo(() => intents && { view, ...intents }, [intents, view])
}
