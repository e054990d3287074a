export { lazyView } from './lazy-view.js'
export { viewComponents } from './registry.js'
export { viewTitles } from './titles.js'
export type { AnyViewProps, ViewComponent, ViewProps } from './view.types.js'
