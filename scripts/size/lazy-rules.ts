import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { viewMaps } from './entries.js'

/**
 * Code an EVM-only site must not download before the visitor asks for it: other namespaces' SDKs,
 * WalletConnect's client (the `@foyer/core/walletconnect` subpath loads it with `import()`), the
 * toasts' machines (loaded with the first toast), the first open's services and the networks' logos
 * (each namespace's in a chunk of its own, loaded when the modal first shows one of its networks).
 */
export const notInEvmInitialJs: readonly RegExp[] = [
  /core\/src\/machines\/toaster\/toast(er)?\.machine\.ts$/,
  /core\/src\/api\/(services\.load|wallet-directory|http|origins)\.ts$/,
  /node_modules\/@walletconnect\//,
  /node_modules\/@reown\//,
  /core\/src\/chains\/walletconnect\/walletconnect\.ts$/,
  /node_modules\/@solana\//,
  /node_modules\/(bip322-js|bitcoinjs-lib|sats-connect)\//,
  // Sign-in verification of Solana messages belongs to `@foyer/core/server`.
  /node_modules\/@noble\/curves\/.*ed25519/,
  /node_modules\/@polkadot\//,
  /node_modules\/@cosmjs\//,
  /react-ui\/src\/components\/network-logos\/\w+\.generated\.ts$/,
]

/** WalletConnect's client, which `@foyer/core/walletconnect` must load on first use only. */
export const walletConnectClient = /node_modules\/@walletconnect\/universal-provider\//

/**
 * The module specifiers of the views a registry source loads with `lazyView(() => import(...))`.
 * Comment lines are skipped: the registry shows how to add a lazy view in a comment.
 *
 * @example
 * lazyViewSpecifiers("const Swap = lazyView(() => import('./Swap/SwapView.js').then((m) => m.SwapView))")
 * // ['./Swap/SwapView.js']
 */
export function lazyViewSpecifiers(source: string): string[] {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n')
  const pattern = /lazyView\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g
  return [...code.matchAll(pattern)].flatMap((match) => (match[1] ? [match[1]] : []))
}

/**
 * The source files of the view maps' lazy views (`./X/XView.js` is written for `./X/XView.tsx`), which
 * must not be in any page's initial JS.
 *
 * @example
 * lazyViewModules() // ['/repo/react-ui/src/views/AllWallets/AllWalletsView.tsx', …]
 */
export function lazyViewModules(maps: readonly string[] = viewMaps): string[] {
  return maps.flatMap((map) =>
    lazyViewSpecifiers(readFileSync(map, 'utf8')).map((specifier) => {
      const base = resolve(dirname(map), specifier).replace(/\.js$/, '')
      const file = ['.tsx', '.ts'].map((extension) => base + extension).find((path) => existsSync(path))
      if (!file) throw new Error(`Size check: lazy view ${specifier} in ${map} has no .tsx or .ts source`)
      return file
    }),
  )
}
