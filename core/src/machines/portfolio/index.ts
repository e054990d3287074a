export { portfolioMachine } from './portfolio.machine.js'
export { cutQuantity, formatQuantity, formatUsd, totalValue, usdFigure } from './portfolio.rules.js'
export { selectTokensView } from './portfolio.selectors.js'
export type {
  PortfolioActor,
  PortfolioContext,
  PortfolioEvent,
  PortfolioInput,
  PortfolioSnapshot,
} from './portfolio.types.js'
export type { DecimalFigure, TokenRow, TokensViewModel } from './portfolio.views.js'
