// The scripted Keplr wallet's prompts and the levers that make the visitor or the wallet misbehave on
// cue. Keplr asks its owner in a popup before it grants a site access to chains, adds a suggested
// chain, shows chain details to a site or signs; a refusal fails the site's call with
// `Error('Request rejected')` (a plain Error: Keplr's page script rebuilds every failure of its
// extension as `new Error(message)`, with no code).

/**
 * What a prompt asks the visitor: access to chains (`enable`, also raised by any call on a chain the
 * site may not use yet), adding a suggested chain (which also grants access to it), showing the
 * site the wallet's chains (`chainInfos`), or a signature.
 */
export type KeplrPromptKind =
  | 'enable'
  | 'suggestChain'
  | 'chainInfos'
  | 'signDirect'
  | 'signAmino'
  | 'signArbitrary'

/**
 * A prompt the wallet showed, the chains it named and how the visitor answered.
 *
 * @example
 * expect(controls.prompts).toEqual([{ kind: 'enable', chainIds: ['foyer-devnet-1'], answer: 'approved' }])
 */
export type KeplrPrompt = { kind: KeplrPromptKind; chainIds: string[]; answer: 'approved' | 'rejected' }

/** Keplr's refusal: what a site's call fails with when the visitor says no. */
export const requestRejected = (): Error => new Error('Request rejected')

/**
 * What a `signDirect` for a Ledger key fails with: the words Keplr's signature prompt shows for it
 * ("Incompatible Signing Requested"; the Ledger's Cosmos app signs amino JSON only). Keplr offers no
 * way to approve that prompt; the scripted wallet fails the call with its words, so a test sees why.
 */
export const ledgerCannotSignDirect = (): Error =>
  new Error('SIGN_MODE_DIRECT can’t be signed on Ledger. Contact the web app provider to fix this issue.')

type CallLever =
  | { kind: 'fail'; error: unknown; method: string | undefined }
  | { kind: 'hang'; method: string | undefined }

/**
 * The levers and the prompts record of one wallet.
 *
 * @example
 * const levers = createKeplrLevers()
 * levers.rejectNext()
 * levers.prompt('enable', ['foyer-devnet-1']) // throws Error('Request rejected')
 */
export function createKeplrLevers() {
  const prompts: KeplrPrompt[] = []
  const refusals: (KeplrPromptKind | undefined)[] = []
  const callLevers: CallLever[] = []
  const refusedChains = new Set<string>()
  let ledger = false
  return {
    prompts,
    /** Whether the wallet's key is on a Ledger (whose prompts cannot approve a `signDirect`). */
    get ledger() {
      return ledger
    },
    /** The owner selects a Ledger key (`true`) or a key the extension holds (`false`). */
    useLedger(on: boolean) {
      ledger = on
    },
    /** The visitor refuses the next prompt (of `kind`, if given). */
    rejectNext(kind?: KeplrPromptKind) {
      refusals.push(kind)
    },
    /** The next call (of `method`, if given) fails with `error` as is, before any prompt. */
    failNext(error: unknown, method?: string) {
      callLevers.push({ kind: 'fail', error, method })
    },
    /** The next call (of `method`, if given) never answers. */
    hangNext(method?: string) {
      callLevers.push({ kind: 'hang', method })
    },
    /** From now on the visitor refuses every prompt that would give the site access to `chainId`. */
    refuseChain(chainId: string) {
      refusedChains.add(chainId)
    },
    /**
     * Plays the call lever due for `method`: throws the failure set, or answers a promise that never
     * settles (the caller returns it); `undefined` when the call runs normally.
     */
    atCall(method: string): Promise<never> | undefined {
      const index = callLevers.findIndex((lever) => lever.method === undefined || lever.method === method)
      const [lever] = index === -1 ? [] : callLevers.splice(index, 1)
      if (lever?.kind === 'fail') throw lever.error
      if (lever?.kind === 'hang') return new Promise<never>(() => {})
      return undefined
    },
    /**
     * Shows a prompt naming `chainIds` and takes the visitor's answer: refused when a refusal is due
     * for it, or when it would grant access to a refused chain (`grants`), else approved. A `signDirect`
     * prompt for a Ledger key cannot be approved: it fails with {@link ledgerCannotSignDirect}.
     */
    prompt(kind: KeplrPromptKind, chainIds: readonly string[], grants = false): void {
      if (kind === 'signDirect' && ledger) {
        prompts.push({ kind, chainIds: [...chainIds], answer: 'rejected' })
        throw ledgerCannotSignDirect()
      }
      const index = refusals.findIndex((due) => due === undefined || due === kind)
      const refusedByLever = index !== -1 && refusals.splice(index, 1).length > 0
      const refusedChain = grants && chainIds.some((chainId) => refusedChains.has(chainId))
      const answer = refusedByLever || refusedChain ? 'rejected' : 'approved'
      prompts.push({ kind, chainIds: [...chainIds], answer })
      if (answer === 'rejected') throw requestRejected()
    },
  }
}

/** The levers of one scripted Keplr wallet. */
export type KeplrLevers = ReturnType<typeof createKeplrLevers>
