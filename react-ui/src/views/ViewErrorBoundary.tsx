import type { ViewName } from '@foyer/core'
import { Component, type ReactNode } from 'react'
import { AlertIcon } from '../components/icons.js'
import { Placeholder } from '../components/Placeholder.js'

type Props = { viewName: ViewName; children: ReactNode }
type State = { failed: boolean }

/**
 * Keeps a failing view (a lazy chunk that did not download, a render error) inside the modal, so the
 * host page keeps working and the visitor can still go back or close.
 *
 * @example
 * <ViewErrorBoundary viewName="Swap"><SwapView view={view} /></ViewErrorBoundary>
 */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <Placeholder icon={<AlertIcon />} title="This screen could not be shown">
        Something went wrong while loading <code>{this.props.viewName}</code>. Go back or close and try again.
      </Placeholder>
    )
  }
}
