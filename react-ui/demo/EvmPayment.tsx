import type { PayRequest } from '@foyer/core'
import { useAccountView } from '@foyer/react'
import { useState } from 'react'
import { errorText } from './error-text.js'

/**
 * Props of {@link EvmPayment}: the local chain (CAIP-2), its FUSD token, the merchant, and the site's
 * `foyer.pay`.
 *
 * @example
 * const props: EvmPaymentProps = { network: 'eip155:31337', fusd: '0x5FbD…0aa3', merchant: '0x0D8e…55F0', pay: foyer.pay }
 */
export type EvmPaymentProps = {
  network: string
  fusd: string
  merchant: string
  pay(request: PayRequest): Promise<string>
}

/**
 * Two payments a shop would ask for on the local EVM chain, through `foyer.pay`: 0.01 ETH and 5 FUSD
 * to the demo's merchant. The modal's Pay view shows each in words; the page shows the transaction id
 * the promise resolves with, or the rejection's message (and its code).
 *
 * @example
 * <EvmPayment {...props} />
 */
export function EvmPayment({ network, fusd, merchant, pay }: EvmPaymentProps) {
  const { status, namespace } = useAccountView()
  const [result, setResult] = useState<{ id?: string; error?: string; code?: string }>({})
  if (status !== 'connected' || namespace !== 'eip155') return null
  const request = async (asset: string, amount: string) => {
    setResult({})
    try {
      setResult({ id: await pay({ network, asset, amount, recipient: merchant }) })
    } catch (error) {
      const code: unknown =
        typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined
      setResult({ error: errorText(error), code: typeof code === 'string' ? code : undefined })
    }
  }
  return (
    <div className="demo-row demo-column">
      <span className="demo-label">
        Pay the shop at <code data-testid="pay-merchant">{merchant}</code>
      </span>
      <div className="demo-row">
        <button type="button" className="demo-button" onClick={() => request('native', '0.01')}>
          Pay 0.01 ETH
        </button>
        <button
          type="button"
          className="demo-button"
          onClick={() => request(`${network}/erc20:${fusd}`, '5')}
        >
          Pay 5 FUSD
        </button>
      </div>
      <output data-testid="pay-result" className="demo-output" data-code={result.code}>
        {result.id ?? (result.error && <span role="alert">{result.error}</span>)}
      </output>
    </div>
  )
}
