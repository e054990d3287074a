import type { View, ViewName } from '@foyer/core'
import type { ComponentType } from 'react'

/**
 * What every view component receives: its own view from the router, params typed by its name.
 *
 * @example
 * function SwitchNetworkView({ view }: ViewProps<'SwitchNetwork'>) { return <p>{view.params.network}</p> }
 */
export type ViewProps<name extends ViewName = ViewName> = { view: Extract<View, { name: name }> }

/**
 * A component that renders one view (or, for the generic fallbacks, any view).
 *
 * @example
 * const AccountView: ViewComponent<'Account'> = () => <p>Connected</p>
 */
export type ViewComponent<name extends ViewName = ViewName> = ComponentType<ViewProps<name>>

/**
 * The props of a component that renders any view (the generic fallbacks). Spelled out rather than
 * `ViewProps<ViewName>` so TypeScript compares it structurally and accepts it for every single view.
 *
 * @example
 * function ViewName({ view }: AnyViewProps) { return <p>{view.name}</p> }
 */
export type AnyViewProps = { view: View }
