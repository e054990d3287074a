import type { EmbeddedAccountType } from '../../chains/eip155/embedded/frame-provider.js'

/**
 * Whether the visitor may move to their smart account (SPEC §4): only on a network where the login
 * has one, and only from the key's own account.
 *
 * @example
 * canSwitchToSmartAccount({ current: 'eoa', chainId: 1, smartAccountChainIds: [1, 10] }) // true
 */
export function canSwitchToSmartAccount(facts: {
  current: EmbeddedAccountType | undefined
  chainId: number | undefined
  smartAccountChainIds: readonly number[]
}): boolean {
  return (
    facts.current === 'eoa' &&
    facts.chainId !== undefined &&
    facts.smartAccountChainIds.includes(facts.chainId)
  )
}
