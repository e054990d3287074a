import type { Page } from 'playwright-core'
import type { WalletInfo } from '../../wallets/announce.js'
import type { ScriptedProvider } from '../../wallets/eip1193-wallet.js'

/**
 * A wallet to inject into the page: its EIP-6963 identity and the scripted wallet (running in Node)
 * that answers its requests.
 *
 * @example
 * const injected: InjectedWallet = { info: { name: 'Scripted Wallet', rdns: 'test.foyer.scripted' }, provider }
 */
export type InjectedWallet = { info: Required<Pick<WalletInfo, 'name' | 'rdns'>>; provider: ScriptedProvider }

/**
 * Options of {@link injectWallets}.
 *
 * @example
 * const options: InjectOptions = { legacy: 0 }
 */
export type InjectOptions = {
  /**
   * What `window.ethereum` holds: the provider of the wallet at this index (as extensions that also
   * announce do), `'distinct'` for a legacy-only provider backed by the first wallet, or nothing.
   */
  legacy?: number | 'distinct'
}

type Answer = { result: unknown } | { error: { code: number; message: string } }

/** The events an EIP-1193 provider forwards to the page. */
const walletEvents = ['accountsChanged', 'chainChanged', 'disconnect'] as const

/**
 * Injects scripted wallets into every page load of `page`, before the page's own scripts: each gets an
 * EIP-1193 provider in the page that forwards `request()` to Node (`page.exposeFunction`), announces
 * itself over EIP-6963, and re-emits the Node wallet's events. Errors keep their numeric `code` by
 * crossing the bridge as data (an exception thrown in an exposed function loses it, see STACK.md).
 *
 * @example
 * const { provider, controls } = createScriptedWallet({ chains, privateKey: ANVIL_PRIVATE_KEY_0 })
 * await injectWallets(page, [{ info: { name: 'Scripted Wallet', rdns: 'test.foyer.scripted' }, provider }])
 * await page.goto(stack.url)
 */
export async function injectWallets(
  page: Page,
  wallets: readonly InjectedWallet[],
  options: InjectOptions = {},
): Promise<void> {
  await page.exposeFunction('__foyerWalletRequest', async (index: number, args: unknown): Promise<Answer> => {
    const wallet = wallets[index]
    if (!wallet) return { error: { code: 4900, message: `No scripted wallet ${index}` } }
    try {
      return { result: await wallet.provider.request(args as Parameters<ScriptedProvider['request']>[0]) }
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown }
      return { error: { code: typeof code === 'number' ? code : -32603, message: String(message) } }
    }
  })
  wallets.forEach((wallet, index) => {
    for (const event of walletEvents) {
      wallet.provider.on(event, (payload: unknown) => {
        const data = payload instanceof Error ? { code: (payload as { code?: number }).code } : payload
        page
          .evaluate(
            ([i, name, value]) =>
              (
                window as unknown as { __foyerWalletEmit(i: number, n: string, v: unknown): void }
              ).__foyerWalletEmit(i as number, name as string, value),
            [index, event, data] as const,
          )
          .catch(() => {}) // the page may be navigating; the next load starts from a fresh provider
      })
    }
  })
  await page.addInitScript(pageWallets, {
    infos: wallets.map((wallet) => wallet.info),
    legacy: options.legacy,
  })
}

/** Runs in the page before its scripts: builds the providers, announces them, sets `window.ethereum`. */
function pageWallets({
  infos,
  legacy,
}: {
  infos: InjectedWallet['info'][]
  legacy: InjectOptions['legacy']
}) {
  type Listener = (payload: unknown) => void
  const page = window as unknown as {
    __foyerWalletRequest(index: number, args: unknown): Promise<Answer>
    __foyerWalletEmit(index: number, event: string, payload: unknown): void
    ethereum?: unknown
  }
  const makeProvider = (index: number) => {
    const listeners = new Map<string, Set<Listener>>()
    return {
      listeners,
      provider: {
        async request(args: unknown) {
          const answer = await page.__foyerWalletRequest(index, args)
          if ('error' in answer)
            throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
          return answer.result
        },
        on(event: string, listener: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set())
          listeners.get(event)?.add(listener)
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener)
        },
      },
    }
  }
  const made = infos.map((_, index) => makeProvider(index))
  page.__foyerWalletEmit = (index, event, payload) => {
    for (const listener of made[index]?.listeners.get(event) ?? []) listener(payload)
  }
  const icon =
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23e2761b'/%3E%3C/svg%3E"
  infos.forEach((info, index) => {
    const detail = Object.freeze({
      info: Object.freeze({ ...info, icon, uuid: crypto.randomUUID() }),
      provider: made[index]?.provider,
    })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
  if (typeof legacy === 'number') page.ethereum = made[legacy]?.provider
  else if (legacy === 'distinct') page.ethereum = makeProvider(0).provider
}
