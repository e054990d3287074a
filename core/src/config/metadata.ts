/**
 * The site's metadata, shown to wallets (SPEC §3 dapp metadata): WalletConnect sends it with every
 * pairing proposal, and the modal reads the name for its texts.
 *
 * @example
 * const metadata: DappMetadata = { name: 'My site', description: 'What my site does', url: 'https://my-site.example', icons: [] }
 */
export type DappMetadata = { name: string; description: string; url: string; icons: readonly string[] }
