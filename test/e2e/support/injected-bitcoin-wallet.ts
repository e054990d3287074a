import type { Page } from 'playwright-core'
import { isRecord } from '../../../core/src/utils/is-record.js'
import type { ScriptedBitcoinWallet } from '../../wallets/bitcoin-wallet.js'

// A sats-connect Bitcoin wallet in the page (announced in `window.btc_providers`, WBIP004) whose every
// request is answered in Node by a scripted wallet with a real key. Answers are sats-connect's JSON-RPC
// envelopes, plain JSON, so they cross the bridge as they are; an exception the Node wallet throws
// crosses as data (an exception thrown in an exposed function loses its shape).

type Answer = { envelope: unknown } | { thrown: string }

/** The events a sats-connect provider reports to the page. */
const walletEvents: readonly string[] = ['accountChange', 'networkChange', 'disconnect']

/**
 * Injects `wallet` (running in Node) into every page load of `page` as a sats-connect wallet, before the
 * page's scripts run: its provider at `wallet.announcement.id` (`FoyerBtc.BitcoinProvider`) forwards
 * `request(method, params)` to Node, and the Node wallet's events (its levers `moveTo`, `revoke`) reach
 * the page's listeners.
 *
 * @example
 * const wallet = createScriptedBitcoinWallet({ privateKeyHex: '42'.repeat(32), esploraUrl: stack.bitcoin.url })
 * await injectBitcoinWallet(page, wallet)
 * await page.goto(stack.url)
 */
export async function injectBitcoinWallet(page: Page, wallet: ScriptedBitcoinWallet): Promise<void> {
  await page.exposeFunction('__foyerBtcRequest', async (method: string, params: unknown): Promise<Answer> => {
    try {
      return { envelope: await wallet.satsConnect.request(method, isRecord(params) ? params : null) }
    } catch (error) {
      return { thrown: error instanceof Error ? error.message : String(error) }
    }
  })
  for (const event of walletEvents) {
    wallet.satsConnect.addListener(event, (payload) => {
      const args: [string, unknown] = [event, payload]
      page
        .evaluate(([name, value]) => {
          const emit: unknown = Reflect.get(window, '__foyerBtcEmit')
          if (typeof emit === 'function') emit(name, value)
        }, args)
        .catch(() => {}) // the page may be navigating; the next load starts with fresh listeners
    })
  }
  // The test runner's compiler may wrap the page function's inner functions in its `__name` helper,
  // which the page does not have.
  await page.addInitScript('globalThis.__name ??= (target) => target')
  await page.addInitScript(pageBitcoinWallet, wallet.announcement)
}

/** Runs in the page before its scripts: the provider, forwarding requests to Node, announced. */
function pageBitcoinWallet(announcement: { id: string; name: string; icon: string }) {
  const listeners = new Map<string, Set<(event: unknown) => void>>()
  const provider = {
    async request(method: string, params: unknown) {
      const callNode: unknown = Reflect.get(window, '__foyerBtcRequest')
      if (typeof callNode !== 'function') throw new Error('The Node wallet is not reachable')
      const answer: unknown = await callNode(method, params ?? null)
      if (typeof answer === 'object' && answer !== null && 'thrown' in answer)
        throw new Error(String(answer.thrown))
      return typeof answer === 'object' && answer !== null && 'envelope' in answer
        ? answer.envelope
        : undefined
    },
    addListener(event: string, listener: (event: unknown) => void) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return () => set.delete(listener)
    },
  }
  Reflect.set(window, '__foyerBtcEmit', (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  })
  // The provider lives where the announcement's dotted id says (`FoyerBtc.BitcoinProvider`).
  const [holder = '', key = ''] = announcement.id.split('.')
  Reflect.set(window, holder, { [key]: provider })
  const announced: unknown = Reflect.get(window, 'btc_providers')
  Reflect.set(window, 'btc_providers', [...(Array.isArray(announced) ? announced : []), announcement])
}
