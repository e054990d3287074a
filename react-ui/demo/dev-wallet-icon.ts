// The demo's dev wallet icon: a door ajar on an indigo tile (a foyer is where visitors come in), as
// an SVG data URL so the wallet announces a real picture without shipping an image file. The same
// icon on EVM (EIP-6963), Solana (Wallet Standard) and Bitcoin (WBIP004), so the visitor recognises
// one wallet across namespaces.
const svg = [
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>",
  "<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'>",
  "<stop offset='0' stop-color='#5b6cff'/><stop offset='1' stop-color='#3a2fb8'/></linearGradient></defs>",
  "<rect width='64' height='64' rx='16' fill='url(#g)'/>",
  "<path d='M18 50V16h24v34' fill='none' stroke='#fff' stroke-width='4' stroke-linejoin='round'/>",
  "<path d='M18 16l16 5v33l-16-4z' fill='#fff'/>",
  "<circle cx='29' cy='35' r='2.5' fill='#3a2fb8'/>",
  '</svg>',
].join('')

/**
 * The dev wallet's icon as a base64 `data:` URL (the form the Wallet Standard requires).
 *
 * @example
 * announceWallet(provider, { name: 'Foyer Dev Wallet', rdns: 'dev.foyer.wallet', icon: devWalletIcon })
 */
export const devWalletIcon: `data:image/svg+xml;base64,${string}` = `data:image/svg+xml;base64,${btoa(svg)}`
