import { fromPromise } from 'xstate'
import type { EmbeddedAccountType } from '../../chains/eip155/embedded/frame-provider.js'
import { readyFrameChannel } from '../frame/frame.ready.js'

/**
 * The EVM chain ids on which the login has a smart account, as the login frame lists them.
 *
 * @example
 * setup({ actors: { smartAccountChains: smartAccountChainsActor } })
 */
export const smartAccountChainsActor = fromPromise<readonly number[], void>(async ({ system, signal }) => {
  const channel = await readyFrameChannel(system, signal)
  const { smartAccountEnabledNetworks } = await channel.call(
    'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    undefined,
    {
      signal,
    },
  )
  return smartAccountEnabledNetworks
})

/**
 * Moves the site to the login's account of type `to`; resolves with the type the frame now uses.
 *
 * @example
 * setup({ actors: { switchAccount: switchAccountActor } })
 */
export const switchAccountActor = fromPromise<
  EmbeddedAccountType,
  { to: EmbeddedAccountType; switchAccount(type: EmbeddedAccountType): Promise<EmbeddedAccountType> }
>(({ input }) => input.switchAccount(input.to))
