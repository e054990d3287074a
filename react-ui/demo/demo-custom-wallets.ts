import type { CustomWallet } from '@foyer/core'

/**
 * The demo's own wallet (`?customWallets=on`): listed in the Connect view's `custom` group and first in
 * AllWallets, and opened like a directory wallet: its QR code on a computer, its app scheme on a phone.
 * The scripted WalletConnect wallet of the browser tests pairs with it. Its icon's host does not
 * exist: the page shows the wallet's initials unless a test answers for it.
 */
export const demoCustomWallets: readonly CustomWallet[] = [
  {
    id: 'foyer-custom-wallet',
    name: 'Foyer Custom Wallet',
    imageUrl: 'https://wallets.foyer.example/custom-wallet.png',
    homepage: 'https://wallets.foyer.example',
    mobileLink: 'foyercustom://',
  },
]
