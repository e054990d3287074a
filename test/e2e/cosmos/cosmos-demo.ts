import { makeCosmoshubPath } from '@cosmjs/amino'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import type { Page } from 'playwright-core'
import { shortenAddress } from '../../../core/src/networks/address.js'
import { COSMOS_DEVNET, OSMOSIS_DEVNET } from '../../devnet/cosmos/chains.js'
import { COSMOS_DEV_MNEMONIC } from '../../devnet/local-networks.js'
import type { KeplrPrompt, KeplrPromptKind } from '../../wallets/keplr-levers.js'
import type { ScriptedKeplrWalletControls } from '../../wallets/keplr-wallet.js'
import type { DemoInChromium } from '../support/demo-in-chromium.js'

// The demo's Cosmos dev wallet as the browser tests drive it: a Keplr-compatible wallet the page itself
// runs (react-ui/demo/dev-wallet.ts) on `window.keplr`, listed in the Connect view as Keplr, its levers
// and records on `window.foyerCosmosDevWallet` (the tests' build exposes them). Its key is the demo's
// Cosmos mnemonic, funded on both local chains by the stack; CosmJS derives the expected addresses.

declare global {
  interface Window {
    foyerCosmosDevWallet?: ScriptedKeplrWalletControls
  }
}

/** The local chains' ids and display names. */
export const ATOM = { chainId: COSMOS_DEVNET.chainId, name: 'Foyer Devnet ATOM' } as const
export const OSMO = { chainId: OSMOSIS_DEVNET.chainId, name: 'Foyer Devnet OSMO' } as const

/** How the Connect view lists the dev wallet: found at `window.keplr`, so named Keplr. */
export const KEPLR = 'Keplr'

/**
 * The dev mnemonic's addresses on both chains at address index `index` of Keplr's path (the wallet's
 * key, and the one `switchKey()` moves to after it), derived by CosmJS, each with its short form.
 *
 * @example
 * const { atom, osmo } = await devAddresses()
 */
export function devAddresses(index = 0): Promise<DevAddresses> {
  let addresses = derived.get(index)
  if (!addresses) {
    addresses = deriveDevAddresses(index)
    derived.set(index, addresses)
    addresses.catch(() => derived.delete(index))
  }
  return addresses
}

/** The dev mnemonic's address on each local Cosmos chain, with its short form. */
type DevAddresses = Record<'atom' | 'osmo', { address: string; short: string }>

// Derived once per process and address index: cosmjs's BIP-39 seed is 1.5–2 s of JavaScript PBKDF2 on a
// busy 2-core machine, and the Cosmos browser tests ask for these in most tests.
const derived = new Map<number, Promise<DevAddresses>>()

async function deriveDevAddresses(index: number): Promise<DevAddresses> {
  const addressOf = async (prefix: string) => {
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(COSMOS_DEV_MNEMONIC, {
      prefix,
      hdPaths: [makeCosmoshubPath(index)],
    })
    const [account] = await wallet.getAccounts()
    if (!account) throw new Error('an HD wallet has an account at its path')
    return { address: account.address, short: shortenAddress(account.address) }
  }
  return { atom: await addressOf(COSMOS_DEVNET.prefix), osmo: await addressOf(OSMOSIS_DEVNET.prefix) }
}

/**
 * The dev wallet's levers and records, reached in the page.
 *
 * @example
 * const wallet = new CosmosDevWallet(run.page)
 * await wallet.rejectNext('enable')
 */
export class CosmosDevWallet {
  constructor(readonly page: Page) {}

  /** Every prompt the wallet showed in this page, in order, with the visitor's answer. */
  prompts(kind?: KeplrPromptKind): Promise<KeplrPrompt[]> {
    return this.page
      .evaluate(() => window.foyerCosmosDevWallet?.prompts ?? [])
      .then((prompts) => prompts.filter((prompt) => kind === undefined || prompt.kind === kind))
  }

  /** The methods the site called in this page, in order. */
  requests(): Promise<string[]> {
    return this.page.evaluate(() => window.foyerCosmosDevWallet?.requests.map((r) => r.method) ?? [])
  }

  /** The visitor refuses the next prompt of `kind`. */
  rejectNext(kind: KeplrPromptKind): Promise<void> {
    return this.page.evaluate((due) => window.foyerCosmosDevWallet?.rejectNext(due), kind)
  }

  /** From now on the visitor refuses every prompt that would grant the site `chainId`. */
  refuseChain(chainId: string): Promise<void> {
    return this.page.evaluate((chain) => window.foyerCosmosDevWallet?.refuseChain(chain), chainId)
  }

  /** The owner selects the mnemonic's next key; the wallet fires `keplr_keystorechange`. */
  switchKey(): Promise<void> {
    return this.page.evaluate(() => window.foyerCosmosDevWallet?.switchKey())
  }

  /** From now on every signature comes back with one byte changed. */
  corruptSignatures(): Promise<void> {
    return this.page.evaluate(() => window.foyerCosmosDevWallet?.corruptSignatures())
  }

  /** In the next `signDirect` prompt the visitor picks a higher fee: the wallet signs it doubled. */
  raiseFeeNext(): Promise<void> {
    return this.page.evaluate(() => window.foyerCosmosDevWallet?.raiseFeeNext())
  }

  /** Whether the page runs the wallet (its start is asynchronous: cosmjs downloads first). */
  isRunning(): Promise<boolean> {
    return this.page.evaluate(() => window.foyerCosmosDevWallet !== undefined)
  }
}

/**
 * Opens the demo (its query string after `?`, if any) with the dev wallets on, and waits until the page
 * offers to connect: the Cosmos dev wallet runs by then, as the demo starts it before Foyer.
 *
 * @example
 * const wallet = await loadCosmosDemo(run, 'cosmosWalletChains=foyer-devnet-1')
 */
export async function loadCosmosDemo(run: DemoInChromium, query = ''): Promise<CosmosDevWallet> {
  await run.page.goto(query ? `${run.stack.url}?${query}` : run.stack.url)
  await run.demo.connectButton.waitFor()
  const wallet = new CosmosDevWallet(run.page)
  if (!(await wallet.isRunning())) throw new Error('the demo started without its Cosmos dev wallet')
  return wallet
}

/**
 * Moves to another of the site's networks (`name`, as the Networks view lists it) through the page's
 * network button.
 *
 * @example
 * await switchNetwork(run, OSMO.name)
 */
export async function switchNetwork(run: DemoInChromium, name: string): Promise<void> {
  await run.demo.networkButton.click()
  await run.demo.dialog.getByRole('button', { name, exact: true }).click()
}
