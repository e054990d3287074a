import type { TokenBalance } from '../../api/blockchain/blockchain-api.types.js'
import { visibleText } from '../../utils/visible-text.js'
import { cutQuantity, totalValue, usdFigure } from './portfolio.rules.js'
import type { PortfolioSnapshot } from './portfolio.types.js'
import type { TokenRow, TokensViewModel } from './portfolio.views.js'

const nothingListed: TokensViewModel = {
  status: 'listed',
  tokens: [],
  totalUsd: undefined,
  isRefreshing: false,
}

/**
 * The Tokens list's model. Tokens read before stay listed while they are read again and after a
 * failed read (the snack says it failed); with nothing read yet (or the machine still downloading),
 * it is loading or unavailable. No account on a configured network (an unsupported one) lists nothing.
 *
 * @example
 * const view = useActorSelector(foyer.getActor('portfolioTokens'), selectTokensView)
 */
export function selectTokensView(snapshot: PortfolioSnapshot | undefined): TokensViewModel {
  // Until the machine downloaded, its first read is on its way.
  if (!snapshot) return { status: 'loading' }
  if (snapshot.matches('idle')) return nothingListed
  const { tokens } = snapshot.context
  const isReading = snapshot.matches('reading')
  if (tokens) {
    const total = totalValue(tokens)
    return {
      status: 'listed',
      tokens: tokens.map(tokenRow),
      totalUsd: total === undefined ? undefined : usdFigure(total),
      isRefreshing: isReading,
    }
  }
  if (isReading) return { status: 'loading' }
  return { status: 'unavailable', canRetry: snapshot.matches({ unavailable: 'retryable' }) }
}

/**
 * One token as the Tokens list shows it. A token's name and symbol come from its contract or an
 * indexer, so anyone can write them: characters that hide or reorder text are shown as escapes, so
 * `US\u{200B}DC` never passes for `USDC`.
 *
 * @example
 * tokenRow(usdc) // { key: 'eip155:1:0xa0b8…', name: 'USD Coin', symbol: 'USDC', amount: '12.500', usd: '12.5', … }
 */
export function tokenRow(token: TokenBalance): TokenRow {
  return {
    key: token.address ?? `${token.chainId}:native`,
    name: visibleText(token.name),
    symbol: visibleText(token.symbol),
    iconUrl: token.iconUrl === '' ? undefined : token.iconUrl,
    amount: cutQuantity(token.quantity),
    usd: token.value === undefined ? undefined : usdFigure(token.value),
  }
}
