import '@rainbow-me/rainbowkit/styles.css'
import { getDefaultConfig, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { useAccount, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { BenchPage } from '../shared/BenchPage.js'
import { PROJECT_ID, rootElement } from '../shared/settings.js'

// RainbowKit's quick start (its default wallet list) on Ethereum and Base.
const config = getDefaultConfig({ appName: 'Foyer bench', projectId: PROJECT_ID, chains: [mainnet, base] })
const queryClient = new QueryClient()

function App() {
  const { openConnectModal } = useConnectModal()
  const { address, status } = useAccount()
  return (
    <BenchPage
      title="RainbowKit"
      onConnect={openConnectModal}
      address={status === 'connected' ? address : undefined}
    />
  )
}

createRoot(rootElement()).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <App />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
