import type { ActorRefFrom } from 'xstate'
import type { connectionMachine } from '../machines/connection/connection.machine.js'
import type { connectionViewsMachine } from '../machines/connection-views/connection-views.machine.js'
import type { foyerMachine } from '../machines/foyer/foyer.machine.js'
import type { modalMachine } from '../machines/modal/modal.machine.js'
import type { networkMachine } from '../machines/network/network.machine.js'
import type { routerMachine } from '../machines/router/router.machine.js'
import type { snackMachine } from '../machines/snack/snack.machine.js'
import type { Namespace } from '../networks/network.types.js'
import type { ConnectionSystemId, SystemId } from './system.events.js'

/**
 * The actor under each system id, for code that reads snapshots (facade, actions, views, watchers).
 * Modules add theirs by declaration merging, as for {@link FoyerSystemEvents}. Every id here must
 * also be in `FoyerSystemEvents`.
 */
export interface FoyerSystemActors {
  foyer: ActorRefFrom<typeof foyerMachine>
  modal: ActorRefFrom<typeof modalMachine>
  router: ActorRefFrom<typeof routerMachine>
  network: ActorRefFrom<typeof networkMachine>
  snack: ActorRefFrom<typeof snackMachine>
  connectionViews: ActorRefFrom<typeof connectionViewsMachine>
}

/** A namespace's connection actor (system id `connection.<namespace>`). */
export type ConnectionActor = ActorRefFrom<typeof connectionMachine>

/** Every system id with its actor, the connection actors included. */
export type SystemActors = FoyerSystemActors & {
  [ns in Namespace as ConnectionSystemId<ns>]: ConnectionActor
}

/** The actor under `id`. */
export type SystemActorOf<id extends SystemId & keyof SystemActors> = SystemActors[id]
