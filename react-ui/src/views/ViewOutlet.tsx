import type { View } from '@foyer/core'
import { memo, Suspense } from 'react'
import { LoadingView } from '../components/Loading.js'
import { viewComponents } from './registry.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import type { ViewComponent } from './view.types.js'

/**
 * Renders the component registered for `view`, waiting for lazy ones and containing their failures.
 *
 * @example
 * <ViewOutlet view={router.view} />
 */
export const ViewOutlet = memo(function ViewOutlet({ view }: { view: View }) {
  // The registry pairs each name with its own component; TypeScript cannot follow that correlation
  // through an indexed access, hence the widening.
  const Component = viewComponents[view.name] as ViewComponent
  return (
    <ViewErrorBoundary key={view.name} viewName={view.name}>
      <Suspense fallback={<LoadingView />}>
        <Component view={view} />
      </Suspense>
    </ViewErrorBoundary>
  )
})
