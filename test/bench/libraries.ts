/**
 * A benchmarked app: where its sources are, how to find its modal, and what it can do.
 *
 * @example
 * const foyer = libraries.find((library) => library.id === 'foyer')
 */
export type Library = {
  id: 'foyer' | 'appkit' | 'rainbowkit' | 'baseline'
  label: string
  /** Elements that hold the open modal (AppKit's is a web component: the probe walks its shadow DOM). */
  modalSelector: string
  /** Whether the app restores an authorised wallet after a reload (the baseline does not try). */
  reconnects: boolean
  /** The packages whose installed versions the report names. */
  packages: readonly string[]
}

/**
 * Every app, Foyer first: the table's ratios divide Foyer's figure by each of the others'.
 *
 * @example
 * for (const library of libraries) await buildApp(library)
 */
export const libraries: readonly Library[] = [
  { id: 'foyer', label: 'Foyer', modalSelector: '[role="dialog"]', reconnects: true, packages: [] },
  {
    id: 'appkit',
    label: 'AppKit',
    modalSelector: 'w3m-modal',
    reconnects: true,
    packages: ['@reown/appkit', '@reown/appkit-adapter-wagmi', 'wagmi', '@tanstack/react-query'],
  },
  {
    id: 'rainbowkit',
    label: 'RainbowKit',
    modalSelector: '[role="dialog"]',
    reconnects: true,
    packages: ['@rainbow-me/rainbowkit', 'wagmi', '@tanstack/react-query'],
  },
  {
    id: 'baseline',
    label: 'baseline',
    modalSelector: '[role="dialog"]',
    reconnects: false,
    packages: ['react', 'react-dom', 'viem'],
  },
]
