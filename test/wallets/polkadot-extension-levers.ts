// The scripted Polkadot extension's prompts and the levers that make the visitor or the extension
// misbehave on cue. The polkadot-js extension (and Talisman and SubWallet, built on its page interface)
// asks its owner in a popup before it lets a site in (`enable`) and before each signature; the page
// script rebuilds every failure of the extension as `new Error(message)`, with no code: a refused
// `enable` fails with `Error('Rejected')`, a cancelled signature with `Error('Cancelled')`.

/** What a prompt asks the visitor: to let the site in, or to sign bytes (`signRaw`) or a transaction (`signPayload`). */
export type PolkadotPromptKind = 'enable' | 'signRaw' | 'signPayload'

/**
 * A prompt the extension showed and how the visitor answered.
 *
 * @example
 * expect(controls.prompts).toEqual([{ kind: 'enable', answer: 'approved' }])
 */
export type PolkadotPrompt = { kind: PolkadotPromptKind; answer: 'approved' | 'rejected' }

/** How polkadot-js fails a refused prompt: `Rejected` for access, `Cancelled` for a signature. */
export const refusalOf = (kind: PolkadotPromptKind): Error =>
  new Error(kind === 'enable' ? 'Rejected' : 'Cancelled')

/** A request the extension answers, for the levers that act on calls rather than prompts. */
export type PolkadotExtensionMethod = 'enable' | 'accounts.get' | 'signRaw' | 'signPayload'

type CallLever =
  | { kind: 'fail'; error: unknown; method: PolkadotExtensionMethod | undefined }
  | { kind: 'hang'; method: PolkadotExtensionMethod | undefined }

/**
 * The levers and the prompts record of one extension.
 *
 * @example
 * const levers = createPolkadotLevers()
 * levers.rejectNext()
 * levers.prompt('enable') // throws Error('Rejected')
 */
export function createPolkadotLevers() {
  const prompts: PolkadotPrompt[] = []
  const refusals: (PolkadotPromptKind | undefined)[] = []
  const callLevers: CallLever[] = []
  const hanging = new Set<() => void>()
  return {
    prompts,
    /** The visitor refuses the next prompt (of `kind`, if given). */
    rejectNext(kind?: PolkadotPromptKind) {
      refusals.push(kind)
    },
    /** The next call (of `method`, if given) fails with `error` as is, before any prompt. */
    failNext(error: unknown, method?: PolkadotExtensionMethod) {
      callLevers.push({ kind: 'fail', error, method })
    },
    /**
     * The next call (of `method`, if given) is not answered, as when the visitor closes polkadot-js's
     * popup: it answers only after {@link release}, as if the visitor had found the popup again.
     */
    hangNext(method?: PolkadotExtensionMethod) {
      callLevers.push({ kind: 'hang', method })
    },
    /** Lets every call held by {@link hangNext} go on. */
    release() {
      for (const resume of [...hanging]) resume()
      hanging.clear()
    },
    /**
     * Plays the call lever due for `method`: throws the failure set, or waits until released; returns
     * at once when no lever is due.
     */
    async atCall(method: PolkadotExtensionMethod): Promise<void> {
      const index = callLevers.findIndex((lever) => lever.method === undefined || lever.method === method)
      const [lever] = index === -1 ? [] : callLevers.splice(index, 1)
      if (lever?.kind === 'fail') throw lever.error
      if (lever?.kind === 'hang') await new Promise<void>((resume) => hanging.add(resume))
    },
    /** Shows a prompt of `kind` and takes the visitor's answer: refused when a refusal is due for it. */
    prompt(kind: PolkadotPromptKind): void {
      const index = refusals.findIndex((due) => due === undefined || due === kind)
      const refused = index !== -1 && refusals.splice(index, 1).length > 0
      prompts.push({ kind, answer: refused ? 'rejected' : 'approved' })
      if (refused) throw refusalOf(kind)
    },
  }
}

/** The levers of one scripted Polkadot extension. */
export type PolkadotLevers = ReturnType<typeof createPolkadotLevers>
