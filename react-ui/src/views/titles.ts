import type { ViewName } from '@foyer/core'
import { accountNamesViewTitles } from '../modules/account-names/views.js'
import { embeddedWalletViewTitles } from '../modules/embedded-wallet/views.js'
import { multiWalletViewTitles } from '../modules/multi-wallet/views.js'
import { onrampViewTitles } from '../modules/onramp/views.js'
import { payViewTitles } from '../modules/pay/views.js'
import { receiveViewTitles } from '../modules/receive/views.js'
import { sendViewTitles } from '../modules/send/views.js'
import { siwxViewTitles } from '../modules/siwx/views.js'
import { swapViewTitles } from '../modules/swap/views.js'
import { transactionApprovalViewTitles } from '../modules/transaction-approval/views.js'
import { coreViewTitles } from './core.views.js'
import type { ViewTitles } from './registry.types.js'

/**
 * The dictionary key of every view's header title: the core views' and each module's own (typed so a
 * view a module declares cannot be left without one, in any locale).
 *
 * @example
 * viewTitleKeys.AllWallets // 'All wallets'
 */
export const viewTitleKeys: ViewTitles<ViewName> = {
  ...coreViewTitles,
  ...embeddedWalletViewTitles,
  ...multiWalletViewTitles,
  ...accountNamesViewTitles,
  ...siwxViewTitles,
  ...transactionApprovalViewTitles,
  ...receiveViewTitles,
  ...sendViewTitles,
  ...onrampViewTitles,
  ...swapViewTitles,
  ...payViewTitles,
}

/**
 * The header title of every view, in English (the modal shows the visitor's locale's).
 *
 * @example
 * viewTitles.AllWallets // 'All wallets'
 */
export const viewTitles: { readonly [name in ViewName]: string } = viewTitleKeys
