import type { Wallet } from '@wallet-standard/base'
import type { Page } from 'playwright-core'

// A Wallet Standard Solana wallet in the page whose every feature call is answered in Node by a
// scripted wallet (real ed25519 keys): bytes cross the bridge as number arrays, accounts by address,
// and errors as data so a 4001 `code` or a thrown string survives (an exception thrown in an exposed
// function loses both).

type Wire = unknown
type Answer = { result: Wire } | { error: { code?: number; message: string } } | { thrown: Wire }

/** Bytes become `{ bytes: [...] }`, accounts `{ account: address, … }`, recursively. */
function toWire(value: unknown): Wire {
  if (value instanceof Uint8Array) return { bytes: [...value] }
  if (Array.isArray(value)) return value.map(toWire)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toWire(inner)]))
  return value
}

function fromWire(value: Wire, wallet: Wallet): unknown {
  if (Array.isArray(value)) return value.map((inner) => fromWire(inner, wallet))
  if (typeof value !== 'object' || value === null) return value
  if ('bytes' in value && Array.isArray(value.bytes)) return new Uint8Array(value.bytes as number[])
  if ('accountAddress' in value && typeof value.accountAddress === 'string')
    return wallet.accounts.find((account) => account.address === value.accountAddress)
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fromWire(inner, wallet)]))
}

/** What a test does to the wallet in the page beyond answering calls. */
export type InjectedSolanaWallet = {
  /** The wallet tells the page its accounts changed (an empty list: it ended the site's access). */
  emitChange(accounts: 'none' | 'current'): Promise<void>
  /** The wallet unregisters from the page (as when its extension is disabled). */
  unregister(): Promise<void>
}

/**
 * Injects `wallet` (running in Node) into every page load of `page` as a Wallet Standard wallet,
 * registered the way extensions register, before the page's scripts run.
 *
 * @example
 * const { wallet, controls } = createScriptedSolanaWallet({ chains, signIn: true })
 * const injected = await injectSolanaWallet(page, wallet)
 * await page.goto(stack.url)
 */
export async function injectSolanaWallet(page: Page, wallet: Wallet): Promise<InjectedSolanaWallet> {
  await page.exposeFunction(
    '__foyerSolanaCall',
    async (feature: string, method: string, args: Wire[]): Promise<Answer> => {
      const target: unknown = wallet.features[feature as `${string}:${string}`]
      const call = typeof target === 'object' && target !== null ? Reflect.get(target, method) : undefined
      if (typeof call !== 'function') return { error: { message: `No ${feature}.${method}` } }
      try {
        const inputs = args.map((arg) => fromWire(arg, wallet))
        return { result: toWire(await call.apply(target, inputs)) }
      } catch (error) {
        if (!(error instanceof Error)) return { thrown: toWire(error) }
        const code = Reflect.get(error, 'code')
        return { error: { code: typeof code === 'number' ? code : undefined, message: error.message } }
      }
    },
  )
  const chains = [...wallet.chains]
  const features = Object.fromEntries(
    Object.entries(wallet.features).map(([name, feature]) => [
      name,
      Object.keys(feature as object).filter(
        (key) => typeof Reflect.get(feature as object, key) === 'function',
      ),
    ]),
  )
  // The test runner's compiler may wrap the page function's inner functions in its `__name` helper,
  // which the page does not have.
  await page.addInitScript('globalThis.__name ??= (target) => target')
  await page.addInitScript(pageSolanaWallet, {
    name: wallet.name,
    icon: wallet.icon,
    chains,
    features,
  })
  const inPage = (script: string) =>
    page.evaluate(script).then(
      () => undefined,
      () => undefined, // the page may be navigating; the next load starts from a fresh wallet
    )
  return {
    emitChange: (accounts) =>
      inPage(
        `window.__foyerSolanaEmit(${JSON.stringify(accounts === 'none' ? [] : toWire(wallet.accounts))})`,
      ),
    unregister: () => inPage('window.__foyerSolanaUnregister()'),
  }
}

/** Runs in the page before its scripts: the wallet object, forwarding calls to Node, registered. */
function pageSolanaWallet(shape: {
  name: string
  icon: string
  chains: string[]
  features: Record<string, string[]>
}) {
  type Account = { address: string; publicKey: Uint8Array; chains: string[]; features: string[] }
  // The bridge Playwright exposes, and the hooks the test calls back through.
  const callNode = Reflect.get(window, '__foyerSolanaCall') as (
    feature: string,
    method: string,
    args: unknown[],
  ) => Promise<Answer>
  let accounts: Account[] = []
  const listeners = new Set<(properties: { accounts: Account[] }) => void>()
  const wire = (value: unknown): unknown => {
    if (value instanceof Uint8Array) return { bytes: [...value] }
    if (Array.isArray(value)) return value.map(wire)
    if (typeof value === 'object' && value !== null) {
      if ('publicKey' in value && 'address' in value) return { accountAddress: value.address }
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, wire(inner)]))
    }
    return value
  }
  const unwire = (value: unknown): unknown => {
    if (value instanceof Uint8Array) return value
    if (Array.isArray(value)) return value.map(unwire)
    if (typeof value !== 'object' || value === null) return value
    if ('bytes' in value && Array.isArray(value.bytes)) return new Uint8Array(value.bytes)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, unwire(inner)]))
  }
  /** Accounts as the page's objects (one object per address, as wallets keep them). */
  const adopt = (list: unknown): Account[] => {
    accounts = (Array.isArray(list) ? list : []).map((raw) => {
      const account = unwire(raw) as Account
      return accounts.find((known) => known.address === account.address) ?? Object.freeze(account)
    })
    return accounts
  }
  const features: Record<string, Record<string, unknown>> = {}
  for (const [name, methods] of Object.entries(shape.features)) {
    const feature: Record<string, unknown> = { version: '1.0.0' }
    for (const method of methods) {
      if (name === 'standard:events') {
        feature[method] = (_event: string, listener: (properties: { accounts: Account[] }) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        }
        continue
      }
      feature[method] = async (...inputs: unknown[]) => {
        const answer = await callNode(name, method, inputs.map(wire))
        if ('thrown' in answer) throw unwire(answer.thrown)
        if ('error' in answer)
          throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
        const result = unwire(answer.result) as Record<string, unknown> | unknown[] | undefined
        // Connect and sign-in answers carry the accounts the page's wallet now holds.
        if (result && !Array.isArray(result) && 'accounts' in result) result.accounts = adopt(result.accounts)
        if (Array.isArray(result))
          for (const output of result as Record<string, unknown>[])
            if (output && 'account' in output) output.account = adopt([output.account])[0]
        if (name === 'standard:disconnect') accounts = []
        return result
      }
    }
    if (name === 'solana:signTransaction' || name === 'solana:signAndSendTransaction')
      feature.supportedTransactionVersions = ['legacy', 0]
    features[name] = feature
  }
  const wallet = {
    version: '1.0.0',
    name: shape.name,
    icon: shape.icon,
    chains: shape.chains,
    features,
    get accounts() {
      return accounts
    },
  }
  Reflect.set(window, '__foyerSolanaEmit', (list: unknown) => {
    const changed = adopt(list)
    for (const listener of listeners) listener({ accounts: changed })
  })
  const unregisters: (() => void)[] = []
  const register = (api: { register(wallet: unknown): () => void }) => unregisters.push(api.register(wallet))
  Reflect.set(window, '__foyerSolanaUnregister', () => {
    for (const unregister of unregisters.splice(0)) unregister()
  })
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  window.addEventListener('wallet-standard:app-ready', (event) => {
    register(Reflect.get(event, 'detail'))
  })
}
