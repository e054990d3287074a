import type { SwapViewModel } from '@foyer/core'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { I18nProvider } from '../i18n/I18nProvider.js'

// What the money views' language tests share: rendering in a locale, an amount as core hands it over,
// the devnet's two tokens as the Swap view lists them, and intents that do nothing.

/** Renders `children` in `locale` (its texts loaded beforehand with `loadFoyerLocale`). */
export const inLocale = (locale: string, children: ReactNode): RenderResult =>
  render(<I18nProvider locale={locale}>{children}</I18nProvider>)

/** An amount as core's view models carry it: its exact decimal string and its unit. */
export const figure = (amount: string, symbol: string) => ({ amount: amount as `${number}`, symbol })

type SwapToken = SwapViewModel['tokens'][number]
/** A token of the devnet (18 decimals) as the Swap view lists it. */
export const swapToken = (symbol: string, address: string): SwapToken => ({
  name: symbol,
  symbol,
  address: address as `0x${string}`,
  caipAddress: `eip155:31337:${address}`,
  decimals: 18,
  logoUri: undefined,
  eip2612: false,
  isNative: false,
})
/** The devnet's FUSD and FOY as the Swap view lists them. */
export const SWAP_FUSD: SwapToken = swapToken('FUSD', '0x5FbDB2315678afecb367f032d93F642f64180aa3')
export const SWAP_FOY: SwapToken = swapToken('FOY', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')

/** The Swap view's intents, each doing nothing. */
export const swapIntents = () => {
  const nothing = vi.fn()
  return {
    setFrom: nothing,
    setTo: nothing,
    flip: nothing,
    setAmount: nothing,
    max: nothing,
    submit: nothing,
    reset: nothing,
    cancel: nothing,
  }
}
