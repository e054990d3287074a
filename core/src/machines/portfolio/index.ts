export { portfolioMachine } from './portfolio.machine.js'
export { formatQuantity, formatUsd, totalValue } from './portfolio.rules.js'
export { selectTokensView } from './portfolio.selectors.js'
export type {
  PortfolioActor,
  PortfolioContext,
  PortfolioEvent,
  PortfolioInput,
  PortfolioSnapshot,
} from './portfolio.types.js'
export type { TokenRow, TokensViewModel } from './portfolio.views.js'
