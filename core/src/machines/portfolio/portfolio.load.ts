import type { AnyActorLogic } from 'xstate'

/**
 * The portfolio machine, downloaded with the first Account view that lists tokens (the lazy actor
 * `portfolio` loads it): with the data sources it reads through, it is a chunk of its own.
 *
 * @example
 * { systemId: 'portfolio', logic: lazyActorMachine, input: { systemId: 'portfolioTokens', load: loadPortfolioMachine, input } }
 */
export function loadPortfolioMachine(): Promise<AnyActorLogic> {
  return import('./portfolio.machine.js').then((module) => module.portfolioMachine)
}
