import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'

// Which namespaces the scripted WalletConnect wallet approves: its EVM account's and those of its
// halves (the Solana and Bitcoin accounts answered by wc-solana-answers.ts and wc-bitcoin-answers.ts).

/** The wallet's account in a namespace other than eip155: its address, the chains it holds, its answers. */
export type WcHalf = {
  address: string
  /** Its address on `chain` where it differs per chain (Cosmos' bech32 prefixes); `address` otherwise. */
  addressOn?(chain: string): string
  holds(chain: string): boolean
  answer(method: string, params: unknown, chainId: string): Promise<unknown>
}

/** Why a proposal is refused: the SDK's code, our own words. */
export type WcRefusal = { refusal: { code: number; message: string } }

const refuse = (key: Parameters<typeof getSdkError>[0], message: string): WcRefusal => ({
  refusal: { code: getSdkError(key).code, message },
})

/**
 * The namespaces a wallet approves for `proposal`: eip155 with the EVM chains it holds (refusing a
 * required chain it lacks), and each half's namespace with the half's chains, every one with the
 * methods and events proposed and its account on each chain; or why the proposal cannot be approved.
 *
 * @example
 * approvedNamespaces(proposal, { address: '0xf39F…', chains: new Set([31337]) }, new Map([['bip122', bitcoin]]))
 */
export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  evm: { address: string; chains: ReadonlySet<number> },
  halves: ReadonlyMap<string, WcHalf>,
): { namespaces: SessionTypes.Namespaces } | WcRefusal {
  const wanted = new Map<string, { chains: Set<string>; methods: Set<string>; events: Set<string> }>()
  const want = (space: string, chains: readonly string[], namespace: ProposalTypes.BaseRequiredNamespace) => {
    const entry = wanted.get(space) ?? { chains: new Set(), methods: new Set(), events: new Set() }
    wanted.set(space, entry)
    for (const chain of chains) entry.chains.add(chain)
    for (const method of namespace.methods) entry.methods.add(method)
    for (const event of namespace.events) entry.events.add(event)
  }
  const proposed = new Set<string>()
  const groups: [required: boolean, ProposalTypes.RequiredNamespaces][] = [
    [true, proposal.requiredNamespaces],
    [false, proposal.optionalNamespaces ?? {}],
  ]
  for (const [required, namespaces] of groups) {
    for (const [key, namespace] of Object.entries(namespaces)) {
      const space = key.split(':')[0] ?? key
      // A key may be a whole namespace (`eip155` + chains) or one chain (`eip155:1`, no chains).
      const chains = namespace.chains ?? (key.includes(':') ? [key] : [])
      for (const chain of chains) proposed.add(chain)
      const half = halves.get(space)
      if (half) {
        want(space, chains.filter(half.holds), namespace)
        continue
      }
      // Sign clients since 2.2x send everything as optional; only older dapps still require namespaces.
      if (space !== 'eip155') {
        if (required)
          return refuse('UNSUPPORTED_NAMESPACE_KEY', `The wallet only holds eip155 accounts, not ${key}.`)
        continue
      }
      const missing = chains.filter((chain) => !evm.chains.has(Number(chain.split(':')[1])))
      if (required && missing.length)
        return refuse('UNSUPPORTED_CHAINS', `The wallet does not hold required chains ${missing.join(', ')}.`)
      want(
        space,
        chains.filter((chain) => !missing.includes(chain)),
        namespace,
      )
    }
  }
  if (![...wanted.values()].some((entry) => entry.chains.size > 0))
    return refuse(
      'UNSUPPORTED_CHAINS',
      `The wallet holds none of the proposed chains (${[...proposed].join(', ')}).`,
    )
  const approved: SessionTypes.Namespaces = {}
  for (const [space, entry] of wanted) {
    const half = halves.get(space)
    const address = half?.address ?? evm.address
    const chains = [...entry.chains]
    if (chains.length > 0)
      approved[space] = {
        chains,
        accounts: chains.map((chain) => `${chain}:${half?.addressOn?.(chain) ?? address}`),
        methods: [...entry.methods],
        events: [...entry.events],
      }
  }
  return { namespaces: approved }
}
