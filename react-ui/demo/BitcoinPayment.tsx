import { sendBitcoin } from '@foyer/core/bip122'
import { useAccountView, useFoyer } from '@foyer/react'
import { useState } from 'react'
import { errorText } from './error-text.js'

/** What the demo pays on the local Bitcoin chain: 10,000 sats. */
const PAYMENT_SATS = 10_000n

/**
 * A Bitcoin payment through the approval view: `sendBitcoin` builds the PSBT of 10,000 sats to
 * `recipient` and shows it in the modal (inputs, outputs, fee); once approved, the wallet signs it and
 * Foyer broadcasts it. The page shows the transaction id.
 *
 * @example
 * <BitcoinPayment recipient="bcrt1q…" />
 */
export function BitcoinPayment({ recipient }: { recipient: string }) {
  const foyer = useFoyer()
  const { status, namespace } = useAccountView()
  const [result, setResult] = useState<{ txid?: string; error?: string }>({})
  if (status !== 'connected' || namespace !== 'bip122') return null
  const pay = async () => {
    setResult({})
    try {
      setResult({ txid: await sendBitcoin(foyer, { recipient, amount: PAYMENT_SATS }) })
    } catch (error) {
      setResult({ error: errorText(error) })
    }
  }
  return (
    <div className="demo-row demo-column">
      <span className="demo-label">
        Pay 0.0001 BTC to <code data-testid="bitcoin-recipient">{recipient}</code>
      </span>
      <button type="button" className="demo-button" onClick={pay}>
        Pay with Bitcoin
      </button>
      <output data-testid="bitcoin-txid" className="demo-output">
        {result.txid ?? (result.error && <span role="alert">{result.error}</span>)}
      </output>
    </div>
  )
}
