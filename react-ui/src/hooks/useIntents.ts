import type { FoyerFacade } from '@foyer/core'
import { useFoyer, useOptionalFoyer } from '../context/FoyerProvider.js'

/**
 * The running Foyer with the intents a module adds to it (`WalletConnectActions`, `ToastsActions`, …),
 * each `undefined` when the site did not plug that module in. The skin works with whatever modules
 * the site lists, so it reaches their intents on the Foyer it was given, the calls a custom UI makes,
 * rather than importing their code (which would put it on every page, module or not).
 *
 * @example
 * const { retryPairing } = useIntents<WalletConnectActions>()
 * return <button onClick={() => retryPairing?.()}>Try again</button>
 */
export function useIntents<actions extends object>(): FoyerFacade & Partial<actions> {
  const foyer: FoyerFacade & Partial<actions> = useFoyer()
  return foyer
}

/**
 * {@link useIntents} for parts that also render outside a FoyerProvider: `null` there.
 *
 * @example
 * const load = useOptionalIntents<WalletDirectoryActions>()?.walletImage
 */
export function useOptionalIntents<actions extends object>(): (FoyerFacade & Partial<actions>) | null {
  const foyer: (FoyerFacade & Partial<actions>) | null = useOptionalFoyer()
  return foyer
}
