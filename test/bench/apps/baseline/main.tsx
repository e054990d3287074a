import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createWalletClient, custom } from 'viem'
import { base, mainnet } from 'viem/chains'
import { type Announced, useAnnouncedWallets } from '../shared/announced-wallets.js'
import { BenchPage } from '../shared/BenchPage.js'
import { rootElement } from '../shared/settings.js'

// The floor: react, react-dom and viem, and a dialog that lists EIP-6963 wallets and asks the chosen
// one for its accounts through viem. No library, no persistence, so no reconnect after a reload.
const chains = [mainnet, base]

function App() {
  const wallets = useAnnouncedWallets()
  const [open, setOpen] = useState(false)
  const [address, setAddress] = useState<string>()
  const connect = async (wallet: Announced) => {
    const client = createWalletClient({ chain: chains[0], transport: custom(wallet.provider) })
    const [account] = await client.requestAddresses()
    setAddress(account)
    setOpen(false)
  }
  return (
    <>
      <BenchPage title="Baseline" onConnect={() => setOpen(true)} address={address} />
      {open && (
        <div role="dialog" aria-label="Connect a wallet">
          {wallets.map((wallet) => (
            <button type="button" key={wallet.info.uuid} onClick={() => void connect(wallet)}>
              {wallet.info.name}
            </button>
          ))}
        </div>
      )}
    </>
  )
}

createRoot(rootElement()).render(<App />)
