import { preloadFoyerModal } from '../modal-frame-loader.js'

// The modal's UI is a lazily loaded chunk in a site; tests load it up front, so opening renders the
// dialog at once, as it does in a browser once the button has preloaded it.
await preloadFoyerModal()
