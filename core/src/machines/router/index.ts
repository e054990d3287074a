export { defaultRouterEnv, routerMachine } from './router.machine.js'
export { opensOnStack, selectOpensAsHeld } from './router.opens-as-held.js'
export {
  defaultOpenView,
  isViewAvailable,
  locksClose,
  stackAfterBack,
  stackAfterClose,
  stackAfterPush,
  stackAfterReplace,
  toView,
} from './router.rules.js'
export { type RouterViewModel, selectRouterView } from './router.selectors.js'
export type * from './router.types.js'
export { type CoreViewName, isCoreView, type ViewRule, type ViewRules, viewRulesOf } from './router.views.js'
