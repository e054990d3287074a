import { ConnectButton, useModal, useTheme } from '@foyer/react'
import { useEffect } from 'react'

/**
 * The demo's landing page: the Connect button, a theme switch and shortcuts to specific views.
 *
 * @example
 * <FoyerProvider foyer={foyer}><DemoPage /><FoyerModal /></FoyerProvider>
 */
export function DemoPage() {
  const { open } = useModal()
  const { mode, setTheme } = useTheme()

  // The page follows the modal's theme so screenshots and manual checks look coherent.
  useEffect(() => {
    document.documentElement.dataset.theme = mode
  }, [mode])

  return (
    <main className="demo">
      <h1>Foyer demo</h1>
      <p>An embeddable wallet-connection modal: xstate machines underneath, React on top.</p>
      <div className="demo-card">
        <div className="demo-row">
          <ConnectButton />
        </div>
        <div className="demo-row">
          <span className="demo-label">Open view</span>
          <button type="button" className="demo-button" onClick={() => open('Connect')}>
            Connect
          </button>
          <button type="button" className="demo-button" onClick={() => open('AllWallets')}>
            All wallets
          </button>
        </div>
        <fieldset className="demo-row" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="demo-label" style={{ float: 'left' }}>
            Theme
          </legend>
          {(['dark', 'light'] as const).map((theme) => (
            <button
              key={theme}
              type="button"
              className="demo-button"
              aria-pressed={mode === theme}
              onClick={() => setTheme({ mode: theme })}
            >
              {theme === 'dark' ? 'Dark' : 'Light'}
            </button>
          ))}
        </fieldset>
      </div>
    </main>
  )
}
