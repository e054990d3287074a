import type { AccountDataActions, Foyer } from '@foyer/core'
import type { EmbeddedWalletActions } from '@foyer/core/embedded-wallet'

// The demo exposes its Foyer on `window` in dev and in the browser tests' production build (with the
// account data and embedded wallet modules' actions), for browser tests that drive what a site would call.
declare global {
  interface Window {
    foyer?: Pick<Foyer, 'getState' | 'actor'> & AccountDataActions & Partial<EmbeddedWalletActions>
  }
}
