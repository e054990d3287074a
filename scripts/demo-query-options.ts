/**
 * Every option the demo page reads from its query string (`react-ui/demo/demo-config.ts` and
 * `main.tsx`), as `npm run demo` lists them: a visitor learns them from the terminal, not from the
 * source. A test keeps this list and the page's reads the same.
 *
 * @example
 * for (const { query, effect } of demoQueryOptions) console.log(`${url}${query}  ${effect}`)
 */
export const demoQueryOptions: readonly { query: string; effect: string }[] = [
  { query: '?networks=public', effect: 'the public networks instead of the local chains' },
  { query: '?solana=off', effect: 'leaves Solana out' },
  { query: '?bitcoin=off', effect: 'leaves Bitcoin out' },
  { query: '?cosmos=off', effect: 'leaves Cosmos out' },
  { query: '?polkadot=off', effect: 'leaves Polkadot out' },
  {
    query: '?cosmosWalletChains=foyer-devnet-1',
    effect: 'the Cosmos dev wallet knows only that chain at first (the other is suggested)',
  },
  { query: '?devWallet=off', effect: 'no Foyer Dev Wallet (as a visitor without a wallet)' },
  { query: '?reconnect=off', effect: 'does not restore the last connection on load' },
  { query: '?siwx=optional', effect: 'sign-in with X, optional (or ?siwx=required)' },
  { query: '?multiWallet=off', effect: 'leaves the multi-wallet module out' },
  { query: '?customWallets=on', effect: "lists the demo's own custom wallet (Connect and AllWallets)" },
  { query: '?styles=external', effect: 'links the published styles.css instead of inline <style>' },
  { query: '?accountData=chain', effect: 'tokens read from the chain instead of the local API' },
  {
    query: '?analytics=on',
    effect: 'the analytics module, reporting to the local API (or ?analytics=off: listed, the feature off)',
  },
  {
    query: '?connectMethodsOrder=social,wallet,email',
    effect: "the Connect view's methods in the site's order (email, social, wallet by default)",
  },
  {
    query: '?manualWalletConnect=on',
    effect: "manual WalletConnect control: the modal opens on WalletConnect's QR code",
  },
  {
    query: '?locale=ar',
    effect: "the modal in Arabic, right to left (or ?locale=ja; the browser's languages by default)",
  },
  { query: '?inspect', effect: 'the Stately inspector (dev only; needs stately.ai online)' },
]
