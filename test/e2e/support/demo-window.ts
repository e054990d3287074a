import type { AccountDataActions, Foyer } from '@foyer/core'

// The demo exposes its Foyer on `window` in dev builds (with the account data module's actions), for
// browser tests that drive what a site would call.
declare global {
  interface Window {
    foyer?: Pick<Foyer, 'getState'> & AccountDataActions
  }
}
