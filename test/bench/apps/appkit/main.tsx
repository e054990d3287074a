import { type AppKitNetwork, base, mainnet } from '@reown/appkit/networks'
import { createAppKit, useAppKit, useAppKitAccount } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { BenchPage } from '../shared/BenchPage.js'
import { metadata, PROJECT_ID, rootElement } from '../shared/settings.js'

// AppKit's React quick start with the wagmi adapter, on Ethereum and Base, everything else default.
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, base]
const wagmiAdapter = new WagmiAdapter({ networks, projectId: PROJECT_ID })
createAppKit({ adapters: [wagmiAdapter], networks, projectId: PROJECT_ID, metadata })
const queryClient = new QueryClient()

function App() {
  const { open } = useAppKit()
  const { address, status } = useAppKitAccount()
  return (
    <BenchPage
      title="AppKit"
      onConnect={() => void open()}
      address={status === 'connected' ? address : undefined}
    />
  )
}

createRoot(rootElement()).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </WagmiProvider>,
)
