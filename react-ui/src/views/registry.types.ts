import type { ViewName } from '@foyer/core'
import type { MessageKey } from '../i18n/dictionary.js'
import type { ViewComponent } from './view.types.js'

/**
 * Which component renders each of some views (a module's, or the core ones), typed by each view's
 * params. The registry composes every module's into one record over every `ViewName`.
 *
 * @example
 * export const receiveViewComponents: ViewComponents<'Receive'> = { Receive: ReceiveView }
 */
export type ViewComponents<names extends ViewName> = { readonly [name in names]: ViewComponent<name> }

/**
 * The header title of each of some views (a module's, or the core ones), as the key of its text in
 * the dictionary (its English text), so every locale has one.
 *
 * @example
 * export const receiveViewTitles: ViewTitles<'Receive'> = { Receive: 'Receive' }
 */
export type ViewTitles<names extends ViewName> = { readonly [name in names]: MessageKey }
