import { DeferredFoyerProvider } from '@foyer/react'
import { createRoot } from 'react-dom/client'
import { FoyerBenchPage } from '../foyer/FoyerBenchPage.js'
import { BenchPage } from '../shared/BenchPage.js'
import { rootElement } from '../shared/settings.js'

// The bench's Foyer page cut short after one of its loading steps, for the heap read before the click
// (test/bench/heap-phases.ts): the build replaces `__HEAP_PHASE__` with the step's name, and the
// other steps' code is left out of it.
//   page      React and the button only
//   modules   + the options' code evaluated: networks, the EVM adapter, the wallet directory and
//             WalletConnect modules (not createFoyer's)
//   defined   + createFoyer's code evaluated (its machines defined), not called
//   created   + createFoyer called (its actors started)
//   provider  + the provider and the page's hooks, as the bench page renders them, without <FoyerModal>
// The whole bench page (apps/foyer) is the next step: <FoyerModal> and the modal UI fetched when idle.
declare const __HEAP_PHASE__: 'page' | 'modules' | 'defined' | 'created' | 'provider'

const page = <BenchPage title="Foyer" onConnect={() => {}} address={undefined} />
const loaded: unknown[] = []

if (__HEAP_PHASE__ === 'provider') {
  const loadFoyer = () => import('../foyer/foyer.js').then((module) => module.foyer)
  createRoot(rootElement()).render(
    <DeferredFoyerProvider load={loadFoyer}>
      <FoyerBenchPage />
    </DeferredFoyerProvider>,
  )
} else createRoot(rootElement()).render(page)
// Kept referenced, so the heap holds what the step loaded as the page would.
if (__HEAP_PHASE__ === 'modules')
  void import('../foyer/foyer-options.js').then((module) => loaded.push(module))
if (__HEAP_PHASE__ === 'defined') void import('./defined.js').then((module) => loaded.push(module.parts))
if (__HEAP_PHASE__ === 'created') void import('../foyer/foyer.js').then((module) => loaded.push(module.foyer))
