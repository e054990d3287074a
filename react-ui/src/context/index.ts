export { DeferredFoyerProvider, type DeferredFoyerProviderProps } from './DeferredFoyerProvider.js'
export { FoyerProvider, type FoyerProviderProps, useFoyer } from './FoyerProvider.js'
