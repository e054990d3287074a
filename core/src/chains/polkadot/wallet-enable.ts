import { defineError } from '../../errors/define.js'
import type { PolkadotExtension, PolkadotInjected } from './polkadot.types.js'
import { injectedOf, toPolkadotWalletError } from './wallet-answers.js'

/**
 * How long a connect waits for an extension's `enable`, which resolves once the visitor let the site
 * in (at once when they did before). Ours, the SPEC names none: long enough to read and answer the
 * extension's prompt, and never a wait without an end, since an extension whose prompt was closed
 * (polkadot-js's, for one) never answers. The prompt may still be open when it passes: connecting
 * again waits for the same answer instead of asking a second time.
 */
export const POLKADOT_ENABLE_TIMEOUT_MS = 60_000

/**
 * How long restoring a connection on load waits for `enable`: an extension that already lets the site
 * in answers at once, and one that asks again (the visitor took the site's access back) is not
 * restored: the visitor connects again when they choose to.
 */
export const POLKADOT_RESTORE_TIMEOUT_MS = 3_000

/**
 * A Polkadot extension did not answer `enable` in time (`POLKADOT_ENABLE_TIMEOUT_MS` by default). Its
 * prompt may still be open: connecting again waits for the same answer, and asks no second time.
 *
 * @example
 * throw new PolkadotEnableTimeoutError({ details: 'talisman did not answer enable within 60000 ms' })
 */
export class PolkadotEnableTimeoutError extends defineError(
  'POLKADOT_ENABLE_TIMEOUT',
  'The wallet did not answer in time',
  'PolkadotEnableTimeoutError',
) {}

/**
 * `enable` asked of one extension at a time, each by its key, never of all at once (`web3Enable`
 * enables every installed extension, and each opens a prompt). While one `enable` of an extension is
 * unanswered, asking again waits for that one, so a visitor who tries again after a timeout sees no
 * second prompt; once answered, the next connect asks anew (a prompt only if the visitor took the
 * site's access back).
 *
 * @example
 * const enable = walletEnabler('My site')
 * const injected = await enable('talisman', extension, POLKADOT_ENABLE_TIMEOUT_MS)
 */
export function walletEnabler(appName: string) {
  const pending = new Map<string, Promise<PolkadotInjected>>()

  function ask(key: string, extension: PolkadotExtension): Promise<PolkadotInjected> {
    const answer = Promise.resolve()
      .then(() => extension.enable(appName))
      .then(injectedOf, (error: unknown) => {
        throw toPolkadotWalletError(error, 'enable')
      })
    pending.set(key, answer)
    const forget = () => {
      if (pending.get(key) === answer) pending.delete(key)
    }
    answer.then(forget, forget)
    return answer
  }

  return function enable(
    key: string,
    extension: PolkadotExtension,
    timeoutMs: number,
  ): Promise<PolkadotInjected> {
    const answer = pending.get(key) ?? ask(key, extension)
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new PolkadotEnableTimeoutError({
              details: `${key} did not answer enable within ${timeoutMs} ms; its prompt may still be open`,
            }),
          ),
        timeoutMs,
      )
    })
    return Promise.race([answer, timeout]).finally(() => clearTimeout(timer))
  }
}
