import { DeferredFoyerProvider, FoyerModal, useAccountView, useModal } from '@foyer/react'
import { createRoot } from 'react-dom/client'
import { BenchPage } from '../shared/BenchPage.js'
import { rootElement } from '../shared/settings.js'

// Foyer as a site that cares about its first paint sets it up: the page renders its button at once,
// and the module that creates the Foyer (foyer.ts) downloads after that paint. A click meanwhile opens
// the modal as soon as it is in.
const loadFoyer = () => import('./foyer.js').then((module) => module.foyer)

function App() {
  const { open } = useModal()
  const account = useAccountView()
  return (
    <BenchPage
      title="Foyer"
      onConnect={() => open()}
      address={account.status === 'connected' ? account.address : undefined}
    />
  )
}

createRoot(rootElement()).render(
  <DeferredFoyerProvider load={loadFoyer}>
    <App />
    <FoyerModal />
  </DeferredFoyerProvider>,
)
