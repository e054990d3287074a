import { DeferredFoyerProvider, FoyerModal } from '@foyer/react'
import { createRoot } from 'react-dom/client'
import { rootElement } from '../shared/settings.js'
import { FoyerBenchPage } from './FoyerBenchPage.js'

// Foyer as a site that cares about its first paint sets it up: the page renders its button at once,
// and the module that creates the Foyer (foyer.ts) downloads after that paint. A click meanwhile opens
// the modal as soon as it is in.
const loadFoyer = () => import('./foyer.js').then((module) => module.foyer)

createRoot(rootElement()).render(
  <DeferredFoyerProvider load={loadFoyer}>
    <FoyerBenchPage />
    <FoyerModal />
  </DeferredFoyerProvider>,
)
