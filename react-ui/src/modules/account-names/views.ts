import { lazyView } from '../../views/lazy-view.js'
import type { ViewComponents, ViewTitles } from '../../views/registry.types.js'

type AccountNamesView = 'RegisterAccountName' | 'RegisterAccountNameSuccess'

/**
 * The account names module's views: only sites with the module show them, so they download when
 * first shown.
 *
 * @example
 * const Component = accountNamesViewComponents.RegisterAccountName
 */
export const accountNamesViewComponents: ViewComponents<AccountNamesView> = {
  RegisterAccountName: lazyView(() =>
    import('../../views/RegisterAccountName/RegisterAccountNameView.js').then(
      (m) => m.RegisterAccountNameView,
    ),
  ),
  RegisterAccountNameSuccess: lazyView(() =>
    import('../../views/RegisterAccountName/RegisterAccountNameSuccessView.js').then(
      (m) => m.RegisterAccountNameSuccessView,
    ),
  ),
}

/**
 * The account names module's view titles.
 *
 * @example
 * accountNamesViewTitles.RegisterAccountName // 'Choose a name'
 */
export const accountNamesViewTitles: ViewTitles<AccountNamesView> = {
  RegisterAccountName: 'Choose a name',
  RegisterAccountNameSuccess: 'Name registered',
}
