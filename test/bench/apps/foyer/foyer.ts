import { createFoyer } from '@foyer/core'
import { foyerOptions } from './foyer-options.js'

// Its own module, so the page loads it after its first paint (`<DeferredFoyerProvider>` in main.tsx).
export const foyer = createFoyer(foyerOptions())
