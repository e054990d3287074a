import { toast, updateToast } from '@foyer/core'
import { AccountButton, NetworkButton, useAccountView, useFoyer, useTheme } from '@foyer/react'
import { useEffect, useState } from 'react'
import type { ScriptedWalletControls } from '../../test/wallets/eip1193-wallet.js'
import type { ScriptedKeplrWalletControls } from '../../test/wallets/keplr-wallet.js'
import type { ScriptedPolkadotExtensionControls } from '../../test/wallets/polkadot-extension.js'
import type { ScriptedSolanaWalletControls } from '../../test/wallets/solana-wallet.js'
import { BitcoinPayment } from './BitcoinPayment.js'
import type { BitcoinDevWalletControls } from './dev-wallet.js'
import { EvmPayment, type EvmPaymentProps } from './EvmPayment.js'
import { errorText } from './error-text.js'

const MESSAGE = 'Hello from the Foyer demo'

/** Bitcoin's two ways of signing a message (the adapter's `protocol`). */
type BitcoinProtocol = 'ecdsa' | 'bip322'
const themeLabels = { system: 'System', dark: 'Dark', light: 'Light' } as const

const bitcoinProtocols: readonly { protocol: BitcoinProtocol; label: string }[] = [
  { protocol: 'ecdsa', label: 'ECDSA' },
  { protocol: 'bip322', label: 'BIP-322' },
]

/**
 * The demo's landing page: the account and network buttons a site drops in, a message to sign, the
 * dev wallet's levers (when it runs) and a theme switch.
 *
 * @example
 * <FoyerProvider foyer={foyer}><DemoPage devWallet={controls} /><FoyerModal /></FoyerProvider>
 */
export function DemoPage({
  devWallet,
  solanaDevWallet,
  bitcoinDevWallet,
  cosmosDevWallet,
  polkadotDevWallet,
  bitcoinPayment,
  evmPayment,
}: {
  devWallet?: ScriptedWalletControls | undefined
  solanaDevWallet?: ScriptedSolanaWalletControls | undefined
  bitcoinDevWallet?: BitcoinDevWalletControls | undefined
  cosmosDevWallet?: ScriptedKeplrWalletControls | undefined
  polkadotDevWallet?: ScriptedPolkadotExtensionControls | undefined
  /** Where the demo's Bitcoin payment goes, on the local chain. */
  bitcoinPayment?: { recipient: string } | undefined
  /** Whom the demo's Pay buttons pay, on which local chain, and its FUSD token. */
  evmPayment?: EvmPaymentProps | undefined
}) {
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
          <AccountButton />
          <span data-testid="network-button">
            <NetworkButton />
          </span>
        </div>
        <SignMessage />
        {bitcoinPayment && <BitcoinPayment {...bitcoinPayment} />}
        {evmPayment && <EvmPayment {...evmPayment} />}
        {devWallet && <DevWalletLevers controls={devWallet} />}
        {solanaDevWallet && <SolanaDevWalletLevers controls={solanaDevWallet} />}
        {bitcoinDevWallet && <BitcoinDevWalletLevers controls={bitcoinDevWallet} />}
        {cosmosDevWallet && <CosmosDevWalletLevers controls={cosmosDevWallet} />}
        {polkadotDevWallet && <PolkadotDevWalletLevers controls={polkadotDevWallet} />}
        <ToastLevers />
        <fieldset className="demo-row" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="demo-label" style={{ float: 'left' }}>
            Theme
          </legend>
          {(['system', 'dark', 'light'] as const).map((theme) => (
            <button
              key={theme}
              type="button"
              className="demo-button"
              aria-pressed={mode === theme}
              onClick={() => setTheme({ mode: theme })}
            >
              {themeLabels[theme]}
            </button>
          ))}
        </fieldset>
      </div>
    </main>
  )
}

/**
 * Signs a fixed message with the connected wallet and shows the signature (or the wallet's error). On
 * Bitcoin the page offers both ways of signing: the legacy ECDSA format (BIP-137) and BIP-322.
 */
