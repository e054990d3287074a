export { FoyerProvider, type FoyerProviderProps, useFoyer } from './FoyerProvider.js'
