import type { ViewRules } from '../../machines/router/router.views.js'

// The account names module's views in the router's view map: choosing a name, and the name registered.
declare module '../../machines/router/router.types.js' {
  interface ViewParams {
    RegisterAccountName: undefined
    RegisterAccountNameSuccess: { name: string }
  }
}

/**
 * The account names module's views, shown whenever the module runs.
 *
 * @example
 * createFoyer({ modules: [accountNames()] }).open('RegisterAccountName')
 */
export const accountNamesViews = {
  RegisterAccountName: {},
  RegisterAccountNameSuccess: {},
} satisfies ViewRules
