import type { Page } from 'playwright-core'
import type { WalletInfo } from '../wallets/announce.js'
import type { ScriptedProvider } from '../wallets/eip1193-wallet.js'
import { inPage } from './in-page.js'

type Answer = { result: unknown } | { error: { code: number; message: string } }
type PageWallet = {
  __benchWalletRequest(args: unknown): Promise<Answer>
  __benchWalletEmit(e: string, p: unknown): void
}

/** The wallet events a site listens to. */
const events = ['accountsChanged', 'chainChanged', 'disconnect'] as const

/**
 * Puts `provider` (a scripted wallet living in Node) in every document `page` loads, before the page's
 * scripts, as an EIP-6963 wallet: the in-page provider forwards `request()` to Node and re-emits the
 * Node wallet's events. Errors cross as data so their EIP-1193 `code` survives. Nothing of the wallet
 * runs in the page but a few lines, so it weighs the same in every app's heap.
 *
 * @example
 * await bridgeWallet(page, wallet.provider, { name: 'Bench Wallet', rdns: 'test.foyer.bench' })
 */
export async function bridgeWallet(page: Page, provider: ScriptedProvider, info: WalletInfo): Promise<void> {
  await page.exposeFunction('__benchWalletRequest', async (args: unknown): Promise<Answer> => {
    try {
      return { result: await provider.request(args as Parameters<ScriptedProvider['request']>[0]) }
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown }
      return { error: { code: typeof code === 'number' ? code : -32603, message: String(message) } }
    }
  })
  for (const event of events) {
    provider.on(event, (payload: unknown) => {
      page
        .evaluate(([name, value]) => (window as unknown as PageWallet).__benchWalletEmit(name, value), [
          event,
          payload instanceof Error ? { code: (payload as { code?: unknown }).code } : payload,
        ] as const)
        .catch(() => {}) // the page may be navigating; the next document starts with a fresh provider
    })
  }
  await page.addInitScript(inPage(announceInPage, info))
}

/** Runs in the page: the EIP-1193 face of the Node wallet, announced over EIP-6963. */
function announceInPage(info: WalletInfo): void {
  const page = window as unknown as PageWallet
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const provider = {
    async request(args: unknown) {
      const answer = await page.__benchWalletRequest(args)
      if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
      return answer.result
    },
    on(event: string, listener: (payload: unknown) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
  page.__benchWalletEmit = (event, payload) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const icon =
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%230a7'/%3E%3C/svg%3E"
  const detail = Object.freeze({
    info: Object.freeze({ icon, uuid: crypto.randomUUID(), ...info }),
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
