/**
 * An init script that calls `fn(arg)` in the page, for `page.addInitScript`. Passing the function
 * itself is not enough under tsx: its esbuild transform keeps function names by wrapping them in a
 * `__name(…)` helper that exists in Node only, so the serialised function would throw in the page.
 *
 * @example
 * await page.addInitScript(inPage(probe, { modalSelector: 'w3m-modal', walletName, address }))
 */
export function inPage<Arg>(fn: (arg: Arg) => void, arg: Arg): { content: string } {
  return { content: `(() => { const __name = (f) => f; (${fn.toString()})(${JSON.stringify(arg)}) })()` }
}
