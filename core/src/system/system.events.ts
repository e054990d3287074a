import type { ConnectionEvent } from '../machines/connection/connection.types.js'
import type { ConnectionViewsEvent } from '../machines/connection-views/connection-views.types.js'
import type { FoyerEvent } from '../machines/foyer/foyer.types.js'
import type { ModalEvent } from '../machines/modal/modal.types.js'
import type { NetworkEvent } from '../machines/network/network.types.js'
import type { RouterEvent } from '../machines/router/router.types.js'
import type { SnackEvent } from '../machines/snack/snack.types.js'
import type { Namespace } from '../networks/network.types.js'

/**
 * The events each actor of Foyer's system accepts, by system id: a send to an id with an event that
 * actor does not accept is a type error. Modules add their own actors by declaration merging, from
 * their own folder:
 *
 * ```ts
 * declare module '../../system/system.events.js' {
 *   interface FoyerSystemEvents { pairing: PairingEvent }
 * }
 * ```
 *
 * Only event types appear here (never machine types), so a machine can name its receivers without
 * its own type depending on theirs.
 */
export interface FoyerSystemEvents {
  foyer: FoyerEvent
  modal: ModalEvent
  router: RouterEvent
  network: NetworkEvent
  snack: SnackEvent
  connectionViews: ConnectionViewsEvent
}

/** The system id of a namespace's connection actor. */
export type ConnectionSystemId<ns extends Namespace = Namespace> = `connection.${ns}`

/** Every system id with the events its actor accepts, the connection actors included. */
export type SystemEvents = FoyerSystemEvents & {
  [ns in Namespace as ConnectionSystemId<ns>]: ConnectionEvent
}

/** A system id of Foyer's actor system. */
export type SystemId = keyof SystemEvents

/** The events the actor under `id` accepts. */
export type SystemEventOf<id extends SystemId> = SystemEvents[id]
