import type { KeyringPair } from '@polkadot/keyring/types'
import type { Page } from 'playwright-core'
import { shortenAddress } from '../../../core/src/networks/address.js'
import type { DemoStack } from '../../devnet/demo-stack.js'
import {
  POLKADOT_DEV_ACCOUNTS,
  type PolkadotDevAccount,
} from '../../devnet/polkadot/polkadot-dev-accounts.js'
import { polkadotDevPair } from '../../devnet/polkadot/polkadot-dev-pair.js'
import type { PolkadotDevnet } from '../../devnet/polkadot/polkadot-devnet.js'
import { callPolkadotRpc } from '../../devnet/polkadot/polkadot-rpc.js'
import { freeBalance, systemAccountKey } from '../../devnet/polkadot/system-account.js'
import type {
  PolkadotExtensionRequest,
  ScriptedPolkadotExtensionControls,
} from '../../wallets/polkadot-extension.js'
import type { PolkadotPrompt, PolkadotPromptKind } from '../../wallets/polkadot-extension-levers.js'
import type { DemoInChromium } from '../support/demo-in-chromium.js'

// What the Polkadot browser tests share: the stack's local chain, the dev wallet's accounts as the page
// shows them, and the dev wallet's levers and records, reached in the page (the demo puts them on
// `window.foyerPolkadotDevWallet` in the browser tests' build). The wallet lives in the page, so its
// records start again with each page load, as an extension's page script does; what it remembers (that
// it let the site in) is in the tab's sessionStorage.

/** What the Connect view calls the demo's Polkadot dev wallet (its name and the namespace's). */
export const POLKADOT_DEV_WALLET = 'Foyer Dev Wallet Polkadot'

/** The stack's local Polkadot chain; the file's stack must have been asked for it. */
export function polkadotOf(stack: DemoStack): PolkadotDevnet {
  if (!stack.polkadot)
    throw new Error('This stack runs no Polkadot chain: useDemoInChromium({ stack: { polkadot: true } })')
  return stack.polkadot
}

/**
 * A dev wallet account as the page shows it: its key pair (its address written with the chain's SS58
 * prefix, as Foyer writes it) and the short address on the account button.
 */
export type ShownAccount = { pair: KeyringPair; address: string; short: string }

/**
 * The dev wallet's account `account`, with the chain's prefix.
 *
 * @example
 * const bob = await shownAccount(POLKADOT_DEV_ACCOUNTS.bob, devnet)
 */
export async function shownAccount(
  account: PolkadotDevAccount,
  devnet: PolkadotDevnet,
): Promise<ShownAccount> {
  const pair = await polkadotDevPair(account, devnet.ss58Prefix)
  return { pair, address: pair.address, short: shortenAddress(pair.address) }
}

/** The dev wallet's accounts Foyer offers, in its order: Alice, Bob, the Foyer dev key (ed25519). */
export async function devWalletAccounts(devnet: PolkadotDevnet) {
  const [alice, bob, ed25519] = await Promise.all(
    [POLKADOT_DEV_ACCOUNTS.alice, POLKADOT_DEV_ACCOUNTS.bob, POLKADOT_DEV_ACCOUNTS.devEd25519].map(
      (account) => shownAccount(account, devnet),
    ),
  )
  return { alice: alice as ShownAccount, bob: bob as ShownAccount, ed25519: ed25519 as ShownAccount }
}

/**
 * The free balance of `address` as the chain holds it, the way the Account view shows a balance:
 * truncated (not rounded) to 3 decimals, grouped in thousands, with the chain's symbol.
 *
 * @example
 * await chainBalanceText(devnet, alice.address) // '10,000.000 ROC'
 */
export async function chainBalanceText(devnet: PolkadotDevnet, address: string): Promise<string> {
  const stored = await callPolkadotRpc<`0x${string}` | null>(devnet.httpUrl, 'state_getStorage', [
    systemAccountKey(address),
  ])
  const planck = stored ? freeBalance(stored) : 0n
  const thousandths = planck / 10n ** BigInt(devnet.decimals - 3)
  const text = `${thousandths / 1000n}.${(thousandths % 1000n).toString().padStart(3, '0')}`
  const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3 }).format(
    text as unknown as number,
  )
  return `${grouped} ${devnet.symbol}`
}