function SignMessage() {
  const foyer = useFoyer()
  const { status, namespace } = useAccountView()
  const [protocol, setProtocol] = useState<BitcoinProtocol>('ecdsa')
  const [result, setResult] = useState<{ signature?: string; error?: string }>({})
  if (status !== 'connected') return null
  const isBitcoin = namespace === 'bip122'
  const sign = async () => {
    setResult({})
    try {
      setResult({ signature: await foyer.signMessage(MESSAGE, isBitcoin ? { protocol } : {}) })
    } catch (error) {
      setResult({ error: errorText(error) })
    }
  }
  return (
    <div className="demo-row demo-column">
      <span className="demo-label">
        Message: <q data-testid="signed-message">{MESSAGE}</q>
      </span>
      {isBitcoin && (
        <fieldset className="demo-row" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="demo-label" style={{ float: 'left' }}>
            Signature
          </legend>
          {bitcoinProtocols.map((choice) => (
            <label key={choice.protocol} className="demo-label">
              <input
                type="radio"
                name="bitcoin-protocol"
                checked={protocol === choice.protocol}
                onChange={() => setProtocol(choice.protocol)}
              />{' '}
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className="demo-button" onClick={sign}>
        Sign a message
      </button>
      <output data-testid="signature" className="demo-output">
        {result.signature ?? (result.error && <span role="alert">{result.error}</span>)}
      </output>
    </div>
  )
}

/** Demo-only controls of the dev wallet, to try the unhappy paths without a real wallet. */
function DevWalletLevers({ controls }: { controls: ScriptedWalletControls }) {
  return (
    <div className="demo-row">
      <span className="demo-label">Dev wallet</span>
      <button type="button" className="demo-button" onClick={() => controls.rejectNext()}>
        Reject next request
      </button>
      <button type="button" className="demo-button" onClick={() => controls.setChain(999)}>
        Move to an unknown chain
      </button>
    </div>
  )
}

/** The Solana dev wallet's levers: refuse the next prompt, throw a non-Error, end the site's access. */
function SolanaDevWalletLevers({ controls }: { controls: ScriptedSolanaWalletControls }) {
  return (
    <div className="demo-row">
      <span className="demo-label">Solana dev wallet</span>
      <button type="button" className="demo-button" onClick={() => controls.rejectNext()}>
        Reject next request
      </button>
      <button type="button" className="demo-button" onClick={() => controls.throwNext('wallet crashed')}>
        Fail next request
      </button>
      <button type="button" className="demo-button" onClick={() => controls.revoke()}>
        Revoke the site
      </button>
    </div>
  )
}

/** The Bitcoin dev wallet's levers: refuse the next prompt, answer bad signatures, move to testnet. */
function BitcoinDevWalletLevers({ controls }: { controls: BitcoinDevWalletControls }) {
  return (
    <div className="demo-row">
      <span className="demo-label">Bitcoin dev wallet</span>
      <button type="button" className="demo-button" onClick={() => controls.rejectNext()}>
        Reject next request
      </button>
      <button type="button" className="demo-button" onClick={() => controls.corruptSignatures()}>
        Corrupt signatures
      </button>
      <button type="button" className="demo-button" onClick={() => controls.moveTo('Testnet')}>
        Move to testnet
      </button>
    </div>
  )
}

/**
 * The Cosmos dev wallet's levers: refuse the next prompt, select the mnemonic's next key (the wallet
 * announces it, as Keplr does), answer bad signatures.
 */
function CosmosDevWalletLevers({ controls }: { controls: ScriptedKeplrWalletControls }) {
  return (
    <div className="demo-row">
      <span className="demo-label">Cosmos dev wallet</span>
      <button type="button" className="demo-button" onClick={() => controls.rejectNext()}>
        Reject next request
      </button>
      <button type="button" className="demo-button" onClick={() => void controls.switchKey()}>
        Switch key
      </button>
      <button type="button" className="demo-button" onClick={() => controls.corruptSignatures()}>
        Corrupt signatures
      </button>
    </div>
  )
}

/**
 * The Polkadot dev wallet's levers: refuse the next prompt, stop sharing the account the site shows
 * (the connection moves to another one, or ends with the last), take the site's access back.
 */
function PolkadotDevWalletLevers({ controls }: { controls: ScriptedPolkadotExtensionControls }) {
  const { namespace, address } = useAccountView()
  const active = namespace === 'polkadot' ? address : undefined
  return (
    <div className="demo-row">
      <span className="demo-label">Polkadot dev wallet</span>
      <button type="button" className="demo-button" onClick={() => controls.rejectNext()}>
        Reject next request
      </button>
      <button
        type="button"
        className="demo-button"
        disabled={!active}
        onClick={() => active && void controls.removeAccount(active)}
      >
        Remove the active account
      </button>
      <button type="button" className="demo-button" onClick={() => controls.revoke()}>
        Revoke the site
      </button>
    </div>
  )
}

/** Shows toasts of each kind (SPEC §4 toast states), to see them stack, pause on hover and swipe away. */
function ToastLevers() {
  const foyer = useFoyer()
  const [count, setCount] = useState(0)
  const show = (type: 'success' | 'error' | 'info') => {
    const next = count + 1
    setCount(next)
    toast(foyer, {
      type,
      title: `Toast ${next}`,
      description: `${type === 'error' ? 'An' : 'A'} ${type} toast from the demo`,
    })
  }
  const pending = () => {
    const id = toast(foyer, { type: 'loading', title: 'Sending 1 ETH…' })
    setTimeout(() => updateToast(foyer, id, { type: 'success', title: 'Sent 1 ETH' }), 1500)
  }
  return (
    <div className="demo-row">
      <span className="demo-label">Toasts</span>
      <button type="button" className="demo-button" onClick={() => show('success')}>
        Success toast
      </button>
      <button type="button" className="demo-button" onClick={() => show('error')}>
        Error toast
      </button>
      <button type="button" className="demo-button" onClick={pending}>
        Loading → success
      </button>
    </div>
  )
}
