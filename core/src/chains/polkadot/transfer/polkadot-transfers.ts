import type { TransferSender } from '../../transfer.types.js'
import type { PolkadotTransferDeps } from './transfer-sender.js'

// Sending on Polkadot as the adapter loads it, with the first Send form. Two files download, this one
// then transfer-sender.ts (at once, not at the first quote), for the Polkadot entry's sake: a dynamic
// import's chunk comes with the list of every file it imports, written into the entry (about 12 bytes
// gzip each), so the entry loads this file, which imports nothing at run time, and this file loads
// the sending code with its imports. Its parameters are positional for the same reason: the entry
// would carry their names. Together the hook costs the entry about 70 bytes, in a 10 kB budget.

/**
 * The Polkadot adapter's sending (see `polkadotTransferSender`), its code downloading from here: a
 * download that fails is tried again on the next use.
 *
 * @param options the adapter's options: its networks and the wallet's signing timeout
 * @param apiOf the adapter's connection to a network (its own `ApiPromise`, or the site's)
 * @param prefixOf the SS58 prefix addresses are shown with on a network
 * @param wallets the extension of each connection, by connector id, as `enable` gave it
 * @param callWallet calls an extension's method as the adapter does (a refusal is the standard rejection)
 * @param invalidAnswer makes the adapter's `InvalidPolkadotWalletAnswerError`, for junk answers
 *
 * @example
 * loadTransfers: () => import('./transfer/polkadot-transfers.js').then((t) => t.polkadotTransfers(options, apiOf, prefixOf, wallets, callWallet, invalidAnswer))
 */
export function polkadotTransfers(
  options: PolkadotTransferDeps['options'],
  apiOf: PolkadotTransferDeps['apiOf'],
  prefixOf: PolkadotTransferDeps['prefixOf'],
  wallets: PolkadotTransferDeps['wallets'],
  callWallet: PolkadotTransferDeps['callWallet'],
  invalidAnswer: PolkadotTransferDeps['invalidAnswer'],
): TransferSender<'polkadot'> {
  const deps: PolkadotTransferDeps = { options, apiOf, prefixOf, wallets, callWallet, invalidAnswer }
  let loading: Promise<TransferSender<'polkadot'>> | undefined
  const sender = () => {
    if (!loading) {
      const started = import('./transfer-sender.js').then((code) => code.polkadotTransferSender(deps))
      started.catch(() => {
        if (loading === started) loading = undefined
      })
      loading = started
    }
    return loading
  }
  // Downloaded now, while the visitor fills the form in.
  sender().catch(() => {})
  return {
    prepareTransfer: async (connection, transfer) => (await sender()).prepareTransfer(connection, transfer),
    sendTransfer: async (connection, prepared) => (await sender()).sendTransfer(connection, prepared),
  }
}