/**
 * Opens the demo (with `query`) in the file's page; the chain, the dev wallet in that page and its
 * accounts as the page shows them.
 *
 * @example
 * const { wallet, accounts } = await loadPolkadotDemo(run, '?siwx=required')
 */
export async function loadPolkadotDemo(run: DemoInChromium, query = '') {
  const devnet = polkadotOf(run.stack)
  await run.page.goto(`${run.stack.url}${query}`)
  await run.demo.connectButton.waitFor()
  return { devnet, wallet: new PolkadotDevWalletPage(run.page), accounts: await devWalletAccounts(devnet) }
}

/**
 * Opens the demo and connects the Polkadot dev wallet; resolves once the page shows its first account.
 *
 * @example
 * const { wallet, accounts } = await connectPolkadotDevWallet(run)
 */
export async function connectPolkadotDevWallet(run: DemoInChromium, query = '') {
  const loaded = await loadPolkadotDemo(run, query)
  await run.demo.connectWith(POLKADOT_DEV_WALLET)
  await run.demo.accountButton(loaded.accounts.alice.short).waitFor()
  return loaded
}

/**
 * The Account view's account picker, once it shows: each choice's text (its accessible name) and
 * whether it is checked, in the order shown.
 *
 * @example
 * expect(await accountPicker(run)).toEqual([['Alice HNZa…f74F', true], ['Bob FoQJ…t9QP', false]])
 */
export async function accountPicker(run: DemoInChromium): Promise<[string, boolean][]> {
  const group = run.demo.dialog.getByRole('group', { name: 'Accounts' })
  await group.waitFor()
  return group
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.map((radio) => [radio.closest('label')?.textContent ?? '', (radio as HTMLInputElement).checked]),
    )
}

type DevWalletWindow = { foyerPolkadotDevWallet?: ScriptedPolkadotExtensionControls }

/**
 * The demo's Polkadot dev wallet in `page`: its levers and what it recorded since the page loaded.
 *
 * @example
 * const wallet = new PolkadotDevWalletPage(run.page)
 * await wallet.rejectNext()
 */
export class PolkadotDevWalletPage {
  constructor(readonly page: Page) {}

  /** The prompts it showed since the page loaded, with the visitor's answers. */
  prompts(): Promise<PolkadotPrompt[]> {
    return this.page.evaluate(() => [...((window as DevWalletWindow).foyerPolkadotDevWallet?.prompts ?? [])])
  }

  /** The requests it received since the page loaded. */
  requests(): Promise<PolkadotExtensionRequest[]> {
    return this.page.evaluate(() =>
      ((window as DevWalletWindow).foyerPolkadotDevWallet?.requests ?? []).map((request) => ({ ...request })),
    )
  }

  /** Whether it lets the site in. */
  authorised(): Promise<boolean> {
    return this.page.evaluate(() => (window as DevWalletWindow).foyerPolkadotDevWallet?.authorised ?? false)
  }

  /** The visitor refuses the next prompt (of `kind`, if given). */
  rejectNext(kind?: PolkadotPromptKind): Promise<void> {
    return this.page.evaluate(
      (kind) => (window as DevWalletWindow).foyerPolkadotDevWallet?.rejectNext(kind),
      kind,
    )
  }

  /** The visitor stops sharing the account at `address`. */
  removeAccount(address: string): Promise<void> {
    return this.page.evaluate(
      (address) => (window as DevWalletWindow).foyerPolkadotDevWallet?.removeAccount(address),
      address,
    )
  }

  /** The visitor renames the account at `address`. */
  renameAccount(address: string, name: string): Promise<void> {
    return this.page.evaluate(
      ([address, name]) => (window as DevWalletWindow).foyerPolkadotDevWallet?.renameAccount(address, name),
      [address, name] as const,
    )
  }

  /** The visitor takes the site's access back. */
  revoke(): Promise<void> {
    return this.page.evaluate(() => (window as DevWalletWindow).foyerPolkadotDevWallet?.revoke())
  }
}
