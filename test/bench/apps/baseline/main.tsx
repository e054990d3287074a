import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { type Announced, useAnnouncedWallets } from '../shared/announced-wallets.js'
import { BenchPage } from '../shared/BenchPage.js'
import { PlainDialog, requestAccount } from '../shared/plain-dialog.js'
import { rootElement } from '../shared/settings.js'

// The floor: react, react-dom and viem, and a dialog that lists EIP-6963 wallets and asks the chosen
// one for its accounts through viem. No library, no persistence, so no reconnect after a reload.

function App() {
  const wallets = useAnnouncedWallets()
  const [open, setOpen] = useState(false)
  const [address, setAddress] = useState<string>()
  const connect = async (wallet: Announced) => {
    setAddress(await requestAccount(wallet))
    setOpen(false)
  }
  return (
    <>
      <BenchPage title="Baseline" onConnect={() => setOpen(true)} address={address} />
      {open && <PlainDialog wallets={wallets} pick={(wallet) => void connect(wallet)} />}
    </>
  )
}

createRoot(rootElement()).render(<App />)
