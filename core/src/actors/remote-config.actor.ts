import { fromPromise } from 'xstate'
import type { RemoteConfigOutcome } from '../api/remote-config.load.js'
import type { FoyerOptions } from '../machines/foyer/foyer.types.js'

/**
 * The remote configuration on the first open (see `loadRemoteConfig`). Its code is in the lazy chunk of
 * the first open's services (`services.load.ts`): a site downloads it only when a visitor opens the modal.
 *
 * @example
 * setup({ actors: { loadRemoteConfig: remoteConfigActor } })
 */
export const remoteConfigActor = fromPromise<RemoteConfigOutcome, { options: FoyerOptions }>(
  async ({ input, signal }) => {
    const { loadRemoteConfig } = await import('../api/services.load.js')
    return loadRemoteConfig(input, signal)
  },
)
