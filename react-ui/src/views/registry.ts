import type { ViewName } from '@foyer/core'
import { accountNamesViewComponents } from '../modules/account-names/views.js'
import { embeddedWalletViewComponents } from '../modules/embedded-wallet/views.js'
import { multiWalletViewComponents } from '../modules/multi-wallet/views.js'
import { onrampViewComponents } from '../modules/onramp/views.js'
import { payViewComponents } from '../modules/pay/views.js'
import { receiveViewComponents } from '../modules/receive/views.js'
import { sendViewComponents } from '../modules/send/views.js'
import { siwxViewComponents } from '../modules/siwx/views.js'
import { swapViewComponents } from '../modules/swap/views.js'
import { transactionApprovalViewComponents } from '../modules/transaction-approval/views.js'
import { coreViewComponents } from './core.views.js'
import type { ViewComponents } from './registry.types.js'

/**
 * Which component renders each view: the core views' and each module's own map (a module's views
 * load when first shown, so a site that never shows them never downloads them). Typed as a record
 * over every `ViewName`, so a view a module declares without a component here is a type error.
 *
 * @example
 * const Component = viewComponents[view.name] as ViewComponent
 * return <Component view={view} />
 */
export const viewComponents: ViewComponents<ViewName> = {
  ...coreViewComponents,
  ...embeddedWalletViewComponents,
  ...multiWalletViewComponents,
  ...accountNamesViewComponents,
  ...siwxViewComponents,
  ...transactionApprovalViewComponents,
  ...receiveViewComponents,
  ...sendViewComponents,
  ...onrampViewComponents,
  ...swapViewComponents,
  ...payViewComponents,
}
